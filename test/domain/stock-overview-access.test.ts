import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BrandShop, mayOpenBrandStock } from '../../src/domain/stock-overview-access'

// A brand of 1 to 6 shops (ids 1..n), some validated by another shop of the brand.
const brand = fc
  .integer({ min: 1, max: 6 })
  .chain((size) =>
    fc.array(fc.option(fc.integer({ min: 1, max: size }), { nil: null }), { minLength: size, maxLength: size }),
  )
  .map((validators): BrandShop[] =>
    validators.map((validatorId, index) => ({
      id: index + 1,
      validatorId: validatorId === index + 1 ? null : validatorId,
    })),
  )

describe('who opens a brand’s stock page (docs/decisions/077-brand-stock.md)', () => {
  it('lets every shop of a brand without head office in, and only them', () => {
    fc.assert(
      fc.property(brand, (shops) => {
        const alone = shops.map((shop) => ({ ...shop, validatorId: null }))
        for (const shop of alone) expect(mayOpenBrandStock(shop.id, alone)).toBe(true)
        expect(mayOpenBrandStock(shops.length + 1, alone)).toBe(false)
      }),
    )
  })

  it('with a head office, lets exactly the shops that validate another in', () => {
    fc.assert(
      fc.property(brand, (shops) => {
        const validators = new Set(shops.flatMap((shop) => (shop.validatorId === null ? [] : [shop.validatorId])))
        fc.pre(validators.size > 0)
        for (const shop of shops) expect(mayOpenBrandStock(shop.id, shops)).toBe(validators.has(shop.id))
      }),
    )
  })
})
