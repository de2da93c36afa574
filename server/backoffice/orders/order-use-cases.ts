import { parisCalendarDay } from '../../../src/domain/working-days'
import type { BackofficeOrderReader } from './order-records'
import { moveOrder, moveOrdersInBulk, type MoveOrdersDeps } from './move-orders.use-case'

// The back office's order use cases as the routes see them (decision 034).
export type BackofficeOrderUseCases = {
  reader: BackofficeOrderReader
  move: ReturnType<typeof moveOrder>
  bulk: ReturnType<typeof moveOrdersInBulk>
  /** The Paris day of the request, against which orders are late (decision 075). */
  today: () => string
}

export function backofficeOrderUseCases(
  deps: MoveOrdersDeps & { reader: BackofficeOrderReader },
): BackofficeOrderUseCases {
  const today = () => parisCalendarDay(deps.clock.now())
  return { reader: deps.reader, move: moveOrder(deps), bulk: moveOrdersInBulk(deps), today }
}
