import type { ApplicationUpdateBody } from '../../../src/contract/showcase-admin/job-applications'
import type { Clock } from '../../platform/shared/clock'
import { recordWrites } from '../../platform/shared/row-writes'
import type { AdminActor, WriteOutcome } from '../../platform/shared/write-outcome'
import type { ApplicationListRequest, ApplicationRecord, ApplicationStore, CvFiles } from './application-store'
import { cvDownloadName } from '../../../src/domain/cv-download-name'

export const APPLICATION_ENTITY = 'vitrine_application'

// Only the follow-up is written here; the candidate's own words and file stay as sent.
const snapshot = ({ status, notes, version }: ApplicationRecord) => ({ status, notes, version })

/** The stored file, its type, and the name it downloads under: the candidate's, made safe (cv-download-name.ts). */
export type CvDownload = { bytes: Uint8Array; mimeType: string; fileName: string }

// The applications to the job offers (decision 036): read, followed up (status and notes, versioned and
// audited through docs/decisions/054-one-versioned-save.md), and their CV downloaded by the showcase
// administrators only (the door of the routes).
export function applicationUseCases(deps: { store: ApplicationStore; cvFiles: CvFiles; clock: Clock }) {
  const { store, clock } = deps
  const records = recordWrites({ store, entity: APPLICATION_ENTITY, snapshot })
  return {
    list: (request: ApplicationListRequest) => store.list(request),
    find: (id: number) => store.find(id),

    update: (actor: AdminActor, id: number, body: ApplicationUpdateBody): Promise<WriteOutcome<ApplicationRecord>> =>
      records.save(actor, id, body.version, {
        write: (unit) => unit.update(id, body.version, { status: body.status, notes: body.notes }, clock.now()),
      }),

    /** The stored CV, or why not: an unknown application, or its file gone from the disk. */
    async cv(id: number): Promise<CvDownload | 'missing' | 'file-missing'> {
      const application = await store.find(id)
      if (application === null) return 'missing'
      const bytes = await deps.cvFiles.read(application.cvPath)
      if (bytes === null) return 'file-missing'
      const fileName = cvDownloadName(application.cvOriginalName, application.cvMimeType)
      return { bytes, mimeType: application.cvMimeType, fileName }
    },
  }
}

export type ApplicationUseCases = ReturnType<typeof applicationUseCases>
