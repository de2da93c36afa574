import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../platform/db/database'
import { brands, shops } from '../../platform/db/schema'
import { auditLog } from '../../platform/db/schema-backoffice'
import { artworks } from '../../platform/db/schema-proofs'
import type { ArtworkRecord, ArtworkStore, ArtworkUploader } from './artwork-library'

const columns = {
  id: artworks.id,
  brandId: artworks.brandId,
  fileName: artworks.fileName,
  storageKey: artworks.storageKey,
  kind: artworks.kind,
  byteSize: artworks.byteSize,
  uploadedByLabel: artworks.uploadedByLabel,
  createdAt: artworks.createdAt,
}

export function drizzleArtworkStore(db: Database): ArtworkStore {
  return {
    async shopOf(shopId) {
      const [row] = await db
        .select({ brandId: shops.brandId, name: shops.name })
        .from(shops)
        .where(eq(shops.id, shopId))
      return row ?? null
    },
    async brandExists(brandId) {
      const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId))
      return row !== undefined
    },
    async list(brandId, window) {
      const ofBrand = eq(artworks.brandId, brandId)
      // The id breaks ties between files sent in the same instant, so that pages never overlap.
      const records = await db
        .select(columns)
        .from(artworks)
        .where(ofBrand)
        .orderBy(desc(artworks.createdAt), desc(artworks.id))
        .offset(window.start)
        .limit(window.limit)
      const [total] = await db.select({ n: count() }).from(artworks).where(ofBrand)
      return { records, total: total?.n ?? 0 }
    },
    async find(artworkId) {
      const [row] = await db.select(columns).from(artworks).where(eq(artworks.id, artworkId))
      return row ?? null
    },
    insert(artwork, by) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(artworks)
          .values({
            ...artwork,
            uploadedByShopId: by.kind === 'shop' ? by.shopId : null,
            uploadedByAdminId: by.kind === 'admin' ? by.adminId : null,
          })
          .returning(columns)
        if (row === undefined) throw new Error('artwork not inserted')
        // A shop is no administrator: its audit entry has no admin id, only its name (docs/decisions/076).
        await tx.insert(auditLog).values({
          adminId: by.kind === 'admin' ? by.adminId : null,
          adminLogin: by.label,
          entity: 'artwork',
          entityId: row.id,
          action: 'create',
          before: null,
          after: auditValues(row, by),
        })
        return row
      })
    },
  }
}

const auditValues = (row: ArtworkRecord, by: ArtworkUploader) => ({
  brandId: row.brandId,
  fileName: row.fileName,
  kind: row.kind,
  byteSize: row.byteSize,
  storageKey: row.storageKey,
  shopId: by.kind === 'shop' ? by.shopId : null,
})
