import { Effect, Layer } from 'effect'
import { type GatewayError, NetworkError, Rejected } from '../../../src/application/errors'
import { AccountGateway } from '../../../src/application/ports/account-gateway'
import { CartGateway } from '../../../src/application/ports/cart-gateway'
import { OrderGateway } from '../../../src/application/ports/order-gateway'
import { ValidationGateway } from '../../../src/application/ports/validation-gateway'
import { cartGatewayMemory } from '../../../src/infrastructure/portal/cart-gateway.memory'
import { orderGatewayMemory } from '../../../src/infrastructure/portal/order-gateway.memory'
import type { PortalWorld } from '../../../src/infrastructure/portal/portal-world.memory'
import { validationGatewayMemory } from '../../../src/infrastructure/portal/validation-gateway.memory'

// Gateways whose every call fails, for the error states the memory world never reaches.

export const unreachable = (): GatewayError => new NetworkError({})
export const refused = (message: string | null, status = 500): Rejected => new Rejected({ status, message })

export function failingCart(error: GatewayError = unreachable()) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(
    CartGateway,
    CartGateway.of({
      current: fail,
      franco: fail,
      count: fail,
      storeLine: fail,
      deleteLine: fail,
      deliveryAddresses: fail,
      saveDeliveryDetails: fail,
      empty: fail,
      brandFranco: fail,
      orderCart: fail,
    }),
  )
}

export function failingOrders(error: GatewayError = unreachable()) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(OrderGateway, OrderGateway.of({ list: fail, detail: fail, copy: fail }))
}

export function failingValidation(error: GatewayError = unreachable()) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(ValidationGateway, ValidationGateway.of({ list: fail, count: fail, modifyLine: fail, detachLine: fail, decide: fail }))
}

export function failingAccount(error: Rejected | NetworkError = new NetworkError({})) {
  const fail = () => Effect.fail(error)
  return Layer.succeed(AccountGateway, AccountGateway.of({ forgotPassword: fail, resetPassword: fail, changePassword: fail, ecommerceLink: fail }))
}

/** The memory cart, with some calls replaced (e.g. only the removal fails). */
export function cartGatewayWith(world: PortalWorld, overrides: Partial<CartGateway['Service']>) {
  return Layer.effect(
    CartGateway,
    Effect.gen(function* () {
      const inner = yield* CartGateway
      return CartGateway.of({ ...inner, ...overrides })
    }),
  ).pipe(Layer.provide(cartGatewayMemory(world)))
}

export function validationGatewayWith(world: PortalWorld, overrides: Partial<ValidationGateway['Service']>) {
  return Layer.effect(
    ValidationGateway,
    Effect.gen(function* () {
      const inner = yield* ValidationGateway
      return ValidationGateway.of({ ...inner, ...overrides })
    }),
  ).pipe(Layer.provide(validationGatewayMemory(world)))
}

export function orderGatewayWith(world: PortalWorld, overrides: Partial<OrderGateway['Service']>) {
  return Layer.effect(
    OrderGateway,
    Effect.gen(function* () {
      const inner = yield* OrderGateway
      return OrderGateway.of({ ...inner, ...overrides })
    }),
  ).pipe(Layer.provide(orderGatewayMemory(world)))
}
