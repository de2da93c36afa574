import { Effect, Layer } from 'effect'
import { ValidationGateway } from '../../application/ports/validation-gateway'
import { toPageQuery } from '../../domain/paging'
import { asCaller } from './memory-caller.memory'
import { type PortalWorld } from './portal-world.memory'
import { pageWindow } from './list-window.memory'
import { countToValidateOp, decideOp, detachLineOp, modifyLineOp, toValidateOp } from './validation-operations.memory'

export function validationGatewayMemory(world: PortalWorld): Layer.Layer<ValidationGateway> {
  return Layer.succeed(
    ValidationGateway,
    ValidationGateway.of({
      list: (paging) => asCaller(world, (caller) => toValidateOp(world, caller, pageWindow(toPageQuery(paging)))),
      count: () => asCaller(world, (caller) => countToValidateOp(world, caller)).pipe(Effect.map((answer) => answer.countOrders)),
      modifyLine: (change) => asCaller(world, (caller) => modifyLineOp(world, caller, change)),
      detachLine: (orderId, lineId) => asCaller(world, (caller) => detachLineOp(world, caller, orderId, lineId)),
      decide: (orderId, decision) => asCaller(world, (caller) => decideOp(world, caller, orderId, decision)),
    }),
  )
}
