import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CV_EXTENSIONS,
  CV_PROBLEM_MESSAGES,
  CV_TYPES,
  cvExtensionOf,
  cvProblem,
  cvSizeProblem,
  MAX_CV_BYTES,
  MAX_CV_NAME_LENGTH,
  storedCvName,
} from '../../src/domain/cv-limits'

describe('CV limits: worked examples', () => {
  it.each([
    [{ name: 'cv.pdf', size: 120_000 }, null],
    [{ name: 'CV Camille.DOCX', size: 120_000 }, null],
    [{ name: 'cv.doc', size: MAX_CV_BYTES }, null],
    [{ name: 'cv.pdf', size: MAX_CV_BYTES + 1 }, 'too-large'],
    [{ name: 'cv.odt', size: 1_000 }, 'wrong-type'],
    [{ name: 'cv.pdf.exe', size: 1_000 }, 'wrong-type'],
    [{ name: 'cv.pdf', size: 0 }, 'missing'],
    [null, 'missing'],
  ])('%o -> %s', (file, problem) => {
    expect(cvProblem(file)).toBe(problem)
  })

  it('allows 5 Mo exactly, and says so', () => {
    expect(MAX_CV_BYTES).toBe(5 * 1024 * 1024)
    expect(CV_PROBLEM_MESSAGES['too-large']).toContain(`${MAX_CV_BYTES / 1024 / 1024} Mo`)
  })

  it('names every accepted type in the wrong-type message', () => {
    for (const extension of Object.keys(CV_TYPES)) {
      expect(CV_PROBLEM_MESSAGES['wrong-type']).toContain(extension.toUpperCase())
    }
    expect(CV_EXTENSIONS.map((extension) => extension.slice(1)).sort()).toEqual(Object.keys(CV_TYPES).sort())
  })
})

const extension = fc.constantFrom(...CV_EXTENSIONS)
const baseName = fc.string({ maxLength: 30 })
const size = fc.integer({ min: 0, max: 2 * MAX_CV_BYTES })

describe('CV limits: properties', () => {
  it('size: empty is missing, over the limit is too large, anything between is fine', () => {
    fc.assert(
      fc.property(size, (bytes) => {
        const expected = bytes === 0 ? 'missing' : bytes > MAX_CV_BYTES ? 'too-large' : null
        expect(cvSizeProblem(bytes)).toBe(expected)
      }),
    )
  })

  it('the extension is read whatever its case', () => {
    fc.assert(
      fc.property(baseName, extension, fc.boolean(), (base, ext, upper) => {
        const name = `${base}${upper ? ext.toUpperCase() : ext}`
        expect(cvExtensionOf(name)).toBe(ext.slice(1))
      }),
    )
  })

  it('the browser hint agrees with the size rule once the name is acceptable', () => {
    fc.assert(
      fc.property(baseName, extension, size, (base, ext, bytes) => {
        expect(cvProblem({ name: `${base}${ext}`, size: bytes })).toBe(cvSizeProblem(bytes))
      }),
    )
  })

  it('a non-empty file with another extension is of the wrong type', () => {
    fc.assert(
      fc.property(baseName, fc.integer({ min: 1, max: 2 * MAX_CV_BYTES }), (name, bytes) => {
        fc.pre(cvExtensionOf(name) === null)
        expect(cvProblem({ name, size: bytes })).toBe('wrong-type')
      }),
    )
  })

  it('the stored name is a prefix of the original of at most the cap, and whole characters only', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (name) => {
        const stored = storedCvName(name)
        expect(name.startsWith(stored)).toBe(true)
        expect([...stored].length).toBe(Math.min([...name].length, MAX_CV_NAME_LENGTH))
        // No lone surrogate at the cut: re-encoding the name gives it back unchanged.
        expect(new TextDecoder().decode(new TextEncoder().encode(stored))).toBe(stored)
      }),
    )
  })
})
