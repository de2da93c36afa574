import { describe, expect, it } from 'vitest'
import { promisedDayFrom } from '../../../../src/domain/delivery-promise'
import { parisCalendarDay } from '../../../../src/domain/working-days'
import { aProduct } from '../../support/portal-builders'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, fillCart } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'
import { aStockAccount, aStockedBag } from './stock-fixtures'

const t = useTestApp()

type OptionAnswer = { id: number; stock: number | null }
type ProductAnswer = { id: number; options: OptionAnswer[]; estimated_delivery_from_stock: string | null }
const NO_CLOSURES = { closureDays: [] }
const optionIn = (products: ProductAnswer[], optionId: number) =>
  products.flatMap((product) => product.options).find((option) => option.id === optionId)

// docs/decisions/077-brand-stock.md: "an option is kept in stock for a brand when its account exists".
describe('the brand stock in the portal catalogue and cart', () => {
  it('shows each option the balance of the caller brand only, null without an account', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    const foreignOption = w.foreign.options[0]?.id ?? 0
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 12_400)
    // Another brand's account of our option, and ours of its option: neither is seen across brands.
    const plainOption = w.bag.options[0]?.id ?? 0
    await aStockAccount(t.db, w.otherBrand.id, plainOption, 999)
    await aStockAccount(t.db, w.brand.id, foreignOption, 777)
    const strangerStocked = await aProduct(t.db, w.otherBrand.id, { name: 'Sac étranger', reference: 'ETR-2' })

    const mine: ProductAnswer[] = await expectJson(api(t.app, w.tokens.shopB).get('/api/customized-products'))
    expect(optionIn(mine, stocked.option.id)?.stock).toBe(12_400)
    expect(optionIn(mine, plainOption)?.stock).toBeNull()
    // A product with a kept option gives its day without production; the others none.
    const today = parisCalendarDay(t.clock.now())
    const fromStock = promisedDayFrom(today, { productionDays: 0, deliveryDays: w.brand.deliveryDays }, NO_CLOSURES)
    const productOf = (id: number) => mine.find((product) => product.id === id)
    expect(productOf(stocked.product.id)?.estimated_delivery_from_stock).toBe(fromStock)
    expect(productOf(w.bag.id)?.estimated_delivery_from_stock).toBeNull()

    const theirs: ProductAnswer[] = await expectJson(api(t.app, w.tokens.stranger).get('/api/customized-products'))
    expect(optionIn(theirs, foreignOption)?.stock).toBeNull()
    expect(optionIn(theirs, strangerStocked.options[0]?.id ?? 0)?.stock).toBeNull()
    expect(optionIn(theirs, stocked.option.id)).toBeUndefined()
  })

  it('marks a cart line of a kept option from stock, promised after the delivery days alone', async () => {
    const w = await aPortalWorld(t)
    const stocked = await aStockedBag(t.db, w.brand.id)
    const made = await aStockedBag(t.db, w.brand.id)
    await aStockAccount(t.db, w.brand.id, stocked.option.id, 12_400)
    await fillCart(t, w.tokens.shopB, [stocked.line(30), made.line(30)])

    const cart = await expectJson(api(t.app, w.tokens.shopB).get('/api/carts/current'))
    const [fromStock, toMake] = cart.lines
    expect(fromStock).toMatchObject({ option: { id: stocked.option.id }, stock: 12_400, from_stock: true })
    expect(toMake).toMatchObject({ option: { id: made.option.id }, stock: null, from_stock: false })
    const today = parisCalendarDay(t.clock.now())
    const calendar = { closureDays: [] }
    const deliveryDays = w.brand.deliveryDays
    expect(fromStock.estimated_delivery).toBe(promisedDayFrom(today, { productionDays: 0, deliveryDays }, calendar))
    expect(toMake.estimated_delivery).toBe(promisedDayFrom(today, { productionDays: 15, deliveryDays }, calendar))
    expect(cart.estimated_delivery).toBe(toMake.estimated_delivery)
  })

  it('another brand never sees this brand’s balance in its cart', async () => {
    const w = await aPortalWorld(t)
    const foreignOption = w.foreign.options[0]
    if (foreignOption === undefined) throw new Error('no option')
    await aStockAccount(t.db, w.brand.id, foreignOption.id, 500)
    const quantity = foreignOption.minimumQuantity
    await fillCart(t, w.tokens.stranger, [{ productId: w.foreign.id, optionId: foreignOption.id, quantity }])
    const cart = await expectJson(api(t.app, w.tokens.stranger).get('/api/carts/current'))
    expect(cart.lines[0]).toMatchObject({ stock: null, from_stock: false })
  })
})
