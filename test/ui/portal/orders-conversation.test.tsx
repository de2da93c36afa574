import { screen, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../server/platform/db/schema-portal'
import { api, expectJson } from '../../server/support/portal-http'
import { useLiveServer } from '../../support/live-server/live-server'
import { anOrderWorld, backOffice, type OrderWorld } from '../../support/live-server/order-arrangements'
import { openAs } from './validation-world'

// What the shop reads of its head office (decision 074): orders accepted by the rules, reasons, comments.
// Over the real server, a brand of its own per test.

const live = useLiveServer()

async function numberOf(id: number): Promise<string> {
  return (await live.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id)))[0]?.number ?? ''
}

/** Shop A's order accepted on placing by its head office's rules, and one accepted by hand. */
async function autoAcceptedOrders(w: OrderWorld) {
  const auto = await w.order(w.tokens.shopA, [w.boxLine(10)])
  const byHand = await w.order(w.tokens.shopA, [w.boxLine(15)])
  await backOffice(live, auto, { status: 'validated' })
  await backOffice(live, byHand, { status: 'validated' })
  // The placing's rules are the server's (tested there): the flag they leave is what this page reads.
  await live.db.update(orders).set({ autoAccepted: true }).where(eq(orders.id, auto))
  return { auto, byHand }
}

describe('an order accepted automatically', () => {
  it('says so beside its status in the shop’s list', async () => {
    const w = await anOrderWorld(live)
    const { auto, byHand } = await autoAcceptedOrders(w)
    await openAs(live, '/account/order', { shop: w.shopA })
    const table = await screen.findByRole('table', { name: 'Mes commandes' })
    const rowOf = async (id: number) =>
      within(table)
        .getByRole('rowheader', { name: await numberOf(id) })
        .closest('tr') as HTMLElement
    expect(within(await rowOf(auto)).getByText('acceptée automatiquement')).toBeInTheDocument()
    expect(within(await rowOf(byHand)).queryByText('acceptée automatiquement')).not.toBeInTheDocument()
  })

  it('says so in the order’s detail, for the shop and for its head office', async () => {
    const w = await anOrderWorld(live)
    const { auto } = await autoAcceptedOrders(w)
    for (const shop of [w.shopA, w.validator]) {
      const app = await openAs(live, `/account/order/${auto}`, { shop })
      const list = await screen.findByLabelText('Informations de la commande')
      expect(within(list).getByText('acceptée automatiquement')).toBeInTheDocument()
      app.unmount()
    }
  })
})

describe('"Modifications du siège" on the shop’s order', () => {
  it('shows the reason of each refusal and the head office’s comments', async () => {
    const w = await anOrderWorld(live)
    const id = await w.order(w.tokens.shopA, [w.bagLine(200), w.boxLine(20)])
    const headOffice = api(live.app, w.tokens.validator)
    const detail = await expectJson(headOffice.get(`/api/orders/${id}`))
    const boxes = detail.lines.find((line: { product: { name: string } }) => line.product.name === 'Coffret aimanté')
    await expectJson(
      headOffice.put(`/api/orders/validations/modify/${id}`, {
        idproduct: boxes.id,
        statut: 'refused',
        reason: 'Hors budget',
      }),
    )
    await expectJson(headOffice.put(`/api/orders/validations/comment/${id}`, { comment: 'Livraison groupée jeudi' }))

    await openAs(live, `/account/order/${id}`, { shop: w.shopA })
    // The section (its table's scroller bears the same name).
    const [changes] = await screen.findAllByRole('region', { name: 'Modifications du siège' })
    if (changes === undefined) throw new Error('the section is shown')
    const row = within(changes).getByRole('rowheader', { name: 'Coffret aimanté (Noir)' }).closest('tr') as HTMLElement
    expect(within(row).getByText('Motif : Hors budget')).toBeInTheDocument()
    const notes = within(changes).getByRole('list', { name: 'Messages du siège' })
    expect(within(notes).getByText('Commentaire du siège')).toBeInTheDocument()
    expect(within(notes).getByText(/Livraison groupée jeudi/)).toBeInTheDocument()
  })
})
