import * as v from 'valibot'
import { Cents, Id, LineText, MultiLineText, TimestampEntries, TokenPairWire } from '../wire-primitives'

// Sign-in and sessions of the Portal API (docs/api-contract.md): shop and e-commerce admin identities.
// Bodies export their input type: what the browser writes, before the server trims it.

// Bounded lengths: an argon2 hash of a megabyte "password" is a cheap denial of service.
export const LoginBody = v.object({
  login: v.pipe(LineText, v.trim(), v.nonEmpty(), v.maxLength(200)),
  password: v.pipe(MultiLineText, v.nonEmpty(), v.maxLength(1000)),
})
export type LoginBody = v.InferInput<typeof LoginBody>

/** POST /refresh-token, /logout and /admin/logout; the refresh token may come as the bearer instead. */
export const RefreshTokenBody = v.object({
  refresh_token: v.optional(v.nullable(v.pipe(LineText, v.maxLength(200)))),
})
export type RefreshTokenBody = v.InferInput<typeof RefreshTokenBody>

/** A shop's brand: `franco_qty` in units, amounts in integer cents HT, null when not configured. */
export const ShopBrandWire = v.object({
  id: Id,
  name: v.string(),
  franco_qty: v.nullable(v.number()),
  franco_price: v.nullable(Cents),
  shipping_fee: Cents,
})
export type ShopBrandWire = v.InferOutput<typeof ShopBrandWire>

/** The address keeps `postalCode` in camelCase: it is sent so today (docs/api-contract.md). */
export const ShopAddressWire = v.object({
  line1: v.string(),
  postalCode: v.string(),
  city: v.string(),
  country: v.string(),
})
export type ShopAddressWire = v.InferOutput<typeof ShopAddressWire>

export const ShopWire = v.object({
  id: Id,
  identifiant: v.string(),
  name: v.string(),
  email: v.string(),
  address: ShopAddressWire,
  validator_id: v.nullable(Id),
  is_validator: v.boolean(),
  brand: ShopBrandWire,
})
export type ShopWire = v.InferOutput<typeof ShopWire>

export const AdminWire = v.object({
  id: Id,
  login: v.string(),
  email: v.string(),
  role: v.string(),
  ...TimestampEntries,
})
export type AdminWire = v.InferOutput<typeof AdminWire>

/** POST /login: the tokens at the top level and under `data` (the spec reads both). */
export const ShopLoginWire = v.object({
  ...TokenPairWire.entries,
  data: v.object({ ...TokenPairWire.entries, shop: ShopWire }),
})
export type ShopLoginWire = v.InferOutput<typeof ShopLoginWire>

/** POST /admin/login. */
export const AdminLoginWire = v.object({ ...TokenPairWire.entries, data: AdminWire })
export type AdminLoginWire = v.InferOutput<typeof AdminLoginWire>

/** GET /auth/current with a shop token. */
export const CurrentShopWire = v.object({ authenticatable: ShopWire })
export type CurrentShopWire = v.InferOutput<typeof CurrentShopWire>

/** GET /auth/current with an admin token. */
export const CurrentAdminWire = v.object({ authenticatable: AdminWire })
export type CurrentAdminWire = v.InferOutput<typeof CurrentAdminWire>
