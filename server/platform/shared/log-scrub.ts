// Secrets that must never reach a log line, whatever logged them: the password of a connection URL
// (DATABASE_URL, SMTP_URL), a bearer token, a JWT. Applied to every message and error text.
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/[^:/@\s]+):[^@\s]+@/gi
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/g
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g

export function scrubSecrets(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1:***@').replace(BEARER, 'Bearer ***').replace(JWT, '***')
}
