import { describe, expect, it } from 'vitest'
import { recordAudit } from '../../../server/platform/audit/audit.public'
import { auditLog } from '../../../server/platform/db/schema-backoffice'
import { aBrand, anAdmin, aShop } from '../support/builders'
import { api, expectJson } from '../support/portal-http'
import { adminToken } from '../support/portal-world'
import { useTestApp } from '../support/test-app'

// GET /admin/audit of the e-commerce back office (decision 065): a page at a time, the first entry always
// reachable, read only by who may read the record, ids named, saves that changed nothing left out.
const t = useTestApp()

type Entry = { id: number; action: string; after: Record<string, unknown> | null; names?: unknown }

async function as(role: 'admin' | 'super_admin') {
  const admin = await anAdmin(t.db, { role })
  return { admin, client: api(t.app, await adminToken(t, admin.id)) }
}

describe('GET /admin/audit: pages', () => {
  it('pages through 250 entries with the cursor down to the creation, the total in x-total-count', async () => {
    const { admin, client } = await as('admin')
    const actor = { id: admin.id, login: admin.login }
    const rows = Array.from({ length: 250 }, (_, n) => ({
      adminId: actor.id,
      adminLogin: actor.login,
      entity: 'brand',
      entityId: 41,
      action: n === 0 ? 'create' : 'update',
      before: null,
      after: { n },
    }))
    await t.db.insert(auditLog).values(rows)
    await recordAudit(t.db, { actor, entity: 'brand', entityId: 42, action: 'create', before: null, after: {} })

    const seen: Entry[] = []
    let before: number | undefined
    for (let pages = 0; pages < 10; pages++) {
      const cursor = before === undefined ? '' : `&before=${before}`
      const response = await client.get(`/admin/audit?entity=brand&entity_id=41&limit=100${cursor}`)
      expect(response.headers.get('x-total-count')).toBe('250')
      const page: Entry[] = await expectJson(response)
      if (page.length === 0) break
      seen.push(...page)
      before = page.at(-1)?.id
    }
    expect(seen).toHaveLength(250)
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(250)
    expect(seen.map((entry) => entry.after?.n)).toEqual(rows.map((_, n) => 249 - n))
    expect(seen.at(-1)?.action).toBe('create')
  })

  it('answers 20 entries when no limit is asked, and refuses a limit over 200', async () => {
    const { admin, client } = await as('admin')
    const actor = { id: admin.id, login: admin.login }
    for (let n = 0; n < 25; n++) {
      await recordAudit(t.db, { actor, entity: 'brand', entityId: 51, action: 'note', before: null, after: { n } })
    }
    expect(await expectJson(client.get('/admin/audit?entity=brand&entity_id=51'))).toHaveLength(20)
    expect((await client.get('/admin/audit?entity=brand&entity_id=51&limit=201')).status).toBe(400)
    expect((await client.get('/admin/audit?entity=brand&entity_id=51&before=abc')).status).toBe(400)
  })
})

describe('GET /admin/audit: who reads which history', () => {
  it('refuses the administrators’ history to a plain admin (403) and gives it to a super administrator', async () => {
    const target = await anAdmin(t.db, { role: 'admin' })
    const { admin: boss, client: superClient } = await as('super_admin')
    const actor = { id: boss.id, login: boss.login }
    const after = { login: target.login, email: target.email, role: 'admin' }
    await recordAudit(t.db, {
      actor,
      entity: 'administrator',
      entityId: target.id,
      action: 'create',
      before: null,
      after,
    })
    const { client: plain } = await as('admin')

    const url = `/admin/audit?entity=administrator&entity_id=${target.id}`
    const refused = await plain.get(url)
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain(target.email)
    expect(await expectJson(superClient.get(url))).toHaveLength(1)
  })

  it('refuses an entity no rule names, the showcase’s included', async () => {
    const { client } = await as('super_admin')
    expect((await client.get('/admin/audit?entity=vitrine_article&entity_id=1')).status).toBe(403)
    expect((await client.get('/admin/audit?entity=inconnue&entity_id=1')).status).toBe(403)
  })
})

describe('GET /admin/audit: what an entry says', () => {
  it('names the records an entry points to, as they are named today', async () => {
    const { admin, client } = await as('admin')
    const [first, second] = [await aBrand(t.db, { name: 'Maison Lune' }), await aBrand(t.db, { name: 'Atelier Sud' })]
    const shop = await aShop(t.db, { brandId: first.id })
    const actor = { id: admin.id, login: admin.login }
    const before = { brandId: first.id, name: shop.name }
    const after = { brandId: second.id, name: shop.name }
    await recordAudit(t.db, { actor, entity: 'customer', entityId: shop.id, action: 'update', before, after })
    const [entry] = await expectJson(client.get(`/admin/audit?entity=customer&entity_id=${shop.id}`))
    expect(entry.names).toEqual({ brand_id: { [first.id]: 'Maison Lune', [second.id]: 'Atelier Sud' } })
  })

  it('records no entry for a save that changed nothing but the version', async () => {
    const { client } = await as('admin')
    const body = { name: 'Maison Immobile', franco_qty: 500, franco_price: 50_000, shipping_fee: 2500 }
    const created = await expectJson(client.post('/admin/brands', body), 201)
    await expectJson(client.put(`/admin/brands/${created.id}`, { ...body, version: 1 }))
    await expectJson(client.put(`/admin/brands/${created.id}`, { ...body, franco_qty: 300, version: 2 }))
    const history: Entry[] = await expectJson(client.get(`/admin/audit?entity=brand&entity_id=${created.id}`))
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create'])
  })
})
