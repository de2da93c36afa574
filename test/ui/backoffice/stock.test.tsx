import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { stockMovements } from '../../../server/platform/db/schema-stock'
import { adjustmentBelowZeroMessage, STOCK_MESSAGES } from '../../../src/domain/brand-stock'
import { parisCalendarDay } from '../../../src/domain/working-days'
import { aBrand, anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { aProduct } from '../../server/support/portal-builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { renderLiveApp } from '../support/render-live-app'

// /backoffice/stock (docs/decisions/077-brand-stock.md) over the real server: a run received, an adjustment
// (a decrease confirmed first, below zero refused), the balances' forecast and the movements. Each test
// works in a brand of its own (the live database holds the demo data).

const live = useLiveServer()
const unique = () => `${Date.now()}-${Math.random()}`.slice(0, 24)

async function aStockBrand() {
  const brand = await aBrand(live.db, { name: `Enseigne stock ${unique()}` })
  const product = await aProduct(live.db, brand.id, {
    name: 'Sac stock',
    reference: `SAC-${unique()}`,
    leadTimeDays: 10,
    options: [{ label: 'Moyen', minimumQuantity: 100, packMultiple: 50 }],
  })
  const option = product.options[0]
  if (option === undefined) throw new Error('option missing')
  return { brand, product, option }
}

async function openStock(search = '') {
  const admin = await anAdmin(live.db, { role: 'admin', login: `stock-${unique()}`.slice(0, 30) })
  const path = `/backoffice/stock${search}`
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

async function chooseAccount(app: ReturnType<typeof renderLiveApp>, form: HTMLElement, brand: string, option: string) {
  const brandSelect = within(form).getByLabelText('Enseigne')
  await waitFor(() => expect(within(brandSelect).getByRole('option', { name: brand })).toBeInTheDocument())
  await app.user.selectOptions(brandSelect, brand)
  const optionSelect = within(form).getByLabelText('Produit et option')
  await waitFor(() => expect(within(optionSelect).getByRole('option', { name: option })).toBeInTheDocument())
  await app.user.selectOptions(optionSelect, option)
}

describe('the back office stock page', () => {
  it('records a run, adjusts with a confirmed decrease, refuses going below zero, lists the movements', async () => {
    const { brand } = await aStockBrand()
    const app = await openStock()
    expect(await screen.findByRole('heading', { level: 1, name: 'Stock' })).toBeInTheDocument()

    const runForm = screen.getByRole('form', { name: 'Enregistrer une production reçue' })
    await chooseAccount(app, runForm, brand.name, 'Sac stock — Moyen')
    await app.user.type(within(runForm).getByLabelText('Quantité reçue'), '1200')
    await app.user.type(within(runForm).getByLabelText('Lot (facultatif)'), 'LOT-7')
    await app.user.click(within(runForm).getByRole('button', { name: 'Enregistrer la production' }))
    expect(await within(runForm).findByText('Production enregistrée : 1 200 en stock.')).toHaveFocus()

    const adjustForm = screen.getByRole('form', { name: 'Ajuster le stock' })
    await chooseAccount(app, adjustForm, brand.name, 'Sac stock — Moyen')
    await app.user.type(within(adjustForm).getByLabelText('Ajustement (négatif pour retirer)'), '-200')
    await app.user.click(within(adjustForm).getByRole('button', { name: 'Ajuster le stock' }))
    expect(within(adjustForm).getByRole('alert')).toHaveTextContent(STOCK_MESSAGES.reasonRequired)
    expect(within(adjustForm).getByLabelText('Raison')).toHaveFocus()
    await app.user.type(within(adjustForm).getByLabelText('Raison'), 'Cartons abîmés')
    await app.user.click(within(adjustForm).getByRole('button', { name: 'Ajuster le stock' }))
    const confirm = within(adjustForm).getByRole('button', { name: 'Confirmer la baisse' })
    await waitFor(() => expect(confirm).toHaveFocus())
    await app.user.keyboard('{Enter}')
    expect(await within(adjustForm).findByText('Stock ajusté : 1 000 en stock.')).toHaveFocus()

    const amount = within(adjustForm).getByLabelText('Ajustement (négatif pour retirer)')
    await app.user.type(amount, '-1001')
    await app.user.type(within(adjustForm).getByLabelText('Raison'), 'Inventaire')
    await app.user.click(within(adjustForm).getByRole('button', { name: 'Ajuster le stock' }))
    await app.user.click(within(adjustForm).getByRole('button', { name: 'Confirmer la baisse' }))
    expect(await within(adjustForm).findByRole('alert')).toHaveTextContent(
      adjustmentBelowZeroMessage(1_000).replace(/\s/g, ' '),
    )

    const movements = screen.getByRole('region', { name: 'Mouvements' })
    await app.user.selectOptions(within(movements).getByLabelText('Enseigne des mouvements'), brand.name)
    const table = await within(movements).findByRole('table')
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3))
    const [, adjustment, run] = within(table).getAllByRole('row')
    expect(adjustment).toHaveTextContent('Ajustement')
    expect(adjustment).toHaveTextContent('-200')
    expect(adjustment).toHaveTextContent('Cartons abîmés')
    expect(run).toHaveTextContent('+1 200')
    expect(run).toHaveTextContent('Lot LOT-7')
    await app.user.selectOptions(within(movements).getByLabelText('Type de mouvement'), 'Appel sur stock')
    expect(await within(movements).findByText('Aucun mouvement pour ces filtres.')).toBeInTheDocument()
    expect(within(movements).getByRole('button', { name: 'Exporter en CSV' })).toBeInTheDocument()
  })

  it('shows the balance with its forecast, and says when a filter finds nothing', async () => {
    const { brand, option } = await aStockBrand()
    const shop = await aShop(live.db, { brandId: brand.id, name: 'Boutique stock' })
    const admin = await anAdmin(live.db, { role: 'admin', login: `stock-api-${unique()}`.slice(0, 30) })
    const tokens = await live.loginAdmin(admin.login, DEFAULT_PASSWORD)
    const today = parisCalendarDay(new Date())
    const ran = await live.fetch('http://ecrin.test/portal-api/admin/stock/runs', {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.AccessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ brand_id: brand.id, option_id: option.id, quantity: 1_200, day: today }),
    })
    expect(ran.status).toBe(201)
    // 2 400 units called off over the 12 weeks: 200 a week, the 1 200 left last 42 days.
    await live.db.insert(stockMovements).values({
      brandId: brand.id,
      optionId: option.id,
      kind: 'call_off',
      quantity: -2_400,
      happenedOn: today,
      shopId: shop.id,
    })

    const first = await openStock(`?brand=${brand.id}`)
    const balances = await screen.findByRole('region', { name: 'Stock par enseigne et option' })
    const table = await within(balances).findByRole('table')
    const [, row] = within(table).getAllByRole('row')
    expect(row).toHaveTextContent('1 200')
    expect(row).toHaveTextContent('200')
    expect(row).toHaveTextContent(/Rupture estimée le /)
    expect(row).toHaveTextContent(/Relancer une production avant le /)
    expect(row).toHaveTextContent('2 400')
    first.unmount()

    const app = await openStock(`?brand=${brand.id}&q=introuvable`)
    expect(await screen.findByText(/Aucun stock ne correspond/)).toBeInTheDocument()
    app.unmount()
  })
})
