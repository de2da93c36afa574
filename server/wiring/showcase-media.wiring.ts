import type { Database } from '../db/database'
import { originalsDirectory } from '../media/media.public'
import type { Clock } from '../shared/clock'
import type { Logger } from '../shared/logger'
import {
  drizzleMediaLibraryStore,
  fsMediaLibraryFiles,
  mediaLibraryRoutes,
  mediaLibraryUseCases,
} from '../showcase-media/showcase-media.public'

// The media library of the showcase back office (issue 9): its rows, its files under the served media
// folder, the kept originals under the data folder.
type MediaWiring = { db: Database; clock: Clock; logger: Logger; mediaDir: string; dataDir: string }

export function wireShowcaseMedia(input: MediaWiring) {
  const files = fsMediaLibraryFiles({ mediaDir: input.mediaDir, originalsDir: originalsDirectory(input.dataDir) })
  const store = drizzleMediaLibraryStore(input.db)
  return mediaLibraryRoutes(mediaLibraryUseCases({ store, files, clock: input.clock, logger: input.logger }))
}
