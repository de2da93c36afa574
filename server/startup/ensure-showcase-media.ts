import type { Database } from '../db/database'
import { ensureImageRenditions } from '../media/ensure-image-renditions'
import type { Logger } from '../shared/logger'
import type { FileStorage } from '../storage/storage.public'
import { ensureCataloguePdfs } from '../storefront/catalogue-brochure'

// Startup step: the files behind the media rows exist in the file storage. Cheap when they do (one
// size request per file); renders the missing ones otherwise (first start, new disk or bucket).
// imagesDir: the repository's content images, sources of the seed's renditions.
export async function ensureShowcaseMedia(
  db: Database,
  files: FileStorage,
  sources: { imagesDir: string },
  logger: Logger,
): Promise<number> {
  const images = await ensureImageRenditions(db, files, sources)
  const documents = await ensureCataloguePdfs(db, files)
  for (const problem of images.problems) logger.warn(`Média de la vitrine non généré : ${problem}`)
  const written = images.written + documents
  if (written > 0) logger.info(`Médias de la vitrine générés : ${written} fichier(s)`)
  return written
}
