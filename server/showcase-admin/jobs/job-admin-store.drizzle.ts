import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { JobSort } from '../../../src/contract/showcase-admin/jobs'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { media } from '../../platform/db/schema-showcase'
import { jobApplications, jobs } from '../../platform/db/schema-showcase-content'
import { containsPattern, deleteById, insertStamped, valueTaken } from '../../platform/db/table-rows'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { JobListRequest, JobRecord, JobStore, JobUnit } from './job-admin-store'

// "jobs"."id" written out: drizzle may render a column of the outer query unqualified, which the
// subquery would read as its own job_applications.id.
const applicationsCount = sql<number>`(select count(*)::int from ${jobApplications}
  where ${jobApplications.jobId} = "jobs"."id")`.as('applications_count')

const sortColumns: Record<JobSort, SQL | typeof jobs.createdAt> = {
  title: frenchSortKey(jobs.title),
  contract_type: frenchSortKey(jobs.contractType),
  location: frenchSortKey(jobs.location),
  published_at: sql`${jobs.publishedAt}`,
  created_at: jobs.createdAt,
}

function whereOf({ filters }: JobListRequest): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (filters.published !== null) parts.push(eq(jobs.published, filters.published))
  if (filters.text !== null) {
    const pattern = containsPattern(filters.text)
    parts.push(or(ilike(jobs.title, pattern), ilike(jobs.location, pattern)))
  }
  return and(...parts)
}

type Row = { job: typeof jobs.$inferSelect; applicationsCount: number }
const toRecord = (row: Row): JobRecord => ({ ...row.job, applicationsCount: Number(row.applicationsCount) })
const withCount = (db: Database | Transaction) => db.select({ job: jobs, applicationsCount }).from(jobs).$dynamic()

async function readJob(db: Database | Transaction, id: number, lock = false): Promise<JobRecord | null> {
  const query = withCount(db).where(eq(jobs.id, id))
  const [row] = lock ? await query.for('update', { of: jobs }) : await query
  return row === undefined ? null : toRecord(row)
}

export function drizzleJobStore(db: Database): JobStore {
  const batch = async (request: JobListRequest) =>
    (await windowOf(withCount(db).where(whereOf(request)), request, sortColumns, jobs.id)).map(toRecord)
  return listStore(db, jobs, { whereOf, batch, find: (id) => readJob(db, id), unit: jobUnit })
}

function jobUnit(tx: Transaction): JobUnit {
  return {
    lock: (id) => readJob(tx, id, true),
    slugTaken: (slug, exceptId) => valueTaken(tx, jobs, jobs.slug, slug, { lockKey: `job-slug:${slug}`, exceptId }),
    async isImage(mediaId) {
      const [row] = await tx.select({ kind: media.kind }).from(media).where(eq(media.id, mediaId))
      return row?.kind === 'image'
    },
    insert: async (values, now) => ({ ...(await insertStamped(tx, jobs, values, now, 'job')), applicationsCount: 0 }),
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, jobs, id, version, { ...values, updatedAt: now })
      return row === null ? null : readJob(tx, row.id)
    },
    remove: (id) => deleteById(tx, jobs, id),
    audit: (entry) => recordAudit(tx, entry),
  }
}
