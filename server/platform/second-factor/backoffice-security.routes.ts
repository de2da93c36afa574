import { Hono, type MiddlewareHandler } from 'hono'
import { BACKOFFICE_ENDPOINTS } from '../../../src/contract/backoffice/backoffice.endpoints'
import { SecondFactorPolicyWire } from '../../../src/contract/backoffice/second-factor'
import type { MessageWire } from '../../../src/contract/wire-primitives'
import { SECOND_FACTOR_MESSAGES } from '../../../src/domain/messages/second-factor-messages'
import type { AdminEnv } from '../administrators/administrators.public'
import { route } from '../http/contract-routes'
import { parseIdParam } from '../http/parse-id-param'
import { parseJsonBody } from '../http/parse-json-body'
import { ownSecurityRoutes, settled } from './own-security.routes'
import type { SecondFactorUseCases } from './second-factor.use-cases'

// The e-commerce back office's security calls (docs/decisions/063-second-factor.md): the administrator's
// own factor; the policy and a colleague's reset for super administrators only.
export function backofficeSecurityRoutes(useCases: SecondFactorUseCases, superAdminOnly: MiddlewareHandler<AdminEnv>) {
  const routes = new Hono<AdminEnv>()
  const E = BACKOFFICE_ENDPOINTS.security
  ownSecurityRoutes(routes, useCases, E, (c) => c.var.admin)

  route(routes, E.readPolicy, async (c) => c.json<SecondFactorPolicyWire>({ policy: await useCases.readPolicy() }))
  route(routes, E.savePolicy, superAdminOnly, async (c) => {
    const { policy } = await parseJsonBody(c, SecondFactorPolicyWire)
    return c.json<SecondFactorPolicyWire>({ policy: await useCases.savePolicy(c.var.admin, policy) })
  })
  route(routes, E.reset, superAdminOnly, async (c) => {
    settled(await useCases.reset(c.var.admin, parseIdParam(c.req.param('id'))))
    return c.json<MessageWire>({ message: SECOND_FACTOR_MESSAGES.reset })
  })
  return routes
}

/** The calls an administrator without a required factor may still make: their own status and enrolment. */
export const ENROLMENT_PATHS = [
  BACKOFFICE_ENDPOINTS.security.status,
  BACKOFFICE_ENDPOINTS.security.start,
  BACKOFFICE_ENDPOINTS.security.confirm,
]
