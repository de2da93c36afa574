// What a load on the Portal API needs first: the demo shop's access token and a valid "add to cart"
// (the first product option of the catalogue, at its minimum quantity).
export const DEMO_SHOP = { login: 'boutique-lyon', password: 'Demo2026!' }

export type PortalSession = { token: string; productId: number; addBody: string }

export async function openPortalSession(base: string): Promise<PortalSession> {
  const response = await fetch(`${base}/portal-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_SHOP),
  })
  if (response.status !== 200) {
    throw new Error(`login of ${DEMO_SHOP.login} failed (${response.status}): is the demo data there?`)
  }
  const token = ((await response.json()) as { access_token: string }).access_token
  const products = await fetch(`${base}/portal-api/api/customized-products?_limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  type Option = { id: number; minimum_quantity: number; pack_multiple: number }
  const [product] = (await products.json()) as { id: number; options: Option[] }[]
  const option = product?.options[0]
  if (product === undefined || option === undefined) throw new Error('the demo catalogue is empty')
  const quantity = Math.ceil(option.minimum_quantity / option.pack_multiple) * option.pack_multiple
  return { token, productId: product.id, addBody: JSON.stringify({ quantity, typevalue: option.id }) }
}

export type PortalRequest = {
  name: string
  path: string
  method?: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
}

// The load of `npm run bench`: /health first, the reference of every ratio.
export function portalScenarios(session: PortalSession): PortalRequest[] {
  const auth = { Authorization: `Bearer ${session.token}` }
  return [
    { name: 'GET /health', path: '/health', headers: {} },
    { name: 'GET /api/carts/current', path: '/portal-api/api/carts/current', headers: auth },
    {
      name: 'POST store (ajout au panier)',
      path: `/portal-api/api/carts/customized-product/store/${session.productId}`,
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: session.addBody,
    },
    { name: 'GET /api/carts (commandes)', path: '/portal-api/api/carts?_start=0&_limit=20', headers: auth },
  ]
}
