import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkQuantity } from '../../src/domain/quantity-rules'
import {
  decideQuickOrder,
  parseQuickOrder,
  type QuickOrderProduct,
  quickOrderRefusalMessage,
  quickOrderSummary,
  referenceKey,
} from '../../src/domain/quick-order'
import { quantityRule } from './support/arbitraries'

const reference = fc.stringMatching(/^[A-Z][A-Z0-9-]{0,11}$/)
const quantity = fc.integer({ min: 0, max: 10_000_000 })
const separator = fc.constantFrom(' ', '  ', '\t', ';', ',', ' ; ')
const entry = fc.record({
  reference,
  quantity,
  separator,
  option: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
})
type Entry = { reference: string; quantity: number; separator: string; option?: number | undefined }
const lineOf = (e: Entry) => `${e.reference}${e.option === undefined ? '' : `#${e.option}`}${e.separator}${e.quantity}`

describe('quick order parsing: properties', () => {
  it('reads back every well-formed line, whatever the separator, with its line number', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.constantFrom('\n', '\r\n'), (entries, newline) => {
        const parsed = parseQuickOrder(entries.map(lineOf).join(newline))
        expect(parsed).toEqual(
          entries.map((e, index) => ({
            kind: 'request',
            request: {
              lineNumber: index + 1,
              reference: e.reference,
              optionNumber: e.option ?? 1,
              quantity: e.quantity,
            },
          })),
        )
      }),
    )
  })

  it('ignores blank lines and a header, and never shifts the line numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.option(entry, { nil: null }), { maxLength: 20 }), (entries) => {
        const text = ['Référence;Quantité', ...entries.map((e) => (e === null ? '   ' : lineOf(e)))].join('\n')
        const parsed = parseQuickOrder(text)
        const expected = entries.flatMap((e, index) => (e === null ? [] : [index + 2]))
        expect(parsed.map((p) => (p.kind === 'request' ? p.request.lineNumber : -1))).toEqual(expected)
      }),
    )
  })

  it('never throws, and gives at most one result per non-blank line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const parsed = parseQuickOrder(text)
        const filled = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length
        expect(parsed.length).toBeLessThanOrEqual(filled)
        for (const p of parsed) if (p.kind === 'request') expect(Number.isSafeInteger(p.request.quantity)).toBe(true)
      }),
    )
  })

  it('reports a line without a readable quantity as malformed, not as a request', () => {
    const parsed = parseQuickOrder('ML-EXP 500\nML-EXP\nML-EXP;12,5\nML-EXP 1 000\n\nML-EXP;abc')
    expect(parsed.map((p) => p.kind)).toEqual(['request', 'malformed', 'malformed', 'request', 'malformed'])
    expect(parsed[3]).toMatchObject({ request: { quantity: 1000, lineNumber: 4 } })
    expect(parsed[4]).toMatchObject({ lineNumber: 6 })
  })

  it('keeps a first line that is an order, even without a header', () => {
    expect(parseQuickOrder('ML-EXP;500')).toHaveLength(1)
    expect(parseQuickOrder('Ref\tQty\nML-EXP\t500\t\t')).toEqual([
      { kind: 'request', request: { lineNumber: 2, reference: 'ML-EXP', optionNumber: 1, quantity: 500 } },
    ])
  })
})

const product = (id: number, rules: fc.Arbitrary<QuickOrderProduct['options']>) =>
  fc.record({
    id: fc.constant(id),
    reference: fc.constant(`P-${id}`),
    name: fc.constant(`Produit ${id}`),
    active: fc.boolean(),
    options: rules,
  })
const options = (base: number) =>
  fc
    .array(fc.record({ active: fc.boolean(), rule: quantityRule }), { maxLength: 3 })
    .map((list) => list.map((o, i) => ({ ...o, id: base + i })))

