import { screen, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../../server/platform/db/schema-portal'
import { stockBalances, stockMovements } from '../../../server/platform/db/schema-stock'
import { estimatedDeliveryText, promisedDayFrom } from '../../../src/domain/delivery-promise'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { aPortalWorld } from '../../server/support/portal-world'
import { useLiveServer } from '../../support/live-server/live-server'
import { openAs } from './validation-world'

const live = useLiveServer()
const DAY_MS = 86_400_000
const daysAgo = (n: number) => parisCalendarDay(new Date(Date.now() - n * DAY_MS))

// The brand keeps the small kraft bag (10 production days): a run of 5 000 100 days ago, then 100 a week from
// shop A for 12 weeks. With `balance` left the relaunch is months away (2 600) or already past (150).
async function stockWorld(balance: number) {
  const w = await aPortalWorld(live)
  const optionId = w.bag.options[0]?.id ?? 0
  await live.db.update(products).set({ leadTimeDays: 10 }).where(eq(products.id, w.bag.id))
  const callOffs = Array.from({ length: 12 }, (_, k) => ({ quantity: -100, day: daysAgo(3 + 7 * k) }))
  const run = balance + 1200
  await live.db.insert(stockMovements).values([
    { brandId: w.brand.id, optionId, kind: 'run' as const, quantity: run, happenedOn: daysAgo(100), lot: 'L-26' },
    ...callOffs.map((callOff) => ({
      brandId: w.brand.id,
      optionId,
      kind: 'call_off' as const,
      quantity: callOff.quantity,
      happenedOn: callOff.day,
      shopId: w.shopA.id,
    })),
  ])
  await live.db.insert(stockBalances).values({ brandId: w.brand.id, optionId, balance })
  return w
}

const NO_CLOSURES = { closureDays: [] }
const menu = () => screen.getByRole('navigation', { name: 'Espace client' })

describe('/account/stock: the head office’s stock (docs/decisions/077-brand-stock.md)', () => {
  it('shows the balance, the forecast, the chart with its table, and the consumption per shop', async () => {
    const w = await stockWorld(2600)
    await openAs(live, '/account/stock', { shop: w.validator })

    const card = await screen.findByRole('article', { name: 'Sac kraft, Petit' })
    expect(within(card).getByText('En stock').nextElementSibling?.textContent).toMatch(/^2\s600$/)
    expect(within(card).getByText(/^Rupture estimée le \S+ \d+ \S+ \d{4}$/)).toBeTruthy()
    const relaunch = within(card).getByText(/^Relancer une production avant le /)
    expect(relaunch.textContent).not.toMatch(/À relancer dès maintenant/)
    expect(within(card).getByText(/^1\s200 unités$/)).toBeTruthy()
    expect(within(card).getByText('Boutique A : 100 par semaine')).toBeTruthy()
    // The chart is one picture with a summary; the table gives its figures.
    const chart = within(card).getByRole('img')
    expect(chart.getAttribute('aria-label')).toMatch(/^Graphique du stock de Sac kraft, Petit\..*aujourd’hui 2\s600/)
    const table = within(card).getByRole('table', { name: 'Stock semaine par semaine : Sac kraft, Petit' })
    const today = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryAllByText(/^2\s600$/).length === 2)
    expect(today).toBeTruthy()

    const consumption = await screen.findByRole('table', { name: 'Sac kraft, Petit' })
    expect(within(consumption).getByRole('rowheader', { name: 'Boutique A' })).toBeTruthy()
    expect(within(consumption).getAllByRole('columnheader')).toHaveLength(13)
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeTruthy()
    expect(within(menu()).getByRole('link', { name: 'Stock' })).toBeTruthy()
  })

  it('stresses a relaunch whose day has passed', async () => {
    const w = await stockWorld(150)
    await openAs(live, '/account/stock', { shop: w.validator })
    const card = await screen.findByRole('article', { name: 'Sac kraft, Petit' })
    const relaunch = within(card)
      .getByText(/^Relancer une production avant le /, { exact: false })
      .closest('p')
    expect(relaunch?.textContent).toMatch(/^À relancer dès maintenant : Relancer une production avant le /)
  })

  it('keeps the page from a shop whose head office follows the stock, and shows no menu entry', async () => {
    const w = await stockWorld(2600)
    await openAs(live, '/account/stock', { shop: w.shopA })
    expect(await screen.findByText('Le stock de votre enseigne est suivi par votre siège.')).toBeTruthy()
    expect(within(menu()).queryByRole('link', { name: 'Stock' })).toBeNull()
  })

  it('shows a shop the kept option’s balance in the catalogue, delivered after the delivery days alone', async () => {
    const w = await stockWorld(2600)
    await openAs(live, '/account/catalog', { shop: w.shopA })
    const product = await screen.findByRole('article', { name: 'Sac kraft' })
    const kept = within(product).getByText(/^En stock pour votre enseigne : 2\s600$/)
    // No production days for an option kept in stock: the brand's delivery days from today.
    const fromStock = promisedDayFrom(
      parisCalendarDay(new Date()),
      { productionDays: 0, deliveryDays: w.brand.deliveryDays },
      NO_CLOSURES,
    )
    if (fromStock === null) throw new Error('no day')
    expect(kept.nextElementSibling?.textContent).toBe(estimatedDeliveryText(fromStock))
  })

  it('says so when the brand keeps no stock', async () => {
    const w = await aPortalWorld(live)
    await openAs(live, '/account/stock', { shop: w.validator })
    expect(await screen.findByText('Votre enseigne n’a pas encore de stock chez nous.')).toBeTruthy()
  })
})
