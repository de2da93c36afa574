import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../platform/db/database'
import { media } from '../platform/db/schema-showcase'
import { readImageSize } from '../platform/media/image-renderer.sharp'
import { planRenditions } from '../platform/media/media-files'
import { contentHash } from '../platform/storage/storage.public'

// Media rows of the demo seed. Only the rows are written here, inside the seed transaction; the
// files themselves are produced by the startup step (ensureShowcaseMedia) from `source`. Every key
// ends with a hash of its content (the source image; for a PDF, the catalogue's content), so a
// served name is one content and
// may be cached for a year (docs/decisions/038-file-storage.md).
export function seedMedia(tx: Database, imagesDir: string) {
  return {
    async image(key: string, alt: string): Promise<number> {
      const source = `${key}.svg`
      const bytes = await readFile(join(imagesDir, source))
      const size = await readImageSize(bytes)
      const renditions = planRenditions(size.width, size.height)
      const largest = renditions[renditions.length - 1] ?? { width: size.width, height: size.height }
      const [row] = await tx
        .insert(media)
        .values({
          key: `${key}-${contentHash(bytes, 8)}`,
          kind: 'image',
          mimeType: 'image/webp',
          alt,
          source,
          width: largest.width,
          height: largest.height,
          renditions,
        })
        .returning({ id: media.id })
      if (row === undefined) throw new Error(`media ${key} not inserted`)
      return row.id
    },
    // A generated PDF, already named by its content: its size is recorded when the file is written.
    async document(key: string, alt: string): Promise<number> {
      const values = { key, kind: 'document' as const, mimeType: 'application/pdf', alt, source: null, sizeBytes: null }
      const [row] = await tx.insert(media).values(values).returning({ id: media.id })
      if (row === undefined) throw new Error(`media ${key} not inserted`)
      return row.id
    },
  }
}

export type SeedMediaStore = ReturnType<typeof seedMedia>

export async function optionalImage(
  store: SeedMediaStore,
  key: string | undefined,
  alt: string,
): Promise<number | null> {
  return key === undefined ? null : store.image(key, alt)
}
