import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../../server/platform/db/schema-portal'
import { ACCOUNT_ADMIN_MESSAGES, BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { anAdmin } from '../support/builders'
import { adminToken, anOrder, aPortalWorld, fillCart } from '../support/portal-world'
import { api, call, expectJson } from '../support/portal-http'
import { useTestApp } from '../support/test-app'
import { mailsTo, runBackgroundWork } from '../support/conversation'

const t = useTestApp()

async function clientOf(role: 'super_admin' | 'admin') {
  const admin = await anAdmin(t.db, { role })
  return { admin, client: api(t.app, await adminToken(t, admin.id)) }
}

const formOf = (overrides: Record<string, unknown> = {}) => ({
  default_shipping_fee: 3000,
  vat_rate_basis_points: 1000,
  company_name: 'Écrin Emballages SAS',
  company_address: '12 rue des Cartons\n69000 Lyon',
  company_email: 'contact@ecrin.fr',
  order_notification_email: 'ventes@ecrin.fr',
  validation_reminder_days: 2,
  version: 1,
  ...overrides,
})

describe('GET and PUT /admin/settings', () => {
  it('lets any e-commerce administrator read the settings, with the migration defaults', async () => {
    const { client } = await clientOf('admin')
    expect(await expectJson(client.get('/admin/settings'))).toMatchObject({
      id: 1,
      default_shipping_fee: 2500,
      vat_rate_basis_points: 2000,
      company_name: 'Écrin Emballages',
      version: 1,
    })
    expect((await call(t.app, 'GET', '/admin/settings')).status).toBe(401)
  })

  it('lets only a super administrator write them (an admin gets 403 and changes nothing)', async () => {
    const { client: plain } = await clientOf('admin')
    const refused = await plain.put('/admin/settings', formOf())
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ message: BACKOFFICE_MESSAGES.forbidden })
    const { client } = await clientOf('super_admin')
    const saved = await expectJson(client.put('/admin/settings', formOf()))
    expect(saved).toMatchObject({
      vat_rate_basis_points: 1000,
      default_shipping_fee: 3000,
      company_address: '12 rue des Cartons\n69000 Lyon',
      version: 2,
    })
    expect(await expectJson(plain.get('/admin/settings'))).toEqual(saved)
  })

  it('refuses a stale version without overwriting, and audits each write', async () => {
    const { admin, client } = await clientOf('super_admin')
    await expectJson(client.put('/admin/settings', formOf({ company_name: 'Première' })))
    const stale = await client.put('/admin/settings', formOf({ company_name: 'Seconde' }))
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({ message: BACKOFFICE_MESSAGES.conflict })
    expect((await expectJson(client.get('/admin/settings'))).company_name).toBe('Première')
    const history = await expectJson(client.get('/admin/audit?entity=settings&entity_id=1'))
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      admin_login: admin.login,
      action: 'update',
      before: { company_name: 'Écrin Emballages', vat_rate_basis_points: 2000, version: 1 },
      after: { company_name: 'Première', vat_rate_basis_points: 1000, version: 2 },
    })
  })

  it('answers every field error at once', async () => {
    const { client } = await clientOf('super_admin')
    const empty = await client.put('/admin/settings', {})
    expect(empty.status).toBe(422)
    expect(Object.keys((await empty.json()).fields).sort()).toEqual(
      [
        'company_email',
        'company_name',
        'default_shipping_fee',
        'order_notification_email',
        'vat_rate_basis_points',
        'validation_reminder_days',
        'version',
      ].sort(),
    )
    const wrong = await client.put(
      '/admin/settings',
      formOf({ vat_rate_basis_points: 10_001, default_shipping_fee: -1, order_notification_email: 'non' }),
    )
    expect((await wrong.json()).fields).toEqual({
      vat_rate_basis_points: ACCOUNT_ADMIN_MESSAGES.vatRateRange,
      default_shipping_fee: ACCOUNT_ADMIN_MESSAGES.notNegative,
      order_notification_email: BACKOFFICE_MESSAGES.invalidEmail,
    })
    expect((await client.put('/admin/settings', formOf({ vat_rate_basis_points: 550.5 }))).status).toBe(422)
    for (const days of [0, 31]) {
      const refused = await client.put('/admin/settings', formOf({ validation_reminder_days: days }))
      expect((await refused.json()).fields).toEqual({
        validation_reminder_days: 'Le délai de rappel est un nombre entier de jours ouvrés, de 1 à 30.',
      })
    }
  })
})

