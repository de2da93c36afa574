import type { Context, Env, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { SECOND_FACTOR_MESSAGES } from '../../../src/domain/messages/second-factor-messages'
import type { AdminAccount } from '../administrators/administrators.public'
import { HttpError } from '../http/http-error'
import type { SecondFactorUseCases } from './second-factor.use-cases'

// The policy's door (docs/decisions/063-second-factor.md): behind an admin guard, an administrator whom
// the policy obliges and who has no factor yet gets 403 with the sentence that sends them to enrol, on
// every call except the ones `isExempt` names (their own status and enrolment).
export function secondFactorPolicyGuard<E extends Env>(
  useCases: Pick<SecondFactorUseCases, 'isMissing'>,
  adminOf: (c: Context<E>) => AdminAccount,
  isExempt: (c: Context<E>) => boolean,
): MiddlewareHandler<E> {
  return createMiddleware<E>(async (c, next) => {
    if (!isExempt(c) && (await useCases.isMissing(adminOf(c)))) {
      throw new HttpError(403, SECOND_FACTOR_MESSAGES.required)
    }
    await next()
  })
}
