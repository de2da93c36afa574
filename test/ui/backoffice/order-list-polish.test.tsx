import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orders } from '../../../server/platform/db/schema-portal'
import { anAdmin, DEFAULT_PASSWORD } from '../../server/support/builders'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld } from '../../support/live-server/order-arrangements'
import { renderLiveApp } from '../support/render-live-app'

// The orders list as first-time administrators met it: its brand and shop filters without a brand in the
// address, an export in the list's order, and addresses edited by hand (a page past the end, an unknown sort).

const live = useLiveServer()

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin' })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

// A first screen waits for the app's modules to load on a shared machine, not 1 s.
const FIRST_LOAD = { timeout: 15_000 }

const dataRows = () =>
  within(screen.getByRole('table', { name: 'Liste des commandes' }))
    .getAllByRole('row')
    .slice(1)
const numbers = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent)
const searchOf = (app: ReturnType<typeof renderLiveApp>) => app.router.state.location.search as Record<string, unknown>
const numberOf = async (orderId: number) => {
  const [row] = await live.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId))
  return row?.number ?? ''
}

/** Three orders of Boutique B in a brand of their own: 50 €, 200 € and 100 € HT, placed in that order. */
async function threeOrders() {
  const w = await anOrderWorld(live)
  const ids = [
    await w.order(w.tokens.shopB, [w.bagLine(100)]),
    await w.order(w.tokens.shopB, [w.boxLine(50)]),
    await w.order(w.tokens.shopB, [w.bagLine(200)]),
  ]
  const [small, large, middle] = await Promise.all(ids.map(numberOf))
  return { w, small: small!, middle: middle!, large: large! }
}

describe('the orders list’s filters', () => {
  it('offers the brand and shop filters without a brand in the address, and keeps a shop chosen alone', async () => {
    const w = await anOrderWorld(live)
    const mine = await numberOf(await w.order(w.tokens.shopB, [w.bagLine(100)]))
    await w.order(w.tokens.validator, [w.bagLine(150)])
    const app = await openAsAdmin(`/backoffice/order?shop_id=${w.shopB.id}`)

    expect(await screen.findByRole('combobox', { name: 'Enseigne' }, FIRST_LOAD)).toBeInTheDocument()
    const shop = await screen.findByRole('combobox', { name: 'Magasin' }, FIRST_LOAD)
    expect(shop).toHaveValue(String(w.shopB.id))
    await waitFor(() => expect(numbers()).toEqual([mine]), FIRST_LOAD)
    expect(searchOf(app)).toMatchObject({ shop_id: String(w.shopB.id) })
  })
})

describe('the orders list’s address edited by hand', () => {
  it('shows the last page for a page past the end', async () => {
    const { w } = await threeOrders()
    const app = await openAsAdmin(`/backoffice/order?brand_id=${w.brand.id}&page=99`)
    expect(await screen.findByText('3 résultats — page 1 sur 1', {}, FIRST_LOAD)).toBeInTheDocument()
    await waitFor(() => expect(numbers()).toHaveLength(3))
    expect(searchOf(app).page).toBeUndefined()
  })

  it('falls back to the default sort for an unknown one', async () => {
    const { w, small, middle, large } = await threeOrders()
    await openAsAdmin(`/backoffice/order?brand_id=${w.brand.id}&sort=password&order=asc`)
    // The default sort (the date), in the order asked: oldest first.
    await waitFor(() => expect(numbers()).toEqual([small, large, middle]), FIRST_LOAD)
  })
})

describe('the orders export', () => {
  const spies: { mockRestore: () => void }[] = []
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore()
  })

  it('lists the orders in the list’s sort', async () => {
    const { w, small, middle, large } = await threeOrders()
    const app = await openAsAdmin(`/backoffice/order?brand_id=${w.brand.id}&sort=total_ttc&order=asc`)
    await waitFor(() => expect(numbers()).toEqual([small, middle, large]), FIRST_LOAD)

    const files: Blob[] = []
    spies.push(
      vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
        files.push(file as Blob)
        return 'blob:commandes'
      }),
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {}),
    )
    await app.user.click(screen.getByRole('button', { name: 'Exporter en CSV' }))
    await waitFor(() => expect(files).toHaveLength(1))
    const csv = await files[0]!.text()
    const positions = [small, middle, large].map((number) => csv.indexOf(number))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })
})
