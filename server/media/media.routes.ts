import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { Readable } from 'node:stream'
import { Hono } from 'hono'
import { jsonNotFound } from '../http/error-handler'
import { fileUnder } from './media-file-writer'
import { MEDIA_URL_PREFIX } from './media-files'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Only what the showcase publishes; anything else under the folder (a stray temp file) stays private.
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' }

// Serves `${DATA_DIR}/uploads/media` at /media. Names never change for a given content, so the
// browser may keep them a year; an unknown or escaping path is a plain 404.
export function mediaRoutes(mediaDir: string) {
  const routes = new Hono()
  routes.get(`${MEDIA_URL_PREFIX}/*`, async (c) => {
    const name = decodeMediaPath(c.req.path.slice(MEDIA_URL_PREFIX.length + 1))
    const contentType = name === null ? undefined : CONTENT_TYPES[extname(name).toLowerCase()]
    const path = name === null || contentType === undefined ? null : fileUnder(mediaDir, name)
    if (path === null || contentType === undefined) return jsonNotFound(c)
    const info = await stat(path).catch(() => null)
    if (info === null || !info.isFile()) return jsonNotFound(c)
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Content-Length': String(info.size),
      'Cache-Control': IMMUTABLE,
    }
    if (contentType === 'application/pdf') headers['Content-Disposition'] = `inline; filename="${safeFileName(name)}"`
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
    const body = Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>
    return new Response(body, { status: 200, headers })
  })
  return routes
}

function safeFileName(name: string | null): string {
  return (name?.split('/').pop() ?? 'document.pdf').replace(/[^\w.-]/g, '_')
}

function decodeMediaPath(raw: string): string | null {
  try {
    const decoded = decodeURIComponent(raw)
    return decoded === '' || decoded.split('/').some((part) => part === '' || part === '.' || part === '..') ? null : decoded
  } catch {
    return null
  }
}
