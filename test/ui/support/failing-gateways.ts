import { Effect, Layer } from 'effect'
import { type GatewayError, NetworkError, Rejected } from '../../../src/application/errors'
import { AccountGateway } from '../../../src/application/portal/ports/account-gateway'
import { OrderGateway } from '../../../src/application/portal/ports/order-gateway'
import { ValidationGateway } from '../../../src/application/portal/ports/validation-gateway'

// Gateways whose every call fails, for the error states the memory world never reaches.

export const unreachable = (): GatewayError => new NetworkError({})
export const refused = (message: string | null, status = 500): Rejected => new Rejected({ status, message })

export function failingOrders(error: GatewayError = unreachable()) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(OrderGateway, OrderGateway.of({ list: fail, detail: fail, copy: fail }))
}

export function failingValidation(error: GatewayError = unreachable()) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(
    ValidationGateway,
    ValidationGateway.of({
      list: fail,
      count: fail,
      modifyLine: fail,
      detachLine: fail,
      decide: fail,
      comment: fail,
      acceptMany: fail,
    }),
  )
}

export function failingAccount(error: Rejected | NetworkError = new NetworkError({})) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(
    AccountGateway,
    AccountGateway.of({ forgotPassword: fail, resetPassword: fail, changePassword: fail, ecommerceLink: fail }),
  )
}
