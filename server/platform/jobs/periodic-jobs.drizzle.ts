import { and, eq, isNotNull, lt, lte, or } from 'drizzle-orm'
import type { Database } from '../db/database'
import { refreshTokens } from '../db/schema'
import { articles, jobs } from '../db/schema-showcase-content'
import { passwordResetTokens, rateLimitHits } from '../db/schema-support'
import { RATE_LIMIT_WINDOW_MS } from '../rate-limit/rate-limit.public'
import type { PeriodicJob } from './job-runner'

const MINUTE = 60_000

// Scheduled publishing (the scheduled state of decision 036): public reads already filter on the clock, so an
// article or an offer shows at its time with no job at all. What this job adds is the trace of the
// moment: `updated_at` moves to when it went live (once: afterwards it is no longer before
// published_at), so the public answers' ETags change and caches that revalidate fetch the new list.
export function scheduledPublishingJob(db: Database): PeriodicJob {
  return {
    name: 'scheduled-publishing',
    everyMs: MINUTE,
    async run(now) {
      const wentLive = and(lte(articles.publishedAt, now), lt(articles.updatedAt, articles.publishedAt))
      const live = await db
        .update(articles)
        .set({ updatedAt: now })
        .where(and(eq(articles.status, 'published'), wentLive))
        .returning({ slug: articles.slug })
      const offers = await db
        .update(jobs)
        .set({ updatedAt: now })
        .where(and(eq(jobs.published, true), lte(jobs.publishedAt, now), lt(jobs.updatedAt, jobs.publishedAt)))
        .returning({ slug: jobs.slug })
      const names = [...live.map((row) => `article « ${row.slug} »`), ...offers.map((row) => `offre « ${row.slug} »`)]
      return names.length === 0 ? null : `Publication programmée effectuée : ${names.join(', ')}`
    },
  }
}

// What nothing reads any more: expired refresh tokens, rate-limit hits older than their window, reset
// links used or expired. Kept tables small; no row that could still change an answer is removed.
export function pruningJob(db: Database): PeriodicJob {
  return {
    name: 'pruning',
    everyMs: 60 * MINUTE,
    async run(now) {
      const tokens = await db
        .delete(refreshTokens)
        .where(lt(refreshTokens.expiresAt, now))
        .returning({ id: refreshTokens.id })
      const windowStart = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS)
      const hits = await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.at, windowStart))
        .returning({ id: rateLimitHits.id })
      const links = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id })
      const total = tokens.length + hits.length + links.length
      if (total === 0) return null
      return (
        `Nettoyage : ${tokens.length} jeton(s) expiré(s), ${hits.length} tentative(s), ` +
        `${links.length} lien(s) de réinitialisation`
      )
    },
  }
}
