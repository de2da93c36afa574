import type { Failure } from '../../../application/use-case-failure'
import { SECOND_FACTOR_MESSAGES } from '../../../domain/messages/second-factor-messages'
import { MESSAGES } from '../../kit/messages/error-messages'

/**
 * A refused code (decision 063): the server's French sentence (wrong or used code, expired challenge,
 * too many attempts), else the wrong-code one; an unreachable server is said as such.
 */
export function secondFactorErrorMessage(failure: Failure): string {
  if (failure._tag === 'NetworkError') return MESSAGES.network
  if (failure._tag === 'Rejected' && failure.message) return failure.message
  if (failure._tag === 'DecodeError') return MESSAGES.unexpectedAnswer
  return SECOND_FACTOR_MESSAGES.invalidCode
}
