import type { PasswordHasher } from '../auth/password-hasher'
import type { DatabaseHandle } from '../db/database'
import { seedDemoData } from '../../seed/demo-seed'
import { demoAccountsProblem, findDemoAccounts } from './production-checks'

export type PreparedDatabase =
  | { ok: true; seeded: boolean; demoAccountsPresent: boolean }
  | { ok: false; problem: string }

// Startup order: schema first, then the production guard, then (outside production) demo data.
export async function prepareDatabase(
  handle: Pick<DatabaseHandle, 'db' | 'migrate'>,
  passwords: PasswordHasher,
  options: { isProduction: boolean },
): Promise<PreparedDatabase> {
  await handle.migrate()
  if (options.isProduction) {
    const demo = await findDemoAccounts(handle.db, passwords)
    if (demo.length > 0) return { ok: false, problem: demoAccountsProblem(demo) }
    return { ok: true, seeded: false, demoAccountsPresent: false }
  }
  const { seeded } = await seedDemoData(handle.db, passwords, options)
  const demoAccountsPresent = seeded || (await findDemoAccounts(handle.db, passwords)).length > 0
  return { ok: true, seeded, demoAccountsPresent }
}
