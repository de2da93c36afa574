import { SignJWT } from 'jose'
import type { Clock } from '../../platform/shared/clock'
import type { AccountRepository } from './account-repository'

export const ECOMMERCE_LINK_TTL_SECONDS = 60
export const ECOMMERCE_LINK_AUDIENCE = 'ecommerce-link'

// decisions §5: a short-lived signed link to the brand's external shop. Its own audience, so the
// token in the link is never accepted by the portal's own routes.
export function ecommerceLink(deps: { accounts: AccountRepository; clock: Clock; secret: string }) {
  const key = new TextEncoder().encode(deps.secret)
  return async (shopId: number): Promise<string | null> => {
    const target = await deps.accounts.ecommerceTarget(shopId)
    if (target === null || target.url === null || target.url.trim() === '') return null
    const issuedAt = Math.floor(deps.clock.now().getTime() / 1000)
    const token = await new SignJWT({
      identifiant: target.shop.identifiant,
      name: target.shop.name,
      email: target.shop.email,
      brand_id: target.shop.brandId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('ecrin')
      .setAudience(ECOMMERCE_LINK_AUDIENCE)
      .setSubject(String(target.shop.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ECOMMERCE_LINK_TTL_SECONDS)
      .sign(key)
    const link = new URL(target.url)
    link.searchParams.set('token', token)
    return link.toString()
  }
}
