import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, settings } from '../../../server/platform/db/schema-backoffice'
import { orderEvents, orders } from '../../../server/platform/db/schema-portal'
import { mailOutbox } from '../../../server/platform/db/schema-support'
import { decideMove, MOVE_TARGETS } from '../../../src/domain/order-moves'
import { ORDER_STATUSES, type OrderStatus } from '../../../src/domain/order-status'
import { anAdmin } from '../support/builders'
import { anOrderRow } from '../support/order-builders'
import { api, expectJson } from '../support/portal-http'
import { adminToken, aPortalWorld, anOrder } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

const t = useTestApp()

// The company identity the shop's mail is signed with (screen /backoffice/parametres).
const company = { companyName: 'Écrin Test', companyEmail: 'bonjour@ecrin-test.fr', companyAddress: '1 quai du Port' }

async function aWorld() {
  await t.db
    .insert(settings)
    .values({ id: 1, ...company })
    .onConflictDoUpdate({ target: settings.id, set: company })
  const w = await aPortalWorld(t)
  const moderator = await anAdmin(t.db, { role: 'admin', login: 'claire' })
  const admin = api(t.app, await adminToken(t, moderator.id))
  return { w, admin, moderator }
}

const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status
const eventsOf = (orderId: number) => t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))
const outbox = async () => {
  await t.deps.afterResponse.settled()
  return t.db.select().from(mailOutbox)
}

