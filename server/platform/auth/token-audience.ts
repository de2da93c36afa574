// decisions §3: each identity signs with its own audience so no token works on another surface.
export const TOKEN_AUDIENCES = ['shop', 'admin', 'sso', 'storefront-admin'] as const
export type TokenAudience = (typeof TOKEN_AUDIENCES)[number]
