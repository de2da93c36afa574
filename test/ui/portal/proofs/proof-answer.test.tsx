import { screen, waitFor, within } from '@testing-library/react'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines, productOptions } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import { anOrderWorld } from '../../../support/live-server/order-arrangements'
import { useLiveServer } from '../../../support/live-server/live-server'
import { openAs } from '../validation-world'

const live = useLiveServer()

// A head office's waiting proof (docs/decisions/076-proof-approval.md): shop A ordered a "BAT requis" line,
// V1 was sent (rows written as the back office would).
async function waitingProof() {
  const w = await anOrderWorld(live)
  await live.db.update(productOptions).set({ proofRequired: true })
  const orderId = await w.order(w.tokens.shopA, [w.bagLine(200)])
  const [line] = await live.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId))
  const lineId = line?.id ?? 0
  await live.db.insert(orderLineProofs).values({ orderLineId: lineId, state: 'to_prepare' }).onConflictDoNothing()
  await live.db.insert(proofRounds).values({
    orderLineId: lineId,
    version: 1,
    storageKey: `proofs/ui-${lineId}.pdf`,
    byteSize: 10,
    sentByLabel: 'Atelier Écrin',
  })
  await live.db
    .update(orderLineProofs)
    .set({ state: 'sent', updatedAt: sql`now()` })
    .where(eq(orderLineProofs.orderLineId, lineId))
  return { w, lineId }
}

describe('/account/bat: the answer form', () => {
  it('requires the change asked, then sends it and moves focus to the line status', async () => {
    const { w, lineId } = await waitingProof()
    const { user } = await openAs(live, '/account/bat', { shop: w.validator })

    const card = await screen.findByRole('article', { name: /Sac kraft — Petit/ })
    expect(within(card).getByText('BAT envoyé')).toBeTruthy()
    await user.click(within(card).getByRole('button', { name: 'Demander une modification' }))
    const comment = within(card).getByRole('textbox', { name: 'Modification demandée' })
    await user.click(within(card).getByRole('button', { name: 'Envoyer la demande' }))
    expect(within(card).getByText('Indiquez la modification demandée.')).toBeTruthy()
    expect(document.activeElement).toBe(comment)

    await user.type(comment, 'Logo plus grand')
    await user.click(within(card).getByRole('button', { name: 'Envoyer la demande' }))
    const status = await within(card).findByText('Modification du BAT V1 demandée.')
    await waitFor(() => expect(document.activeElement).toBe(status))
    expect(within(card).getByText('BAT à modifier')).toBeTruthy()
    const [round] = await live.db.select().from(proofRounds).where(eq(proofRounds.orderLineId, lineId))
    expect(round).toMatchObject({ answer: 'changes_requested', comment: 'Logo plus grand' })
  })

  it('shows the empty state when no proof waits', async () => {
    const w = await anOrderWorld(live)
    await openAs(live, '/account/bat', { shop: w.shopB })
    expect(await screen.findByText('Aucun BAT à valider.')).toBeTruthy()
  })
})
