import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COPY_REPEAT_WINDOW_MS, type CopiedLine, isRepeatedCopy } from '../../src/domain/order-copy-window'

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 })
const window = fc.integer({ min: 1, max: 3_600_000 })
const quantity = fc.integer({ min: 1, max: 1_000_000 })
/** Lines whose copy is still whole in the cart. */
const keptLines = fc.array(
  quantity.chain((copied) =>
    fc.record({ copied: fc.constant(copied), inCart: fc.integer({ min: copied, max: 2_000_000 }) }),
  ),
  { maxLength: 6 },
)
const line = fc.record({ copied: quantity, inCart: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }) })

describe('order copy window: worked examples (decision 043)', () => {
  const inCart: CopiedLine[] = [{ copied: 300, inCart: 300 }]
  it('a double-click 200 ms later is a repeat; a copy 11 s later is not', () => {
    expect(isRepeatedCopy(1_000, 1_200, inCart)).toBe(true)
    expect(isRepeatedCopy(1_000, 1_000 + 11_000, inCart)).toBe(false)
    expect(isRepeatedCopy(null, 1_000, inCart)).toBe(false)
  })

  it('a copy after the cart was emptied is not a repeat, even a second later', () => {
    expect(isRepeatedCopy(1_000, 2_000, [{ copied: 300, inCart: null }])).toBe(false)
  })
})

describe('order copy window: properties', () => {
  it('without a previous copy, nothing is a repeat', () => {
    fc.assert(fc.property(instant, window, fc.array(line), (now, ms, lines) => !isRepeatedCopy(null, now, lines, ms)))
  })

  it('with the copy still in the cart, a copy inside the window is a repeat, one at or after its end is not', () => {
    fc.assert(
      fc.property(
        instant,
        window,
        fc.integer({ min: 0, max: 7_200_000 }),
        keptLines,
        (previous, ms, elapsed, lines) => {
          expect(isRepeatedCopy(previous, previous + elapsed, lines, ms)).toBe(elapsed < ms)
        },
      ),
    )
  })

  it('a cart missing part of a copied line is never a repeat: the copy adds again', () => {
    fc.assert(
      fc.property(
        instant,
        fc.nat(COPY_REPEAT_WINDOW_MS - 1),
        keptLines,
        quantity,
        fc.nat(),
        (previous, elapsed, lines, copied, lost) => {
          const short: CopiedLine = { copied, inCart: lost % (copied + 1) === copied ? null : lost % (copied + 1) }
          const position = lost % (lines.length + 1)
          const all = [...lines.slice(0, position), short, ...lines.slice(position)]
          expect(isRepeatedCopy(previous, previous + elapsed, all)).toBe(false)
        },
      ),
    )
  })

  it('once a copy is no longer a repeat by time, a later one is not either (monotonic)', () => {
    fc.assert(
      fc.property(instant, instant, fc.nat(1_000_000), keptLines, (previous, now, later, lines) => {
        if (!isRepeatedCopy(previous, now, lines)) expect(isRepeatedCopy(previous, now + later, lines)).toBe(false)
      }),
    )
  })
})
