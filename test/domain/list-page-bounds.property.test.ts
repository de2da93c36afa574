import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clampPage, pageCountOf } from '../../src/domain/list-page-bounds'

describe('clampPage', () => {
  it('shows the last page for a page beyond it, and the first for an empty list', () => {
    expect(clampPage(99, 45, 20)).toBe(3)
    expect(clampPage(2, 45, 20)).toBe(2)
    expect(clampPage(5, 0, 20)).toBe(1)
    expect(pageCountOf(0, 20)).toBe(1)
  })

  it('always lands on a page that exists, and keeps every page that does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 10_000 }),
        fc.nat(100_000),
        fc.integer({ min: 1, max: 100 }),
        (page, total, perPage) => {
          const shown = clampPage(page, total, perPage)
          const count = pageCountOf(total, perPage)
          expect(shown).toBeGreaterThanOrEqual(1)
          expect(shown).toBeLessThanOrEqual(count)
          // The last page holds at least one row unless the list is empty.
          if (total > 0) expect((count - 1) * perPage).toBeLessThan(total)
          if (page >= 1 && page <= count) expect(shown).toBe(page)
        },
      ),
    )
  })
})
