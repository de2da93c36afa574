import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { type BrandFranco, type Cart, CartGateway, type CartLine } from '../../application/portal/ports/cart-gateway'
import {
  BrandFrancoWire,
  CartChangeWire,
  CartCountWire,
  CartFrancoWire,
  type CartDetailsBody,
  type CartLineWire,
  CartWire,
  DeliveryShopsWire,
  OrderCartResultWire,
  type StoreLineBody,
} from '../../contract/portal/cart'
import { type QuickOrderBody, QuickOrderResultWire } from '../../contract/portal/quick-order'
import { HttpClient } from '../http/http-client.fetch'
import { deliveryShopFromWire, francoFromWire, optionFromWire, productSummaryFromWire } from './portal.schemas'
import { idPath, portalCall } from './portal-http'

function lineFromWire(l: CartLineWire): CartLine {
  return {
    id: l.id,
    product: productSummaryFromWire(l.product),
    option: optionFromWire(l.option),
    quantity: l.quantity,
    lineTotalCents: l.line_total,
  }
}

function cartFromWire(c: CartWire): Cart {
  return {
    id: c.id,
    lines: c.lines.map(lineFromWire),
    numberOfProductsInCart: c.numberOfProductsInCart,
    subtotalCents: c.total,
    franco: francoFromWire(c.franco),
    shippingCents: c.shipping,
    vatCents: c.vat,
    totalTtcCents: c.total_ttc,
    deliveryShop: c.delivery_shop === null ? null : deliveryShopFromWire(c.delivery_shop),
    referencePo: c.reference_po,
    comment: c.comment,
  }
}

function brandFrancoFromWire(b: BrandFrancoWire): BrandFranco {
  return { quantity: b.franco_qty, amountCents: b.franco_price, shippingFeeCents: b.shipping_fee }
}

const CartAnswer = v.pipe(CartWire, v.transform(cartFromWire))
const DeliveryShops = v.pipe(
  DeliveryShopsWire,
  v.transform((shops) => shops.map(deliveryShopFromWire)),
)
const BrandFrancoAnswer = v.pipe(BrandFrancoWire, v.transform(brandFrancoFromWire))

export function makeHttpCartGateway(client: HttpClient['Service']): CartGateway['Service'] {
  const get = <A>(path: string, schema: v.GenericSchema<unknown, A>) =>
    portalCall(client, { method: 'GET', path }, schema)
  return CartGateway.of({
    current: () => get('/api/carts/current', CartAnswer),
    franco: () => get('/api/carts/franco', CartFrancoWire).pipe(Effect.map((answer) => francoFromWire(answer.franco))),
    count: () => get('/api/carts/count', CartCountWire).pipe(Effect.map((answer) => answer.numberOfProductsInCart)),
    storeLine: (line) => {
      const body: StoreLineBody = { quantity: line.quantity, typevalue: line.optionId }
      const path = idPath('/api/carts/customized-product/store', line.productId)
      return portalCall(client, { method: 'POST', path, body }, CartChangeWire)
    },
    deleteLine: (lineId) => {
      const path = idPath('/api/carts/customized-product/delete', lineId)
      return portalCall(client, { method: 'DELETE', path }, CartCountWire)
    },
    deliveryAddresses: () => get('/api/shops/shops/addresses', DeliveryShops),
    saveDeliveryDetails: (details) => {
      // Blank fields travel as null: the server clears them.
      const body: CartDetailsBody = {
        delivery_shop_id: details.deliveryShopId,
        reference_po: details.referencePo ?? null,
        comment: details.comment ?? null,
      }
      return portalCall(client, { method: 'POST', path: '/api/shop/store', body }, CartAnswer)
    },
    empty: () => portalCall(client, { method: 'DELETE', path: '/api/shop' }, CartChangeWire),
    brandFranco: (brandId) => get(idPath('/api/brands/franco', brandId), BrandFrancoAnswer),
    orderCart: (cartId) =>
      portalCall(client, { method: 'PUT', path: idPath('/api/carts/order', cartId), body: {} }, OrderCartResultWire),
    quickOrder: (lines) => {
      const body: QuickOrderBody = { lines: lines.map((line) => ({ ...line })) }
      return portalCall(client, { method: 'POST', path: '/api/carts/quick-order', body }, QuickOrderResultWire)
    },
  })
}

export const CartGatewayHttp: Layer.Layer<CartGateway, never, HttpClient> = Layer.effect(
  CartGateway,
  HttpClient.useSync(makeHttpCartGateway),
)
