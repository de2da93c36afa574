import { eq, sql } from 'drizzle-orm'
import { orderLines, productOptions } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import type { useTestApp } from '../../support/test-app'
import { aPortalWorld, anOrder, type PortalWorld } from '../../support/portal-world'

// Proof lines for the portal's tests (docs/decisions/076-proof-approval.md): an order placed through the
// portal's routes on a "BAT requis" option, then a round sent as the back office would (another surface).

type TestApp = ReturnType<typeof useTestApp>

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% BAT de test\n')

const storedKeys: string[] = []

/** Removes the PDFs the tests stored (the test app keeps files on disk). */
export async function removeProofFiles(t: TestApp) {
  for (const key of storedKeys.splice(0)) await t.deps.showcase.files.remove(key)
}

/** The world, with the bag's first option needing a proof. */
export async function aProofWorld(t: TestApp) {
  const w = await aPortalWorld(t)
  await t.db.update(productOptions).set({ proofRequired: true })
  return w
}

/** One order of `token`'s shop on the bag's first option; answers its line id (its proof row made if missing). */
export async function aProofLine(t: TestApp, w: PortalWorld, token: string): Promise<number> {
  const optionId = w.bag.options[0]?.id ?? 0
  const orderId = await anOrder(t, token, [{ productId: w.bag.id, optionId, quantity: 300 }])
  const [line] = await t.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId))
  if (line === undefined) throw new Error('no order line')
  await t.db.insert(orderLineProofs).values({ orderLineId: line.id, state: 'to_prepare' }).onConflictDoNothing()
  return line.id
}

/** Sends round `version` of the line's proof (its PDF stored), the line's state becoming "sent". */
export async function sendRound(t: TestApp, lineId: number, version: number, note: string | null = null) {
  const storageKey = `proofs/test-${lineId}-${version}-${Math.random().toString(36).slice(2)}.pdf`
  await t.deps.showcase.files.put(storageKey, PDF_BYTES, 'application/pdf')
  storedKeys.push(storageKey)
  await t.db.insert(proofRounds).values({
    orderLineId: lineId,
    version,
    storageKey,
    byteSize: PDF_BYTES.byteLength,
    note,
    sentByLabel: 'Atelier Écrin',
  })
  await t.db
    .update(orderLineProofs)
    .set({ state: 'sent', updatedAt: sql`now()` })
    .where(eq(orderLineProofs.orderLineId, lineId))
  return storageKey
}