describe('quick order decisions: properties', () => {
  const world = fc.tuple(product(1, options(10)), product(2, options(20)))
  const request = fc.record({
    lineNumber: fc.nat({ max: 50 }),
    reference: fc.constantFrom('P-1', 'p-2', 'P-3'),
    optionNumber: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 0, max: 2000 }),
  })

  it('accepts a line only for an active option of an active product, within its quantity rule, once per option', () => {
    fc.assert(
      fc.property(world, fc.array(request, { maxLength: 12 }), (products, requests) => {
        const catalogue = new Map(products.map((p) => [referenceKey(p.reference), p]))
        const decisions = decideQuickOrder(requests, catalogue)
        expect(decisions).toHaveLength(requests.length)
        const accepted = decisions.flatMap((d) => (d.kind === 'accepted' ? [d] : []))
        expect(new Set(accepted.map((d) => d.optionId)).size).toBe(accepted.length)
        for (const d of accepted) {
          const p = products.find((candidate) => candidate.id === d.productId)
          const option = p?.options.find((o) => o.id === d.optionId)
          expect(p?.active).toBe(true)
          expect(option?.active).toBe(true)
          expect(checkQuantity(d.request.quantity, option?.rule ?? { minimum: 0, multiple: 1 })).toEqual({ kind: 'ok' })
        }
      }),
    )
  })

  it('explains every refusal with its line number', () => {
    fc.assert(
      fc.property(world, fc.array(request, { maxLength: 12 }), (products, requests) => {
        const decisions = decideQuickOrder(requests, new Map(products.map((p) => [referenceKey(p.reference), p])))
        for (const d of decisions) {
          if (d.kind === 'refused')
            expect(quickOrderRefusalMessage(d.lineNumber, d.reference, d.refusal)).toMatch(
              new RegExp(`^Ligne ${d.lineNumber} : `),
            )
        }
      }),
    )
  })
})

describe('quick order: worked examples', () => {
  const catalogue = new Map<string, QuickOrderProduct>([
    [
      'ML-EXP',
      {
        id: 7,
        reference: 'ML-EXP',
        name: 'Boîte',
        active: true,
        options: [
          { id: 70, active: false, rule: { minimum: 1, multiple: 1 } },
          { id: 71, active: true, rule: { minimum: 100, multiple: 25 } },
          { id: 72, active: true, rule: { minimum: 100, multiple: 25 } },
        ],
      },
    ],
  ])
  const decide = (text: string) =>
    decideQuickOrder(
      parseQuickOrder(text).flatMap((p) => (p.kind === 'request' ? [p.request] : [])),
      catalogue,
    ).map((d) =>
      d.kind === 'accepted' ? `ok ${d.optionId}` : quickOrderRefusalMessage(d.lineNumber, d.reference, d.refusal),
    )

  it('numbers options among the active ones, as the catalogue shows them', () => {
    expect(decide('ml-exp 100\nML-EXP#2 125\nML-EXP#3 100')).toEqual([
      'ok 71',
      'ok 72',
      'Ligne 3 : ML-EXP#3 n’a que 2 options disponibles.',
    ])
  })

  it('says why each line is refused', () => {
    expect(decide('ML-XXX 100\nML-EXP 50\nML-EXP 110\nML-EXP 100\nML-EXP 200')).toEqual([
      'Ligne 1 : référence inconnue « ML-XXX ».',
      'Ligne 2 : ML-EXP : La quantité minimale est de 100.',
      'Ligne 3 : ML-EXP : La quantité doit être un multiple de 25.',
      'ok 71',
      'Ligne 5 : ML-EXP est déjà demandé ligne 4.',
    ])
  })

  it('sums up in French', () => {
    expect(quickOrderSummary(3, 2)).toBe('3 lignes ajoutées au panier, 2 lignes en erreur.')
    expect(quickOrderSummary(1, 0)).toBe('1 ligne ajoutée au panier.')
    expect(quickOrderSummary(0, 1)).toBe('Aucune ligne ajoutée au panier : 1 ligne en erreur.')
  })
})
