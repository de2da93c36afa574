import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_RENDITION_WIDTH, planRenditions, planUploadRenditions } from '../../../server/platform/media/media-files'
import { splitFrontMatter } from '../../../server/showcase/pages/front-matter'
import { loadPageLibrary } from '../../../server/showcase/pages/page-library'
import { plainTextToHtml, readingMinutes, sanitizeRichText, summarise } from '../../../server/platform/shared/rich-text'

describe('rich text', () => {
  it('keeps only the allow-list of the contract', () => {
    const html =
      '<h2 class="x">Titre</h2><h4>Petit</h4><p style="color:red">Un <strong>mot</strong>, <em>deux</em><br>trois</p>' +
      '<ol><li>a</li></ol><blockquote>cité</blockquote><table><tr><td>t</td></tr></table><iframe src="x"></iframe>'
    expect(sanitizeRichText(html)).toBe(
      '<h2>Titre</h2>Petit<p>Un <strong>mot</strong>, <em>deux</em><br />trois</p>' +
        '<ol><li>a</li></ol><blockquote>cité</blockquote>t',
    )
  })

  it('keeps safe links only', () => {
    expect(
      sanitizeRichText(
        '<a href="https://ecrin.fr" target="_blank">a</a><a href="mailto:x@ecrin.fr">b</a>' +
          '<a href="javascript:alert(1)">c</a><a href="//evil.example">d</a>',
      ),
    ).toBe('<a href="https://ecrin.fr">a</a><a href="mailto:x@ecrin.fr">b</a><a>c</a><a>d</a>')
  })

  it('keeps links to the site’s own pages and images of the media library only', () => {
    expect(sanitizeRichText('<p><a href="/nous-contacter">Contact</a><a href="/\\evil.example">x</a></p>')).toBe(
      '<p><a href="/nous-contacter">Contact</a><a>x</a></p>',
    )
    expect(
      sanitizeRichText(
        '<p><img src="/media/bibliotheque/a-1280.webp" alt="Un coffret" width="1280" height="853" onerror="x()">' +
          '<img src="https://tracker.example/p.gif" alt=""><img src="data:image/png;base64,AA"></p>',
      ),
    ).toBe('<p><img src="/media/bibliotheque/a-1280.webp" alt="Un coffret" width="1280" height="853" /></p>')
  })

  it('turns plain text into escaped paragraphs', () => {
    expect(plainTextToHtml('Un <b>essai</b> & plus\n\nSecond\nligne')).toBe(
      '<p>Un &lt;b&gt;essai&lt;/b&gt; &amp; plus</p>\n<p>Second<br />ligne</p>',
    )
  })

  it('summarises at a word boundary and counts reading time', () => {
    expect(summarise('court', 10)).toBe('court')
    expect(summarise('Un coffret rigide gainé de papier, avec fermeture aimantée', 30)).toBe(
      'Un coffret rigide gainé de…',
    )
    expect(readingMinutes(`<p>${'mot '.repeat(1000)}</p>`)).toBe(5)
    expect(readingMinutes('<p>Bref.</p>')).toBe(1)
  })
})

describe('front matter', () => {
  it('reads quoted and bare values', () => {
    const { meta, body } = splitFrontMatter(
      '---\ntitle: "Qui \\"sommes\\"-nous ?"\ndescription: Une page\nupdated: 2026-11-01\n---\n\n## Corps\n',
    )
    expect(meta).toEqual({ title: 'Qui "sommes"-nous ?', description: 'Une page', updated: '2026-11-01' })
    expect(body).toBe('\n## Corps\n')
  })

  it('refuses a page without its fields', () => {
    expect(() => splitFrontMatter('## Pas de front matter')).toThrow('front matter manquant')
    expect(() => splitFrontMatter('---\ntitle: "T"\nupdated: hier\n---\n')).toThrow('front matter invalide')
  })

  it('names the broken file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecrin-pages-'))
    afterAll(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(join(dir, 'cassee.md'), '---\ntitle: "T"\n---\n')
    expect(() => loadPageLibrary(dir)).toThrow('Page cassee.md illisible')
  })
})

describe('rendition plan', () => {
  it('never upscales, and keeps at least one rendition', () => {
    expect(planRenditions(1600, 1000)).toEqual([
      { width: 320, height: 200 },
      { width: 640, height: 400 },
      { width: 1280, height: 800 },
    ])
    expect(planRenditions(900, 1200).map((r) => r.width)).toEqual([320, 640])
    expect(planRenditions(200, 100)).toEqual([{ width: 200, height: 100 }])
  })
})

describe('rendition plan of an upload', () => {
  it('ends with the source width, capped at 2560, and never upscales', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8000 }), fc.integer({ min: 1, max: 8000 }), (width, height) => {
        const widths = planUploadRenditions(width, height).map((rendition) => rendition.width)
        expect(widths.at(-1)).toBe(Math.min(width, MAX_RENDITION_WIDTH))
        expect(widths.every((w) => w <= width)).toBe(true)
        expect([...widths].sort((a, b) => a - b)).toEqual(widths)
        expect(new Set(widths).size).toBe(widths.length)
      }),
    )
  })
})
