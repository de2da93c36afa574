import type { Database } from '../db/database'
import { ensureImageRenditions } from '../media/ensure-image-renditions'
import type { Logger } from '../shared/logger'
import { ensureCataloguePdfs } from '../storefront/catalogue-brochure'

// originalsDir: the kept originals of the media library's uploads (issue 9).
export type ShowcaseMediaDirs = { mediaDir: string; imagesDir: string; originalsDir?: string }

// Startup step: the files behind the media rows exist on this server's disk. Cheap when they do
// (one stat per file); renders the missing ones otherwise (first start, new disk).
export async function ensureShowcaseMedia(db: Database, dirs: ShowcaseMediaDirs, logger: Logger): Promise<number> {
  const images = await ensureImageRenditions(db, dirs)
  const documents = await ensureCataloguePdfs(db, dirs.mediaDir)
  for (const problem of images.problems) logger.warn(`Média de la vitrine non généré : ${problem}`)
  const written = images.written + documents
  if (written > 0) logger.info(`Médias de la vitrine générés : ${written} fichier(s) dans ${dirs.mediaDir}`)
  return written
}
