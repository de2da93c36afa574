import { Effect, Layer } from 'effect'
import { CartGateway } from '../../application/ports/cart-gateway'
import { HttpClient } from '../http/http-client.fetch'
import {
  BrandFrancoSchema,
  CartChangeSchema,
  CartCountSchema,
  CartFrancoSchema,
  CartSchema,
  DeliveryShopsSchema,
  OrderCartResultSchema,
} from './cart-gateway.schemas'
import { idPath, portalCall } from './portal-http'

export function makeHttpCartGateway(client: HttpClient['Service']): CartGateway['Service'] {
  return CartGateway.of({
    current: () => portalCall(client, { method: 'GET', path: '/api/carts/current' }, CartSchema),
    franco: () => portalCall(client, { method: 'GET', path: '/api/carts/franco' }, CartFrancoSchema).pipe(Effect.map((answer) => answer.franco)),
    count: () =>
      portalCall(client, { method: 'GET', path: '/api/carts/count' }, CartCountSchema).pipe(Effect.map((answer) => answer.numberOfProductsInCart)),
    storeLine: (line) =>
      portalCall(
        client,
        {
          method: 'POST',
          path: idPath('/api/carts/customized-product/store', line.productId),
          body: { quantity: line.quantity, typevalue: line.optionId },
        },
        CartChangeSchema,
      ),
    deleteLine: (lineId) => portalCall(client, { method: 'DELETE', path: idPath('/api/carts/customized-product/delete', lineId) }, CartCountSchema),
    deliveryAddresses: () => portalCall(client, { method: 'GET', path: '/api/shops/shops/addresses' }, DeliveryShopsSchema),
    saveDeliveryDetails: (details) =>
      portalCall(
        client,
        {
          method: 'POST',
          path: '/api/shop/store',
          body: { delivery_shop_id: details.deliveryShopId, reference_po: details.referencePo ?? null, comment: details.comment ?? null },
        },
        CartSchema,
      ),
    empty: () => portalCall(client, { method: 'DELETE', path: '/api/shop' }, CartChangeSchema),
    brandFranco: (brandId) => portalCall(client, { method: 'GET', path: idPath('/api/brands/franco', brandId) }, BrandFrancoSchema),
    orderCart: (cartId) => portalCall(client, { method: 'PUT', path: idPath('/api/carts/order', cartId), body: {} }, OrderCartResultSchema),
  })
}

export const CartGatewayHttp: Layer.Layer<CartGateway, never, HttpClient> = Layer.effect(CartGateway, HttpClient.useSync(makeHttpCartGateway))
