import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { ApplicationSort } from '../../../src/contract/showcase-admin/job-applications'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { jobApplications, jobs } from '../../platform/db/schema-showcase-content'
import { updateVersioned } from '../../platform/db/versioned-update'
import type { ApplicationListRequest, ApplicationRecord, ApplicationStore } from './application-store'
import { containsPattern } from './jobs-sql.drizzle'

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

async function readApplication(db: Database | Transaction, id: number, lock = false) {
  const query = db
    .select(selection)
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.id, id))
  const [row] = lock ? await query.for('update', { of: jobApplications }) : await query
  return row === undefined ? null : toRecord(row)
}

export function drizzleApplicationStore(db: Database): ApplicationStore {
  return {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [rows, [counted]] = await Promise.all([
        db
          .select(selection)
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
          .where(whereOf(request))
          .orderBy(direction(sortColumns[request.sort]), direction(jobApplications.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(jobApplications).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items: rows.map(toRecord) }
    },
    find: (id) => readApplication(db, id),
    run: (work) =>
      db.transaction((tx) =>
        work({
          lock: (id) => readApplication(tx, id, true),
          async update(id, version, values, now) {
            const row = await updateVersioned(tx, jobApplications, id, version, { ...values, updatedAt: now })
            return row === null ? null : readApplication(tx, id)
          },
          audit: (entry) => recordAudit(tx, entry),
        }),
      ),
  }
}
