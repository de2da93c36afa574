import { screen, waitFor, within } from '@testing-library/react'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines, orders, productOptions } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs } from '../../../../server/platform/db/schema-proofs'
import { ARTWORK_MESSAGES } from '../../../../src/domain/artwork-files'
import { anAdmin, DEFAULT_PASSWORD } from '../../../server/support/builders'
import { useLiveServer } from '../../../support/live-server/live-server'
import { anOrderWorld } from '../../../support/live-server/order-arrangements'
import { renderLiveApp } from '../../support/render-live-app'

// The back office's proofs (docs/decisions/076-proof-approval.md) over the real server: the "BAT" section of
// an order's page and the queue /backoffice/bat. Each test places orders of its own in a fresh brand.

const live = useLiveServer()

const aPdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' })

async function openAsAdmin(path: string) {
  const admin = await anAdmin(live.db, { role: 'admin', login: `bat-${Date.now()}-${Math.random()}`.slice(0, 30) })
  return renderLiveApp({ live, path, signedIn: { admin: await live.loginAdmin(admin.login, DEFAULT_PASSWORD) } })
}

/** An order of Boutique B whose "Sac kraft, Petit" line needs a proof ("BAT requis"). */
async function aProofOrder() {
  const w = await anOrderWorld(live)
  const line = w.bagLine(100)
  await live.db.update(productOptions).set({ proofRequired: true }).where(eq(productOptions.id, line.optionId))
  const orderId = await w.order(w.tokens.shopB, [line])
  const [placed] = await live.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))
  if (placed === undefined) throw new Error('line missing')
  return { w, orderId, lineId: placed.id }
}

describe('the "BAT" section of an order', () => {
  it('sends V1: no file, then a non-PDF, refused in French with the focus kept; then the round shows', async () => {
    const { orderId } = await aProofOrder()
    const app = await openAsAdmin(`/backoffice/order/details/${orderId}`)
    const section = await screen.findByRole('region', { name: 'BAT' })
    expect(await within(section).findByText('BAT à préparer')).toBeInTheDocument()
    const form = within(section).getByRole('form', { name: 'Envoyer un BAT' })
    const file = within(form).getByLabelText('BAT (PDF, 25 Mo au plus)')

    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le BAT V1' }))
    expect(await within(form).findByText(ARTWORK_MESSAGES.missing)).toBeInTheDocument()
    expect(file).toHaveFocus()
    expect(file).toHaveAttribute('aria-invalid', 'true')

    await app.user.upload(file, new File(['not a pdf'], 'faux.pdf', { type: 'application/pdf' }))
    const send = within(form).getByRole('button', { name: 'Envoyer le BAT V1' })
    await app.user.click(send)
    expect(await within(form).findByRole('alert')).toHaveTextContent(ARTWORK_MESSAGES.proofWrongType)
    expect(document.activeElement).not.toBe(document.body)

    await app.user.upload(file, aPdf('bat.pdf'))
    await app.user.type(within(form).getByLabelText('Note pour le client'), 'Logo centré.')
    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le BAT V1' }))
    expect(await within(section).findByText('BAT envoyé')).toBeInTheDocument()
    const rounds = within(section).getByRole('list', { name: /BAT envoyés/ })
    expect(within(rounds).getByText('Note : Logo centré.')).toBeInTheDocument()
    expect(within(rounds).getByRole('button', { name: /Ouvrir le BAT V1/ })).toBeInTheDocument()
    expect(await within(section).findByRole('button', { name: 'Envoyer le BAT V2' })).toBeInTheDocument()
    expect(document.activeElement).not.toBe(document.body)
  })
})

describe('the queue /backoffice/bat', () => {
  it('lists the lines with their state and age, filters by state, and says when a state has none', async () => {
    const waiting = await aProofOrder()
    const sent = await aProofOrder()
    const app = await openAsAdmin(`/backoffice/order/details/${sent.orderId}`)
    const section = await screen.findByRole('region', { name: 'BAT' })
    await app.user.upload(await within(section).findByLabelText('BAT (PDF, 25 Mo au plus)'), aPdf('bat.pdf'))
    await app.user.click(within(section).getByRole('button', { name: 'Envoyer le BAT V1' }))
    expect(await within(section).findByText('BAT envoyé')).toBeInTheDocument()
    app.unmount()

    const queue = await openAsAdmin('/backoffice/bat')
    expect(await screen.findByRole('heading', { level: 1, name: 'BAT' })).toBeInTheDocument()
    const numberOf = async (orderId: number) =>
      (await live.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.number ?? ''
    const [waitingNo, sentNo] = [await numberOf(waiting.orderId), await numberOf(sent.orderId)]
    const table = await screen.findByRole('table')
    await waitFor(() => expect(within(table).getByRole('link', { name: waitingNo })).toBeInTheDocument())
    const waitingRow = within(table).getByRole('link', { name: waitingNo }).closest('tr') as HTMLElement
    expect(within(waitingRow).getByText('BAT à préparer')).toBeInTheDocument()
    expect(within(waitingRow).getByText('depuis aujourd’hui')).toBeInTheDocument()

    const filter = screen.getByLabelText('État')
    expect(within(filter).getByRole('option', { name: 'Tous les états' })).toBeInTheDocument()
    await queue.user.selectOptions(filter, 'BAT envoyé')
    await waitFor(() => expect(screen.queryByRole('link', { name: waitingNo })).not.toBeInTheDocument())
    expect(await screen.findByRole('link', { name: sentNo })).toBeInTheDocument()
    expect(queue.router.state.location.search).toMatchObject({ state: 'sent' })

    // The demo data may hold lines in any state: this file's own server has none waiting for a change.
    await live.db.delete(orderLineProofs).where(eq(orderLineProofs.state, 'changes_requested'))
    await queue.user.selectOptions(filter, 'BAT à modifier')
    expect(await screen.findByText('Aucun BAT dans cet état.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'BAT' })).toHaveAttribute('aria-current', 'page')
  })

  it('sends a proof from the queue itself, without opening the order', async () => {
    const { orderId } = await aProofOrder()
    const [order] = await live.db.select().from(orders).where(eq(orders.id, orderId))
    const app = await openAsAdmin('/backoffice/bat?state=to_prepare')
    const link = await screen.findByRole('link', { name: order?.number ?? '' })
    const row = link.closest('tr') as HTMLElement
    await app.user.click(within(row).getByText('Envoyer un BAT', { selector: 'summary' }))
    const form = within(row).getByRole('form', { name: 'Envoyer un BAT' })
    await app.user.upload(within(form).getByLabelText('BAT (PDF, 25 Mo au plus)'), aPdf('bat.pdf'))
    await app.user.click(within(form).getByRole('button', { name: 'Envoyer le BAT V1' }))
    await waitFor(async () => {
      const [proof] = await live.db
        .select()
        .from(orderLineProofs)
        .innerJoin(orderLines, eq(orderLines.id, orderLineProofs.orderLineId))
        .where(eq(orderLines.orderId, orderId))
      expect(proof?.order_line_proofs.state).toBe('sent')
    })
  })
})
