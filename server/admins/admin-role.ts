export const ADMIN_ROLES = ['ecommerce', 'vitrine'] as const
export type AdminRole = (typeof ADMIN_ROLES)[number]
