import { Secret, TOTP } from 'otpauth'
import type { TokenSet } from '../../../src/domain/session-rules'
import { LIVE_API, type LiveServer } from '../../support/live-server/live-server'

// The second factor's steps as an administrator's authenticator app and browser take them, over the live
// server (decision 063): enrolment through the API, codes computed from the secret at the server's clock.

export type Area = 'backoffice' | 'showcase-admin'

/** The code an authenticator app shows now for this secret (RFC 6238 defaults: SHA-1, 6 digits, 30 s). */
export function codeNow(live: LiveServer, secret: string): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: live.clock.now().getTime() })
}

/** Moves the server's clock to the next time step, so that the next code is not a replay. */
export const nextStep = (live: LiveServer) => live.clock.advance(30_000)

const OWN_SECURITY = {
  backoffice: `${LIVE_API.portalUrl}/admin/security`,
  'showcase-admin': `${LIVE_API.showcaseUrl}/auth/security`,
} as const

async function call(live: LiveServer, url: string, token: string, method: string, body?: unknown) {
  const response = await live.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as unknown
}

/** Turns the second factor on for the holder of `tokens` (the area's own session); then a new step. */
export async function enrol(live: LiveServer, tokens: TokenSet, area: Area = 'backoffice') {
  const base = OWN_SECURITY[area]
  const { secret } = (await call(live, `${base}/enrolment`, tokens.AccessToken, 'POST')) as { secret: string }
  const { recovery_codes } = (await call(live, `${base}/enrolment/confirm`, tokens.AccessToken, 'POST', {
    code: codeNow(live, secret),
  })) as { recovery_codes: string[] }
  nextStep(live)
  return { secret, recoveryCodes: recovery_codes }
}

/** A super administrator sets who must have the second factor. */
export async function setPolicy(live: LiveServer, superAdmin: TokenSet, policy: 'off' | 'super' | 'all') {
  await call(live, `${LIVE_API.portalUrl}/admin/security/policy`, superAdmin.AccessToken, 'PUT', { policy })
}
