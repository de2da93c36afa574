import { describe, expect, it } from 'vitest'
import { createApp } from '../../../../server/app'
import { wireAppDependencies } from '../../../../server/app-dependencies'
import { backgroundJobs } from '../../../../server/platform/jobs/jobs.public'
import { cheapPasswords } from '../../support/builders'
import { mailsTo, runBackgroundWork } from '../../support/conversation'
import { api, expectJson } from '../../support/portal-http'
import { aPortalWorld, anOrder, type PortalWorld } from '../../support/portal-world'
import { TEST_JWT_SECRET, useTestApp } from '../../support/test-app'

const t = useTestApp()
const DESK = 'commandes@ecrin-emballages.fr'
const DAY = 86_400_000

const boxLine = (w: PortalWorld) => ({ productId: w.box.id, optionId: w.box.options[0]?.id ?? 0, quantity: 10 })

// A second server of the same deployment: its own wiring and job runner, the same database.
function secondServer() {
  const deps = wireAppDependencies({
    database: t.handle,
    jwtSecret: TEST_JWT_SECRET,
    webDistDir: '/nonexistent/ecrin-web-dist',
    corsOrigins: [],
    passwords: cheapPasswords,
    clock: t.clock,
    logger: t.logger,
  })
  return { app: createApp(deps), jobs: backgroundJobs(deps.background) }
}

describe('several orders accepted at once (decision 074)', () => {
  it('accepts each order in its own transaction and says what became of each', async () => {
    const w = await aPortalWorld(t)
    const first = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    const second = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    const direct = await anOrder(t, w.tokens.shopB, [boxLine(w)])
    const headOffice = api(t.app, w.tokens.validator)
    const answer = await expectJson(
      headOffice.post('/api/orders/validations/accept', { order_ids: [first, direct, second] }),
    )
    expect(answer.results).toEqual([
      { order_id: first, number: expect.stringMatching(/^CMD-/), accepted: true, message: 'Commande validée' },
      { order_id: direct, number: null, accepted: false, message: 'Commande introuvable, ou déjà traitée.' },
      { order_id: second, number: expect.stringMatching(/^CMD-/), accepted: true, message: 'Commande validée' },
    ])
    expect(await expectJson(headOffice.get('/api/orders/validations/count'))).toEqual({ countOrders: 0 })
    const empty = headOffice.post('/api/orders/validations/accept', { order_ids: [] })
    expect(await expectJson(empty, 400)).toMatchObject({ message: expect.stringContaining('au moins une commande') })
  })

  it('on two servers at once, accepts each order once and mails each decision once', async () => {
    const w = await aPortalWorld(t)
    const ids = [
      await anOrder(t, w.tokens.shopA, [boxLine(w)]),
      await anOrder(t, w.tokens.shopA, [boxLine(w)]),
      await anOrder(t, w.tokens.shopA, [boxLine(w)]),
    ]
    const other = secondServer()
    const [one, two] = await Promise.all([
      expectJson(api(t.app, w.tokens.validator).post('/api/orders/validations/accept', { order_ids: ids })),
      expectJson(api(other.app, w.tokens.validator).post('/api/orders/validations/accept', { order_ids: ids })),
    ])
    const accepted = [...one.results, ...two.results].filter((result: { accepted: boolean }) => result.accepted)
    expect(accepted.map((result: { order_id: number }) => result.order_id).sort()).toEqual([...ids].sort())
    await Promise.all([runBackgroundWork(t), other.jobs.runDue()])
    const decisions = (await mailsTo(t, w.shopA.email)).filter((mail) => mail.subject.includes('validée par'))
    expect(decisions).toHaveLength(3)
    expect(await mailsTo(t, DESK)).toHaveLength(3)
  })
})

describe('the reminder to the head office (decision 074)', () => {
  it('reminds once of an order waiting the settings’ working days, whichever server runs the job', async () => {
    const w = await aPortalWorld(t)
    const orderId = await anOrder(t, w.tokens.shopA, [boxLine(w)])
    await runBackgroundWork(t)
    const before = await mailsTo(t, w.validator.email)
    expect(before).toHaveLength(1)
    // A day later: not yet two working days.
    t.clock.advance(DAY)
    await runBackgroundWork(t)
    expect(await mailsTo(t, w.validator.email)).toHaveLength(1)
    // Ten days later, certainly two working days (weekends and public holidays off): one reminder.
    t.clock.advance(9 * DAY)
    const other = secondServer()
    await Promise.all([runBackgroundWork(t), other.jobs.runDue()])
    await Promise.all([runBackgroundWork(t), other.jobs.runDue()])
    const after = await mailsTo(t, w.validator.email)
    expect(after).toHaveLength(2)
    expect(after[1]?.subject).toMatch(/^Rappel : commande CMD-.* de Boutique A à valider depuis \d+ jours ouvrés$/)
    expect(after[1]?.text).toContain(`/account/ordervalid/${orderId}`)
  })
})
