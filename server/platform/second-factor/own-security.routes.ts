import type { Context, Env, Hono, MiddlewareHandler } from 'hono'
import {
  type RecoveryCodesWire,
  SecondFactorCodeOnlyBody,
  type SecondFactorEnrolmentWire,
  type SecondFactorStatusWire,
} from '../../../src/contract/backoffice/second-factor'
import type { Endpoint } from '../../../src/contract/endpoint'
import type { AdminAccount } from '../administrators/administrators.public'
import { route } from '../http/contract-routes'
import { HttpError } from '../http/http-error'
import { parseJsonBody } from '../http/parse-json-body'
import type { Outcome, SecondFactorUseCases } from './second-factor.use-cases'

// An administrator's own security page (docs/decisions/063-second-factor.md), the same four calls in
// both back offices: the e-commerce one under /admin/security, the showcase one under /auth/security.

export type OwnSecurityEndpoints = { status: Endpoint; start: Endpoint; confirm: Endpoint; recoveryCodes: Endpoint }

export const settled = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.message)
  return outcome.value
}

// The secret and the codes are shown once: never kept by a cache or the browser's disk.
const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

export function ownSecurityRoutes<E extends Env>(
  routes: Hono<E>,
  useCases: SecondFactorUseCases,
  endpoints: OwnSecurityEndpoints,
  adminOf: (c: Context<E>) => AdminAccount,
  // The door, where the app's own does not already cover these paths (the showcase's /auth/...).
  ...door: MiddlewareHandler[]
): void {
  route(routes, endpoints.status, ...door, async (c) => {
    const status = await useCases.status(adminOf(c))
    return c.json<SecondFactorStatusWire>({
      enabled: status.enabled,
      required: status.required,
      recovery_codes_left: status.recoveryCodesLeft,
    })
  })
  route(routes, endpoints.start, ...door, async (c) => {
    const enrolment = settled(await useCases.startEnrolment(adminOf(c)))
    noStore(c)
    return c.json<SecondFactorEnrolmentWire>({ secret: enrolment.secret, otpauth_uri: enrolment.otpauthUri })
  })
  route(routes, endpoints.confirm, ...door, async (c) => {
    const { code } = await parseJsonBody(c, SecondFactorCodeOnlyBody)
    const codes = settled(await useCases.confirmEnrolment(adminOf(c), code))
    noStore(c)
    return c.json<RecoveryCodesWire>({ recovery_codes: codes })
  })
  route(routes, endpoints.recoveryCodes, ...door, async (c) => {
    const { code } = await parseJsonBody(c, SecondFactorCodeOnlyBody)
    const codes = settled(await useCases.regenerateRecoveryCodes(adminOf(c), code))
    noStore(c)
    return c.json<RecoveryCodesWire>({ recovery_codes: codes })
  })
}
