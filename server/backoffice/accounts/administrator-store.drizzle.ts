import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import {
  ADMINISTRATOR_ROLES,
  type AdministratorRole,
  type AdministratorSort,
} from '../../../src/contract/backoffice/administrators'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { listStore, windowOf } from '../../platform/db/list-order'
import { admins } from '../../platform/db/schema'
import { containsPattern, valueTaken } from '../../platform/db/table-rows'
import { revokeSessions } from './account-sql.drizzle'
import type {
  AdministratorListRequest,
  AdministratorRecord,
  AdministratorStore,
  AdministratorUnit,
} from './administrator-store'

const recordColumns = {
  id: admins.id,
  login: admins.login,
  email: admins.email,
  role: admins.role,
  active: admins.active,
  version: admins.version,
  createdAt: admins.createdAt,
  updatedAt: admins.updatedAt,
}

// Showcase administrators exist in the same table but are never part of this screen.
const ecommerceOnly = inArray(admins.role, [...ADMINISTRATOR_ROLES])

const sortColumns: Record<AdministratorSort, SQL | typeof admins.createdAt> = {
  login: sql`lower(${admins.login})`,
  email: sql`lower(${admins.email})`,
  role: sql`${admins.role}`,
  created_at: admins.createdAt,
}

function whereOf({ filters }: AdministratorListRequest): SQL | undefined {
  const parts: (SQL | undefined)[] = [ecommerceOnly]
  if (filters.role !== null) parts.push(eq(admins.role, filters.role))
  if (filters.active !== null) parts.push(eq(admins.active, filters.active))
  if (filters.text !== null) {
    const pattern = containsPattern(filters.text)
    parts.push(or(ilike(admins.login, pattern), ilike(admins.email, pattern)))
  }
  return and(...parts)
}

// The role column admits `vitrine` too; the filter above keeps those rows out of every read here.
type Row = Omit<AdministratorRecord, 'role'> & { role: string }
const toRecord = (row: Row): AdministratorRecord => ({ ...row, role: row.role as AdministratorRole })

/** An e-commerce administrator; `forUpdate` locks its row until the transaction ends. */
async function readRecord(
  db: Database | Transaction,
  id: number,
  forUpdate = false,
): Promise<AdministratorRecord | null> {
  const query = db
    .select(recordColumns)
    .from(admins)
    .where(and(eq(admins.id, id), ecommerceOnly))
  const [row] = forUpdate ? await query.for('update') : await query
  return row === undefined ? null : toRecord(row)
}

export function drizzleAdministratorStore(db: Database): AdministratorStore {
  const batch = async (request: AdministratorListRequest) => {
    const filtered = db.select(recordColumns).from(admins).where(whereOf(request)).$dynamic()
    return (await windowOf(filtered, request, sortColumns, admins.id)).map(toRecord)
  }
  return listStore(db, admins, { whereOf, batch, find: (id) => readRecord(db, id), unit: administratorUnit })
}

function administratorUnit(tx: Transaction): AdministratorUnit {
  return {
    async lockActiveSuperAdmins() {
      const rows = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.role, 'super_admin'), eq(admins.active, true)))
        .orderBy(asc(admins.id))
        .for('update')
      return rows.map((row) => row.id)
    },
    lock: (id) => readRecord(tx, id, true),
    // Logins are unique over every administrator, showcase ones included (one login screen each).
    loginTaken: (login, exceptId) =>
      valueTaken(tx, admins, admins.login, login, { lockKey: `admin-login:${login}`, exceptId }),
    async insert(values, now) {
      const [row] = await tx
        .insert(admins)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning(recordColumns)
      if (row === undefined) throw new Error('administrator not inserted')
      return toRecord(row)
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
        .where(and(eq(admins.id, id), eq(admins.version, version), ecommerceOnly))
        .returning(recordColumns)
      return row === undefined ? null : toRecord(row)
    },
    async remove(id) {
      await tx.delete(admins).where(and(eq(admins.id, id), ecommerceOnly))
    },
    revokeSessions: (adminId, now) => revokeSessions(tx, 'admin', adminId, now),
    audit: (entry) => recordAudit(tx, entry),
  }
}
