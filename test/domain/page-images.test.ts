import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEAD_IMAGE_SIZES } from '../../src/domain/page-images'

// A `sizes` list is read left to right: every entry but the last needs a media condition, and the
// last is the unconditional fallback; otherwise browsers ignore the list and fetch the largest file.
describe('lead image sizes', () => {
  const entries = (sizes: string) => sizes.split(',').map((entry) => entry.trim())

  it('end with an unconditional length and condition every other entry', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(LEAD_IMAGE_SIZES)), (sizes) => {
        const list = entries(sizes)
        expect(list.at(-1)).toMatch(/^\d+(\.\d+)?(vw|rem|px)$/)
        for (const entry of list.slice(0, -1)) expect(entry).toMatch(/^\(.+\) \d+(\.\d+)?(vw|rem|px)$/)
      }),
    )
  })
})
