import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { MAX_CATALOG_IMAGE_BYTES } from '../../src/contract/backoffice/brands'
import { CATALOG_MESSAGES as M } from '../../src/domain/messages/backoffice-messages'
import { fileUnder, mediaUrl, writeFileAtomically } from '../media/media.public'
import type { CatalogImages } from './catalog-images'

const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp'])
// Large enough for any logo or packshot, small enough that a decompression bomb is refused early.
const MAX_INPUT_PIXELS = 40_000_000
const MAX_EDGE = 1600
const FOLDER = 'catalogue'

/**
 * Catalogue images in the showcase's media folder (`${DATA_DIR}/uploads/media/catalogue/...`), served
 * by the /media route. The type comes from the bytes, never from the name or the browser's header,
 * and the re-encoding drops whatever else the file carried (metadata, trailing payloads).
 */
export function sharpCatalogImages(mediaDir: string): CatalogImages {
  return {
    async prepare(bytes) {
      if (bytes.byteLength > MAX_CATALOG_IMAGE_BYTES) return { kind: 'refused', message: M.imageTooLarge }
      const detected = await fileTypeFromBuffer(bytes)
      if (detected === undefined || !ACCEPTED.has(detected.mime)) return { kind: 'refused', message: M.imageType }
      try {
        const webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
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
      const name = `${FOLDER}/${folder}/${ownerId}-${randomBytes(8).toString('hex')}.webp`
      const path = fileUnder(mediaDir, name)
      if (path === null) throw new Error(`nom d’image refusé : ${name}`)
      await writeFileAtomically(path, webp)
      return mediaUrl(name)
    },
    async discard(url) {
      const prefix = `/media/${FOLDER}/`
      if (url === null || !url.startsWith(prefix)) return
      const path = fileUnder(mediaDir, decodeURIComponent(url.slice('/media/'.length)))
      if (path !== null) await rm(path, { force: true })
    },
  }
}
