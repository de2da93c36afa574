import { describe, expect, it } from 'vitest'
import { rateLimitHits } from '../../../server/platform/db/schema-support'
import { drizzleRateLimitStore } from '../../../server/platform/rate-limit/rate-limit-store.drizzle'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 12, 0, seconds))

describe('the rate limit store (one statement per attempt)', () => {
  it('counts this hit with the earlier ones in the window, per key', async () => {
    const store = drizzleRateLimitStore(t.db)
    expect((await store.hit(['a', 'b'], at(1), at(0))).counts).toEqual([1, 1])
    expect((await store.hit(['a'], at(2), at(0))).counts).toEqual([2])
    expect((await store.hit(['b', 'a'], at(3), at(0))).counts).toEqual([2, 3])
  })

  it('forgets hits older than the window in the same statement', async () => {
    const store = drizzleRateLimitStore(t.db)
    await store.hit(['a'], at(1), at(0))
    await store.hit(['a'], at(2), at(0))
    expect((await store.hit(['a'], at(30), at(10))).counts).toEqual([1])
    expect(await t.db.select().from(rateLimitHits)).toHaveLength(1)
  })

  it('records every one of many parallel hits, and each sees at least its own', async () => {
    const store = drizzleRateLimitStore(t.db)
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => store.hit(['k'], at(index + 1), at(0))))
    expect(answers.every((answer) => (answer.counts[0] ?? 0) >= 1)).toBe(true)
    expect(await t.db.select().from(rateLimitHits)).toHaveLength(25)
    expect((await store.hit(['k'], at(40), at(0))).counts).toEqual([26])
  })

  it('takes forgiven hits back out', async () => {
    const store = drizzleRateLimitStore(t.db)
    const { ids } = await store.hit(['a', 'b'], at(1), at(0))
    await store.forget(ids)
    expect(await t.db.select().from(rateLimitHits)).toHaveLength(0)
  })
})
