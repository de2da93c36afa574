import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { fileUnder, planRenditions, renderWebp, renditionFileName, UPLOADED_SOURCE_PREFIX, writeFileAtomically }
  from '../media/media.public'
import type { CheckedUpload } from './media-upload-check'
import type { MediaRow } from './media-library-store'

// The media library's files (issue 9). An image is rendered to its WebP sizes ONCE, here, at upload,
// under the served media folder; its original is kept outside it (never served: it may carry
// metadata) and named by the row's `source`, so that the start-up step can render missing sizes
// again on a new disk. A PDF is its own file, served as it came (its source names it as uploaded).

const FOLDER = 'bibliotheque'

export type StoredFiles = {
  key: string
  source: string | null
  renditions: { width: number; height: number }[]
  width: number | null
  height: number | null
  /** Every file written, removed again if the row cannot be saved. */
  paths: string[]
}

export type MediaLibraryFiles = {
  store(bytes: Uint8Array, checked: CheckedUpload): Promise<StoredFiles>
  discard(paths: readonly string[]): Promise<void>
  /** The paths of a deleted row's files (renditions and original, or the document). */
  pathsOf(row: MediaRow): string[]
}

function under(root: string, name: string): string {
  const path = fileUnder(root, name)
  if (path === null) throw new Error(`media file outside its folder: ${name}`)
  return path
}

const discard = async (paths: readonly string[]) => {
  await Promise.all(paths.map((path) => rm(path, { force: true })))
}

export function fsMediaLibraryFiles(dirs: { mediaDir: string; originalsDir: string }): MediaLibraryFiles {
  return {
    async store(bytes, checked) {
      const stem = `${FOLDER}/${randomBytes(12).toString('hex')}`
      const paths: string[] = []
      try {
        if (checked.kind === 'document') {
          const key = `${stem}.pdf`
          const path = under(dirs.mediaDir, key)
          await writeFileAtomically(path, bytes)
          paths.push(path)
          // A non-null source: the start-up step never writes a generated brochure over an uploaded PDF.
          const source = `${UPLOADED_SOURCE_PREFIX}${key}`
          return { key, source, renditions: [], width: null, height: null, paths }
        }
        const originalName = `${stem}.${checked.extension}`
        const original = under(dirs.originalsDir, originalName)
        await writeFileAtomically(original, bytes)
        paths.push(original)
        const renditions = planRenditions(checked.width, checked.height)
        const source = { bytes: Buffer.from(bytes), width: checked.width, isVector: false }
        for (const rendition of renditions) {
          const path = under(dirs.mediaDir, renditionFileName(stem, rendition.width))
          await writeFileAtomically(path, await renderWebp(source, rendition))
          paths.push(path)
        }
        const largest = renditions[renditions.length - 1]
        return {
          key: stem,
          source: `${UPLOADED_SOURCE_PREFIX}${originalName}`,
          renditions,
          width: largest?.width ?? checked.width,
          height: largest?.height ?? checked.height,
          paths,
        }
      } catch (error) {
        await discard(paths)
        throw error
      }
    },
    discard,
    pathsOf(row) {
      if (row.kind === 'document') {
        const path = fileUnder(dirs.mediaDir, row.key)
        return path === null ? [] : [path]
      }
      const renditions = Array.isArray(row.renditions) ? row.renditions : []
      const paths = renditions.flatMap((rendition) => {
        const path = fileUnder(dirs.mediaDir, renditionFileName(row.key, rendition.width))
        return path === null ? [] : [path]
      })
      if (row.source?.startsWith(UPLOADED_SOURCE_PREFIX) === true) {
        const original = fileUnder(dirs.originalsDir, row.source.slice(UPLOADED_SOURCE_PREFIX.length))
        if (original !== null) paths.push(original)
      }
      return paths
    },
  }
}
