import type { ApplicationSort, ApplicationStatus } from '../../../src/contract/showcase-admin/job-applications'
import type { AuditEntry } from '../../platform/audit/audit.public'
import type { jobApplications } from '../../platform/db/schema-showcase-content'
import type { UnitStore } from '../../platform/shared/row-writes'
import type { ListPage, ListWindow } from '../../platform/shared/write-outcome'

/** An application with the title of the job it answers. */
export type ApplicationRecord = typeof jobApplications.$inferSelect & { jobTitle: string }

export type ApplicationFilters = { jobId: number | null; status: ApplicationStatus | null; text: string | null }
export type ApplicationListRequest = ListWindow & { sort: ApplicationSort; filters: ApplicationFilters }
export type ApplicationValues = { status: ApplicationStatus; notes: string }

export type ApplicationUnit = {
  lock(id: number): Promise<ApplicationRecord | null>
  /** null when the version moved on meanwhile. */
  update(id: number, version: number, values: ApplicationValues, now: Date): Promise<ApplicationRecord | null>
  audit(entry: AuditEntry): Promise<void>
}

export type ApplicationStore = UnitStore<ApplicationUnit> & {
  list(request: ApplicationListRequest): Promise<ListPage<ApplicationRecord>>
  find(id: number): Promise<ApplicationRecord | null>
}

/** The stored CV files (under DATA_DIR/uploads, never under /media): null when the file is gone. */
export type CvFiles = { read(cvPath: string): Promise<Uint8Array | null> }
