import { isAllowedLink, isSiteMediaSource } from '../../../src/domain/rich-text-links'
import sanitizeHtml from 'sanitize-html'

// The rich-text allow-list: rich text is sanitised once, on write, and
// returned as stored. Anything else (scripts, styles, event handlers) is dropped. Links and images follow
// the rule the editor shows (src/domain/rich-text-links.ts): a link outside it loses its address, an image
// not from the media library goes.
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br', 'img'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs
      return { tagName, attribs: href !== undefined && isAllowedLink(href) ? { ...rest, href } : rest }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSiteMediaSource(frame.attribs.src ?? ''),
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim()
}

const WORDS_PER_MINUTE = 200

export function textOfHtml(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}

export function readingMinutes(html: string): number {
  const words = textOfHtml(html)
    .split(' ')
    .filter((word) => word !== '').length
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

// A plain-text summary cut at a word boundary, for cards and meta descriptions.
export function summarise(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= maxLength) return clean
  const cut = clean.slice(0, maxLength - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

// The first paragraph of an HTML text, as plain text.
export function firstParagraphText(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/i.exec(html)
  return textOfHtml(match?.[1] ?? html)
}

// Plain text (blank-line separated paragraphs) into the rich-text subset.
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('\n')
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (entity, name: string) => {
    const lower = name.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
    return NAMED_ENTITIES[lower] ?? entity
  })
}
