import type { Database } from '../db/database'
import type { FileStorage } from '../storage/storage.public'
import { ensureCataloguePdfs } from '../../showcase/showcase.public'
import type { PeriodicJob } from './job-runner'

// The specialised catalogues' PDFs follow the catalogue (decision 049): a product,
// a catalogue or a picture edited in the showcase back office gives, within the minute, a new PDF
// under a new key, and the old file goes. Only catalogues whose content fingerprint changed (or whose
// file is missing) are rendered; an uploaded PDF is never replaced. One server runs each period.
export function catalogueBrochuresJob(db: Database, files: FileStorage): PeriodicJob {
  return {
    name: 'catalogue-brochures',
    everyMs: 60_000,
    async run() {
      const titles = await ensureCataloguePdfs(db, files)
      return titles.length === 0
        ? null
        : `Catalogues PDF régénérés : ${titles.map((title) => `« ${title} »`).join(', ')}`
    },
  }
}
