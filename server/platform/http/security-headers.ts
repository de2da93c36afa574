import { createMiddleware } from 'hono/factory'
import { nextCspNonce } from './csp-nonce'

// The headers every answer carries beyond hono's secureHeaders
// (docs/decisions/020-security-headers.md).
export type SecurityHeadersOptions = {
  // Origin of the analytics script (ANALYTICS_SCRIPT_URL or VITE_ANALYTICS_SCRIPT_URL), or none.
  analyticsOrigin: string | null
  // The site's public address: https there means the visitor reached us over https, through a proxy
  // that terminates TLS in front of this server.
  publicUrl: string
  // APIs whose every answer is for one caller (the Portal API: its public calls hand out tokens).
  privateApiPrefixes: readonly string[]
}

export type CspNonceEnv = { Variables: { cspNonce: string } }

// The powerful features the site never uses, off for it and for anything it could embed.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ')

export const HSTS = 'max-age=31536000; includeSubDomains'

// Scripts run only from this origin and with this answer's nonce, so an injected inline script is
// refused. Styles keep 'unsafe-inline': react-toastify 11 and Radix's scroll lock inject <style>
// elements at run time (see the decision record); a style cannot read the tokens in Web Storage.
export function contentSecurityPolicy(nonce: string, analyticsOrigin: string | null): string {
  const analytics = analyticsOrigin === null ? [] : [analyticsOrigin]
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...analytics],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...analytics],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...analytics],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

export function securityHeaders(options: SecurityHeadersOptions) {
  const behindHttps = options.publicUrl.startsWith('https://')
  const isPrivateApi = (path: string) =>
    options.privateApiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  return createMiddleware<CspNonceEnv>(async (c, next) => {
    const nonce = nextCspNonce()
    c.set('cspNonce', nonce)
    await next()
    const headers = c.res.headers
    headers.set('Permissions-Policy', PERMISSIONS_POLICY)
    if (/^text\/html/i.test(headers.get('Content-Type') ?? '')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, options.analyticsOrigin))
    }
    // Browsers ignore HSTS over plain http; sending it only over https keeps local http runs usable.
    if (behindHttps || c.req.url.startsWith('https:')) headers.set('Strict-Transport-Security', HSTS)
    // Answers for one caller (a bearer token, or tokens in the body) never go to a shared cache or
    // the browser's disk.
    const perCaller = c.req.header('Authorization') !== undefined || isPrivateApi(c.req.path)
    if (perCaller) headers.set('Cache-Control', 'no-store')
  })
}
