import { inArray } from 'drizzle-orm'
import type { Database } from '../db/database'
import { media } from '../db/schema-showcase'
import { imageViewOf, type ImageView } from './image-view'

// Images referenced by a page of rows, in one query.
export async function loadImages(db: Database, ids: readonly (number | null)[]): Promise<Map<number, ImageView>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  const images = new Map<number, ImageView>()
  if (wanted.length === 0) return images
  const rows = await db
    .select({ id: media.id, key: media.key, alt: media.alt, renditions: media.renditions, kind: media.kind })
    .from(media)
    .where(inArray(media.id, wanted))
  for (const row of rows) {
    if (row.kind !== 'image') continue
    const view = imageViewOf(row)
    if (view !== null) images.set(row.id, view)
  }
  return images
}

export function imageOf(images: Map<number, ImageView>, id: number | null): ImageView | null {
  return id === null ? null : (images.get(id) ?? null)
}
