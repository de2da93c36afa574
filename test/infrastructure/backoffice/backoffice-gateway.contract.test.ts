import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { Rejected, SessionExpired } from '../../../src/application/errors'
import { BackofficeGateway } from '../../../src/application/backoffice/ports/backoffice-gateway'
import { BRANDS } from '../../../src/contract/backoffice/brands'
import { SETTINGS } from '../../../src/contract/backoffice/settings'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { anAdmin, aShop, DEFAULT_PASSWORD } from '../../server/support/builders'
import { liveGateways } from '../../support/live-server/live-gateways'
import { useLiveServer } from '../../support/live-server/live-server'

// The back-office gateway against the production server in this process: the generic port over the
// brands resource (list, read, write, conflicts, field errors, export, history) with an admin's token.

const live = useLiveServer()
const gateway = <A, E>(use: (g: BackofficeGateway['Service']) => Effect.Effect<A, E>) => BackofficeGateway.use(use)

async function anAdminSession() {
  const h = liveGateways(live, '/backoffice/brand')
  const admin = await anAdmin(live.db, { role: 'admin' })
  h.save('admin', await live.loginAdmin(admin.login, DEFAULT_PASSWORD))
  return { ...h, admin }
}

let counter = 0
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(counter += 1)}`

const aBrandBody = (name: string) => ({
  name,
  franco_qty: 10,
  franco_price: 15_000,
  shipping_fee: 1_290,
  ecommerce_url: 'https://boutique.exemple.fr',
})

describe('BackofficeGateway over HTTP, against the server', () => {
  it('creates, reads, lists with its total, filters and sorts a resource', async () => {
    const h = await anAdminSession()
    const prefix = uniqueName('Éclat')
    const created = await h.run(gateway((g) => g.create(BRANDS, aBrandBody(`${prefix} B`))))
    await h.run(gateway((g) => g.create(BRANDS, { ...aBrandBody(`${prefix} A`), franco_qty: 3 })))
    expect(created).toMatchObject({ name: `${prefix} B`, franco_price: 15_000, shipping_fee: 1_290, version: 1 })
    expect(await h.run(gateway((g) => g.get(BRANDS, created.id)))).toEqual(created)

    const page = await h.run(gateway((g) => g.list(BRANDS, { q: prefix, _sort: 'name', _order: 'DESC', _limit: '1' })))
    expect(page.total).toBe(2)
    expect(page.rows.map((brand) => brand.name)).toEqual([`${prefix} B`])
    const ascending = await h.run(gateway((g) => g.list(BRANDS, { q: prefix, _sort: 'name', _order: 'ASC' })))
    expect(ascending.rows.map((brand) => brand.name)).toEqual([`${prefix} A`, `${prefix} B`])
  })

  it('fails a refused form with every field error at once, and a duplicate name as a field error', async () => {
    const h = await anAdminSession()
    const refused = await h.run(
      Effect.flip(
        gateway((g) =>
          g.create(BRANDS, { name: '', franco_qty: -1, franco_price: 'abc', ecommerce_url: 'ftp://x' } as never),
        ),
      ),
    )
    expect(refused).toBeInstanceOf(Rejected)
    expect(refused).toMatchObject({ status: 422 })
    const fields = (refused as Rejected).fields ?? {}
    expect(Object.keys(fields).sort()).toEqual(['ecommerce_url', 'franco_price', 'franco_qty', 'name'])
    expect(fields.ecommerce_url).toBe(BACKOFFICE_MESSAGES.invalidUrl)

    const name = uniqueName('Doublon')
    await h.run(gateway((g) => g.create(BRANDS, aBrandBody(name))))
    const duplicate = await h.run(Effect.flip(gateway((g) => g.create(BRANDS, aBrandBody(name.toUpperCase())))))
    expect(duplicate).toMatchObject({ status: 422, fields: { name: expect.any(String) } })
  })

  it('saves with the version read, and fails a stale version with the server’s conflict message', async () => {
    const h = await anAdminSession()
    const brand = await h.run(gateway((g) => g.create(BRANDS, aBrandBody(uniqueName('Version')))))
    const saved = await h.run(
      gateway((g) => g.update(BRANDS, brand.id, { ...aBrandBody(brand.name), franco_qty: 20, version: 1 })),
    )
    expect(saved).toMatchObject({ franco_qty: 20, version: 2 })
    const stale = await h.run(
      Effect.flip(
        gateway((g) => g.update(BRANDS, brand.id, { ...aBrandBody(brand.name), franco_qty: 30, version: 1 })),
      ),
    )
    expect(stale).toEqual(new Rejected({ status: 409, message: BACKOFFICE_MESSAGES.conflict }))
    expect(await h.run(gateway((g) => g.get(BRANDS, brand.id)))).toMatchObject({ franco_qty: 20, version: 2 })
  })

  it('deletes a record, which then reads as not found', async () => {
    const h = await anAdminSession()
    const brand = await h.run(gateway((g) => g.create(BRANDS, aBrandBody(uniqueName('Supprimée')))))
    await h.run(gateway((g) => g.remove(BRANDS, brand.id, brand.version)))
    expect(await h.run(Effect.flip(gateway((g) => g.get(BRANDS, brand.id))))).toMatchObject({ status: 404 })
  })

  it('exports the filtered list as a CSV file that keeps its BOM and accents', async () => {
    const h = await anAdminSession()
    const prefix = uniqueName('Crème brûlée')
    await h.run(gateway((g) => g.create(BRANDS, aBrandBody(`${prefix} 1`))))
    await h.run(gateway((g) => g.create(BRANDS, aBrandBody(`${prefix} 2`))))
    const file = await h.run(gateway((g) => g.exportCsv(BRANDS, { q: prefix })))
    expect(file.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split(/\r?\n/)
    expect(lines).toHaveLength(3)
    expect(lines.slice(1).every((line) => line.includes(prefix))).toBe(true)
  })

  it('reads a record’s history: who did what, with the values before and after', async () => {
    const h = await anAdminSession()
    const brand = await h.run(gateway((g) => g.create(BRANDS, aBrandBody(uniqueName('Historique')))))
    await h.run(gateway((g) => g.update(BRANDS, brand.id, { ...aBrandBody(brand.name), franco_qty: 42, version: 1 })))
    const { entries: history } = await h.run(gateway((g) => g.history(BRANDS, brand.id)))
    expect(history.map((entry) => entry.action).sort()).toEqual(['create', 'update'])
    const update = history.find((entry) => entry.action === 'update')
    expect(update?.admin_login).toBe(h.admin.login)
    // The audit log keeps the columns as the server names them (francoQty today, franco_qty on the wire).
    const francoQty = (values: Record<string, unknown> | null | undefined) => values?.francoQty ?? values?.franco_qty
    expect([francoQty(update?.before), francoQty(update?.after)]).toEqual([10, 42])
  })

  it('reads and saves a one-record resource (the settings) at its path, with the version read', async () => {
    const h = liveGateways(live, '/backoffice/parametres')
    const superAdmin = await anAdmin(live.db, { role: 'super_admin' })
    h.save('admin', await live.loginAdmin(superAdmin.login, DEFAULT_PASSWORD))
    const read = await h.run(gateway((g) => g.getSingle(SETTINGS)))
    const body = {
      default_shipping_fee: read.default_shipping_fee,
      vat_rate_basis_points: read.vat_rate_basis_points,
      company_name: read.company_name,
      company_address: read.company_address,
      company_email: read.company_email,
      order_notification_email: read.order_notification_email,
      validation_reminder_days: read.validation_reminder_days,
    }
    const saved = await h.run(
      gateway((g) => g.updateSingle(SETTINGS, { ...body, default_shipping_fee: 1_990, version: read.version })),
    )
    expect(saved).toMatchObject({ default_shipping_fee: 1_990, version: read.version + 1 })
    const stale = await h.run(Effect.flip(gateway((g) => g.updateSingle(SETTINGS, { ...body, version: read.version }))))
    expect(stale).toEqual(new Rejected({ status: 409, message: BACKOFFICE_MESSAGES.conflict }))
    expect(await h.run(gateway((g) => g.getSingle(SETTINGS)))).toEqual(saved)
  })

  it('ends in SessionExpired without an admin token, and a shop token opens nothing', async () => {
    const anonymous = liveGateways(live, '/backoffice/brand')
    expect(await anonymous.run(Effect.flip(gateway((g) => g.list(BRANDS, {}))))).toBeInstanceOf(SessionExpired)
    const shop = await aShop(live.db)
    const asShop = liveGateways(live, '/account/catalog')
    asShop.save('admin', await live.loginShop(shop.identifiant, DEFAULT_PASSWORD))
    expect(await asShop.run(Effect.flip(gateway((g) => g.list(BRANDS, {}))))).toBeInstanceOf(SessionExpired)
  })
})
