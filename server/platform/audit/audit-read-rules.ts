import type { AdminRole } from '../../../src/domain/admin-roles'

// Who may read a record's history: whoever may read the record itself (decision 065). Each entity of the
// log names the roles that read it; an entity named by no rule is refused, so that a record added later
// keeps its history closed until someone says who reads it.

export type AuditReadRule = (entity: string, role: AdminRole) => boolean

const ECOMMERCE: readonly AdminRole[] = ['super_admin', 'admin']
const SUPER_ONLY: readonly AdminRole[] = ['super_admin']

/**
 * The e-commerce back office: its records are read by every e-commerce administrator, but its
 * administrators, whom only super administrators may list or read (decision 027).
 */
export const ECOMMERCE_HISTORY_READERS: Readonly<Record<string, readonly AdminRole[]>> = {
  brand: ECOMMERCE,
  brand_price_list: ECOMMERCE,
  brand_stock: ECOMMERCE,
  customer: ECOMMERCE,
  category: ECOMMERCE,
  product: ECOMMERCE,
  order: ECOMMERCE,
  settings: ECOMMERCE,
  administrator: SUPER_ONLY,
}

export const ecommerceHistoryRule: AuditReadRule = (entity, role) =>
  Object.hasOwn(ECOMMERCE_HISTORY_READERS, entity) && (ECOMMERCE_HISTORY_READERS[entity]?.includes(role) ?? false)

/**
 * The showcase back office (decision 036): every showcase administrator reads and writes all of its
 * records (`vitrine_*`), its accounts included; nothing of the e-commerce side.
 */
export const showcaseHistoryRule: AuditReadRule = (entity, role) => entity.startsWith('vitrine_') && role === 'vitrine'
