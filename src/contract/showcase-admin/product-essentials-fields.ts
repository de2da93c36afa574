import * as v from 'valibot'
import {
  MAX_FINISH_LENGTH,
  MAX_FINISHES,
  MAX_LEAD_TIME_LENGTH,
  MAX_MIN_ORDER_QUANTITY,
  PRODUCT_ESSENTIALS_MESSAGES as M,
} from '../../domain/messages/product-essentials-messages'
import { optionalIntegerIn, textOrEmpty } from '../backoffice/catalog-fields'
import { isOneLine } from '../wire-primitives'

// A showcase product's minimum order, lead time and finishes, as the back office sends them (decision 045).
// Finishes come as a list of texts or as one text with a finish per line (the form's textarea).

const finishList = v.pipe(
  v.union([v.array(v.string(M.finishesInvalid)), v.string()], M.finishesInvalid),
  v.transform((input) => (typeof input === 'string' ? input.split(/\r?\n/) : input)),
  v.transform((items) => items.map((item) => item.trim()).filter((item) => item !== '')),
  v.check((items) => items.every(isOneLine), M.finishesInvalid),
  v.check((items) => items.length <= MAX_FINISHES, M.finishesTooMany),
  v.check((items) => items.every((item) => item.length <= MAX_FINISH_LENGTH), M.finishTooLong),
)

export const productEssentialsEntries = {
  min_order_quantity: optionalIntegerIn(1, MAX_MIN_ORDER_QUANTITY, { low: M.minOrderRange, high: M.minOrderRange }),
  lead_time: textOrEmpty(MAX_LEAD_TIME_LENGTH, M.leadTimeTooLong),
  finishes: v.optional(finishList, []),
}

/** What the back office reads back. */
export const ProductEssentialsAdminEntries = {
  min_order_quantity: v.nullable(v.number()),
  lead_time: v.string(),
  finishes: v.array(v.string()),
}
