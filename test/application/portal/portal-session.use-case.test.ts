import { describe, expect, it } from 'vitest'
import { SessionExpired } from '../../../src/application/errors'
import { addToCart } from '../../../src/application/portal/cart.use-case'
import { CartGateway } from '../../../src/application/portal/ports/cart-gateway'
import { loginShop, logoutShop } from '../../../src/application/portal/shop-session.use-case'
import { aBrand, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aProduct } from '../../server/support/portal-builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { portOption } from '../../support/portal-catalogue'
import { useLiveServer } from '../../support/live-server/live-server'

// Calls with no rule of the browser's go to the port itself, as the screens do (docs/decisions/056).
const loadCartCount = () => CartGateway.use((cart) => cart.count())

// Spec §1: once a shop is logged in the app fetches its cart count. The server acts as whoever the
// stored token set names, as it reads the bearer.

const live = useLiveServer()

describe('the portal over the stored session', () => {
  it('has no session before login, the logged-in shop’s cart after, and none after logout', async () => {
    const app = liveGateways(live)
    const brand = await aBrand(live.db)
    const [first, second] = [await aShop(live.db, { brandId: brand.id }), await aShop(live.db, { brandId: brand.id })]
    const product = await aProduct(live.db, brand.id)
    const option = portOption(product.options[0])

    expect(await app.flip(loadCartCount())).toBeInstanceOf(SessionExpired)
    await app.run(loginShop({ login: first.identifiant, password: DEFAULT_PASSWORD }, true))
    await app.run(addToCart({ productId: product.id, option, quantity: option.minimumQuantity }))
    expect(await app.run(loadCartCount())).toBe(1)
    await app.run(logoutShop())
    await app.run(loginShop({ login: second.identifiant, password: DEFAULT_PASSWORD }, false))
    expect(await app.run(loadCartCount())).toBe(0)
    await app.run(logoutShop())
    expect(await app.flip(loadCartCount())).toBeInstanceOf(SessionExpired)
  })
})
