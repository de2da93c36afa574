import type { Database } from '../platform/db/database'
import type { Clock } from '../platform/shared/clock'
import type { Logger } from '../platform/shared/logger'
import {
  drizzleMediaLibraryStore,
  mediaLibraryRoutes,
  mediaLibraryUseCases,
  storageMediaLibraryFiles,
} from './media/media.public'
import type { FileStorage } from '../platform/storage/storage.public'

// The media library of the showcase back office (decision 036): its rows, and its files in the file
// storage (served sizes under `media/`, kept originals under `originals/`).
type MediaWiring = { db: Database; clock: Clock; logger: Logger; files: FileStorage }

export function wireShowcaseMedia(input: MediaWiring) {
  const files = storageMediaLibraryFiles(input.files)
  const store = drizzleMediaLibraryStore(input.db)
  return mediaLibraryRoutes(mediaLibraryUseCases({ store, files, clock: input.clock, logger: input.logger }))
}
