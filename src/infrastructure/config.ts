// Base URLs of the two API surfaces (decisions §1); each can live on its own host in production.

export type ApiConfig = { readonly portalUrl: string; readonly showcaseUrl: string }

function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

function setting(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? withoutTrailingSlash(value.trim()) : fallback
}

export const apiConfig: ApiConfig = {
  portalUrl: setting(import.meta.env.VITE_PORTAL_API_URL, '/portal-api'),
  showcaseUrl: setting(import.meta.env.VITE_STOREFRONT_API_URL, '/storefront-api'),
}
