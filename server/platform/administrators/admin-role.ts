// E-commerce administrators are `super_admin` (also manages administrators and settings) or `admin`
// (the rest of /backoffice, issue 8); `vitrine` administrators only reach the showcase back office.
export const ADMIN_ROLES = ['super_admin', 'admin', 'vitrine'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]
export const ECOMMERCE_ADMIN_ROLES = ['super_admin', 'admin'] as const satisfies readonly AdminRole[]
export const isEcommerceAdmin = (role: AdminRole) => role === 'super_admin' || role === 'admin'
