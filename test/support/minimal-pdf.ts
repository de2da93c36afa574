// A PDF with the structure the server checks (a cross-reference table, a trailer naming /Root, startxref
// and %%EOF at the end: server/platform/shared/document-structure.ts), padded with a comment line
// up to `size` bytes. Latin-1 bytes, for the server tests and the browser tests alike.
export function minimalPdf(size = 1024): Uint8Array<ArrayBuffer> {
  const head = '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'
  const tailFor = (offset: number) =>
    'xref\n0 2\n0000000000 65535 f \n0000000017 00000 n \n' +
    `trailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`
  const fixed = head.length + 2 + tailFor(0).length + String(size).length
  const padding = `%${' '.repeat(Math.max(0, size - fixed))}\n`
  let text = head + padding + tailFor(head.length + padding.length)
  if (text.length < size) text = `${text}${' '.repeat(size - text.length)}`
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}
