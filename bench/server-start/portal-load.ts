import autocannon from 'autocannon'

// The load of `npm run bench` (bench/portal.bench.ts: its four scenarios at 32 connections), sent
// from this process to a server running in its own: what its memory looks like after real traffic.
const CONNECTIONS = 32
const DEMO_SHOP = { login: 'boutique-lyon', password: 'Demo2026!' }

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/portal-api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_SHOP),
  })
  if (response.status !== 200) throw new Error(`login of ${DEMO_SHOP.login} failed (${response.status})`)
  return ((await response.json()) as { access_token: string }).access_token
}

async function anOrderableLine(base: string, token: string) {
  const response = await fetch(`${base}/portal-api/api/customized-products?_limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  type Option = { id: number; minimum_quantity: number; pack_multiple: number }
  const [product] = (await response.json()) as { id: number; options: Option[] }[]
  const option = product?.options[0]
  if (product === undefined || option === undefined) throw new Error('the demo catalogue is empty')
  const quantity = Math.ceil(option.minimum_quantity / option.pack_multiple) * option.pack_multiple
  return { productId: product.id, body: JSON.stringify({ quantity, typevalue: option.id }) }
}

// Returns the errors seen (timeouts, non-2xx), which must be 0 for the figures to mean anything.
export async function runPortalLoad(base: string, seconds: number): Promise<number> {
  const token = await logIn(base)
  const line = await anOrderableLine(base, token)
  const auth = { Authorization: `Bearer ${token}` }
  const scenarios = [
    { path: '/health', headers: {} },
    { path: '/portal-api/api/carts/current', headers: auth },
    {
      path: `/portal-api/api/carts/customized-product/store/${line.productId}`,
      method: 'POST' as const,
      body: line.body,
      headers: { ...auth, 'Content-Type': 'application/json' },
    },
    { path: '/portal-api/api/carts?_start=0&_limit=20', headers: auth },
  ]
  let errors = 0
  for (const { path, ...options } of scenarios) {
    const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: seconds, ...options })
    errors += result.errors + result.timeouts + result.non2xx
  }
  return errors
}
