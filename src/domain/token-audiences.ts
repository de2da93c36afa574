// Each identity signs with its own audience so no token works on another surface (decisions §3).
// Kept in the domain so the database schema reads them without importing a server feature
// (docs/decisions/058-no-import-circles.md).
export const TOKEN_AUDIENCES = ['shop', 'admin', 'sso', 'storefront-admin'] as const
export type TokenAudience = (typeof TOKEN_AUDIENCES)[number]
