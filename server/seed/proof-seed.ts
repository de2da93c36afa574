import { eq } from 'drizzle-orm'
import type { Database } from '../platform/db/database'
import { admins } from '../platform/db/schema'
import { orderLines } from '../platform/db/schema-portal'
import { artworks, orderLineProofs, proofRounds } from '../platform/db/schema-proofs'

const DAY_MS = 24 * 60 * 60 * 1000

/** The demo's files live under these keys; the start-up step writes them when missing (ensure-demo-files.ts). */
export const DEMO_ARTWORK_KEY = 'artworks/demo/logo-maison-lemoine.pdf'
export const demoProofKey = (name: string) => `proofs/demo/${name}.pdf`

export type DemoProofOrders = {
  /** An order of boutique-paris whose line of the "BAT requis" bag was approved at V2 after a change. */
  approved: number
  /** An order of boutique-paris whose "BAT requis" case proof V1 waits for siege-lemoine. */
  waiting: number
  now: Date
  shopId: number
  headOfficeId: number
}

// The proofs of the demo (docs/decisions/076-proof-approval.md): the brand's logo in its library, one line approved
// at V2 after a change asked, and one V1 waiting for the head office, so that `siege-lemoine` finds a proof to
// answer at /account/bat and the back office's queue has lines in several states. Rows only, inside the seed's
// transaction; the PDFs are written at start-up from their keys.
export async function seedProofs(db: Database, brandId: number, demo: DemoProofOrders): Promise<void> {
  const at = (daysAgo: number) => new Date(demo.now.getTime() - daysAgo * DAY_MS)
  const [admin] = await db.select({ id: admins.id, login: admins.login }).from(admins).limit(1)
  const [logo] = await db
    .insert(artworks)
    .values({
      brandId,
      fileName: 'Logo Maison Lemoine.pdf',
      storageKey: DEMO_ARTWORK_KEY,
      kind: 'pdf',
      byteSize: 1200,
      uploadedByShopId: demo.headOfficeId,
      uploadedByLabel: 'Maison Lemoine — Siège',
      createdAt: at(40),
    })
    .returning({ id: artworks.id })
  if (logo === undefined) throw new Error('demo artwork insert returned no id')
  const sent = { sentByAdminId: admin?.id ?? null, sentByLabel: admin?.login ?? 'admin' }
  const answered = { answeredByShopId: demo.headOfficeId, answeredByLabel: 'Maison Lemoine — Siège' }

  const approvedLine = await proofLineOf(db, demo.approved)
  const v1 = { orderLineId: approvedLine, storageKey: demoProofKey('sac-or-v1'), byteSize: 1200, ...sent }
  await db.insert(proofRounds).values({
    ...v1,
    version: 1,
    note: 'Logo marqué à chaud or, 60 mm de large.',
    sentAt: at(20),
    answer: 'changes_requested',
    ...answered,
    answeredAt: at(19),
    comment: 'Merci d’agrandir le logo à 80 mm et de le centrer.',
  })
  const [approvedRound] = await db
    .insert(proofRounds)
    .values({
      ...v1,
      storageKey: demoProofKey('sac-or-v2'),
      version: 2,
      note: 'Logo agrandi à 80 mm, centré.',
      sentAt: at(18),
      answer: 'approved',
      ...answered,
      answeredAt: at(17),
    })
    .returning({ id: proofRounds.id })
  await db
    .update(orderLineProofs)
    .set({ artworkId: logo.id, state: 'approved', approvedRoundId: approvedRound?.id ?? null, updatedAt: at(17) })
    .where(eq(orderLineProofs.orderLineId, approvedLine))

  const waitingLine = await proofLineOf(db, demo.waiting)
  await db.insert(proofRounds).values({
    orderLineId: waitingLine,
    version: 1,
    storageKey: demoProofKey('etui-v1'),
    byteSize: 1200,
    note: 'Impression quadri recto, logo au centre de la face avant.',
    ...sent,
    sentAt: at(1),
  })
  await db
    .update(orderLineProofs)
    .set({ artworkId: logo.id, state: 'sent', updatedAt: at(1) })
    .where(eq(orderLineProofs.orderLineId, waitingLine))
}

// The order's one line that needs a proof: placing the order gave it its proof row (decision 076).
async function proofLineOf(db: Database, orderId: number): Promise<number> {
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orderLineProofs, eq(orderLineProofs.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
  if (line === undefined) throw new Error(`demo order ${orderId} has no line that needs a proof`)
  return line.id
}
