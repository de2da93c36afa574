import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../../../server/platform/db/schema-backoffice'
import { orderNotices } from '../../../../server/platform/db/schema-conversation'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import { ARTWORK_MESSAGES } from '../../../../src/domain/artwork-files'
import { PROOF_MESSAGES } from '../../../../src/domain/proof-approval'
import { expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { A_PDF, approveInDatabase, aProofWorld, sendRound } from './proof-fixtures'

const t = useTestApp()

const sendPath = (orderId: number, lineId: number) => `/admin/orders/${orderId}/lines/${lineId}/proofs`
const stateOf = async (lineId: number) =>
  (await t.db.select().from(orderLineProofs).where(eq(orderLineProofs.orderLineId, lineId)))[0]?.state
const roundsOf = (lineId: number) => t.db.select().from(proofRounds).where(eq(proofRounds.orderLineId, lineId))

describe('POST /admin/orders/{orderId}/lines/{lineId}/proofs', () => {
  it('sends V1: "BAT envoyé", with its round, the approver’s notice and the audit record', async () => {
    const { token, moderator, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    const line = await expectJson(
      sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: A_PDF }, '  Vérifiez le logo.  '),
    )

    expect(line).toMatchObject({
      line_id: proofLine.id,
      order_id: orderId,
      state: 'sent',
      state_label: 'BAT envoyé',
      can_answer: false,
      rounds: [
        {
          version: 1,
          sent_by: 'claire',
          note: 'Vérifiez le logo.',
          answer: null,
          file_url: `/admin/proofs/${proofLine.id}/rounds/1/file`,
        },
      ],
    })
    expect(await stateOf(proofLine.id)).toBe('sent')
    const [round] = await roundsOf(proofLine.id)
    expect(round).toMatchObject({ version: 1, sentByAdminId: moderator.id, note: 'Vérifiez le logo.' })
    expect(round?.storageKey).toMatch(new RegExp(`^proofs/${orderId}/${proofLine.id}-v1-[0-9a-f]+\\.pdf$`))
    const notices = await t.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId))
    expect(notices.filter((notice) => notice.kind === 'proof_sent')).toMatchObject([{ proofRoundId: round?.id }])
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order_line'), eq(auditLog.entityId, proofLine.id)))
    expect(audit).toMatchObject([
      {
        adminId: moderator.id,
        action: 'proof_sent',
        before: { state: 'to_prepare' },
        after: { state: 'sent', round_id: round?.id, version: 1 },
      },
    ])
    expect(await t.deps.showcase.files.get(round?.storageKey ?? '')).toEqual(A_PDF)
  })

  it('sends V2 after the approver asked for a change', async () => {
    const { token, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    await expectJson(sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: A_PDF }))
    await t.db
      .update(proofRounds)
      .set({ answer: 'changes_requested', answeredAt: new Date(), comment: 'Logo plus grand.' })
      .where(eq(proofRounds.orderLineId, proofLine.id))
    await t.db
      .update(orderLineProofs)
      .set({ state: 'changes_requested' })
      .where(eq(orderLineProofs.orderLineId, proofLine.id))

    const line = await expectJson(sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: A_PDF }))
    expect(line.state).toBe('sent')
    expect(line.rounds.map((round: { version: number }) => round.version)).toEqual([1, 2])
    expect(line.rounds[0]).toMatchObject({ answer: 'changes_requested', comment: 'Logo plus grand.' })
    expect(line.rounds[1]).toMatchObject({ note: null, answer: null })
  })

  it('refuses a file that is not a PDF, whatever its name, and keeps nothing', async () => {
    const { token, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
    const response = sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: png, name: 'bat.pdf' })
    expect(await expectJson(response, 422)).toEqual({ message: ARTWORK_MESSAGES.proofWrongType })
    expect(await roundsOf(proofLine.id)).toEqual([])
    expect(await stateOf(proofLine.id)).toBe('to_prepare')
  })

  it('refuses a missing file and a note over 1000 characters', async () => {
    const { token, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    const path = sendPath(orderId, proofLine.id)
    expect(await expectJson(sendRound(t, token, path, null, 'note'), 422)).toEqual({
      message: ARTWORK_MESSAGES.missing,
    })
    const long = sendRound(t, token, path, { bytes: A_PDF }, 'x'.repeat(1001))
    expect(await expectJson(long, 422)).toEqual({ message: PROOF_MESSAGES.noteTooLong })
    expect(await roundsOf(proofLine.id)).toEqual([])
  })

  it('refuses a new round on an approved line', async () => {
    const { token, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    await expectJson(sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: A_PDF }))
    await approveInDatabase(t.db, proofLine.id)
    const response = sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: A_PDF })
    expect(await expectJson(response, 422)).toEqual({ message: PROOF_MESSAGES.alreadyApproved })
    expect(await roundsOf(proofLine.id)).toHaveLength(1)
  })

  it('answers 404 for a line without proof, a line of another order and a shop’s token', async () => {
    const { w, token, placeOrder } = await aProofWorld(t)
    const first = await placeOrder()
    const second = await placeOrder()
    await expectJson(sendRound(t, token, sendPath(first.orderId, first.plainLine.id), { bytes: A_PDF }), 404)
    await expectJson(sendRound(t, token, sendPath(second.orderId, first.proofLine.id), { bytes: A_PDF }), 404)
    const shop = await sendRound(t, w.tokens.shopB, sendPath(first.orderId, first.proofLine.id), { bytes: A_PDF })
    expect([401, 403]).toContain(shop.status)
    expect(await roundsOf(first.proofLine.id)).toEqual([])
  })
})

describe('GET /admin/proofs/{lineId}/rounds/{version}/file', () => {
  it('serves the PDF inline, in a sandbox, never sniffed; only to administrators', async () => {
    const { w, token, admin, placeOrder } = await aProofWorld(t)
    const { orderId, proofLine } = await placeOrder()
    await expectJson(sendRound(t, token, sendPath(orderId, proofLine.id), { bytes: A_PDF }))
    const response = await admin.get(`/admin/proofs/${proofLine.id}/rounds/1/file`)

    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline; filename="BAT_V1_CMD-[\w-]+\.pdf"/)
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; default-src 'none'")
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(A_PDF)
    expect((await admin.get(`/admin/proofs/${proofLine.id}/rounds/2/file`)).status).toBe(404)
    // A shop reads its proofs through the portal's own route, never the back office's.
    const asShop = await t.app.request(`/portal-api/admin/proofs/${proofLine.id}/rounds/1/file`, {
      headers: { Authorization: `Bearer ${w.tokens.shopB}` },
    })
    expect([401, 403]).toContain(asShop.status)
  })
})
