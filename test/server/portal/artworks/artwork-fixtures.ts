import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import type { AppDeps } from '../../../../server/app'
import { artworkLibrary, drizzleArtworkStore } from '../../../../server/portal/artworks/artworks.public'
import type { Database } from '../../../../server/platform/db/database'
import type { FileStorage } from '../../../../server/platform/storage/storage.public'

// Real files of each kind the library takes (docs/decisions/076-proof-approval.md), and the production wiring
// with the files kept in memory so that a test can look at what was stored.

export async function aPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.addPage([200, 200]).drawText('BAT')
  return pdf.save()
}

const picture = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 16, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

const text = (value: string) => new TextEncoder().encode(value)

export const EPS = text('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnewpath 0 0 moveto 10 10 lineto stroke\n')
export const SVG = text(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
    '<script>alert(1)</script><rect width="10" height="10"/></svg>',
)
export const HTML = text('<!doctype html><html><body><script>alert(1)</script></body></html>')

/** Each kind, the name it is sent under, its bytes, what the server says of it. */
export async function everyKind() {
  const pdf = await aPdf()
  return [
    { kind: 'pdf', name: 'logo.pdf', bytes: pdf, type: 'application/pdf', viewable: true },
    { kind: 'png', name: 'logo.png', bytes: await picture('png'), type: 'image/png', viewable: true },
    { kind: 'jpeg', name: 'photo.jpeg', bytes: await picture('jpeg'), type: 'image/jpeg', viewable: true },
    // An Illustrator file is a PDF inside; only its name tells them apart.
    { kind: 'ai', name: 'Étiquette été.ai', bytes: pdf, type: 'application/postscript', viewable: false },
    { kind: 'eps', name: 'logo.eps', bytes: EPS, type: 'application/postscript', viewable: false },
    { kind: 'svg', name: 'logo.svg', bytes: SVG, type: 'image/svg+xml', viewable: false },
  ] as const
}

export function memoryStorage(): FileStorage & { keys(): string[] } {
  const stored = new Map<string, Uint8Array>()
  return {
    async put(key, bytes) {
      stored.set(key, new Uint8Array(bytes))
    },
    async get(key) {
      return stored.get(key) ?? null
    },
    async size(key) {
      return stored.get(key)?.byteLength ?? null
    },
    async remove(key) {
      stored.delete(key)
    },
    keys: () => [...stored.keys()],
  }
}

/** The production dependencies with the library's files in `files`. */
export function withArtworkFiles(deps: AppDeps, db: Database, files: FileStorage): AppDeps {
  const artworks = artworkLibrary({ store: drizzleArtworkStore(db), files })
  const backoffice = { ...deps.portal.backoffice, artworks }
  return { ...deps, portal: { ...deps.portal, artworks, backoffice } }
}

export function multipart(bytes: Uint8Array | null, name: string, token: string) {
  const form = new FormData()
  if (bytes !== null) form.append('file', new Blob([new Uint8Array(bytes)]), name)
  return { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form }
}
