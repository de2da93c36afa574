import { HOTP, Secret } from 'otpauth'
import { json, postJson } from './http'

type App = Parameters<typeof postJson>[0]

// The administrators' second factor as an authenticator app computes it (docs/decisions/063-second-factor.md).

/** The code of `secret` at `at`, `offset` steps away (drift). */
export function codeAt(secret: string, at: Date, offset = 0): string {
  const counter = Math.floor(at.getTime() / 30_000) + offset
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, counter })
}

/** Enrols the signed-in e-commerce administrator; answers the secret and the recovery codes. */
export async function enrolAdmin(app: App, token: string, now: () => Date) {
  const start = await postJson(app, '/portal-api/admin/security/enrolment', {}, token)
  if (start.status !== 200) throw new Error(`enrolment failed with ${start.status}`)
  const { secret } = (await json(start)) as { secret: string }
  const confirm = await postJson(
    app,
    '/portal-api/admin/security/enrolment/confirm',
    { code: codeAt(secret, now()) },
    token,
  )
  if (confirm.status !== 200) throw new Error(`confirmation failed with ${confirm.status}`)
  const { recovery_codes } = (await json(confirm)) as { recovery_codes: string[] }
  return { secret, recoveryCodes: recovery_codes }
}
