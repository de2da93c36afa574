import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cvDownloadName } from '../../src/domain/cv-download-name'
import { CV_TYPES } from '../../src/domain/cv-limits'

// The name a CV downloads under (decision 065): whatever the candidate sent, no control or bidirectional
// character, no character a file system refuses, and the stored type's extension alone.

// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_OR_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"/\\|?*]/u
const types = fc.constantFrom(...Object.values(CV_TYPES))
const extensionOf = (type: string) => Object.entries(CV_TYPES).find(([, known]) => known === type)?.[0]
// Names as hostile as a form lets through: any code point, with bidi controls and dots mixed in.
const sentNames = fc
  .array(
    fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('\u202e', '\u2066', '\u200f', '.', '.exe', '\u0000')),
  )
  .map((parts) => parts.join(''))

describe('cvDownloadName', () => {
  it('never keeps a control, bidi or unsafe character', () => {
    fc.assert(
      fc.property(sentNames, types, (name, type) => {
        expect(cvDownloadName(name, type)).not.toMatch(HIDDEN_OR_UNSAFE)
      }),
    )
  })

  it('always ends with the stored type’s extension, once, and has a name before it', () => {
    fc.assert(
      fc.property(sentNames, types, (name, type) => {
        const downloaded = cvDownloadName(name, type)
        const extension = extensionOf(type)
        expect(downloaded.endsWith(`.${extension}`)).toBe(true)
        expect(downloaded.length).toBeGreaterThan(`.${extension}`.length)
        expect(downloaded.toLowerCase().endsWith(`.${extension}.${extension}`)).toBe(false)
      }),
    )
  })

  it('keeps a well-formed name as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9 _-]{0,40}$/), types, (base, type) => {
        const extension = extensionOf(type)
        expect(cvDownloadName(`${base.trim()}.${extension}`, type)).toBe(`${base.trim()}.${extension}`)
      }),
    )
  })

  it('unmasks a right-to-left override and drops a second extension', () => {
    expect(cvDownloadName('cv\u202Efdp.exe', CV_TYPES.pdf)).toBe('cvfdp.pdf')
    expect(cvDownloadName('cv.pdf.html', CV_TYPES.pdf)).toBe('cv.pdf')
    expect(cvDownloadName('CV Camille Mérieux.pdf', CV_TYPES.pdf)).toBe('CV Camille Mérieux.pdf')
    expect(cvDownloadName('..\\..\\rapport.docx', CV_TYPES.docx)).toBe('_.._rapport.docx')
    expect(cvDownloadName('\u202e', CV_TYPES.doc)).toBe('cv.doc')
  })
})
