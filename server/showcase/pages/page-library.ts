import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { Marked } from 'marked'
import { sanitizeRichText, textOfHtml } from '../../platform/shared/rich-text'
import { splitFrontMatter } from './front-matter'

export type FaqEntry = { question: string; answerHtml: string }

export type ShowcasePage = {
  slug: string
  title: string
  description: string
  updated: string
  html: string
  questions: FaqEntry[] | null
}

export type PageLibrary = {
  find(slug: string): ShowcasePage | null
  all(): ShowcasePage[]
}

const FAQ_SLUG = 'faq'
const markdown = new Marked({ gfm: true })

const render = (source: string) => sanitizeRichText(markdown.parse(source, { async: false }))

// The company and legal pages (content/pages/<slug>.md), parsed once at start: they change with
// a deployment, never at run time. A broken file stops the start with its name.
export function loadPageLibrary(dir: string): PageLibrary {
  const pages = new Map<string, ShowcasePage>()
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()) {
    const slug = basename(file, '.md')
    try {
      const { meta, body } = splitFrontMatter(readFileSync(join(dir, file), 'utf8'))
      pages.set(slug, { slug, ...meta, html: render(body), questions: slug === FAQ_SLUG ? faqEntries(body) : null })
    } catch (error) {
      throw new Error(`Page ${file} illisible : ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return { find: (slug) => pages.get(slug) ?? null, all: () => [...pages.values()] }
}

// One question per `## ` heading; its answer runs to the next heading.
function faqEntries(body: string): FaqEntry[] {
  const sections = body.split(/^## /m).slice(1)
  return sections.map((section) => {
    const newline = section.indexOf('\n')
    const heading = newline === -1 ? section : section.slice(0, newline)
    const answer = newline === -1 ? '' : section.slice(newline + 1)
    return { question: textOfHtml(markdown.parseInline(heading.trim(), { async: false })), answerHtml: render(answer) }
  })
}
