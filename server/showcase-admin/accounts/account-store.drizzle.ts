import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AccountSort } from '../../../src/contract/showcase-admin/accounts'
import type { AdminRole } from '../../platform/administrators/administrators.public'
import { recordAudit } from '../../platform/audit/audit.public'
import type { TokenAudience } from '../../platform/auth/auth.public'
import type { Database, Transaction } from '../../platform/db/database'
import { admins, refreshTokens } from '../../platform/db/schema'
import type { AccountListRequest, AccountStore, AccountUnit } from './account-store'

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

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

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
    async lockActive() {
      const rows = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(ofRole, eq(admins.active, true)))
        .orderBy(asc(admins.id))
        .for('update')
      return rows.map((row) => row.id)
    },
    lock: (id) => read(tx, id, true),
    async loginTaken(login, exceptId) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-login:${login}`}))`)
      const same = eq(admins.login, login)
      const [row] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(exceptId === null ? same : and(same, ne(admins.id, exceptId)))
        .limit(1)
      return row !== undefined
    },
    async insert(values, now) {
      const [row] = await tx
        .insert(admins)
        .values({ ...values, role, createdAt: now, updatedAt: now })
        .returning(columns)
      if (row === undefined) throw new Error('account not inserted')
      return row
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

  const store: AccountStore = {
    async list(request) {
      const direction = request.order === 'DESC' ? desc : asc
      const [items, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(admins)
          .where(whereOf(request))
          .orderBy(direction(sortColumns[request.sort]), direction(admins.id))
          .limit(request.limit)
          .offset(request.start),
        db.select({ total: count() }).from(admins).where(whereOf(request)),
      ])
      return { total: Number(counted?.total ?? 0), items }
    },
    find: (id) => read(db, id),
    run: (work) => db.transaction((tx) => work(unitOf(tx))),
  }
  return store
}
