import { endpoint } from '../endpoint'
import {
  BrandFrancoWire,
  CartChangeWire,
  CartCountWire,
  CartDetailsBody,
  CartFrancoWire,
  CartWire,
  DeliveryShopsWire,
  OrderCartResultWire,
  StoreLineBody,
} from './cart'
import { QuickOrderBody, QuickOrderResultWire } from './quick-order'

// The cart of the shop on the Portal API (decision 053), quick order included.
const api = 'portal'

export const CART_ENDPOINTS = {
  cartCurrent: endpoint({ api, method: 'GET', path: '/api/carts/current', answer: CartWire }),
  cartFranco: endpoint({ api, method: 'GET', path: '/api/carts/franco', answer: CartFrancoWire }),
  cartCount: endpoint({ api, method: 'GET', path: '/api/carts/count', answer: CartCountWire }),
  cartStoreLine: endpoint({
    api,
    method: 'POST',
    path: '/api/carts/customized-product/store/:productId',
    body: StoreLineBody,
    answer: CartChangeWire,
  }),
  cartDeleteLine: endpoint({
    api,
    method: 'DELETE',
    path: '/api/carts/customized-product/delete/:lineId',
    answer: CartCountWire,
  }),
  deliveryAddresses: endpoint({ api, method: 'GET', path: '/api/shops/shops/addresses', answer: DeliveryShopsWire }),
  cartStoreDetails: endpoint({ api, method: 'POST', path: '/api/shop/store', body: CartDetailsBody, answer: CartWire }),
  cartEmpty: endpoint({ api, method: 'DELETE', path: '/api/shop', answer: CartChangeWire }),
  brandFranco: endpoint({ api, method: 'GET', path: '/api/brands/franco/:brandId', answer: BrandFrancoWire }),
  cartOrder: endpoint({ api, method: 'PUT', path: '/api/carts/order/:cartId', answer: OrderCartResultWire }),
  quickOrder: endpoint({
    api,
    method: 'POST',
    path: '/api/carts/quick-order',
    body: QuickOrderBody,
    answer: QuickOrderResultWire,
  }),
}
