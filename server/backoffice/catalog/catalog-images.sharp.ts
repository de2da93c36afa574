import { randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { MAX_CATALOG_IMAGE_BYTES } from '../../../src/contract/backoffice/brands'
import { imagePixelsCheck, MAX_IMAGE_PIXELS } from '../../../src/domain/media-limits'
import { CATALOG_MESSAGES as M } from '../../../src/domain/messages/backoffice-messages'
import { mediaUrl } from '../../platform/media/media.public'
import { contentHash, isSafeKey, mediaKey, type FileStorage } from '../../platform/storage/storage.public'
import type { CatalogImages } from './catalog-images'

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp'])
const MAX_EDGE = 1600
const FOLDER = 'catalogue'

/**
 * Catalogue images under `media/catalogue/...` of the file storage, served by the /media route; the
 * name carries a hash of the WebP, so it may be cached for a year. The type comes from the bytes, never
 * from the name or the browser's header, and the re-encoding drops whatever else the file carried
 * (metadata, trailing payloads).
 */
export function sharpCatalogImages(files: FileStorage): CatalogImages {
  return {
    async prepare(bytes) {
      if (bytes.byteLength > MAX_CATALOG_IMAGE_BYTES) return { kind: 'refused', message: M.imageTooLarge }
      const detected = await fileTypeFromBuffer(bytes)
      if (detected === undefined || !ACCEPTED.has(detected.mime)) return { kind: 'refused', message: M.imageType }
      try {
        // Imported when first needed: loading sharp costs 100-160 ms of a start (decision 061).
        const { default: sharp } = await import('sharp')
        // The header's size first: an image above the stated limit is told so, not called unreadable.
        const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata()
        const pixels = imagePixelsCheck(width, height)
        if (pixels.kind === 'refused') return pixels
        const webp = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
          .rotate()
          .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82, effort: 4 })
          .toBuffer()
        return { kind: 'ready', webp }
      } catch {
        return { kind: 'refused', message: M.imageUnreadable }
      }
    },
    async save(folder, ownerId, webp) {
      // The random tail keeps a re-upload of the same picture apart from the file it replaces.
      const name = `${FOLDER}/${folder}/${ownerId}-${contentHash(webp)}-${randomBytes(3).toString('hex')}.webp`
      await files.put(mediaKey(name), webp, 'image/webp')
      return mediaUrl(name)
    },
    async discard(url) {
      const prefix = `/media/${FOLDER}/`
      if (url === null || !url.startsWith(prefix)) return
      const key = mediaKey(decodeURIComponent(url.slice('/media/'.length)))
      if (isSafeKey(key)) await files.remove(key)
    },
  }
}
