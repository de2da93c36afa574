import { describe, expect, it } from 'vitest'
import { json } from '../support/http'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'

// Every seeded product states its minimum order, lead time and finishes, and the public
// product answer carries them as the seed file gives them (decision 045).
const t = useShowcaseApp({ seed: 'once' })

describe('seeded product essentials', () => {
  it.each(SHOWCASE.products.map((product) => [product.slug, product] as const))('%s', async (slug, product) => {
    expect(product.minOrderQuantity).toBeGreaterThan(0)
    expect(product.leadTime).not.toBe('')
    expect(product.finishes.length).toBeGreaterThan(0)
    const body = await json(await t.app.request(`/storefront-api/api/products/${slug}`))
    expect(body).toMatchObject({
      min_order_quantity: product.minOrderQuantity,
      lead_time: product.leadTime,
      finishes: product.finishes,
    })
  })
})
