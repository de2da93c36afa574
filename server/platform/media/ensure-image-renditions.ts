import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/database'
import { media } from '../db/schema-showcase'
import { isSafeKey, mediaKey, originalKey, type FileStorage } from '../storage/storage.public'
import { readImageSize, renderWebp } from './image-renderer.sharp'
import { fileUnder } from './file-under'
import type { RenditionShelf } from './kept-renditions'
import { renditionFileName, UPLOADED_SOURCE_PREFIX } from './media-files'

const Renditions = v.array(v.object({ width: v.number(), height: v.number() }))

// written: rendered now; copied: taken from the kept renditions of the repository's images.
export type EnsureOutcome = { written: number; copied: number; problems: string[] }

// The database says which renditions exist; the storage may be new (fresh DATA_DIR, a new bucket).
// Renders only what is missing, from the source recorded on the media row. Existence is asked of the
// shared storage, so a second server on the same bucket renders nothing.
// An uploaded image's original (source `upload:<name>`) is under `originals/` of the storage, the
// seed's is a file of the repository's content images (`imagesDir`, read-only), whose renditions are
// also kept on `kept` when given (server/platform/media/kept-renditions.ts) and copied from there.
// A file of size 0 is not a rendition: it is made again.
export type RenditionSources = { imagesDir: string; kept?: RenditionShelf }

async function sourceBytes(source: string | null, files: FileStorage, dirs: RenditionSources) {
  if (source === null) return null
  if (source.startsWith(UPLOADED_SOURCE_PREFIX)) {
    const key = originalKey(source.slice(UPLOADED_SOURCE_PREFIX.length))
    return isSafeKey(key) ? files.get(key) : null
  }
  const path = fileUnder(dirs.imagesDir, source)
  return path === null ? null : readFile(path).catch(() => null)
}

export async function ensureImageRenditions(db: Database, files: FileStorage, dirs: RenditionSources) {
  const columns = { key: media.key, source: media.source, renditions: media.renditions }
  const rows = await db.select(columns).from(media).where(eq(media.kind, 'image'))
  const outcome: EnsureOutcome = { written: 0, copied: 0, problems: [] }
  for (const row of rows) {
    const renditions = v.safeParse(Renditions, row.renditions)
    if (!renditions.success) {
      outcome.problems.push(`${row.key} : renditions illisibles`)
      continue
    }
    let missing: Missing[] = []
    for (const rendition of renditions.output) {
      const key = mediaKey(renditionFileName(row.key, rendition.width))
      if (!isSafeKey(key)) {
        outcome.problems.push(`${row.key} : clé invalide`)
        break
      }
      if (((await files.size(key)) ?? 0) === 0) missing.push({ ...rendition, key })
    }
    const shelf = row.source?.startsWith(UPLOADED_SOURCE_PREFIX) === false ? dirs.kept : undefined
    if (shelf !== undefined) missing = await copyKept(missing, shelf, files, outcome)
    if (missing.length === 0) continue
    const bytes = await sourceBytes(row.source, files, dirs)
    if (bytes === null) {
      outcome.problems.push(`${row.key} : source introuvable (${row.source ?? 'aucune'})`)
      continue
    }
    const buffer = Buffer.from(bytes)
    const { width } = await readImageSize(buffer)
    const source = { bytes: buffer, width, isVector: extname(row.source ?? '').toLowerCase() === '.svg' }
    for (const rendition of missing) {
      const bytes = await renderWebp(source, rendition)
      await files.put(rendition.key, bytes, 'image/webp')
      await shelf?.keep(rendition.key, bytes)
      outcome.written += 1
    }
  }
  return outcome
}

type Missing = { width: number; height: number; key: string }

// The kept copies of missing renditions go to the storage; what is left must be rendered.
async function copyKept(missing: Missing[], shelf: RenditionShelf, files: FileStorage, outcome: EnsureOutcome) {
  const left: Missing[] = []
  for (const rendition of missing) {
    const bytes = await shelf.take(rendition.key)
    if (bytes === null) left.push(rendition)
    else {
      await files.put(rendition.key, bytes, 'image/webp')
      outcome.copied += 1
    }
  }
  return left
}
