import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { addToCart, changeCartLineQuantity } from '../../../src/application/portal/cart.use-case'
import { CartGateway, type DeliveryDetails } from '../../../src/application/portal/ports/cart-gateway'
import { validateCart } from '../../../src/application/portal/validate-cart.use-case'
import { DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'
import { aShopCatalogue, portOption } from '../../support/portal-catalogue'

// Calls with no rule of the browser's go to the port itself, as the screens do (docs/decisions/056).
const loadCart = () => CartGateway.use((cart) => cart.current())
const loadCartCount = () => CartGateway.use((cart) => cart.count())
const loadCartFranco = () => CartGateway.use((cart) => cart.franco())
const removeCartLine = (lineId: number) => CartGateway.use((cart) => cart.deleteLine(lineId))
const emptyCart = () => CartGateway.use((cart) => cart.empty())
const loadDeliveryAddresses = () => CartGateway.use((cart) => cart.deliveryAddresses())
const saveDeliveryDetails = (details: DeliveryDetails) => CartGateway.use((cart) => cart.saveDeliveryDetails(details))
const loadBrandFranco = (brandId: number) => CartGateway.use((cart) => cart.brandFranco(brandId))

// The cart use cases over the HTTP adapters and the real server; each test has a brand of its own.

const live = useLiveServer()

async function aShopWorld(who: 'shop' | 'validated' | 'headOffice' = 'shop') {
  const catalogue = await aShopCatalogue(live.db)
  const portal = liveGateways(live)
  portal.save('shop', await live.loginShop(catalogue[who].identifiant, DEFAULT_PASSWORD))
  const { macarons, labels } = catalogue.products
  return {
    ...catalogue,
    ...portal,
    smallBox: { productId: macarons.id, option: portOption(macarons.options[0]) },
    roundLabels: { productId: labels.id, option: portOption(labels.options[0]) },
    /** How many requests the server answered so far: a use case that refuses first sends none. */
    served: () => live.calls.length,
  }
}

describe('cart use cases', () => {
  it('adds a line with the chosen option, and the count follows', async () => {
    const w = await aShopWorld()
    const before = w.served()
    expect(await w.run(addToCart({ ...w.smallBox, quantity: 150 }))).toEqual({
      numberOfProductsInCart: 1,
      message: 'Produit ajouté au panier',
    })
    expect(live.calls.slice(before)).toEqual([
      { method: 'POST', path: `/portal-api/api/carts/customized-product/store/${w.smallBox.productId}`, status: 200 },
    ])
    expect(await w.run(loadCartCount())).toBe(1)
  })

  it.each([
    [99, 'La quantité minimale est de 100.'],
    [130, 'La quantité doit être un multiple de 50.'],
    [-50, 'La quantité doit être un nombre entier positif.'],
    [100.5, 'La quantité doit être un nombre entier positif.'],
  ])('refuses %d before any call, with the rule’s message', async (quantity, message) => {
    const w = await aShopWorld()
    const before = w.served()
    expect(await w.flip(addToCart({ ...w.smallBox, quantity }))).toEqual(new Rejected({ status: 422, message }))
    expect(w.served()).toBe(before)
  })

  it('changes a line’s quantity through the same store call, under the same rule', async () => {
    const w = await aShopWorld()
    await w.run(addToCart({ ...w.smallBox, quantity: 100 }))
    const [line] = (await w.run(loadCart())).lines
    if (line === undefined) throw new Error('the line was not added')
    const before = w.served()
    expect(await w.flip(changeCartLineQuantity(line, 120))).toEqual(
      new Rejected({ status: 422, message: 'La quantité doit être un multiple de 50.' }),
    )
    expect(w.served()).toBe(before)
    await w.run(changeCartLineQuantity(line, 250))
    expect((await w.run(loadCart())).lines.map((l) => [l.id, l.quantity])).toEqual([[line.id, 250]])
  })

  it('shows the cart as the server computed it, franco included', async () => {
    const w = await aShopWorld()
    await w.run(addToCart({ ...w.smallBox, quantity: 100 }))
    const cart = await w.run(loadCart())
    expect(cart).toMatchObject({ subtotalCents: 12_000, shippingCents: 2500, vatCents: 2900, totalTtcCents: 17_400 })
    expect(await w.run(loadCartFranco())).toEqual(cart.franco)
    const [line] = cart.lines
    if (line === undefined) throw new Error('the line was not added')
    await w.run(changeCartLineQuantity(line, 500))
    expect((await w.run(loadCartFranco())).evaluation).toEqual({ kind: 'reached' })
  })

  it('removes a line and empties the cart', async () => {
    const w = await aShopWorld()
    await w.run(addToCart({ ...w.smallBox, quantity: 100 }))
    await w.run(addToCart({ ...w.roundLabels, quantity: 500 }))
    const [first] = (await w.run(loadCart())).lines
    expect(await w.run(removeCartLine(first?.id ?? 0))).toEqual({ numberOfProductsInCart: 1 })
    expect(await w.run(emptyCart())).toEqual({ numberOfProductsInCart: 0, message: 'Panier vidé' })
    expect(await w.run(loadCartCount())).toBe(0)
  })

  it('loads delivery addresses, saves the delivery details and reads the brand franco', async () => {
    const w = await aShopWorld('headOffice')
    expect((await w.run(loadDeliveryAddresses())).map((shop) => shop.name)).toEqual(['Siège Test', 'Boutique Validée'])
    expect(
      await w.run(saveDeliveryDetails({ deliveryShopId: w.validated.id, referencePo: 'PO-1', comment: null })),
    ).toMatchObject({
      deliveryShop: { id: w.validated.id },
      referencePo: 'PO-1',
    })
    expect(await w.run(loadBrandFranco(w.brand.id))).toEqual({
      quantity: 500,
      amountCents: 50_000,
      shippingFeeCents: 2500,
    })
  })
})

describe('validateCart', () => {
  it('confirms at once for a shop without validator', async () => {
    const w = await aShopWorld('shop')
    await w.run(addToCart({ ...w.smallBox, quantity: 100 }))
    const ordered = await w.run(validateCart((await w.run(loadCart())).id))
    expect(ordered).toMatchObject({
      confirmation: 'confirm',
      message: 'Votre commande a bien été enregistrée.',
      order: { status: 'validated' },
    })
    expect(await w.run(loadCartCount())).toBe(0)
  })

  it('asks for validation for a shop with a validator', async () => {
    const w = await aShopWorld('validated')
    await w.run(addToCart({ ...w.smallBox, quantity: 100 }))
    expect(await w.run(validateCart((await w.run(loadCart())).id))).toMatchObject({
      confirmation: 'request',
      message: 'Votre commande a été transmise pour validation.',
      order: { status: 'pending_validation' },
    })
  })

  it('surfaces the server’s message when it answers success: false', async () => {
    const w = await aShopWorld()
    const { id } = await w.run(loadCart())
    expect(await w.flip(validateCart(id))).toEqual(new Rejected({ status: 422, message: 'Votre panier est vide.' }))
  })

  it('orders a cart once: validating it again surfaces the refusal', async () => {
    const w = await aShopWorld()
    await w.run(addToCart({ ...w.smallBox, quantity: 100 }))
    const { id } = await w.run(loadCart())
    await w.run(validateCart(id))
    expect(await w.flip(validateCart(id))).toEqual(
      new Rejected({ status: 422, message: 'Ce panier a déjà été commandé.' }),
    )
  })
})
