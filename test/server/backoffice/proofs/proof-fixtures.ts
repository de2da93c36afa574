import { desc, eq } from 'drizzle-orm'
import type { createApp } from '../../../../server/app'
import type { Database } from '../../../../server/platform/db/database'
import { orderLines, productOptions } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import { anAdmin } from '../../support/builders'
import { api } from '../../support/portal-http'
import { adminToken, anOrder, aPortalWorld } from '../../support/portal-world'

type Context = Parameters<typeof aPortalWorld>[0] & { app: ReturnType<typeof createApp> }

export const A_PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

/**
 * A world whose small bag ("Petit") is "BAT requis", and an order of shop B placed through the portal: one line
 * of the bag (needs a proof) and one of the box (needs none).
 */
export async function aProofWorld(t: Context) {
  const w = await aPortalWorld(t)
  const [petit] = w.bag.options
  const [noir] = w.box.options
  if (petit === undefined || noir === undefined) throw new Error('options missing')
  await t.db.update(productOptions).set({ proofRequired: true }).where(eq(productOptions.id, petit.id))
  const moderator = await anAdmin(t.db, { role: 'admin', login: 'claire' })
  const token = await adminToken(t, moderator.id)
  const placeOrder = async () => {
    const orderId = await anOrder(t, w.tokens.shopB, [
      { productId: w.bag.id, optionId: petit.id, quantity: 100 },
      { productId: w.box.id, optionId: noir.id, quantity: 10 },
    ])
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))
    const proofLine = lines.find((line) => line.optionId === petit.id)
    const plainLine = lines.find((line) => line.optionId === noir.id)
    if (proofLine === undefined || plainLine === undefined) throw new Error('lines missing')
    // Placing writes the proof row of a "BAT requis" line (decision 076), "BAT à préparer".
    const [proof] = await t.db.select().from(orderLineProofs).where(eq(orderLineProofs.orderLineId, proofLine.id))
    if (proof?.state !== 'to_prepare') throw new Error('the placed line has no proof to prepare')
    return { orderId, proofLine, plainLine }
  }
  return { w, moderator, token, admin: api(t.app, token), placeOrder }
}

/** A round sent as the back office's form sends it: multipart, the PDF in `file`, the note in `note`. */
export function sendRound(
  t: { app: ReturnType<typeof createApp> },
  token: string,
  path: string,
  file: { bytes: Uint8Array; name?: string; type?: string } | null,
  note?: string,
) {
  const form = new FormData()
  if (file !== null) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' })
    form.set('file', blob, file.name ?? 'bat.pdf')
  }
  if (note !== undefined) form.set('note', note)
  return t.app.request(`/portal-api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
}

/** Approves a line's latest round straight in the database (the approver's answer is the portal's). */
export async function approveInDatabase(db: Database, lineId: number) {
  const [round] = await db
    .select({ id: proofRounds.id })
    .from(proofRounds)
    .where(eq(proofRounds.orderLineId, lineId))
    .orderBy(desc(proofRounds.version))
    .limit(1)
  if (round === undefined) throw new Error('no round to approve')
  await db
    .update(proofRounds)
    .set({ answer: 'approved', answeredAt: new Date(), answeredByLabel: 'Boutique B' })
    .where(eq(proofRounds.id, round.id))
  await db
    .update(orderLineProofs)
    .set({ state: 'approved', approvedRoundId: round.id })
    .where(eq(orderLineProofs.orderLineId, lineId))
}
