import { randomBytes } from 'node:crypto'
import {
  planUploadRenditions,
  renderWebp,
  renditionFileName,
  UPLOADED_SOURCE_PREFIX,
} from '../../platform/media/media.public'
import { contentHash, isSafeKey, mediaKey, originalKey, type FileStorage } from '../../platform/storage/storage.public'
import type { CheckedUpload } from './media-upload-check'
import type { MediaRow } from './media-library-store'

// The media library's files (decision 036), in the file storage (decision 038). An image is rendered to its WebP
// sizes ONCE, here, at upload, under the served `media/` folder; its original is kept under
// `originals/` (never served: it may carry metadata) and named by the row's `source`, so that the
// start-up step can render missing sizes again. A PDF is its own file, served as it came.
// Names start with a hash of the uploaded bytes, so a served name never changes content and may be
// cached for a year; a short random tail keeps two uploads of the same file apart (two rows).

const FOLDER = 'bibliotheque'

export type StoredFiles = {
  key: string
  source: string | null
  renditions: { width: number; height: number }[]
  width: number | null
  height: number | null
  /** Every file written (storage keys), removed again if the row cannot be saved. */
  paths: string[]
}

export type MediaLibraryFiles = {
  store(bytes: Uint8Array, checked: CheckedUpload): Promise<StoredFiles>
  discard(paths: readonly string[]): Promise<void>
  /** The storage keys of a deleted row's files (renditions and original, or the document). */
  pathsOf(row: MediaRow): string[]
}

export function storageMediaLibraryFiles(files: FileStorage): MediaLibraryFiles {
  const discard = async (keys: readonly string[]) => {
    await Promise.all(keys.map((key) => files.remove(key)))
  }
  return {
    async store(bytes, checked) {
      const stem = `${FOLDER}/${contentHash(bytes)}-${randomBytes(3).toString('hex')}`
      const keys: string[] = []
      const put = async (key: string, content: Uint8Array, type: string) => {
        await files.put(key, content, type)
        keys.push(key)
      }
      try {
        if (checked.kind === 'document') {
          const key = `${stem}.pdf`
          await put(mediaKey(key), bytes, 'application/pdf')
          // A non-null source: the start-up step never writes a generated brochure over an uploaded PDF.
          const source = `${UPLOADED_SOURCE_PREFIX}${key}`
          return { key, source, renditions: [], width: null, height: null, paths: keys }
        }
        const originalName = `${stem}.${checked.extension}`
        await put(originalKey(originalName), bytes, checked.mimeType)
        const renditions = planUploadRenditions(checked.width, checked.height)
        const source = { bytes: Buffer.from(bytes), width: checked.width, isVector: false }
        for (const rendition of renditions) {
          await put(
            mediaKey(renditionFileName(stem, rendition.width)),
            await renderWebp(source, rendition),
            'image/webp',
          )
        }
        const largest = renditions[renditions.length - 1]
        return {
          key: stem,
          source: `${UPLOADED_SOURCE_PREFIX}${originalName}`,
          renditions,
          width: largest?.width ?? checked.width,
          height: largest?.height ?? checked.height,
          paths: keys,
        }
      } catch (error) {
        await discard(keys)
        throw error
      }
    },
    discard,
    pathsOf(row) {
      if (row.kind === 'document') return safe([mediaKey(row.key)])
      const renditions = Array.isArray(row.renditions) ? row.renditions : []
      const keys = renditions.map((rendition) => mediaKey(renditionFileName(row.key, rendition.width)))
      if (row.source?.startsWith(UPLOADED_SOURCE_PREFIX) === true) {
        keys.push(originalKey(row.source.slice(UPLOADED_SOURCE_PREFIX.length)))
      }
      return safe(keys)
    },
  }
}

// A row is stored data: a key from it that could leave its folder is dropped, never removed.
const safe = (keys: string[]) => keys.filter(isSafeKey)
