// Which token a call carries depends on the page the browser is on (spec §6).

export type Credential = 'storefront-admin' | 'admin' | 'shop'

export function credentialForPath(pathname: string): Credential {
  // The showcase check comes first: '/vitrine/backoffice' also contains '/backoffice'.
  if (pathname.includes('/vitrine/backoffice')) return 'storefront-admin'
  if (pathname.includes('/backoffice')) return 'admin'
  return 'shop'
}
