// A small, valid one-page PDF written byte by byte (no PDF library is installed): a coloured
// band with the title, then wrapped paragraphs, in the standard Helvetica fonts. The output is
// deterministic (no dates inside), so the same catalogue always yields the same file and size.

export type Brochure = { title: string; subtitle: string; paragraphs: readonly string[]; footer: readonly string[] }

const PAGE_WIDTH = 595
const PAGE_HEIGHT = 842
const MARGIN = 56
const BODY_SIZE = 11
const LINE_HEIGHT = 16
// Helvetica averages about half an em per character; wrapping on that keeps lines inside the margins.
const BODY_CHARS_PER_LINE = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (BODY_SIZE * 0.5))

export function brochurePdf(brochure: Brochure): Uint8Array {
  const content = pageContent(brochure)
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]
  // Everything below is ASCII (other characters are octal escapes), so string length = byte offset.
  let output = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'))
    output += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(output, 'latin1')
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return new Uint8Array(Buffer.from(output, 'latin1'))
}

function pageContent(brochure: Brochure): string {
  const ops: string[] = []
  // Band in the brand's deep green, title and subtitle in white.
  ops.push('0.122 0.227 0.239 rg', `0 ${PAGE_HEIGHT - 170} ${PAGE_WIDTH} 170 re f`)
  ops.push('0.957 0.929 0.894 rg', `0 ${PAGE_HEIGHT - 176} ${PAGE_WIDTH} 6 re f`)
  let y = PAGE_HEIGHT - 80
  ops.push('1 1 1 rg')
  for (const line of wrap(brochure.title, 36)) {
    ops.push(text('F2', 26, MARGIN, y, line))
    y -= 32
  }
  ops.push(text('F1', 13, MARGIN, y - 4, brochure.subtitle))
  y = PAGE_HEIGHT - 220
  ops.push('0.15 0.15 0.15 rg')
  for (const paragraph of brochure.paragraphs) {
    for (const line of wrap(paragraph, BODY_CHARS_PER_LINE)) {
      ops.push(text('F1', BODY_SIZE, MARGIN, y, line))
      y -= LINE_HEIGHT
    }
    y -= LINE_HEIGHT / 2
  }
  ops.push('0.35 0.35 0.35 rg')
  let footerY = MARGIN + LINE_HEIGHT * (brochure.footer.length - 1)
  for (const line of brochure.footer) {
    ops.push(text('F1', 9, MARGIN, footerY, line))
    footerY -= LINE_HEIGHT
  }
  return ops.join('\n')
}

function text(font: 'F1' | 'F2', size: number, x: number, y: number, value: string): string {
  return `BT /${font} ${size} Tf ${x} ${y} Td (${pdfString(value)}) Tj ET`
}

function wrap(paragraph: string, width: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current)
      current = word
    } else {
      current = current === '' ? word : `${current} ${word}`
    }
  }
  if (current !== '') lines.push(current)
  return lines
}

// WinAnsiEncoding (cp1252) for the characters French text needs beyond Latin-1.
const CP1252: Record<string, number> = {
  '€': 0x80, '‚': 0x82, '„': 0x84, '…': 0x85, 'Œ': 0x8c, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94,
  '•': 0x95, '–': 0x96, '—': 0x97, 'œ': 0x9c, 'Ÿ': 0x9f, '\u202f': 0xa0,
}

function pdfString(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0x3f
    const byte = CP1252[char] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : 0x3f)
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte)
    else out += `\\${byte.toString(8).padStart(3, '0')}`
  }
  return out
}
