import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

// hono's compress, unchanged, except that the `Vary: Accept-Encoding` it adds to every answer it could
// compress is written first on the answer's own headers: hono's compress adds it with `c.header` after
// the handler, which rebuilds every such answer as a Fetch Response with a streamed body, even when
// the client asked for no compression (decision 061).
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress()
  return (c, next) =>
    gzip(c, async () => {
      await next()
      const headers = c.res.headers
      const length = headers.get('Content-Length')
      const type = headers.get('Content-Type')
      const compressible =
        c.res.status !== 206 &&
        !headers.has('Content-Encoding') &&
        !headers.has('Transfer-Encoding') &&
        c.req.method !== 'HEAD' &&
        !(length !== null && length !== '' && Number(length) < 1024) &&
        type !== null &&
        COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
        !NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
      const vary = headers.get('Vary')
      if (!compressible || vary === '*' || (vary !== null && VARIES_ON_ENCODING.test(vary))) return
      headers.set('Vary', vary === null ? 'Accept-Encoding' : `${vary}, Accept-Encoding`)
    })
}
