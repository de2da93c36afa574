import type { Database } from '../db/database'
import { ensureImageRenditions, type RenditionSources } from '../media/ensure-image-renditions'
import type { Logger } from '../shared/logger'
import type { FileStorage } from '../storage/storage.public'
import { ensureCataloguePdfs } from '../../showcase/catalogues/catalogue-brochure'

// Startup step: the files behind the media rows exist in the file storage. Cheap when they do (one
// size request per file); otherwise copies the kept renditions of the repository's images (`kept`)
// and renders what is still missing (first start, new disk or bucket).
// imagesDir: the repository's content images, sources of the seed's renditions.
// Returns the number of files rendered or generated (copies are not counted: they cost no render).
export async function ensureShowcaseMedia(
  db: Database,
  files: FileStorage,
  sources: RenditionSources,
  logger: Logger,
): Promise<number> {
  const images = await ensureImageRenditions(db, files, sources)
  const documents = await ensureCataloguePdfs(db, files)
  for (const problem of images.problems) logger.warn(`Média de la vitrine non généré : ${problem}`)
  const written = images.written + documents.length
  if (written > 0) logger.info(`Médias de la vitrine générés : ${written} fichier(s)`)
  if (images.copied > 0) logger.info(`Médias de la vitrine repris du cache : ${images.copied} fichier(s)`)
  return written
}
