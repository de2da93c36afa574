import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SITE_NAME } from '../../src/domain/organisation'
import { documentTitle, withoutSiteSuffix } from '../../src/domain/page-title'

const pageTitle = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => /\p{L}/u.test(s) && !/écrin/iu.test(s))
const suffix = fc.tuple(fc.constantFrom('|', '-', '–', '—', ':', '·'), fc.constantFrom(SITE_NAME, 'écrin', 'ÉCRIN'))

const occurrences = (title: string) => title.match(/écrin/giu)?.length ?? 0

describe('the document title names the site once', () => {
  it('keeps a plain title and adds the suffix', () => {
    expect(documentTitle('Coffrets rigides')).toBe('Coffrets rigides | Écrin')
  })

  it('does not double a suffix the author typed', () => {
    expect(documentTitle('Coffrets rigides | Écrin')).toBe('Coffrets rigides | Écrin')
    expect(documentTitle('Coffrets rigides - écrin | Écrin')).toBe('Coffrets rigides | Écrin')
  })

  it('keeps the site name inside a title', () => {
    expect(documentTitle('Écrin recrute')).toBe('Écrin recrute | Écrin')
    expect(documentTitle('Écrin')).toBe('Écrin')
  })

  it('any typed suffixes come out as exactly one', () => {
    fc.assert(
      fc.property(pageTitle, fc.array(suffix, { maxLength: 3 }), (title, typed) => {
        const written = title + typed.map(([sep, name]) => ` ${sep} ${name}`).join('')
        const result = documentTitle(written)
        expect(result.endsWith(` | ${SITE_NAME}`)).toBe(true)
        expect(occurrences(result)).toBe(1)
        expect(documentTitle(result)).toBe(result)
        expect(withoutSiteSuffix(written)).toBe(title.trim() === '' ? written.trim() : withoutSiteSuffix(title))
      }),
    )
  })
})
