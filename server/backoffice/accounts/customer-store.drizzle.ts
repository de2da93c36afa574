import { and, eq, ilike, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CustomerSort } from '../../../src/contract/backoffice/customers'
import { recordAudit } from '../../platform/audit/audit.public'
import type { Database, Transaction } from '../../platform/db/database'
import { frenchSortKey } from '../../platform/db/french-sort-key'
import { listStore, windowOf } from '../../platform/db/list-order'
import { brands, shops } from '../../platform/db/schema'
import { orders } from '../../platform/db/schema-portal'
import { passwordResetTokens } from '../../platform/db/schema-support'
import { readSettings } from '../settings/settings.public'
import { containsPattern, deleteById, valueTaken } from '../../platform/db/table-rows'
import { revokeSessions } from './account-sql.drizzle'
import type { CustomerListRequest, CustomerRecord, CustomerStore, CustomerUnit } from './customer-store'

const validator = alias(shops, 'validator_shop')

const recordColumns = {
  id: shops.id,
  brandId: shops.brandId,
  brandName: brands.name,
  identifiant: shops.identifiant,
  name: shops.name,
  email: shops.email,
  addressLine1: shops.addressLine1,
  postalCode: shops.postalCode,
  city: shops.city,
  country: shops.country,
  validatorId: shops.validatorId,
  validatorIdentifiant: validator.identifiant,
  active: shops.active,
  hasPassword: sql<boolean>`(${shops.passwordHash} is not null)`,
  version: shops.version,
  createdAt: shops.createdAt,
  updatedAt: shops.updatedAt,
}

const sortColumns: Record<CustomerSort, SQL | typeof shops.createdAt> = {
  name: frenchSortKey(shops.name),
  identifiant: sql`${shops.identifiant}`,
  city: frenchSortKey(shops.city),
  created_at: shops.createdAt,
}

function whereOf({ filters }: CustomerListRequest): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  if (filters.brandId !== null) parts.push(eq(shops.brandId, filters.brandId))
  if (filters.active !== null) parts.push(eq(shops.active, filters.active))
  if (filters.text !== null) {
    const pattern = containsPattern(filters.text)
    parts.push(
      or(
        ilike(shops.name, pattern),
        ilike(shops.identifiant, pattern),
        ilike(shops.email, pattern),
        ilike(shops.city, pattern),
      ),
    )
  }
  return parts.length === 0 ? undefined : and(...parts)
}

const selectRecords = (db: Database | Transaction) =>
  db
    .select(recordColumns)
    .from(shops)
    .innerJoin(brands, eq(brands.id, shops.brandId))
    .leftJoin(validator, eq(validator.id, shops.validatorId))

async function readRecord(db: Database | Transaction, id: number): Promise<CustomerRecord | null> {
  const [row] = await selectRecords(db).where(eq(shops.id, id))
  return row === undefined ? null : { ...row, hasPassword: Boolean(row.hasPassword) }
}

const toRecords = (rows: CustomerRecord[]) => rows.map((row) => ({ ...row, hasPassword: Boolean(row.hasPassword) }))

export function drizzleCustomerStore(db: Database): CustomerStore {
  const batch = async (request: CustomerListRequest) =>
    toRecords(await windowOf(selectRecords(db).where(whereOf(request)).$dynamic(), request, sortColumns, shops.id))
  return listStore(db, shops, { whereOf, batch, find: (id) => readRecord(db, id), unit: customerUnit })
}

function customerUnit(tx: Transaction): CustomerUnit {
  return {
    async lock(id) {
      const [row] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, id)).for('update')
      return row === undefined ? null : readRecord(tx, id)
    },
    identifiantTaken: (identifiant, exceptId) =>
      valueTaken(tx, shops, shops.identifiant, identifiant, { lockKey: `shop-identifiant:${identifiant}`, exceptId }),
    async brandExists(brandId) {
      // Shared lock: the brand cannot be deleted before the shop naming it commits.
      const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('share')
      return row !== undefined
    },
    async shopBrand(shopId) {
      const [row] = await tx.select({ brandId: shops.brandId }).from(shops).where(eq(shops.id, shopId)).for('share')
      return row?.brandId ?? null
    },
    async validatesOthers(shopId) {
      const [row] = await tx
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.validatorId, shopId), ne(shops.id, shopId)))
        .limit(1)
      return row !== undefined
    },
    async hasOrders(shopId) {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(or(eq(orders.shopId, shopId), and(isNotNull(orders.deliveryShopId), eq(orders.deliveryShopId, shopId))))
        .limit(1)
      return row !== undefined
    },
    async insert(values, now) {
      const [row] = await tx
        .insert(shops)
        .values({ ...values, passwordHash: null, createdAt: now, updatedAt: now })
        .returning({ id: shops.id })
      const record = row === undefined ? null : await readRecord(tx, row.id)
      if (record === null) throw new Error('shop not inserted')
      return record
    },
    async update(id, version, values, now) {
      const [row] = await tx
        .update(shops)
        .set({ ...values, updatedAt: now, version: sql`${shops.version} + 1` })
        .where(and(eq(shops.id, id), eq(shops.version, version)))
        .returning({ id: shops.id })
      return row === undefined ? null : readRecord(tx, row.id)
    },
    remove: (id) => deleteById(tx, shops, id),
    revokeSessions: (shopId, now) => revokeSessions(tx, 'shop', shopId, now),
    async issuePasswordToken(shopId, tokenHash, expiresAt, now) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.shopId, shopId), sql`${passwordResetTokens.usedAt} is null`))
      await tx.insert(passwordResetTokens).values({ shopId, tokenHash, expiresAt, createdAt: now })
    },
    companyName: async () => (await readSettings(tx)).companyName,
    audit: (entry) => recordAudit(tx, entry),
  }
}
