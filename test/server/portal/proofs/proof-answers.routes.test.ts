import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../../../server/platform/db/schema-backoffice'
import { orderNotices } from '../../../../server/platform/db/schema-conversation'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import { api, expectJson } from '../../support/portal-http'
import { useTestApp } from '../../support/test-app'
import { aProofLine, aProofWorld, removeProofFiles, sendRound } from './proof-fixtures'

const t = useTestApp()
afterAll(() => removeProofFiles(t))

const approve = (token: string, lineId: number, version: number) =>
  api(t.app, token).post(`/api/account/proofs/${lineId}/approve`, { version })
const askChange = (token: string, lineId: number, body: unknown) =>
  api(t.app, token).post(`/api/account/proofs/${lineId}/changes`, body)

describe('answering a proof from /account/bat', () => {
  it('lets the head office approve: the round, the state, a notice and the audit, in one answer', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopA)
    await sendRound(t, lineId, 1, 'Couleurs à vérifier')

    const line = await expectJson(approve(w.tokens.validator, lineId, 1))
    expect(line).toMatchObject({ line_id: lineId, state: 'approved', state_label: 'BAT validé', can_answer: false })
    expect(line.rounds).toEqual([
      expect.objectContaining({ version: 1, note: 'Couleurs à vérifier', answer: 'approved', answered_by: 'Siège' }),
    ])

    const [round] = await t.db.select().from(proofRounds).where(eq(proofRounds.orderLineId, lineId))
    expect(round).toMatchObject({ answer: 'approved', answeredByShopId: w.validator.id, answeredByLabel: 'Siège' })
    const [proof] = await t.db.select().from(orderLineProofs).where(eq(orderLineProofs.orderLineId, lineId))
    expect(proof).toMatchObject({ state: 'approved', approvedRoundId: round?.id })
    const notices = await t.db
      .select()
      .from(orderNotices)
      .where(eq(orderNotices.proofRoundId, round?.id ?? 0))
    expect(notices.map((notice) => notice.kind)).toEqual(['proof_approved'])
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order_line'), eq(auditLog.entityId, lineId)))
    expect(audit).toEqual([
      expect.objectContaining({
        adminId: null,
        action: 'proof_approved',
        adminLogin: expect.stringContaining('Siège'),
      }),
    ])
  })

  it('shows the line to the ordering shop of a head office, which may not answer it (403)', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopA)
    await sendRound(t, lineId, 1)

    const seen = await expectJson(api(t.app, w.tokens.shopA).get('/api/account/proofs'))
    expect(seen.items.map((item: { line_id: number }) => item.line_id)).toEqual([lineId])
    expect(seen.items[0]).toMatchObject({ can_answer: false, state: 'sent', shop: { name: 'Boutique A' } })
    const byHeadOffice = await expectJson(api(t.app, w.tokens.validator).get('/api/account/proofs'))
    expect(byHeadOffice.items[0]).toMatchObject({ line_id: lineId, can_answer: true })

    const refused = await expectJson(approve(w.tokens.shopA, lineId, 1), 403)
    expect(refused.message).toMatch(/^Seul le valideur des BAT/)
    // Another shop of the brand does not read shop A's orders: for it the line is not there.
    await expectJson(askChange(w.tokens.shopB, lineId, { version: 1, comment: 'Plus grand' }), 404)
    const [proof] = await t.db.select().from(orderLineProofs).where(eq(orderLineProofs.orderLineId, lineId))
    expect(proof?.state).toBe('sent')
  })

  it('makes a shop without head office its own approver, and asks for a change with its comment', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopB)
    await sendRound(t, lineId, 1)

    // The brand's head office does not validate shop B: it neither reads nor answers its proofs.
    await expectJson(approve(w.tokens.validator, lineId, 1), 404)
    const line = await expectJson(askChange(w.tokens.shopB, lineId, { version: 1, comment: '  Logo plus grand  ' }))
    expect(line).toMatchObject({ state: 'changes_requested', state_label: 'BAT à modifier', can_answer: false })
    expect(line.rounds[0]).toMatchObject({ answer: 'changes_requested', comment: 'Logo plus grand' })
    const notices = await t.db.select({ kind: orderNotices.kind }).from(orderNotices)
    expect(notices.map((notice) => notice.kind)).toContain('proof_changes')
  })

  it('hides the line from another brand: 404 on the list, the answers and the file', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopB)
    await sendRound(t, lineId, 1)

    expect(await expectJson(api(t.app, w.tokens.stranger).get('/api/account/proofs'))).toEqual({ items: [], total: 0 })
    await expectJson(approve(w.tokens.stranger, lineId, 1), 404)
    await expectJson(askChange(w.tokens.stranger, lineId, { version: 1, comment: 'Non' }), 404)
    await expectJson(api(t.app, w.tokens.stranger).get(`/api/account/proofs/${lineId}/rounds/1/file`), 404)
    // The head office does not validate shop B: its proof is not in its list or reach either.
    expect((await expectJson(api(t.app, w.tokens.validator).get('/api/account/proofs'))).total).toBe(0)
    await expectJson(api(t.app, w.tokens.validator).get(`/api/account/proofs/${lineId}/rounds/1/file`), 404)
  })

  it('refuses a change without comment (422), a stale version (409) and any answer once approved (422)', async () => {
    const w = await aProofWorld(t)
    const lineId = await aProofLine(t, w, w.tokens.shopB)
    await sendRound(t, lineId, 1)
    await sendRound(t, lineId, 2)

    for (const body of [{ version: 2, comment: '   ' }, { version: 2 }]) {
      expect((await expectJson(askChange(w.tokens.shopB, lineId, body), 422)).message).toBe(
        'Indiquez la modification demandée.',
      )
    }
    expect((await expectJson(approve(w.tokens.shopB, lineId, 1), 409)).message).toBe(
      'Un BAT plus récent a été envoyé : rechargez la page.',
    )
    await expectJson(approve(w.tokens.shopB, lineId, 2))
    expect((await expectJson(askChange(w.tokens.shopB, lineId, { version: 2, comment: 'Oups' }), 422)).message).toBe(
      'Ce BAT est déjà validé : il ne peut plus changer.',
    )
    await expectJson(approve(w.tokens.shopB, lineId, 2), 422)
    const rounds = await t.db.select().from(proofRounds).where(eq(proofRounds.orderLineId, lineId))
    expect(rounds.map((round) => [round.version, round.answer])).toEqual([
      [1, null],
      [2, 'approved'],
    ])
  })
})
