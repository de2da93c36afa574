import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import {
  addToCart,
  changeCartLineQuantity,
  emptyCart,
  loadBrandFranco,
  loadCart,
  loadCartCount,
  loadCartFranco,
  loadDeliveryAddresses,
  removeCartLine,
  saveDeliveryDetails,
} from '../../../src/application/portal/cart.use-case'
import { validateCart } from '../../../src/application/portal/validate-cart.use-case'
import type { ProductOption } from '../../../src/application/ports/portal-data'
import { LEMOINE, LYON, PARIS, SIEGE } from '../../../src/infrastructure/portal/portal-seed.memory'
import { aPortalWorld } from './support/portal-world'

const smallBox: ProductOption = { id: 1011, label: 'Petit format', unitPriceCents: 120, minimumQuantity: 100, packMultiple: 50 }
const labels: ProductOption = { id: 1061, label: 'Ronde', unitPriceCents: 8, minimumQuantity: 500, packMultiple: 250 }

function aShopWorld(shopId = LYON) {
  const w = aPortalWorld()
  w.signIn(shopId)
  return w
}

describe('cart use cases', () => {
  it('adds a line with the chosen option, and the count follows', async () => {
    const w = aShopWorld()
    expect(await w.run(addToCart({ productId: 101, option: smallBox, quantity: 150 }))).toEqual({ numberOfProductsInCart: 1, message: 'Produit ajouté au panier' })
    expect(w.calls).toEqual(['cart.storeLine'])
    expect(await w.run(loadCartCount())).toBe(1)
  })

  it.each([
    [99, 'La quantité minimale est de 100.'],
    [130, 'La quantité doit être un multiple de 50.'],
    [-50, 'La quantité doit être un nombre entier positif.'],
    [100.5, 'La quantité doit être un nombre entier positif.'],
  ])('refuses %d before any call, with the rule’s message', async (quantity, message) => {
    const w = aShopWorld()
    expect(await w.flip(addToCart({ productId: 101, option: smallBox, quantity }))).toEqual(new Rejected({ status: 422, message }))
    expect(w.calls).toEqual([])
  })

  it('changes a line’s quantity through the same store call, under the same rule', async () => {
    const w = aShopWorld()
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    const [line] = (await w.run(loadCart())).lines
    if (line === undefined) throw new Error('the line was not added')
    w.resetCalls()
    expect(await w.flip(changeCartLineQuantity(line, 120))).toEqual(new Rejected({ status: 422, message: 'La quantité doit être un multiple de 50.' }))
    expect(w.calls).toEqual([])
    await w.run(changeCartLineQuantity(line, 250))
    expect((await w.run(loadCart())).lines.map((l) => [l.id, l.quantity])).toEqual([[line.id, 250]])
  })

  it('shows the cart as the server computed it, franco included', async () => {
    const w = aShopWorld()
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    const cart = await w.run(loadCart())
    expect(cart).toMatchObject({ subtotalCents: 12_000, shippingCents: 2500, vatCents: 2900, totalTtcCents: 17_400 })
    expect(await w.run(loadCartFranco())).toEqual(cart.franco)
    const [line] = cart.lines
    if (line === undefined) throw new Error('the line was not added')
    await w.run(changeCartLineQuantity(line, 500))
    expect((await w.run(loadCartFranco())).evaluation).toEqual({ kind: 'reached' })
  })

  it('removes a line and empties the cart', async () => {
    const w = aShopWorld()
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    await w.run(addToCart({ productId: 106, option: labels, quantity: 500 }))
    const [first] = (await w.run(loadCart())).lines
    expect(await w.run(removeCartLine(first?.id ?? 0))).toEqual({ numberOfProductsInCart: 1 })
    expect(await w.run(emptyCart())).toEqual({ numberOfProductsInCart: 0, message: 'Panier vidé' })
  })

  it('loads delivery addresses, saves the delivery details and reads the brand franco', async () => {
    const w = aShopWorld(SIEGE)
    expect((await w.run(loadDeliveryAddresses())).map((shop) => shop.name)).toEqual(['Siège Lemoine', 'Boutique Paris'])
    expect(await w.run(saveDeliveryDetails({ deliveryShopId: PARIS, referencePo: 'PO-1', comment: null }))).toMatchObject({ deliveryShop: { id: PARIS }, referencePo: 'PO-1' })
    expect(await w.run(loadBrandFranco(LEMOINE))).toEqual({ quantity: 500, amountCents: 50_000, shippingFeeCents: 2500 })
  })
})

describe('validateCart', () => {
  it('confirms at once for a shop without validator', async () => {
    const w = aShopWorld(LYON)
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    const ordered = await w.run(validateCart((await w.run(loadCart())).id))
    expect(ordered).toMatchObject({ confirmation: 'confirm', order: { status: 'validated' } })
    expect(ordered.message).not.toBe('')
    expect(await w.run(loadCartCount())).toBe(0)
  })

  it('asks for validation for a shop with a validator', async () => {
    const w = aShopWorld(PARIS)
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    expect(await w.run(validateCart((await w.run(loadCart())).id))).toMatchObject({ confirmation: 'request', order: { status: 'pending_validation' } })
  })

  it('surfaces the server’s message when it answers success: false', async () => {
    const w = aShopWorld()
    const { id } = await w.run(loadCart())
    const error = await w.flip(validateCart(id))
    expect(error).toEqual(new Rejected({ status: 422, message: 'Votre panier est vide.' }))
  })

  it('orders a cart once: validating it again surfaces the refusal', async () => {
    const w = aShopWorld()
    await w.run(addToCart({ productId: 101, option: smallBox, quantity: 100 }))
    const { id } = await w.run(loadCart())
    await w.run(validateCart(id))
    expect(await w.flip(validateCart(id))).toEqual(new Rejected({ status: 422, message: 'Ce panier a déjà été commandé.' }))
  })
})
