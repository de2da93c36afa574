import { inArray } from 'drizzle-orm'
import type { PasswordHasher } from '../auth/password-hasher'
import type { Database } from '../db/database'
import { admins, shops } from '../db/schema'
import { DEMO_ACCOUNTS, DEMO_ADMIN_LOGINS, DEMO_SHOP_LOGINS } from '../../seed/demo-accounts'

// decisions §8: demo accounts have published passwords; a production database must not hold them.
// An account counts as a demo account when it has a demo login AND still accepts the published
// demo password, so a real administrator who happens to be called `admin` does not block startup.
export async function findDemoAccounts(db: Database, passwords: PasswordHasher): Promise<string[]> {
  const foundShops = await db
    .select({ login: shops.identifiant, passwordHash: shops.passwordHash })
    .from(shops)
    .where(inArray(shops.identifiant, DEMO_SHOP_LOGINS))
  const foundAdmins = await db
    .select({ login: admins.login, passwordHash: admins.passwordHash })
    .from(admins)
    .where(inArray(admins.login, DEMO_ADMIN_LOGINS))
  const stillDemo = await Promise.all(
    [...foundShops, ...foundAdmins].map(async (row) => {
      const demo = DEMO_ACCOUNTS.find((account) => account.login === row.login)
      const hash = row.passwordHash
      return demo !== undefined && hash !== null && (await passwords.verify(hash, demo.password)) ? row.login : null
    }),
  )
  return stillDemo.filter((login): login is string => login !== null).sort()
}

export function demoAccountsProblem(logins: readonly string[]): string {
  return (
    `Démarrage refusé en production : des comptes de démonstration existent (${logins.join(', ')}). ` +
    'Supprimez-les ou changez leur mot de passe. ' +
    `/ Refusing to start in production: demo accounts exist (${logins.join(', ')}). ` +
    'Delete them or change their passwords.'
  )
}
