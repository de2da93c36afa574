import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { admins, brands, shops } from '../../../../server/platform/db/schema'
import { DEMO_ACCOUNTS, formatDemoAccountsTable } from '../../../../server/seed/demo-accounts'
import { seedDemoData } from '../../../../server/seed/demo-seed'
import { findDemoAccounts } from '../../../../server/platform/startup/production-checks'
import { prepareDatabase } from '../../../../server/platform/startup/prepare-database'
import { aBrand, anAdmin, aShop, cheapPasswords } from '../../support/builders'
import { json, postJson } from '../../support/http'
import { useTestApp } from '../../support/test-app'

const t = useTestApp()
const countOf = async (table: typeof brands | typeof shops | typeof admins) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n

describe('demo seed (decisions §8)', () => {
  it('seeds an empty database outside production, and the demo accounts log in', async () => {
    const prepared = await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })

    expect(prepared).toEqual({ ok: true, seeded: true, demoAccountsPresent: true })
    const [brand] = await t.db.select().from(brands)
    expect(brand).toMatchObject({ name: 'Maison Lemoine', francoQty: 500, francoPrice: 50_000, shippingFee: 2500 })
    const paris = await postJson(t.app, '/portal-api/login', { login: 'boutique-paris', password: 'Demo2026!' })
    expect(paris.status).toBe(200)
    const shop = (await json(paris)).data.shop
    const [siege] = await t.db.select().from(shops).where(eq(shops.identifiant, 'siege-lemoine'))
    expect(shop.validator_id).toBe(siege?.id)
    expect(shop.brand).toMatchObject({ name: 'Maison Lemoine', franco_qty: 500, franco_price: 50_000 })
    const [lyon] = await t.db.select().from(shops).where(eq(shops.identifiant, 'boutique-lyon'))
    expect(lyon?.validatorId).toBeNull()
    expect((await postJson(t.app, '/portal-api/admin/login', { login: 'admin', password: 'Admin2026!' })).status).toBe(
      200,
    )
    const [vitrine] = await t.db.select().from(admins).where(eq(admins.login, 'vitrine'))
    expect(vitrine?.role).toBe('vitrine')
    expect(vitrine?.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('is idempotent: a second start changes nothing', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    const again = await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    expect(again).toEqual({ ok: true, seeded: false, demoAccountsPresent: true })
    expect(await countOf(shops)).toBe(3)
    expect(await countOf(admins)).toBe(2)
  })

  it('does not seed a database that already has a brand', async () => {
    await aBrand(t.db)
    expect(await seedDemoData(t.db, cheapPasswords, { isProduction: false })).toEqual({ seeded: false })
    expect(await countOf(shops)).toBe(0)
  })

  it('never seeds in production', async () => {
    const prepared = await prepareDatabase(t.handle, cheapPasswords, { isProduction: true })
    expect(prepared).toEqual({ ok: true, seeded: false, demoAccountsPresent: false })
    expect(await countOf(brands)).toBe(0)
  })

  it('prints every demo account with its password', () => {
    const table = formatDemoAccountsTable()
    for (const account of DEMO_ACCOUNTS) {
      expect(table).toContain(account.login)
      expect(table).toContain(account.password)
    }
  })
})

describe('production start', () => {
  it('refuses to start when a demo shop exists', async () => {
    await aShop(t.db, { identifiant: 'boutique-lyon', password: 'Demo2026!' })
    const prepared = await prepareDatabase(t.handle, cheapPasswords, { isProduction: true })
    expect(prepared.ok).toBe(false)
    expect(!prepared.ok && prepared.problem).toMatch(/Démarrage refusé en production.*boutique-lyon.*Refusing to start/)
  })

  it('refuses to start when a demo admin exists', async () => {
    await anAdmin(t.db, { login: 'vitrine', role: 'vitrine', password: 'Vitrine2026!' })
    expect((await prepareDatabase(t.handle, cheapPasswords, { isProduction: true })).ok).toBe(false)
  })

  it('lists all demo accounts it finds, and no real ones', async () => {
    await prepareDatabase(t.handle, cheapPasswords, { isProduction: false })
    await aShop(t.db, { identifiant: 'vraie-boutique' })
    expect(await findDemoAccounts(t.db, cheapPasswords)).toEqual([
      'admin',
      'boutique-lyon',
      'boutique-paris',
      'siege-lemoine',
      'vitrine',
    ])
  })

  it('does not count an account with a demo login whose password was changed', async () => {
    await anAdmin(t.db, { login: 'admin', password: 'Un-vrai-secret-2026' })
    await aShop(t.db, { identifiant: 'boutique-paris', password: 'Autre-secret-2026' })
    expect(await findDemoAccounts(t.db, cheapPasswords)).toEqual([])
    expect((await prepareDatabase(t.handle, cheapPasswords, { isProduction: true })).ok).toBe(true)
  })

  it('starts with real accounts only', async () => {
    await aShop(t.db, { identifiant: 'vraie-boutique' })
    await anAdmin(t.db, { login: 'responsable-ecommerce' })
    expect(await prepareDatabase(t.handle, cheapPasswords, { isProduction: true })).toEqual({
      ok: true,
      seeded: false,
      demoAccountsPresent: false,
    })
  })
})
