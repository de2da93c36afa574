import { argon2PasswordHasher } from '../../../server/platform/auth/password-hasher'
import type { Database } from '../../../server/platform/db/database'
import { admins, brands, shops } from '../../../server/platform/db/schema'
import type { AdminRole } from '../../../src/domain/admin-roles'

// Cheap argon2id costs: verification reads the costs from the hash, so logins stay fast in tests.
export const cheapPasswords = argon2PasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 })

const hashes = new Map<string, Promise<string>>()
// One hash per password and test file: argon2 is slow on purpose.
export function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (hash === undefined) {
    hash = cheapPasswords.hash(password)
    hashes.set(password, hash)
  }
  return hash
}

let sequence = 0
const next = () => ++sequence

export const DEFAULT_PASSWORD = 'Secret2026!'

export async function aBrand(db: Database, overrides: Partial<typeof brands.$inferInsert> = {}) {
  const [row] = await db
    .insert(brands)
    .values({ name: `Enseigne ${next()}`, francoQty: 500, francoPrice: 50_000, shippingFee: 2500, ...overrides })
    .returning()
  if (row === undefined) throw new Error('brand not inserted')
  return row
}

type ShopOverrides = Partial<Omit<typeof shops.$inferInsert, 'passwordHash'>> & { password?: string }

export async function aShop(db: Database, overrides: ShopOverrides = {}) {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides
  const n = next()
  const brandId = columns.brandId ?? (await aBrand(db)).id
  const [row] = await db
    .insert(shops)
    .values({
      identifiant: `magasin-${n}`,
      name: `Magasin ${n}`,
      email: `magasin-${n}@exemple.fr`,
      addressLine1: `${n} rue de la République`,
      postalCode: '13001',
      city: 'Marseille',
      ...columns,
      brandId,
      passwordHash: await hashOnce(password),
    })
    .returning()
  if (row === undefined) throw new Error('shop not inserted')
  return { ...row, password }
}

type AdminOverrides = Partial<Omit<typeof admins.$inferInsert, 'passwordHash'>> & {
  password?: string
  role?: AdminRole
}

export async function anAdmin(db: Database, overrides: AdminOverrides = {}) {
  const { password = DEFAULT_PASSWORD, ...columns } = overrides
  const n = next()
  const [row] = await db
    .insert(admins)
    .values({
      login: `admin-${n}`,
      email: `admin-${n}@exemple.fr`,
      role: 'super_admin',
      ...columns,
      passwordHash: await hashOnce(password),
    })
    .returning()
  if (row === undefined) throw new Error('admin not inserted')
  return { ...row, password }
}
