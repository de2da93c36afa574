import type { PDFFont } from 'pdf-lib'

// The PDF standard fonts (Helvetica) encode text in WinAnsi (cp1252): Latin-1 plus these characters.
// pdf-lib throws on anything else, so every string goes through `winAnsiText` before it is drawn.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

const REPLACEMENTS: Record<string, string> = {
  '\u202f': '\u00a0', // narrow no-break space (French typography before « ; : ! ? »)
  '\u2009': ' ',
  '\u2007': ' ',
  '\u200b': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2032': '’',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
}

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(char)
}

/** The text as the standard fonts can draw it: white space folded, other characters mapped or "?". */
export function winAnsiText(text: string): string {
  let out = ''
  for (const char of text.normalize('NFC').replace(/[\t\r\n\f\v]+/g, ' ')) {
    if (isWinAnsi(char)) out += char
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char]
    else {
      // A letter with a mark WinAnsi lacks (ā, ł...) keeps its base letter; anything else is "?".
      const base = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += base !== '' && [...base].every(isWinAnsi) ? base : '?'
    }
  }
  return out
}

/** Greedy line breaking on the font's real widths; a word wider than the line is cut. */
export function wrapLines(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size)
  const lines: string[] = []
  let current = ''
  for (const word of winAnsiText(text)
    .split(' ')
    .filter((part) => part !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`
    if (width(candidate) <= maxWidth) {
      current = candidate
      continue
    }
    if (current !== '') lines.push(current)
    current = word
    while (width(current) > maxWidth && current.length > 1) {
      let cut = current.length - 1
      while (cut > 1 && width(current.slice(0, cut)) > maxWidth) cut -= 1
      lines.push(current.slice(0, cut))
      current = current.slice(cut)
    }
  }
  if (current !== '') lines.push(current)
  return lines
}
