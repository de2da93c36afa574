import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, csvLine, frenchDecimal } from '../../src/domain/csv-cells'

// Parses one line back the way a spreadsheet does: `;` between cells, "" inside quoted cells.
function readLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]
    if (quoted && char === '"' && line[i + 1] === '"') (cell += '"'), (i += 1)
    else if (char === '"') quoted = !quoted
    else if (char === ';' && !quoted) cells.push(cell), (cell = '')
    else cell += char
  }
  return [...cells, cell]
}

describe('CSV cells', () => {
  it('reads back every text, a formula behind an apostrophe', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (texts) => {
        const line = csvLine(texts)
        expect(line.endsWith('\r\n')).toBe(true)
        const expected = texts.map((text) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text))
        expect(readLine(line.slice(0, -2))).toEqual(expected)
      }),
    )
  })

  it('never starts a cell with a formula sign', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(csvCell(text).replace(/^"/, '')).not.toMatch(/^[=+\-@]/)
      }),
    )
  })

  it('writes cents as a French decimal, exactly', () => {
    expect(frenchDecimal(123_456)).toBe('1234,56')
    expect(frenchDecimal(-5)).toBe('-0,05')
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const [units, hundredths] = frenchDecimal(cents).replace('-', '').split(',')
        expect(Number(units) * 100 + Number(hundredths)).toBe(Math.abs(cents))
      }),
    )
  })
})
