import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import type { JobSort } from '../../../src/contract/showcase-admin/jobs'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { media } from '../../platform/db/schema-showcase'
import { jobApplications, jobs } from '../../platform/db/schema-showcase-content'
import { updateVersioned } from '../../platform/db/versioned-update'
import { containsPattern, lockValue } from './jobs-sql.drizzle'
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

function orderOf(request: JobListRequest): SQL[] {
  const direction = request.order === 'DESC' ? desc : asc
  return [direction(sortColumns[request.sort]), direction(jobs.id)]
}

async function readJob(db: Database | Transaction, id: number, lock = false): Promise<JobRecord | null> {
  const query = db.select({ job: jobs, applicationsCount }).from(jobs).where(eq(jobs.id, id))
  const [row] = lock ? await query.for('update', { of: jobs }) : await query
  return row === undefined ? null : { ...row.job, applicationsCount: Number(row.applicationsCount) }
}

export function drizzleJobStore(db: Database): JobStore {
  return {
    async list(request) {
      const [rows, [counted]] = await Promise.all([
        db
          .select({ job: jobs, applicationsCount })
          .from(jobs)
          .where(whereOf(request))
          .orderBy(...orderOf(request))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(jobs).where(whereOf(request)),
      ])
      const items = rows.map((row) => ({ ...row.job, applicationsCount: Number(row.applicationsCount) }))
      return { total: Number(counted?.total ?? 0), items }
    },
    find: (id) => readJob(db, id),
    run: (work) => db.transaction((tx) => work(jobUnit(tx))),
  }
}

function jobUnit(tx: Transaction): JobUnit {
  return {
    lock: (id) => readJob(tx, id, true),
    async slugTaken(slug, exceptId) {
      await lockValue(tx, `job-slug:${slug}`)
      const same = eq(jobs.slug, slug)
      const [row] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(exceptId === null ? same : and(same, ne(jobs.id, exceptId)))
        .limit(1)
      return row !== undefined
    },
    async isImage(mediaId) {
      const [row] = await tx.select({ kind: media.kind }).from(media).where(eq(media.id, mediaId))
      return row?.kind === 'image'
    },
    async insert(values, now) {
      const [row] = await tx
        .insert(jobs)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning()
      if (row === undefined) throw new Error('job not inserted')
      return { ...row, applicationsCount: 0 }
    },
    async update(id, version, values, now) {
      const row = await updateVersioned(tx, jobs, id, version, { ...values, updatedAt: now })
      return row === null ? null : readJob(tx, row.id)
    },
    async remove(id) {
      await tx.delete(jobs).where(eq(jobs.id, id))
    },
    audit: (entry) => recordAudit(tx, entry),
  }
}
