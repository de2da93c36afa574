import { count, sql } from 'drizzle-orm'
import type { PasswordHasher } from '../platform/auth/password-hasher'
import type { Database } from '../platform/db/database'
import { admins, brands, shops } from '../platform/db/schema'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { seedPortalDemo } from './portal-seed'
import { seedShowcase } from './showcase-seed'

// Any constant works: it only makes two processes starting at once seed one after the other.
const SEED_LOCK_KEY = 4_202_604

export type SeedOutcome = { seeded: boolean }

// decisions §8: seed only an empty database and never in production. One transaction: a failed
// seed leaves the database empty, so the next start tries again.
export async function seedDemoData(
  db: Database,
  passwords: PasswordHasher,
  options: { isProduction: boolean },
): Promise<SeedOutcome> {
  if (options.isProduction) return { seeded: false }
  if (await hasBrand(db)) return { seeded: false }
  const hashes = new Map<string, string>()
  for (const account of DEMO_ACCOUNTS) hashes.set(account.login, await passwords.hash(account.password))
  const hashOf = (login: string) => hashes.get(login) ?? ''

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (await hasBrand(tx)) return { seeded: false }
    const [brand] = await tx
      .insert(brands)
      .values({ name: 'Maison Lemoine', francoQty: 500, francoPrice: 50_000, shippingFee: 2500, ecommerceUrl: null })
      .returning({ id: brands.id })
    if (brand === undefined) throw new Error('demo brand insert returned no id')
    const [headOffice] = await tx
      .insert(shops)
      .values({
        brandId: brand.id,
        identifiant: 'siege-lemoine',
        name: 'Maison Lemoine — Siège',
        email: 'siege@maison-lemoine.fr',
        passwordHash: hashOf('siege-lemoine'),
        addressLine1: '18 rue des Francs-Bourgeois',
        postalCode: '75003',
        city: 'Paris',
      })
      .returning({ id: shops.id })
    if (headOffice === undefined) throw new Error('demo head office insert returned no id')
    await tx.insert(shops).values([
      {
        brandId: brand.id,
        identifiant: 'boutique-paris',
        name: 'Maison Lemoine Paris Marais',
        email: 'boutique.paris@maison-lemoine.fr',
        passwordHash: hashOf('boutique-paris'),
        addressLine1: '42 rue Vieille-du-Temple',
        postalCode: '75004',
        city: 'Paris',
        validatorId: headOffice.id,
      },
      {
        brandId: brand.id,
        identifiant: 'boutique-lyon',
        name: "Maison Lemoine Lyon Presqu'île",
        email: 'boutique.lyon@maison-lemoine.fr',
        passwordHash: hashOf('boutique-lyon'),
        addressLine1: '7 rue Émile-Zola',
        postalCode: '69002',
        city: 'Lyon',
      },
    ])
    await tx.insert(admins).values([
      { login: 'admin', email: 'admin@ecrin-emballages.fr', passwordHash: hashOf('admin'), role: 'super_admin' },
      { login: 'vitrine', email: 'vitrine@ecrin-emballages.fr', passwordHash: hashOf('vitrine'), role: 'vitrine' },
    ])
    await seedPortalDemo(tx, brand.id)
    await seedShowcase(tx)
    return { seeded: true }
  })
}

async function hasBrand(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(brands)
  return (row?.total ?? 0) > 0
}
