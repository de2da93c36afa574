import { Effect } from 'effect'
import { checkQuantity, failedQuantityMessage } from '../../domain/quantity-rules'
import { Rejected } from '../errors'
import type { ProductOption } from './ports/portal-data'

// The server applies the same rule and answers 422 with the same message; refusing here first
// saves a round trip and reads to the UI exactly like the server's refusal.
export const REFUSED_BEFORE_CALL_STATUS = 422

export function refusedBeforeCall(message: string): Rejected {
  return new Rejected({ status: REFUSED_BEFORE_CALL_STATUS, message })
}

export function ensureValidQuantity(quantity: number, option: ProductOption): Effect.Effect<void, Rejected> {
  const check = checkQuantity(quantity, { minimum: option.minimumQuantity, multiple: option.packMultiple })
  return check.kind === 'ok' ? Effect.void : Effect.fail(refusedBeforeCall(failedQuantityMessage(check)))
}
