import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { ApplicationSort } from '../../../src/contract/showcase-admin/job-applications'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { jobApplications, jobs } from '../../platform/db/schema-showcase-content'
import { containsPattern } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { ApplicationListRequest, ApplicationRecord, ApplicationStore, ApplicationUnit } from './application-store'

const sortColumns: Record<ApplicationSort, SQL | typeof jobApplications.createdAt> = {
  created_at: jobApplications.createdAt,
  last_name: frenchSortKey(jobApplications.lastName),
  status: sql`${jobApplications.status}`,
}

function whereOf({ filters }: ApplicationListRequest): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (filters.jobId !== null) parts.push(eq(jobApplications.jobId, filters.jobId))
  if (filters.status !== null) parts.push(eq(jobApplications.status, filters.status))
  if (filters.text !== null) {
    const pattern = containsPattern(filters.text)
    parts.push(
      or(
        ilike(jobApplications.lastName, pattern),
        ilike(jobApplications.firstName, pattern),
        ilike(jobApplications.email, pattern),
      ),
    )
  }
  return and(...parts)
}

const selection = { application: jobApplications, jobTitle: jobs.title }
type Row = { application: typeof jobApplications.$inferSelect; jobTitle: string }
const toRecord = (row: Row): ApplicationRecord => ({ ...row.application, jobTitle: row.jobTitle })

const withJob = (db: Database | Transaction) =>
  db.select(selection).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId)).$dynamic()

async function readApplication(db: Database | Transaction, id: number, lock = false) {
  const query = withJob(db).where(eq(jobApplications.id, id))
  const [row] = lock ? await query.for('update', { of: jobApplications }) : await query
  return row === undefined ? null : toRecord(row)
}

export function drizzleApplicationStore(db: Database): ApplicationStore {
  const batch = async (request: ApplicationListRequest) =>
    (await windowOf(withJob(db).where(whereOf(request)), request, sortColumns, jobApplications.id)).map(toRecord)
  return listStore(db, jobApplications, {
    whereOf,
    batch,
    find: (id) => readApplication(db, id),
    unit: applicationUnit,
  })
}

function applicationUnit(tx: Transaction): ApplicationUnit {
  return {
    lock: (id) => readApplication(tx, id, true),
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, jobApplications, id, version, { ...values, updatedAt: now })
      return row === null ? null : readApplication(tx, id)
    },
    audit: (entry) => recordAudit(tx, entry),
  }
}
