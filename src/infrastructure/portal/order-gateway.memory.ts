import { Layer } from 'effect'
import { OrderGateway } from '../../application/ports/order-gateway'
import { toRangeQuery } from '../../domain/paging'
import { asCaller } from './memory-caller.memory'
import { copyOrderOp, myOrdersOp, orderDetailOp } from './order-operations.memory'
import { type PortalWorld } from './portal-world.memory'
import { rangeWindow } from './list-window.memory'

export function orderGatewayMemory(world: PortalWorld): Layer.Layer<OrderGateway> {
  return Layer.succeed(
    OrderGateway,
    OrderGateway.of({
      list: (paging) => asCaller(world, (caller) => myOrdersOp(world, caller, rangeWindow(toRangeQuery(paging)))),
      detail: (orderId) => asCaller(world, (caller) => orderDetailOp(world, caller, orderId)),
      copy: (orderId) => asCaller(world, (caller) => copyOrderOp(world, caller, orderId)),
    }),
  )
}
