import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AccountSort } from '../../../src/contract/showcase-admin/accounts'
import type { AdminRole } from '../../platform/administrators/administrators.public'
import { recordAudit } from '../../platform/audit/audit.public'
import type { TokenAudience } from '../../platform/auth/auth.public'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore, windowOf } from '../../platform/db/list-order'
import { lockIdsInOrder } from '../../platform/db/ordered-rows'
import { admins, refreshTokens } from '../../platform/db/schema'
import { containsPattern, insertStamped, valueTaken } from '../../platform/db/table-rows'
import type { AccountListRequest, AccountRecord, AccountStore, AccountUnit } from './account-store'

const columns = {
  id: admins.id,
  login: admins.login,
  email: admins.email,
  active: admins.active,
  version: admins.version,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
}

const sortColumns: Record<AccountSort, SQL | typeof admins.createdAt> = {
  login: sql`lower(${admins.login})`,
  email: sql`lower(${admins.email})`,
  created_at: admins.createdAt,
}

/**
 * The administrators of one role. `sessionAudiences` are the tokens such an account holds: a
 * deactivated account, or one whose password someone else replaced, keeps none of them.
 */
export function drizzleAccountStore(db: Database, role: AdminRole, sessionAudiences: readonly TokenAudience[]) {
  const ofRole = eq(admins.role, role)
  const whereOf = ({ filters }: AccountListRequest) => {
    const parts: (SQL | undefined)[] = [ofRole]
    if (filters.active !== null) parts.push(eq(admins.active, filters.active))
    if (filters.text !== null) {
      const pattern = containsPattern(filters.text)
      parts.push(or(ilike(admins.login, pattern), ilike(admins.email, pattern)))
    }
    return and(...parts)
  }
  const read = async (handle: Database | Transaction, id: number, lock = false) => {
    const query = handle
      .select(columns)
      .from(admins)
      .where(and(eq(admins.id, id), ofRole))
    const [row] = lock ? await query.for('update') : await query
    return row ?? null
  }

  const unitOf = (tx: Transaction): AccountUnit => ({
    lockActive: () => lockIdsInOrder(tx, admins, and(ofRole, eq(admins.active, true))),
    lock: (id) => read(tx, id, true),
    loginTaken: (login, exceptId) =>
      valueTaken(tx, admins, admins.login, login, { lockKey: `admin-login:${login}`, exceptId }),
    // Read back through `columns`: the record never carries the password hash.
    async insert(values, now) {
      const { id } = await insertStamped(tx, admins, { ...values, role }, now, 'account')
      return (await read(tx, id)) as AccountRecord
    },
    async update(id, version, { passwordHash, ...values }, now) {
      const [row] = await tx
        .update(admins)
        .set({
          ...values,
          ...(passwordHash === null ? {} : { passwordHash }),
          updatedAt: now,
          version: sql`${admins.version} + 1`,
        })
        .where(and(eq(admins.id, id), eq(admins.version, version), ofRole))
        .returning(columns)
      return row ?? null
    },
    async remove(id) {
      await tx.delete(admins).where(and(eq(admins.id, id), ofRole))
    },
    async revokeSessions(id, now) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replayPair: null })
        .where(
          and(
            inArray(refreshTokens.audience, [...sessionAudiences]),
            eq(refreshTokens.subjectId, id),
            isNull(refreshTokens.revokedAt),
          ),
        )
    },
    audit: (entry) => recordAudit(tx, entry),
  })

  const batch = (request: AccountListRequest) =>
    windowOf(db.select(columns).from(admins).where(whereOf(request)).$dynamic(), request, sortColumns, admins.id)
  const store: AccountStore = listStore(db, admins, { whereOf, batch, find: (id) => read(db, id), unit: unitOf })
  return store
}
