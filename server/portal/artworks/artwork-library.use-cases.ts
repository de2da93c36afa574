import { randomBytes } from 'node:crypto'
import {
  ARTWORK_CONTENT_TYPES,
  artworkCheck,
  artworkFileName,
  isViewableArtwork,
} from '../../../src/domain/artwork-files'
import { checkedKey, type FileStorage } from '../../platform/storage/storage.public'
import type { ArtworkPage, ArtworkRecord, ArtworkStore, ArtworkUploader, ArtworkWindow } from './artwork-library'

// A brand's artwork library (docs/decisions/076-proof-approval.md): the shops and the head office of the brand
// and the administrators list, send and read its files. The kind is read from the bytes (artworkCheck); the
// storage key is ours, the name shown is the sanitised one the file came with.

export type ArtworkUpload = { bytes: Uint8Array; sentName: string }
export type UploadResult = { kind: 'saved'; artwork: ArtworkRecord } | { kind: 'refused'; message: string }
export type ArtworkFile = { artwork: ArtworkRecord; bytes: Uint8Array; contentType: string; viewable: boolean }

export function artworkLibrary(deps: { store: ArtworkStore; files: FileStorage }) {
  const { store, files } = deps

  async function upload(brandId: number, sent: ArtworkUpload, by: ArtworkUploader): Promise<UploadResult> {
    const check = artworkCheck(sent.bytes, sent.sentName)
    if (check.kind === 'refused') return check
    const fileName = artworkFileName(sent.sentName, check.artworkKind)
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1)
    const storageKey = checkedKey(`artworks/${brandId}/${randomBytes(16).toString('hex')}.${extension}`)
    await files.put(storageKey, sent.bytes, ARTWORK_CONTENT_TYPES[check.artworkKind])
    const row = { brandId, fileName, storageKey, kind: check.artworkKind, byteSize: sent.bytes.byteLength }
    try {
      return { kind: 'saved', artwork: await store.insert({ ...row, uploadedByLabel: by.label }, by) }
    } catch (error) {
      // No row names the file: it would never be served nor cleaned up.
      await files.remove(storageKey).catch(() => undefined)
      throw error
    }
  }

  async function fileOf(artwork: ArtworkRecord | null): Promise<ArtworkFile | null> {
    if (artwork === null) return null
    const bytes = await files.get(artwork.storageKey)
    if (bytes === null) return null
    const viewable = isViewableArtwork(artwork.kind)
    return { artwork, bytes, contentType: ARTWORK_CONTENT_TYPES[artwork.kind], viewable }
  }

  return {
    /** The caller's brand's files; null when the caller is gone. */
    async listForShop(shopId: number, window: ArtworkWindow): Promise<ArtworkPage | null> {
      const shop = await store.shopOf(shopId)
      return shop === null ? null : store.list(shop.brandId, window)
    },
    async listForBrand(brandId: number, window: ArtworkWindow): Promise<ArtworkPage | null> {
      return (await store.brandExists(brandId)) ? store.list(brandId, window) : null
    },
    async uploadByShop(shopId: number, sent: ArtworkUpload): Promise<UploadResult | null> {
      const shop = await store.shopOf(shopId)
      if (shop === null) return null
      return upload(shop.brandId, sent, { kind: 'shop', shopId, label: shop.name })
    },
    async uploadByAdmin(admin: { id: number; login: string }, brandId: number, sent: ArtworkUpload) {
      if (!(await store.brandExists(brandId))) return null
      return upload(brandId, sent, { kind: 'admin', adminId: admin.id, label: admin.login })
    },
    /** Null for another brand's file as for a missing one: the caller never learns it exists. */
    async fileForShop(shopId: number, artworkId: number): Promise<ArtworkFile | null> {
      const shop = await store.shopOf(shopId)
      const artwork = shop === null ? null : await store.find(artworkId)
      return fileOf(artwork !== null && artwork.brandId === shop?.brandId ? artwork : null)
    },
    async fileForAdmin(artworkId: number): Promise<ArtworkFile | null> {
      return fileOf(await store.find(artworkId))
    },
  }
}

export type ArtworkLibrary = ReturnType<typeof artworkLibrary>
