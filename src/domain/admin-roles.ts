// E-commerce administrators are `super_admin` (also manages administrators and settings) or `admin`
// (the rest of /backoffice); `vitrine` administrators only reach the showcase back office. Kept in the
// domain so the database schema reads them without importing a server feature
// (docs/decisions/058-no-import-circles.md).
export const ADMIN_ROLES = ['super_admin', 'admin', 'vitrine'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]
export const ECOMMERCE_ADMIN_ROLES = ['super_admin', 'admin'] as const satisfies readonly AdminRole[]
export const isEcommerceAdmin = (role: AdminRole) => role === 'super_admin' || role === 'admin'
