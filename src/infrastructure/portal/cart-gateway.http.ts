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
import { PORTAL_ENDPOINTS } from '../../contract/portal/portal.endpoints'
import { PROOFS_ENDPOINTS } from '../../contract/portal/proofs.endpoints'
import { type QuickOrderBody, QuickOrderResultWire } from '../../contract/portal/quick-order'
import { HttpClient } from '../http/http-client.fetch'
import { chargesFromWire, deliveryFromWire, deliveryShopFromWire, productLineFromWire } from './portal.schemas'
import { requestOf } from '../http/endpoint-call'
import { portalCall } from './portal-http'

function lineFromWire(l: CartLineWire): CartLine {
  const next = l.next_tier
  return {
    ...productLineFromWire(l),
    quantity: l.quantity,
    unitPriceCents: l.unit_price,
    lineTotalCents: l.line_total,
    nextTier:
      next === null
        ? null
        : {
            missingQuantity: next.missing_quantity,
            tier: { fromQuantity: next.from_quantity, unitPriceCents: next.unit_price },
          },
    estimatedDelivery: l.estimated_delivery,
    artwork: l.artwork === null ? null : { id: l.artwork.id, fileName: l.artwork.file_name },
    stock: l.stock,
    fromStock: l.from_stock,
  }
}

function cartFromWire(c: CartWire): Cart {
  return {
    id: c.id,
    lines: c.lines.map(lineFromWire),
    numberOfProductsInCart: c.numberOfProductsInCart,
    subtotalCents: c.total,
    franco: c.franco,
    ...chargesFromWire(c),
    vatRateBasisPoints: c.vat_rate_basis_points,
    ...deliveryFromWire(c),
    estimatedDelivery: c.estimated_delivery,
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
  const E = PORTAL_ENDPOINTS
  return CartGateway.of({
    current: () => portalCall(client, requestOf(E.cartCurrent, {}), CartAnswer),
    franco: () =>
      portalCall(client, requestOf(E.cartFranco, {}), CartFrancoWire).pipe(Effect.map((answer) => answer.franco)),
    count: () =>
      portalCall(client, requestOf(E.cartCount, {}), CartCountWire).pipe(
        Effect.map((answer) => answer.numberOfProductsInCart),
      ),
    storeLine: (line) => {
      const body: StoreLineBody = { quantity: line.quantity, typevalue: line.optionId }
      const params = { productId: line.productId }
      return portalCall(client, requestOf(E.cartStoreLine, { params, body }), CartChangeWire)
    },
    deleteLine: (lineId) => portalCall(client, requestOf(E.cartDeleteLine, { params: { lineId } }), CartCountWire),
    deliveryAddresses: () => portalCall(client, requestOf(E.deliveryAddresses, {}), DeliveryShops),
    saveDeliveryDetails: (details) => {
      // Blank fields travel as null: the server clears them.
      const body: CartDetailsBody = {
        delivery_shop_id: details.deliveryShopId,
        reference_po: details.referencePo ?? null,
        comment: details.comment ?? null,
      }
      return portalCall(client, requestOf(E.cartStoreDetails, { body }), CartAnswer)
    },
    empty: () => portalCall(client, requestOf(E.cartEmpty, {}), CartChangeWire),
    brandFranco: (brandId) => portalCall(client, requestOf(E.brandFranco, { params: { brandId } }), BrandFrancoAnswer),
    orderCart: (cartId) =>
      portalCall(client, requestOf(E.cartOrder, { params: { cartId }, body: {} }), OrderCartResultWire),
    chooseLineArtwork: (lineId, artworkId) => {
      const request = requestOf(PROOFS_ENDPOINTS.cartLineArtwork, {
        params: { lineId },
        body: { artwork_id: artworkId },
      })
      return portalCall(client, request, CartAnswer)
    },
    quickOrder: (lines) => {
      const body: QuickOrderBody = { lines: lines.map((line) => ({ ...line })) }
      return portalCall(client, requestOf(E.quickOrder, { body }), QuickOrderResultWire)
    },
  })
}

export const CartGatewayHttp: Layer.Layer<CartGateway, never, HttpClient> = Layer.effect(
  CartGateway,
  HttpClient.useSync(makeHttpCartGateway),
)