describe('the VAT rate and the notification address in the portal', () => {
  it('prices the open cart at the new rate at once, while a placed order keeps its VAT', async () => {
    const w = await aPortalWorld(t)
    const { client } = await clientOf('super_admin')
    const box = { productId: w.box.id, optionId: w.box.options[0]!.id, quantity: 10 }
    // 10 × 4,00 € + 25,00 € shipping = 65,00 € HT.
    const orderId = await anOrder(t, w.tokens.shopA, [box])
    await fillCart(t, w.tokens.shopA, [box])
    const shop = api(t.app, w.tokens.shopA)
    expect(await expectJson(shop.get('/api/carts/current'))).toMatchObject({
      total: 4000,
      shipping: 2500,
      vat: 1300,
      total_ttc: 7800,
    })

    await expectJson(client.put('/admin/settings', formOf({ vat_rate_basis_points: 1000 })))
    expect(await expectJson(shop.get('/api/carts/current'))).toMatchObject({
      total: 4000,
      shipping: 2500,
      vat: 650,
      total_ttc: 7150,
    })

    const [stored] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    expect(stored).toMatchObject({ vat: 1300, totalTtc: 7800, vatRateBasisPoints: 2000 })
    expect((await expectJson(shop.get(`/api/orders/${orderId}`))).totals).toMatchObject({ vat: 1300, total_ttc: 7800 })
    // The validator edits the order after the change: it is still priced at the rate it was placed at.
    const validator = api(t.app, w.tokens.validator)
    const detail = await expectJson(validator.get(`/api/orders/${orderId}`))
    await expectJson(
      validator.put(`/api/orders/validations/modify/${orderId}`, { idproduct: detail.lines[0].id, data: 20 }),
    )
    const [edited] = await t.db.select().from(orders).where(eq(orders.id, orderId))
    // 20 × 4,00 € + 25,00 € = 105,00 € HT, VAT 20 %: 21,00 €.
    expect(edited).toMatchObject({ subtotal: 8000, vat: 2100, totalTtc: 12_600 })

    // A new order takes the rate in force.
    const cart = await expectJson(shop.get('/api/carts/current'))
    const placed = await expectJson(shop.put(`/api/carts/order/${cart.id}`))
    const [second] = await t.db.select().from(orders).where(eq(orders.id, placed.order.id))
    expect(second).toMatchObject({ vat: 650, vatRateBasisPoints: 1000 })
  })

  it('prices a cart and an order at 5,5 %, rounding the VAT once per order', async () => {
    const w = await aPortalWorld(t)
    const { client } = await clientOf('super_admin')
    expect(await expectJson(client.put('/admin/settings', formOf({ vat_rate_basis_points: 550 })))).toMatchObject({
      vat_rate_basis_points: 550,
    })
    const box = { productId: w.box.id, optionId: w.box.options[0]!.id, quantity: 10 }
    await fillCart(t, w.tokens.shopA, [box])
    const shop = api(t.app, w.tokens.shopA)
    // 10 × 4,00 € + 25,00 € shipping = 65,00 € HT; 5,5 % of it is 3,575 € -> 3,58 € (half a cent up).
    const cart = await expectJson(shop.get('/api/carts/current'))
    expect(cart).toMatchObject({ total: 4000, shipping: 2500, vat: 358, total_ttc: 6858 })
    const placed = await expectJson(shop.put(`/api/carts/order/${cart.id}`))
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.order.id))
    expect(order).toMatchObject({ vat: 358, totalTtc: 6858, vatRateBasisPoints: 550 })
  })

  it('mails the order notification address, naming the order and the shop, once the order is accepted', async () => {
    const w = await aPortalWorld(t)
    const { client } = await clientOf('super_admin')
    await expectJson(client.put('/admin/settings', formOf({ order_notification_email: 'ventes@ecrin.fr' })))
    const orderId = await anOrder(t, w.tokens.shopB, [
      { productId: w.box.id, optionId: w.box.options[0]!.id, quantity: 10 },
    ])
    await runBackgroundWork(t)
    const [order] = await t.db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId))
    const mails = await mailsTo(t, 'ventes@ecrin.fr')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`Nouvelle commande à préparer : ${order!.number} de Boutique B`)
    expect(mails[0]?.text).toContain(`/backoffice/order/details/${orderId}`)
  })

  it('keeps the order when the notification mail cannot be stored, and says so in the log', async () => {
    const w = await aPortalWorld(t)
    // The mails are written by the job runner: a failure there is logged, the order stays placed.
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`)
    try {
      const orderId = await anOrder(t, w.tokens.shopB, [
        { productId: w.box.id, optionId: w.box.options[0]!.id, quantity: 10 },
      ])
      await runBackgroundWork(t)
      expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))).toHaveLength(1)
      expect(t.logger.errors.length).toBeGreaterThan(0)
    } finally {
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`)
    }
  })
})
