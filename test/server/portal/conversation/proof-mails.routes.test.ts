import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderNotices } from '../../../../server/platform/db/schema-conversation'
import { orderLines } from '../../../../server/platform/db/schema-portal'
import { orderLineProofs, proofRounds } from '../../../../server/platform/db/schema-proofs'
import { mailOutbox } from '../../../../server/platform/db/schema-support'
import { mailsTo, runBackgroundWork } from '../../support/conversation'
import { aPortalWorld, anOrder, type PortalWorld } from '../../support/portal-world'
import { useTestApp } from '../../support/test-app'

// The proof steps told by the order conversation (docs/decisions/076-proof-approval.md). The rounds are written
// here as the back office and the portal write them (the routes have their own tests); this file is about mails.
const t = useTestApp()
const DESK = 'commandes@ecrin-emballages.fr'
const DAY_MS = 86_400_000
const setClock = (instant: Date) => t.clock.advance(instant.getTime() - t.clock.now().getTime())

const boxLine = (w: PortalWorld) => ({ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 })

async function aProofLine(shop: 'shopA' | 'shopB') {
  const w = await aPortalWorld(t)
  const orderId = await anOrder(t, w.tokens[shop], [boxLine(w)])
  const [line] = await t.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId))
  if (line === undefined) throw new Error('no line')
  await t.db.insert(orderLineProofs).values({ orderLineId: line.id, state: 'to_prepare' })
  await runBackgroundWork(t)
  await t.db.delete(mailOutbox)
  return { w, orderId, lineId: line.id }
}

async function sendRound(orderId: number, lineId: number, version: number) {
  const [round] = await t.db
    .insert(proofRounds)
    .values({
      orderLineId: lineId,
      version,
      storageKey: `proofs/${orderId}/${lineId}-v${version}.pdf`,
      byteSize: 1000,
      note: 'Logo agrandi de 10 %',
      sentByLabel: 'admin',
      sentAt: t.clock.now(),
    })
    .returning({ id: proofRounds.id })
  if (round === undefined) throw new Error('no round')
  await t.db.update(orderLineProofs).set({ state: 'sent' }).where(eq(orderLineProofs.orderLineId, lineId))
  await t.db.insert(orderNotices).values({ orderId, kind: 'proof_sent', proofRoundId: round.id, dueAt: t.clock.now() })
  return round.id
}

async function answer(orderId: number, lineId: number, roundId: number, approved: boolean) {
  const now = t.clock.now()
  const comment = approved ? null : 'Le logo doit être centré.'
  await t.db
    .update(proofRounds)
    .set({ answer: approved ? 'approved' : 'changes_requested', answeredAt: now, answeredByLabel: 'Siège', comment })
    .where(eq(proofRounds.id, roundId))
  const state = approved ? 'approved' : 'changes_requested'
  await t.db
    .update(orderLineProofs)
    .set({ state, approvedRoundId: approved ? roundId : null })
    .where(eq(orderLineProofs.orderLineId, lineId))
  const kind = approved ? 'proof_approved' : 'proof_changes'
  await t.db.insert(orderNotices).values({ orderId, kind, proofRoundId: roundId, dueAt: now })
}

describe('proof mails (decision 076)', () => {
  it('asks the head office, not the shop nor the order desk, to approve a proof sent', async () => {
    const { w, orderId, lineId } = await aProofLine('shopA')
    await sendRound(orderId, lineId, 1)
    await runBackgroundWork(t)
    const [toHeadOffice, ...more] = await mailsTo(t, w.validator.email)
    expect(more).toEqual([])
    expect(toHeadOffice?.subject).toMatch(/^BAT V1 de CMD-\d{4}-\d{5} \(Coffret aimanté \(Noir\)\) à valider$/)
    expect(toHeadOffice?.text).toContain('/account/bat')
    expect(toHeadOffice?.text).toContain('Logo agrandi de 10 %')
    expect(await mailsTo(t, w.shopA.email)).toEqual([])
    expect(await mailsTo(t, DESK)).toEqual([])
  })

  it('asks the shop itself when it has no head office', async () => {
    const { w, orderId, lineId } = await aProofLine('shopB')
    await sendRound(orderId, lineId, 1)
    await runBackgroundWork(t)
    expect((await mailsTo(t, w.shopB.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/à valider$/)])
  })

  it('tells the order desk and the shop of its head office’s answer, with the change asked', async () => {
    const { w, orderId, lineId } = await aProofLine('shopA')
    const v1 = await sendRound(orderId, lineId, 1)
    await answer(orderId, lineId, v1, false)
    await runBackgroundWork(t)
    const [toDesk] = await mailsTo(t, DESK)
    expect(toDesk?.subject).toMatch(/^BAT V1 de CMD-.* : modification demandée$/)
    expect(toDesk?.text).toContain('Le logo doit être centré.')
    expect(toDesk?.text).toContain(`/backoffice/order/details/${orderId}`)
    const [toShop] = await mailsTo(t, w.shopA.email)
    expect(toShop?.text).toContain('/account/bat')
    // V1 was answered before its mail left: the head office is not asked to approve it any more.
    expect(await mailsTo(t, w.validator.email)).toEqual([])
    const v2 = await sendRound(orderId, lineId, 2)
    await answer(orderId, lineId, v2, true)
    await runBackgroundWork(t)
    expect((await mailsTo(t, DESK)).at(-1)?.subject).toMatch(/^BAT V2 de CMD-.* validé$/)
    expect((await mailsTo(t, w.shopA.email)).at(-1)?.subject).toMatch(/validé$/)
  })

  it('tells nothing of a version a newer one replaced before its mail left', async () => {
    const { w, orderId, lineId } = await aProofLine('shopA')
    await sendRound(orderId, lineId, 1)
    await sendRound(orderId, lineId, 2)
    await runBackgroundWork(t)
    expect((await mailsTo(t, w.validator.email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^BAT V2 /),
    ])
  })

  it('reminds the approver once, after the settings’ working days, and never of an answered proof', async () => {
    // Monday 2 November 2026, 9:00 in Paris: three working days later is Thursday 5 November.
    setClock(new Date('2026-11-02T08:00:00Z'))
    const { w, orderId, lineId } = await aProofLine('shopA')
    await sendRound(orderId, lineId, 1)
    const answered = await aProofLine('shopB')
    const other = await sendRound(answered.orderId, answered.lineId, 1)
    await answer(answered.orderId, answered.lineId, other, true)
    await runBackgroundWork(t)
    await t.db.delete(mailOutbox)
    t.clock.advance(2 * DAY_MS)
    await runBackgroundWork(t)
    expect((await mailsTo(t, w.validator.email)).filter((mail) => mail.subject.includes('BAT'))).toEqual([])
    t.clock.advance(DAY_MS + 60_000)
    await runBackgroundWork(t)
    await runBackgroundWork(t)
    // The order itself still waits for its validation and has its own reminder: only the proofs' count here.
    const proofMails = async (address: string) =>
      (await mailsTo(t, address)).map((mail) => mail.subject).filter((subject) => subject.includes('BAT'))
    expect(await proofMails(w.validator.email)).toEqual([
      expect.stringMatching(/^Rappel : BAT V1 de CMD-.* à valider depuis 3 jours ouvrés$/),
    ])
    expect(await proofMails(answered.w.shopB.email)).toEqual([])
    t.clock.advance(7 * DAY_MS)
    await runBackgroundWork(t)
    expect(await proofMails(w.validator.email)).toHaveLength(1)
  })
})
