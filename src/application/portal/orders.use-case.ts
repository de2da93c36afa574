import { Effect } from 'effect'
import type { PagingParams } from '../../domain/paging'
import type { GatewayError } from '../errors'
import { type OrderDetail, OrderGateway, type OrderSummary } from './ports/order-gateway'
import type { Page } from './ports/portal-data'

/** /account/order: the range dialect; filters `status`, `date_from`, `date_to` ride in paging.filters. */
export const listMyOrders = Effect.fn('listMyOrders')(function* (
  paging: PagingParams,
): Effect.fn.Return<Page<OrderSummary>, GatewayError, OrderGateway> {
  return yield* (yield* OrderGateway).list(paging)
})

export const loadOrder = Effect.fn('loadOrder')(function* (orderId: number): Effect.fn.Return<OrderDetail, GatewayError, OrderGateway> {
  return yield* (yield* OrderGateway).detail(orderId)
})

/** Copies the still-orderable lines into the cart; the server's message is the success toast (spec §8). */
export const copyOrder = Effect.fn('copyOrder')(function* (orderId: number): Effect.fn.Return<{ readonly message: string }, GatewayError, OrderGateway> {
  return yield* (yield* OrderGateway).copy(orderId)
})
