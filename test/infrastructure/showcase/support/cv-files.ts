// CV files for application tests: content decides the type (file-type on the server), not the name.

const bytes = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

export function aPdfCv(name = 'cv-camille-martin.pdf', size = 1024): File {
  const content = new Uint8Array(size)
  content.set(bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n').slice(0, size))
  return new File([content], name, { type: 'application/pdf' })
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
