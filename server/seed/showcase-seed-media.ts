import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../db/database'
import { media } from '../db/schema-showcase'
import { readImageSize } from '../media/image-renderer.sharp'
import { planRenditions } from '../media/media-files'

// Media rows of the demo seed. Only the rows are written here, inside the seed transaction; the
// files themselves are produced by the startup step (ensureShowcaseMedia) from `source`.
export function seedMedia(tx: Database, imagesDir: string) {
  return {
    async image(key: string, alt: string): Promise<number> {
      const source = `${key}.svg`
      const size = await readImageSize(await readFile(join(imagesDir, source)))
      const renditions = planRenditions(size.width, size.height)
      const largest = renditions[renditions.length - 1] ?? { width: size.width, height: size.height }
      const [row] = await tx
        .insert(media)
        .values({ key, kind: 'image', mimeType: 'image/webp', alt, source, width: largest.width, height: largest.height, renditions })
        .returning({ id: media.id })
      if (row === undefined) throw new Error(`media ${key} not inserted`)
      return row.id
    },
    async document(key: string, mimeType: string, sizeBytes: number, alt: string): Promise<number> {
      const [row] = await tx.insert(media).values({ key, kind: 'document', mimeType, alt, source: null, sizeBytes }).returning({ id: media.id })
      if (row === undefined) throw new Error(`media ${key} not inserted`)
      return row.id
    },
  }
}

export type SeedMediaStore = ReturnType<typeof seedMedia>

export async function optionalImage(store: SeedMediaStore, key: string | undefined, alt: string): Promise<number | null> {
  return key === undefined ? null : store.image(key, alt)
}
