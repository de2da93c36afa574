import { MAX_ALT_LENGTH } from '../../../src/domain/media-limits'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import type { Clock } from '../../platform/shared/clock'
import type { Logger } from '../../platform/shared/logger'
import type { AdminActor, WriteOutcome } from '../../platform/shared/write-outcome'
import { invalid, missing, refused, saved, stale } from '../../platform/shared/write-outcome'
import type { MediaLibraryFiles } from './media-library-files'
import type { MediaLibraryStore, MediaRecord } from './media-library-store'
import { checkUpload, isRefusal, type UploadRefusal } from './media-upload-check'

// The media library's rules (decision 036): what an upload may be, that an image says what it shows, that
// a used media is never deleted. Files are written before the row (a row never points at nothing) and
// removed after it (a page never shows a missing file).

export type MediaLibraryDeps = { store: MediaLibraryStore; files: MediaLibraryFiles; clock: Clock; logger: Logger }

export type UploadInput = { bytes: Uint8Array; fileName: string; alt: string }
export type UploadOutcome = WriteOutcome<MediaRecord> | { kind: 'unacceptable'; refusal: UploadRefusal }

// The uploaded file's name is only shown (never a path): its last segment, one line, bounded.
function displayName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? ''
  return last
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200)
}

export function mediaLibraryUseCases({ store, files, clock, logger }: MediaLibraryDeps) {
  return {
    list: store.list,
    find: store.find,
    usage: store.usage,

    async upload(actor: AdminActor, input: UploadInput): Promise<UploadOutcome> {
      const checked = await checkUpload(input.bytes)
      if (isRefusal(checked)) return { kind: 'unacceptable', refusal: checked }
      const alt = input.alt.trim()
      if (checked.kind === 'image' && alt === '') return invalid({ alt: M.altRequired })
      if (alt.length > MAX_ALT_LENGTH) return invalid({ alt: M.altTooLong })
      const stored = await files.store(input.bytes, checked)
      try {
        const record = await store.insert(
          actor,
          {
            key: stored.key,
            kind: checked.kind,
            mimeType: checked.kind === 'image' ? 'image/webp' : checked.mimeType,
            alt,
            source: stored.source,
            width: stored.width,
            height: stored.height,
            sizeBytes: input.bytes.byteLength,
            renditions: stored.renditions,
            originalName: displayName(input.fileName),
          },
          clock.now(),
        )
        return saved(record)
      } catch (error) {
        await files.discard(stored.paths)
        throw error
      }
    },

    async updateAlt(actor: AdminActor, id: number, alt: string, version: number): Promise<WriteOutcome<MediaRecord>> {
      const current = await store.find(id)
      if (current === null) return missing
      if (current.kind === 'image' && alt.trim() === '') return invalid({ alt: M.altRequired })
      const outcome = await store.updateAlt(actor, id, version, alt.trim(), clock.now())
      return outcome.kind === 'saved' ? saved(outcome.record) : outcome.kind === 'stale' ? stale : missing
    },

    async remove(actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<null>> {
      const outcome = await store.remove(actor, id, version)
      if (outcome.kind === 'missing') return missing
      if (outcome.kind === 'stale') return stale
      if (outcome.kind === 'used') return refused(M.inUse(outcome.count))
      // The row is gone: a file left behind is only disk space, never a broken page.
      await files.discard(files.pathsOf(outcome.row)).catch((error: unknown) => {
        logger.warn(`Fichiers du média ${outcome.row.key} non supprimés : ${String(error)}`)
      })
      return saved(null)
    },
  }
}
