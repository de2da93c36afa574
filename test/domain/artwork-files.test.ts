import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ARTWORK_KINDS,
  ARTWORK_MESSAGES,
  artworkCheck,
  artworkFileName,
  artworkKindOf,
  isViewableArtwork,
  MAX_ARTWORK_BYTES,
} from '../../src/domain/artwork-files'

// What an artwork is, read from its bytes (docs/decisions/076-proof-approval.md): the real signatures of each
// kind, the name only telling an Illustrator file from the PDF or PostScript it is made of.

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)))

const PDF = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n')
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF')
const EPS = bytes('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n')
const DOS_EPS = bytes([0xc5, 0xd0, 0xd3, 0xc6, 0x20, 0, 0, 0])
const SVG_WITH_PROLOG = bytes(
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Illustrator -->\n',
  '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n',
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
)
const HTML = bytes('<!DOCTYPE html>\n<html><body><svg></svg><script>alert(1)</script></body></html>')

describe('artworkKindOf', () => {
  it.each([
    ['a PDF', PDF, 'logo.pdf', 'pdf'],
    ['a PNG', PNG, 'logo.png', 'png'],
    ['a JPEG', JPEG, 'photo.jpg', 'jpeg'],
    ['an EPS', EPS, 'logo.eps', 'eps'],
    ['a DOS EPS', DOS_EPS, 'logo.eps', 'eps'],
    ['an SVG with its XML prolog, a comment and a doctype', SVG_WITH_PROLOG, 'logo.svg', 'svg'],
    ['an SVG behind a byte-order mark', bytes([0xef, 0xbb, 0xbf], '<svg/>'), 'logo.svg', 'svg'],
    ['a PDF named .ai (Illustrator)', PDF, 'Étiquette.AI', 'ai'],
    ['a PostScript named .ai (old Illustrator)', EPS, 'logo.ai', 'ai'],
  ] as const)('reads %s', (_what, content, name, kind) => {
    expect(artworkKindOf(content, name)).toBe(kind)
  })

  it.each([
    ['an HTML page, even named .svg', HTML, 'logo.svg'],
    ['an HTML page named .pdf', HTML, 'logo.pdf'],
    ['a GIF', bytes('GIF89a'), 'logo.gif'],
    ['a ZIP', bytes([0x50, 0x4b, 0x03, 0x04]), 'logo.pdf'],
    ['text', bytes('hello'), 'logo.png'],
  ] as const)('refuses %s', (_what, content, name) => {
    expect(artworkKindOf(content, name)).toBeNull()
  })

  it('never trusts the name for anything but Illustrator', () => {
    fc.assert(
      fc.property(fc.constantFrom(PDF, PNG, JPEG, EPS, SVG_WITH_PROLOG), fc.string(), (content, name) => {
        const kind = artworkKindOf(content, name)
        const withoutName = artworkKindOf(content, 'fichier')
        expect(kind === withoutName || kind === 'ai').toBe(true)
      }),
    )
  })
})

describe('artworkCheck', () => {
  it('refuses an empty file, one over 50 MB and an unknown kind with their French messages', () => {
    expect(artworkCheck(new Uint8Array(0), 'a.pdf')).toEqual({ kind: 'refused', message: ARTWORK_MESSAGES.empty })
    const big = new Uint8Array(MAX_ARTWORK_BYTES + 1)
    big.set(PDF)
    expect(artworkCheck(big, 'a.pdf')).toEqual({ kind: 'refused', message: ARTWORK_MESSAGES.tooLarge })
    expect(artworkCheck(HTML, 'a.svg')).toEqual({ kind: 'refused', message: ARTWORK_MESSAGES.wrongType })
  })

  it('takes a file of exactly 50 MB', () => {
    const limit = new Uint8Array(MAX_ARTWORK_BYTES)
    limit.set(PDF)
    expect(artworkCheck(limit, 'a.pdf')).toEqual({ kind: 'ok', artworkKind: 'pdf' })
  })

  it('shows only PDF, PNG and JPEG', () => {
    expect(ARTWORK_KINDS.filter(isViewableArtwork)).toEqual(['pdf', 'png', 'jpeg'])
  })
})

describe('artworkFileName', () => {
  it('keeps the sent name with the kind’s extension only', () => {
    expect(artworkFileName('Étiquette été.pdf', 'pdf')).toBe('Étiquette été.pdf')
    expect(artworkFileName('logo.pdf.html', 'svg')).toBe('logo.pdf.svg')
    expect(artworkFileName('photo.JPEG', 'jpeg')).toBe('photo.jpg')
    expect(artworkFileName('', 'eps')).toBe('fichier.eps')
  })

  it('drops bidi and control characters and what a file system refuses', () => {
    expect(artworkFileName('logo\u202Efdp.exe', 'pdf')).toBe('logofdp.pdf')
    expect(artworkFileName('a/b\\c:d\u0000.ai', 'ai')).toBe('a_b_c_d.ai')
  })

  it('always ends with the kind’s extension and never keeps a hidden character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom(...ARTWORK_KINDS), (name, kind) => {
        const shown = artworkFileName(name, kind)
        expect(shown).toMatch(/\.(pdf|png|jpg|ai|eps|svg)$/)
        // oxlint-disable-next-line no-control-regex -- finding control characters is the point
        expect(shown).not.toMatch(/[\u0000-\u001f\u202a-\u202e<>:"/\\|?*]/u)
      }),
    )
  })
})
