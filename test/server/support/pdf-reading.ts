import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib'

// Reads back what the brochure renderer wrote: pdf-lib for the structure and metadata, and the
// page content streams for the text (standard fonts draw WinAnsi hex strings: `<…> Tj`).
// Node's TextDecoder('windows-1252') without full ICU is Latin-1: 0x80-0x9F are decoded by hand.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte)))
    .join('')

export async function readPdf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const lang = doc.catalog.lookup(PDFName.of('Lang'))
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents]
    const operators = streams
      .map((stream) =>
        stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '',
      )
      .join('\n')
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => winAnsi(Buffer.from(match[1] ?? '', 'hex')))
      .join('\n')
  })
  const images = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((object) => String((object as PDFRawStream).dict.get(PDFName.of('Filter'))))
  return {
    pageCount: doc.getPageCount(),
    title: doc.getTitle(),
    author: doc.getAuthor(),
    language: lang instanceof PDFString ? lang.decodeText() : String(lang),
    pages,
    text: pages.join('\n'),
    images,
  }
}
