import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { stockBalances, stockMovements } from '../../../../server/platform/db/schema-stock'
import { prepareDatabase } from '../../../../server/platform/startup/prepare-database'
import { parisCalendarDay } from '../../../../src/domain/working-days'
import { cheapPasswords } from '../../support/builders'
import { api, expectJson } from '../../support/portal-http'
import { logInShop } from '../../support/sessions'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
const DAY_MS = 86_400_000
const daysAhead = (n: number) => parisCalendarDay(new Date(Date.now() + n * DAY_MS))

async function seededSession(identifiant: string) {
  const { access_token } = await logInShop(t.app, { identifiant, password: 'Demo2026!' })
  return api(t.app, access_token)
}

describe('the demo’s stock (docs/decisions/077-brand-stock.md)', () => {
  it('gives Maison Lemoine two kept options: a relaunch within weeks, and one months away', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const siege = await seededSession('siege-lemoine')
    const overview = await expectJson(siege.get('/api/account/stock'))
    type Option = { product_name: string; relaunch_before: string; weekly_by_shop: { shop_name: string }[] }
    const byName = new Map<string, Option>(overview.options.map((option: Option) => [option.product_name, option]))
    const bags = byName.get('Sac kraft poignées torsadées') as Option
    const labels = byName.get('Étiquette adhésive ronde') as Option
    expect(overview.options).toHaveLength(2)
    expect(bags).toMatchObject({ option_label: 'Grand format 32 × 16 × 40 cm', relaunch_overdue: false })
    expect(bags.relaunch_before > daysAhead(0) && bags.relaunch_before <= daysAhead(42)).toBe(true)
    expect(labels.relaunch_before > daysAhead(60)).toBe(true)
    // Every shop of the brand called off, a year back.
    expect(bags.weekly_by_shop.map((shop: { shop_name: string }) => shop.shop_name)).toHaveLength(3)
    const consumption = await expectJson(siege.get('/api/account/stock/consumption'))
    expect(new Set(consumption.rows.map((row: { month: string }) => row.month)).size).toBe(12)

    // The balances are the sums of their movements; the call-offs carry a shop and no order.
    const sums = await t.db
      .select({ optionId: stockMovements.optionId, total: sql<number>`sum(${stockMovements.quantity})::int` })
      .from(stockMovements)
      .groupBy(stockMovements.optionId)
    const balances = await t.db.select().from(stockBalances)
    expect(balances.map((row) => [row.optionId, row.balance]).sort()).toEqual(
      sums.map((row) => [row.optionId, row.total]).sort(),
    )
    const [orphan] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.kind, 'call_off'),
          sql`(${stockMovements.shopId} is null or ${stockMovements.orderId} is not null)`,
        ),
      )
    expect(orphan?.count).toBe(0)

    // boutique-lyon orders directly but its brand has a head office: the page is the head office's.
    const lyon = await seededSession('boutique-lyon')
    await expectJson(lyon.get('/api/account/stock'), 403)
  })
})
