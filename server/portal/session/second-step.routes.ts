import type { Hono } from 'hono'
import { SecondFactorCodeBody } from '../../../src/contract/backoffice/second-factor'
import type { Endpoint } from '../../../src/contract/endpoint'
import type { AdminLoginWire } from '../../../src/contract/portal/auth'
import { route } from '../../platform/http/contract-routes'
import { HttpError } from '../../platform/http/http-error'
import { parseJsonBody } from '../../platform/http/parse-json-body'
import type { CallerEnv } from '../../platform/http/require-identity'
import { secondStepThrottle } from '../../platform/second-factor/second-factor.public'
import type { SignInSurface } from '../../platform/second-factor/second-factor.public'
import type { PortalDeps } from '../portal-deps'
import { presentAdmin } from './admin.presenter'

// The code step of both admin sign-ins (docs/decisions/063-second-factor.md): the challenge of the
// password step and a code give the answer the password step gives without the factor. Throttled as
// the logins are; a refusal is 401 with its French sentence.
export function secondStepRoute(routes: Hono<CallerEnv>, declared: Endpoint, deps: PortalDeps, surface: SignInSurface) {
  const throttle = secondStepThrottle(deps.rateLimiter, deps.secondFactorChallenges, surface)
  route(routes, declared, throttle, async (c) => {
    const body = await parseJsonBody(c, SecondFactorCodeBody)
    const result = await deps.completeSecondStep(surface, body)
    if (result.kind === 'refused') throw new HttpError(401, result.message)
    const { tokens, account } = result
    const pair = { access_token: tokens.accessToken, refresh_token: tokens.refreshToken }
    return c.json<AdminLoginWire>({ ...pair, data: presentAdmin(account) })
  })
}
