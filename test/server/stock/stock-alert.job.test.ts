import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { stockBalances, stockMovements } from '../../../server/platform/db/schema-stock'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { aBrand, aShop } from '../support/builders'
import { mailsTo } from '../support/conversation'
import { aProduct } from '../support/portal-builders'
import { useTestApp } from '../support/test-app'

const t = useTestApp()
const DESK = 'commandes@ecrin-emballages.fr'
const DAY_MS = 86_400_000

// docs/decisions/077-brand-stock.md, "Told in time": the relaunch warning, once per run.
const stockAlerts = () => {
  const job = t.deps.background.jobs?.find((candidate) => candidate.name === 'stock-alerts')
  if (job === undefined) throw new Error('the stock alert job is not registered')
  return job
}

const daysAgo = (days: number) => parisCalendarDay(new Date(t.clock.now().getTime() - days * DAY_MS))

async function aRun(brandId: number, optionId: number, quantity: number, days: number) {
  const [run] = await t.db
    .insert(stockMovements)
    .values({ brandId, optionId, kind: 'run', quantity, happenedOn: daysAgo(days), lot: `LOT-${days}` })
    .returning({ id: stockMovements.id })
  if (run === undefined) throw new Error('run not inserted')
  return run.id
}

/**
 * An account of `balance` bags with one run, and `weekly` bags called off each of the last twelve weeks by
 * `shopId`; the product takes 15 working days to make.
 */
async function anAccount(brandId: number, shopId: number, balance: number, weekly: number) {
  const product = await aProduct(t.db, brandId, {
    name: 'Sac kraft',
    leadTimeDays: 15,
    options: [{ label: 'Logo or', minimumQuantity: 100, packMultiple: 50 }],
  })
  const option = product.options[0]
  if (option === undefined) throw new Error('no option')
  const runId = await aRun(brandId, option.id, balance + 12 * weekly, 100)
  if (weekly > 0) {
    const callOffs = Array.from({ length: 12 }, (_, week) => ({
      brandId,
      optionId: option.id,
      kind: 'call_off' as const,
      quantity: -weekly,
      happenedOn: daysAgo(7 * week + 1),
      shopId,
    }))
    await t.db.insert(stockMovements).values(callOffs)
  }
  await t.db.insert(stockBalances).values({ brandId, optionId: option.id, balance })
  return { optionId: option.id, runId }
}

async function alertedRunOf(brandId: number, optionId: number) {
  const [row] = await t.db
    .select({ alertedRunId: stockBalances.alertedRunId })
    .from(stockBalances)
    .where(and(eq(stockBalances.brandId, brandId), eq(stockBalances.optionId, optionId)))
  return row?.alertedRunId
}

const allMails = () => t.db.select().from(mailOutbox)

async function aBrandWithHeadOffice() {
  const brand = await aBrand(t.db, { name: 'Maison Lemoine' })
  const headOffice = await aShop(t.db, { brandId: brand.id })
  const shop = await aShop(t.db, { brandId: brand.id, validatorId: headOffice.id })
  const other = await aShop(t.db, { brandId: brand.id, validatorId: headOffice.id })
  return { brand, headOffice, shop, other }
}

describe('the stock relaunch warning', () => {
  it('mails the head office and the order desk once when a relaunch day is near, and marks the run', async () => {
    const { brand, headOffice, shop, other } = await aBrandWithHeadOffice()
    // 100 bags a week and 300 left: out in three weeks, so the 15-day production should have started.
    const account = await anAccount(brand.id, shop.id, 300, 100)

    expect(await stockAlerts().run(t.clock.now())).toBe('Alertes de relance de stock écrites : 1')

    const [toHeadOffice, ...moreToHeadOffice] = await mailsTo(t, headOffice.email)
    expect(moreToHeadOffice).toEqual([])
    expect(toHeadOffice?.subject).toBe('Relancer une production : Sac kraft – Logo or')
    expect(toHeadOffice?.text).toContain('Maison Lemoine')
    expect(toHeadOffice?.text).toMatch(/300\sunités/u)
    expect(toHeadOffice?.text).toContain('Rupture estimée le ')
    expect(toHeadOffice?.text).toContain('Relancer une production avant le ')
    expect(toHeadOffice?.text).toMatch(/Quantité suggérée : 1\s200 unités/u)
    expect(toHeadOffice?.text).toContain('/account/stock')
    const toDesk = await mailsTo(t, DESK)
    expect(toDesk.map((mail) => mail.subject)).toEqual(['Relancer une production : Sac kraft – Logo or'])
    expect(toDesk[0]?.text).toContain('/backoffice/stock')
    expect(await mailsTo(t, shop.email)).toEqual([])
    expect(await mailsTo(t, other.email)).toEqual([])
    expect(await alertedRunOf(brand.id, account.optionId)).toBe(account.runId)
  })

  it('writes nothing more on the next run, and warns again after a new run', async () => {
    const { brand, headOffice, shop } = await aBrandWithHeadOffice()
    const account = await anAccount(brand.id, shop.id, 300, 100)
    await stockAlerts().run(t.clock.now())

    expect(await stockAlerts().run(t.clock.now())).toBeNull()
    expect(await allMails()).toHaveLength(2)

    // A small run received today: still due, and a new run to warn about.
    const newRun = await aRun(brand.id, account.optionId, 50, 0)
    await t.db
      .update(stockBalances)
      .set({ balance: 350 })
      .where(and(eq(stockBalances.brandId, brand.id), eq(stockBalances.optionId, account.optionId)))

    expect(await stockAlerts().run(t.clock.now())).toBe('Alertes de relance de stock écrites : 1')
    expect(await mailsTo(t, headOffice.email)).toHaveLength(2)
    expect(await mailsTo(t, DESK)).toHaveLength(2)
    expect(await alertedRunOf(brand.id, account.optionId)).toBe(newRun)
  })

  it('mails the brand’s shops when it has no head office', async () => {
    const brand = await aBrand(t.db)
    const shop = await aShop(t.db, { brandId: brand.id })
    const other = await aShop(t.db, { brandId: brand.id })
    await anAccount(brand.id, shop.id, 300, 100)

    await stockAlerts().run(t.clock.now())

    expect(await mailsTo(t, shop.email)).toHaveLength(1)
    expect(await mailsTo(t, other.email)).toHaveLength(1)
    expect(await mailsTo(t, DESK)).toHaveLength(1)
  })

  it('writes nothing when the relaunch day is far, or nothing is consumed', async () => {
    const { brand, shop } = await aBrandWithHeadOffice()
    // 10 bags a week against 50 000: a century of stock.
    const far = await anAccount(brand.id, shop.id, 50_000, 10)
    const still = await anAccount(brand.id, shop.id, 40, 0)

    expect(await stockAlerts().run(t.clock.now())).toBeNull()

    expect(await allMails()).toEqual([])
    expect(await alertedRunOf(brand.id, far.optionId)).toBeNull()
    expect(await alertedRunOf(brand.id, still.optionId)).toBeNull()
  })

  it('keeps each brand’s warning to its own people', async () => {
    const lemoine = await aBrandWithHeadOffice()
    const otherBrand = await aBrandWithHeadOffice()
    await anAccount(lemoine.brand.id, lemoine.shop.id, 300, 100)

    await stockAlerts().run(t.clock.now())

    expect(await mailsTo(t, lemoine.headOffice.email)).toHaveLength(1)
    expect(await mailsTo(t, otherBrand.headOffice.email)).toEqual([])
  })
})
