import { Context, type Effect } from 'effect'
import type { TokenSet } from '../../../domain/session-rules'
import type { DecodeError, GatewayError, NetworkError, Rejected } from '../../errors'

export type Credentials = { readonly login: string; readonly password: string }

export type Brand = {
  readonly id: number
  readonly name: string
  readonly franco_qty: number | null
  readonly franco_price: number | null
  readonly shipping_fee: number
}

export type Shop = {
  readonly id: number
  readonly identifiant: string
  readonly name: string
  readonly email: string
  readonly validator_id: number | null
  readonly is_validator: boolean
  readonly brand: Brand
}

export type Admin = {
  readonly id: number
  readonly login: string
  readonly email: string
  readonly role: string
}

/** The Portal API's identity calls (spec §7), for shop customers and e-commerce admins. */
export class AuthGateway extends Context.Service<
  AuthGateway,
  {
    readonly shopLogin: (
      c: Credentials,
    ) => Effect.Effect<{ tokens: TokenSet; shop: Shop }, Rejected | NetworkError | DecodeError>
    readonly adminLogin: (
      c: Credentials,
    ) => Effect.Effect<{ tokens: TokenSet; admin: Admin }, Rejected | NetworkError | DecodeError>
    /** GET /auth/current with shop credentials. */
    readonly currentShop: () => Effect.Effect<Shop, GatewayError>
    /** GET /auth/current with admin credentials. */
    readonly currentAdmin: () => Effect.Effect<Admin, GatewayError>
    /** GET /api/shops/{id}. */
    readonly shop: (id: number) => Effect.Effect<Shop, GatewayError>
    /** POST /logout or /admin/logout; best effort: a failure still lets the browser forget the tokens. */
    readonly logout: (who: 'shop' | 'admin', refreshToken: string) => Effect.Effect<void>
  }
>()('ecrin/AuthGateway') {}
