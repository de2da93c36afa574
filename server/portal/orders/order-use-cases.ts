import type { CartRepository } from '../cart/cart.public'
import type { PortalCatalogRepository } from '../catalog/catalog.public'
import type { Clock } from '../../platform/shared/clock'
import { copyOrder } from './copy-order.use-case'
import type { OrderListQuery, OrderRepository } from './order-repository'

// The orders calls of the Portal API: reading is scoped by the repository, copying is a use case.
export function orderUseCases(deps: {
  orders: OrderRepository
  catalog: PortalCatalogRepository
  carts: CartRepository
  clock: Clock
}) {
  return {
    listOfShop: (shopId: number, query: OrderListQuery) => deps.orders.listOfShop(shopId, query),
    listToValidate: (validatorId: number, query: OrderListQuery) => deps.orders.listToValidate(validatorId, query),
    countToValidate: (validatorId: number) => deps.orders.countToValidate(validatorId),
    readable: (shopId: number, orderId: number) => deps.orders.findReadable(orderId, shopId),
    copy: copyOrder(deps),
  }
}

export type OrderUseCases = ReturnType<typeof orderUseCases>
