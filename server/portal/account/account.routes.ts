import { Hono } from 'hono'
import * as v from 'valibot'
import {
  ChangePasswordBody,
  type EcommerceLinkWire,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '../../../src/contract/portal/account'
import { PORTAL_ENDPOINTS } from '../../../src/contract/portal/portal.endpoints'
import type { MessageWire } from '../../../src/contract/wire-primitives'
import type { AccessTokens } from '../../platform/auth/auth.public'
import type { RateLimiter } from '../../platform/rate-limit/rate-limit.public'
import { readBearerToken } from '../../platform/http/bearer-token'
import { route } from '../../platform/http/contract-routes'
import { HttpError, unauthorized } from '../../platform/http/http-error'
import { parseInput, parseJsonBody } from '../../platform/http/parse-json-body'
import { requireIdentity, type CallerEnv } from '../../platform/http/require-identity'
import { ACCOUNT_MESSAGES } from './account-messages'
import { CURRENT_PASSWORD_LIMITED, checkCurrentPasswordBudget } from './current-password-limit'
import type { AccountUseCases } from './account-use-cases'
import type { PasswordChangeResult } from './password-reset.use-case'

function answer(result: PasswordChangeResult): MessageWire {
  if (result.kind === 'refused') throw new HttpError(result.status, result.message)
  return { message: ACCOUNT_MESSAGES.passwordUpdated }
}

export function accountRoutes(deps: {
  accessTokens: AccessTokens
  account: AccountUseCases
  rateLimiter: RateLimiter
}) {
  const routes = new Hono<CallerEnv>()
  const { account } = deps

  route(routes, PORTAL_ENDPOINTS.forgotPassword, async (c) => {
    const body = await parseJsonBody(c, ForgotPasswordBody)
    await account.requestPasswordReset(body.identifiant)
    return c.json<MessageWire>({ message: ACCOUNT_MESSAGES.resetRequested })
  })

  // Two callers share this path (spec §7): a reset link ({ token, ... }, no session) and a
  // logged-in shop changing its password ({ data: { current_password, ... } }).
  route(routes, PORTAL_ENDPOINTS.changePassword, async (c) => {
    const raw: unknown = await parseJsonBody(c, v.unknown())
    if (typeof raw === 'object' && raw !== null && 'data' in raw) {
      const token = readBearerToken(c)
      const caller = token === null ? null : await deps.accessTokens.verify(token, ['shop'])
      if (caller === null) throw unauthorized()
      const { data } = parseInput(ChangePasswordBody, raw)
      const budget = await checkCurrentPasswordBudget(deps.rateLimiter, caller.subjectId)
      if (!budget.allowed) {
        c.header('Retry-After', String(CURRENT_PASSWORD_LIMITED.retryAfterSeconds))
        return c.json<MessageWire>({ message: CURRENT_PASSWORD_LIMITED.message }, 429)
      }
      const input = {
        current: data.current_password,
        password: data.password,
        confirmation: data.password_confirmation,
      }
      // The caller's own session survives the change; every other one of the shop ends.
      const result = await account.changePassword(caller.subjectId, input, caller.sessionId)
      await budget.settle(result.kind === 'refused' && result.message === ACCOUNT_MESSAGES.wrongCurrentPassword)
      return c.json(answer(result))
    }
    const body = parseInput(ResetPasswordBody, raw)
    const reset = { token: body.token, password: body.password, confirmation: body.password_confirmation }
    return c.json(answer(await account.resetPassword(reset)))
  })

  route(routes, PORTAL_ENDPOINTS.ecommerceLink, requireIdentity(deps.accessTokens, ['shop']), async (c) => {
    const link = await account.ecommerceLink(c.var.caller.subjectId)
    if (link === null) throw new HttpError(422, ACCOUNT_MESSAGES.noEcommerce)
    return c.json<EcommerceLinkWire>({ link })
  })

  return routes
}
