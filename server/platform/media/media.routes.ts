import { extname } from 'node:path'
import { Hono } from 'hono'
import { jsonNotFound } from '../http/error-handler'
import { isSafeKey, mediaKey, type FileStorage } from '../storage/storage.public'
import { MEDIA_URL_PREFIX } from './media-files'

const IMMUTABLE = 'public, max-age=31536000, immutable'
// Only what the showcase publishes; anything else under the folder (a stray temp file) stays private.
const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.pdf': 'application/pdf' }

// Serves `media/` of the file storage (local disk or object store) at /media, so every server of a
// deployment serves every file. Names never change for a given content (uploads carry a hash of their
// bytes, the seed's renditions are made from the repository's images), so the browser may keep them a
// year; an unknown or escaping path is a plain 404. CVs (`applications/`) are never reachable here.
export function mediaRoutes(files: FileStorage) {
  const routes = new Hono()
  routes.get(`${MEDIA_URL_PREFIX}/*`, async (c) => {
    const name = decodeMediaPath(c.req.path.slice(MEDIA_URL_PREFIX.length + 1))
    const contentType = name === null ? undefined : CONTENT_TYPES[extname(name).toLowerCase()]
    if (name === null || contentType === undefined) return jsonNotFound(c)
    const etag = `"${name.replace(/[^\w.-]/g, '_')}"`
    const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': IMMUTABLE, ETag: etag }
    // `?nom=` names a download (a catalogue's uploaded PDF under its title); only a plain `name.pdf` is taken.
    const asked = c.req.query('nom')
    const fileName = asked !== undefined && /^[\w-]{1,120}\.pdf$/.test(asked) ? asked : safeFileName(name)
    if (contentType === 'application/pdf') headers['Content-Disposition'] = `inline; filename="${fileName}"`
    if (c.req.method === 'HEAD') {
      const size = await files.size(mediaKey(name))
      if (size === null) return jsonNotFound(c)
      return new Response(null, { status: 200, headers: { ...headers, 'Content-Length': String(size) } })
    }
    // A name is one content: the browser's copy is the current one.
    if (c.req.header('If-None-Match') === etag && (await files.size(mediaKey(name))) !== null) {
      return new Response(null, { status: 304, headers })
    }
    const bytes = await files.get(mediaKey(name))
    if (bytes === null) return jsonNotFound(c)
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: { ...headers, 'Content-Length': String(bytes.byteLength) },
    })
  })
  return routes
}

function safeFileName(name: string | null): string {
  return (name?.split('/').pop() ?? 'document.pdf').replace(/[^\w.-]/g, '_')
}

// A name that no file can have is a plain 404 before the storage sees it: the storage refuses some keys
// by throwing (NUL, over 512 characters) and the disk others (a segment over 255 bytes: ENAMETOOLONG).
function decodeMediaPath(raw: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (!isSafeKey(mediaKey(decoded)) || /[\u0000-\u001f\u007f]/.test(decoded)) return null
  return decoded.split('/').every((part) => Buffer.byteLength(part) <= MAX_NAME_BYTES) ? decoded : null
}

// NAME_MAX of Linux and most file systems; object stores allow more, but no name we write is that long.
const MAX_NAME_BYTES = 255