describe('POST /admin/orders/{id}/status', () => {
  const cases = ORDER_STATUSES.flatMap((from) => MOVE_TARGETS.map((to) => [from, to] as const))
  it.each(cases)('from %s to %s: the domain rule decides', async (from, to) => {
    const { w, admin } = await aWorld()
    const order = await anOrderRow(t.db, w.shopB.id, { status: from as OrderStatus })
    const response = await admin.post(`/admin/orders/${order.id}/status`, { status: to, reason: 'Rupture de stock' })
    const allowed = decideMove(from, to, 'Rupture de stock').kind === 'allowed'
    const body = await expectJson(response, allowed ? 200 : 422)
    if (allowed) {
      expect(body).toMatchObject({ id: order.id, status: to })
      expect(await statusOf(order.id)).toBe(to)
    } else {
      expect(body).toEqual({ message: expect.stringMatching(/\.$/) })
      expect(await statusOf(order.id)).toBe(from)
      expect(await eventsOf(order.id)).toHaveLength(0)
    }
  })

  it('records the event with the administrator’s login, an audit record, and mails the shop', async () => {
    const { w, admin, moderator } = await aWorld()
    const order = await anOrderRow(t.db, w.shopB.id, { number: 'CMD-2026-00042', status: 'validated' })
    const detail = await expectJson(
      admin.post(`/admin/orders/${order.id}/status`, { status: 'in_production', from: 'validated' }),
    )

    expect(detail.allowed_moves).toEqual(['shipped', 'cancelled'])
    expect(detail.events).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        actor_label: 'claire',
        action: 'Statut modifié — Validée → En fabrication',
        detail: null,
        reason: null,
      },
    ])
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)))
    expect(audit).toMatchObject([
      {
        adminId: moderator.id,
        adminLogin: 'claire',
        action: 'status',
        before: { status: 'validated' },
        after: { status: 'in_production' },
      },
    ])
    const mails = await outbox()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to: w.shopB.email,
      subject: 'Écrin Test — commande CMD-2026-00042 : En fabrication',
    })
    expect(mails[0]?.text).toContain(
      'Votre commande CMD-2026-00042 (Boutique B) est désormais au statut « En fabrication ».',
    )
    expect(mails[0]?.text).toContain('Écrin Test\n1 quai du Port\nbonjour@ecrin-test.fr')
    expect(mails[0]?.text).toContain(`/account/order/${order.id}`)
  })

  it('cancels with the reason in the history, the audit record and the mail', async () => {
    const { w, admin } = await aWorld()
    const order = await anOrderRow(t.db, w.shopA.id, { status: 'pending_validation' })
    await expectJson(
      admin.post(`/admin/orders/${order.id}/status`, { status: 'cancelled', reason: '  Doublon de la commande 41  ' }),
    )
    expect(await eventsOf(order.id)).toMatchObject([
      {
        actorLabel: 'claire',
        action: 'Statut modifié — En attente de validation → Annulée',
        detail: 'Doublon de la commande 41',
        reason: null,
      },
    ])
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))
    expect(audit?.after).toEqual({ status: 'cancelled', reason: 'Doublon de la commande 41' })
    const [mail] = await outbox()
    expect(mail?.text).toContain('au statut « Annulée ».\nMotif : Doublon de la commande 41')
  })

  it.each([{}, { reason: '' }, { reason: '   ' }, { reason: null }])(
    'refuses a cancellation without a reason (%o) with a 422 field error',
    async (extra) => {
      const { w, admin } = await aWorld()
      const order = await anOrderRow(t.db, w.shopB.id, { status: 'validated' })
      const body = await expectJson(
        admin.post(`/admin/orders/${order.id}/status`, { status: 'cancelled', ...extra }),
        422,
      )
      expect(body).toEqual({ message: expect.any(String), fields: { reason: 'Indiquez le motif de l’annulation.' } })
      expect(await statusOf(order.id)).toBe('validated')
      expect(await outbox()).toHaveLength(0)
    },
  )

  it('refuses an unknown status and a missing one as field errors', async () => {
    const { w, admin } = await aWorld()
    const order = await anOrderRow(t.db, w.shopB.id)
    const body = await expectJson(admin.post(`/admin/orders/${order.id}/status`, { status: 'validated' }), 422)
    expect(Object.keys(body.fields)).toEqual(['status'])
    expect((await expectJson(admin.post(`/admin/orders/${order.id}/status`, {}), 422)).fields).toHaveProperty('status')
  })

  it('answers 409 when the order moved since the administrator’s page was loaded', async () => {
    const { w, admin } = await aWorld()
    const order = await anOrderRow(t.db, w.shopB.id, { status: 'in_production' })
    const body = await expectJson(
      admin.post(`/admin/orders/${order.id}/status`, { status: 'cancelled', reason: 'x', from: 'validated' }),
      409,
    )
    expect(body.message).toContain('« En fabrication »')
    expect(await statusOf(order.id)).toBe('in_production')
  })

  it('answers 404 for an unknown order', async () => {
    const { admin } = await aWorld()
    expect((await admin.post('/admin/orders/424242/status', { status: 'shipped' })).status).toBe(404)
  })

  it('moves an order once when two administrators move it at the same time', async () => {
    const { w, admin } = await aWorld()
    const other = api(t.app, await adminToken(t, (await anAdmin(t.db, { role: 'admin' })).id))
    const order = await anOrderRow(t.db, w.shopB.id, { status: 'validated' })
    const answers = await Promise.all([
      admin.post(`/admin/orders/${order.id}/status`, { status: 'in_production' }),
      other.post(`/admin/orders/${order.id}/status`, { status: 'in_production' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    expect(await eventsOf(order.id)).toHaveLength(1)
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).toHaveLength(1)
    expect(await outbox()).toHaveLength(1)
  })

  it('shows the new status to the shop at once', async () => {
    const { w, admin } = await aWorld()
    const id = await anOrder(t, w.tokens.shopB, [
      { productId: w.bag.id, optionId: w.bag.options[0]?.id ?? 0, quantity: 300 },
    ])
    await expectJson(admin.post(`/admin/orders/${id}/status`, { status: 'in_production' }))
    const seen = await expectJson(api(t.app, w.tokens.shopB).get(`/api/orders/${id}`))
    expect(seen).toMatchObject({ status: 'in_production', status_label: 'En fabrication' })
    const moved = { actor: 'claire', action: 'Statut modifié — Validée → En fabrication' }
    expect(seen.events.at(-1)).toMatchObject(moved)
  })
})

describe('POST /admin/orders/bulk', () => {
  it('moves every order the rule allows and says which were refused, and why', async () => {
    const { w, admin } = await aWorld()
    const ready = await anOrderRow(t.db, w.shopB.id, { status: 'in_production' })
    const alsoReady = await anOrderRow(t.db, w.stranger.id, { status: 'in_production' })
    const early = await anOrderRow(t.db, w.shopA.id, { number: 'CMD-2026-00077', status: 'validated' })
    const ids = [ready.id, early.id, alsoReady.id, 999_999]
    const body = await expectJson(admin.post('/admin/orders/bulk', { ids, action: 'shipped' }))

    expect(body).toEqual({
      message: '2 commandes passées au statut « Expédiée » ; 2 refusées.',
      affected: 2,
      refused: [
        {
          id: early.id,
          number: 'CMD-2026-00077',
          message: expect.stringContaining('Passage impossible de « Validée » à « Expédiée »'),
        },
        { id: 999_999, number: null, message: 'Commande introuvable.' },
      ],
    })
    expect([await statusOf(ready.id), await statusOf(alsoReady.id), await statusOf(early.id)]).toEqual([
      'shipped',
      'shipped',
      'validated',
    ])
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entity, 'order'))).toHaveLength(2)
    expect((await outbox()).map((mail) => mail.to).sort()).toEqual([w.shopB.email, w.stranger.email].sort())
  })

  it('refuses a cancellation in bulk and an empty selection as field errors', async () => {
    const { admin } = await aWorld()
    expect(
      Object.keys((await expectJson(admin.post('/admin/orders/bulk', { ids: [1], action: 'cancelled' }), 422)).fields),
    ).toEqual(['action'])
    expect(
      Object.keys((await expectJson(admin.post('/admin/orders/bulk', { ids: [], action: 'shipped' }), 422)).fields),
    ).toEqual(['ids'])
  })
})
