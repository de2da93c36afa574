import { describe, expect, it } from 'vitest'
import { cvProblem, MAX_CV_BYTES } from '../../../src/application/showcase/cv-file'

describe('client hint on the CV (the server checks the content)', () => {
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

  it('allows 5 Mo exactly', () => {
    expect(MAX_CV_BYTES).toBe(5 * 1024 * 1024)
  })
})
