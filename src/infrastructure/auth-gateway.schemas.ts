import * as v from 'valibot'
import { TokenPairSchema } from './http/token-pair'

// Shapes of docs/api-contract.md; valibot's objects drop the keys the browser does not use.

export const BrandSchema = v.object({
  id: v.number(),
  name: v.string(),
  franco_qty: v.nullish(v.number(), null),
  franco_price: v.nullish(v.number(), null),
  // The port wants a number; a brand without its own fee falls back on the server's settings,
  // which the cart answers carry, so 0 here only stands for "not told".
  shipping_fee: v.nullish(v.number(), 0),
})

export const ShopSchema = v.object({
  id: v.number(),
  identifiant: v.string(),
  name: v.string(),
  email: v.string(),
  validator_id: v.nullish(v.number(), null),
  is_validator: v.boolean(),
  brand: BrandSchema,
})

export const AdminSchema = v.object({ id: v.number(), login: v.string(), email: v.string(), role: v.string() })

export const ShopLoginAnswerSchema = v.intersect([TokenPairSchema, v.object({ data: v.object({ shop: ShopSchema }) })])

export const AdminLoginAnswerSchema = v.intersect([TokenPairSchema, v.object({ data: AdminSchema })])

export const CurrentShopSchema = v.object({ authenticatable: ShopSchema })

export const CurrentAdminSchema = v.object({ authenticatable: AdminSchema })
