import { Effect, Layer } from 'effect'
import { AccountGateway } from '../../application/ports/account-gateway'
import { changePasswordOp, ecommerceLinkOp, forgotPasswordOp, resetPasswordOp } from './account-operations.memory'
import { asCaller, fromOutcome } from './memory-caller.memory'
import type { PortalWorld } from './portal-world.memory'

export function accountGatewayMemory(world: PortalWorld): Layer.Layer<AccountGateway> {
  return Layer.succeed(
    AccountGateway,
    AccountGateway.of({
      forgotPassword: (identifiant) => Effect.suspend(() => fromOutcome(forgotPasswordOp(world, identifiant))),
      resetPassword: (reset) => Effect.suspend(() => fromOutcome(resetPasswordOp(world, reset))),
      changePassword: (change) => asCaller(world, (caller) => changePasswordOp(world, caller, change)),
      ecommerceLink: () => asCaller(world, (caller) => ecommerceLinkOp(world, caller)).pipe(Effect.map((answer) => answer.link)),
    }),
  )
}
