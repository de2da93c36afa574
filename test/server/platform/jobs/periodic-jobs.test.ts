import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { refreshTokens } from '../../../../server/platform/db/schema'
import { jobSchedules } from '../../../../server/platform/db/schema-jobs'
import { articles, blogCategories, jobs } from '../../../../server/platform/db/schema-showcase-content'
import { passwordResetTokens, rateLimitHits } from '../../../../server/platform/db/schema-support'
import { backgroundJobs, createWakeSignal } from '../../../../server/platform/jobs/jobs.public'
import { RATE_LIMIT_WINDOW_MS } from '../../../../server/platform/rate-limit/rate-limit.public'
import { localFileStorage } from '../../../../server/platform/storage/storage.public'
import { aShop } from '../../support/builders'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
const HOUR = 60 * 60 * 1000
// No catalogue in these tests: the catalogue-brochures job finds nothing to write.
const files = localFileStorage(mkdtempSync(join(tmpdir(), 'ecrin-jobs-')))
const runner = () =>
  backgroundJobs({ db: t.db, files, mail: null, wake: createWakeSignal(), clock: t.clock, logger: t.logger })
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs)

describe('periodic jobs', () => {
  it('run once per period, however many servers ask at the same time', async () => {
    await Promise.all([runner().runDue(), runner().runDue(), runner().runDue()])
    const rows = await t.db.select().from(jobSchedules)
    expect(rows.map((row) => [row.name, row.runs]).sort()).toEqual([
      ['catalogue-brochures', 1],
      ['pruning', 1],
      ['scheduled-publishing', 1],
    ])
    await runner().runDue()
    expect((await t.db.select().from(jobSchedules)).every((row) => row.runs === 1)).toBe(true)
    t.clock.advance(61_000)
    await Promise.all([runner().runDue(), runner().runDue()])
    const after = Object.fromEntries((await t.db.select().from(jobSchedules)).map((row) => [row.name, row.runs]))
    expect(after).toEqual({ 'scheduled-publishing': 2, pruning: 1, 'catalogue-brochures': 2 })
  })

  it('records a scheduled article and offer once, when their time comes', async () => {
    const [category] = await t.db.insert(blogCategories).values({ slug: 'atelier', name: 'Atelier' }).returning()
    const written = at(-HOUR)
    await t.db.insert(articles).values({
      slug: 'a-venir',
      title: 'À venir',
      categoryId: category?.id ?? 0,
      status: 'published',
      publishedAt: at(10 * 60_000),
      createdAt: written,
      updatedAt: written,
    })
    await t.db.insert(jobs).values({
      slug: 'offre-a-venir',
      title: 'Conducteur',
      contractType: 'CDI',
      location: 'Tours',
      published: true,
      publishedAt: at(10 * 60_000),
      createdAt: written,
      updatedAt: written,
    })
    await runner().runDue()
    expect(t.logger.infos.join('\n')).not.toContain('Publication programmée')
    t.clock.advance(11 * 60_000)
    await runner().runDue()
    expect(t.logger.infos.filter((line) => line.includes('Publication programmée'))).toEqual([
      'Publication programmée effectuée : article « a-venir », offre « offre-a-venir »',
    ])
    const [article] = await t.db.select().from(articles)
    expect(article?.updatedAt.getTime()).toBeGreaterThanOrEqual(article?.publishedAt?.getTime() ?? Infinity)
    t.clock.advance(2 * 60_000)
    await runner().runDue()
    expect(t.logger.infos.filter((line) => line.includes('Publication programmée'))).toHaveLength(1)
  })

  it('prunes only what nothing reads any more', async () => {
    const shop = await aShop(t.db)
    const token = (hash: string, expiresAt: Date) => ({
      tokenHash: hash,
      familyId: crypto.randomUUID(),
      audience: 'shop' as const,
      subjectId: shop.id,
      expiresAt,
    })
    await t.db.insert(refreshTokens).values([token('expiré', at(-1000)), token('valide', at(HOUR))])
    await t.db.insert(rateLimitHits).values([
      { key: 'login:ancien', at: at(-RATE_LIMIT_WINDOW_MS - 1000) },
      { key: 'login:récent', at: at(-1000) },
    ])
    await t.db.insert(passwordResetTokens).values([
      { shopId: shop.id, tokenHash: 'expiré', expiresAt: at(-1000) },
      { shopId: shop.id, tokenHash: 'utilisé', expiresAt: at(HOUR), usedAt: at(-1000) },
      { shopId: shop.id, tokenHash: 'ouvert', expiresAt: at(HOUR) },
    ])
    await runner().runDue()
    expect((await t.db.select().from(refreshTokens)).map((row) => row.tokenHash)).toEqual(['valide'])
    expect((await t.db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(['login:récent'])
    expect((await t.db.select().from(passwordResetTokens)).map((row) => row.tokenHash)).toEqual(['ouvert'])
    expect(t.logger.infos.join('\n')).toContain('Nettoyage : 1 jeton(s) expiré(s), 1 tentative(s), 2 lien(s)')
  })
})
