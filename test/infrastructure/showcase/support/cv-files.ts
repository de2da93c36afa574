import { minimalPdf } from '../../../support/minimal-pdf'

// CV files for application tests: content decides the type (file-type on the server), not the name.

export function aPdfCv(name = 'cv-camille-martin.pdf', size = 1024): File {
  return new File([minimalPdf(size)], name, { type: 'application/pdf' })
}

/** A Windows executable renamed to .pdf: the name lies, the content does not. */
export function aRenamedExecutable(): File {
  const content = new Uint8Array(512)
  content.set([0x4d, 0x5a, 0x90, 0x00])
  return new File([content], 'cv.pdf', { type: 'application/pdf' })
}

export function anOversizedPdf(): File {
  return aPdfCv('cv-trop-lourd.pdf', 5 * 1024 * 1024 + 1)
}
