import type { AdminOrderReader } from './order-records'
import { moveOrder, moveOrdersInBulk, type MoveOrdersDeps } from './move-orders.use-case'

// The back office's order use cases as the routes see them (issue 8).
export type AdminOrderUseCases = {
  reader: AdminOrderReader
  move: ReturnType<typeof moveOrder>
  bulk: ReturnType<typeof moveOrdersInBulk>
}

export function adminOrderUseCases(deps: MoveOrdersDeps & { reader: AdminOrderReader }): AdminOrderUseCases {
  return { reader: deps.reader, move: moveOrder(deps), bulk: moveOrdersInBulk(deps) }
}
