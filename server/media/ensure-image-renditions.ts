import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { Database } from '../db/database'
import { media } from '../db/schema-showcase'
import { readImageSize, renderWebp } from './image-renderer.sharp'
import { fileExists, fileUnder, writeFileAtomically } from './media-file-writer'
import { renditionFileName, UPLOADED_SOURCE_PREFIX } from './media-files'

const Renditions = v.array(v.object({ width: v.number(), height: v.number() }))

export type EnsureOutcome = { written: number; problems: string[] }

// The database says which renditions exist; the disk may be new (fresh DATA_DIR, another server).
// Renders only what is missing, from the source recorded on the media row.
// An uploaded image's original (source `upload:<name>`) is under `originalsDir`, the seed's under `imagesDir`.
export type RenditionDirs = { mediaDir: string; imagesDir: string; originalsDir?: string }

function sourceFile(source: string | null, dirs: RenditionDirs): string | null {
  if (source === null) return null
  if (!source.startsWith(UPLOADED_SOURCE_PREFIX)) return fileUnder(dirs.imagesDir, source)
  const original = source.slice(UPLOADED_SOURCE_PREFIX.length)
  return dirs.originalsDir === undefined ? null : fileUnder(dirs.originalsDir, original)
}

export async function ensureImageRenditions(db: Database, dirs: RenditionDirs): Promise<EnsureOutcome> {
  const columns = { key: media.key, source: media.source, renditions: media.renditions }
  const rows = await db.select(columns).from(media).where(eq(media.kind, 'image'))
  const outcome: EnsureOutcome = { written: 0, problems: [] }
  for (const row of rows) {
    const renditions = v.safeParse(Renditions, row.renditions)
    if (!renditions.success) {
      outcome.problems.push(`${row.key} : renditions illisibles`)
      continue
    }
    const missing: { width: number; height: number; path: string }[] = []
    for (const rendition of renditions.output) {
      const path = fileUnder(dirs.mediaDir, renditionFileName(row.key, rendition.width))
      if (path === null) {
        outcome.problems.push(`${row.key} : clé invalide`)
        break
      }
      if (!(await fileExists(path))) missing.push({ ...rendition, path })
    }
    if (missing.length === 0) continue
    const sourcePath = sourceFile(row.source, dirs)
    if (sourcePath === null || !(await fileExists(sourcePath))) {
      outcome.problems.push(`${row.key} : source introuvable (${row.source ?? 'aucune'})`)
      continue
    }
    const bytes = await readFile(sourcePath)
    const { width } = await readImageSize(bytes)
    const source = { bytes, width, isVector: extname(sourcePath).toLowerCase() === '.svg' }
    for (const rendition of missing) {
      await writeFileAtomically(rendition.path, await renderWebp(source, rendition))
      outcome.written += 1
    }
  }
  return outcome
}
