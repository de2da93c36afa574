import { inArray } from 'drizzle-orm'
import type { Database } from '../db/database'
import { admins, shops } from '../db/schema'
import { DEMO_ADMIN_LOGINS, DEMO_SHOP_LOGINS } from '../seed/demo-accounts'

// decisions §8: demo accounts have published passwords; a production database must not hold them.
export async function findDemoAccounts(db: Database): Promise<string[]> {
  const foundShops = await db.select({ login: shops.identifiant }).from(shops).where(inArray(shops.identifiant, DEMO_SHOP_LOGINS))
  const foundAdmins = await db.select({ login: admins.login }).from(admins).where(inArray(admins.login, DEMO_ADMIN_LOGINS))
  return [...foundShops, ...foundAdmins].map((row) => row.login).sort()
}

export function demoAccountsProblem(logins: readonly string[]): string {
  return (
    `Démarrage refusé en production : des comptes de démonstration existent (${logins.join(', ')}). ` +
    `Supprimez-les ou renommez-les. / Refusing to start in production: demo accounts exist (${logins.join(', ')}). ` +
    'Delete or rename them.'
  )
}
