import { describe, expect, it } from 'vitest'
import { json } from '../support/http'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'
import { seededImage } from './support/seeded-media'

const t = useShowcaseApp({ seed: 'once' })
const API = '/storefront-api/api'
const get = (path: string) => t.app.request(`${API}${path}`)

const productsOf = (slug: string) =>
  SHOWCASE.products.filter((product) => product.categorySlug === slug || product.subCategorySlug === slug)

describe('GET /api/categories', () => {
  it('answers the tree of categories and subcategories in display order', async () => {
    const response = await get('/categories')
    expect(response.status).toBe(200)
    const tree = await json(response)
    const expected = [...SHOWCASE.categories].sort((a, b) => a.order - b.order)
    expect(tree.map((node: { slug: string }) => node.slug)).toEqual(expected.map((category) => category.slug))
    for (const [index, node] of tree.entries()) {
      const category = expected[index]
      expect(node).toMatchObject({ name: category?.name, description: category?.description })
      const offered = category?.subcategories.filter((sub) => productsOf(sub.slug).length > 0)
      expect(node.children.map((child: { slug: string }) => child.slug)).toEqual(offered?.map((sub) => sub.slug))
      expect(node.product_count).toBe(productsOf(category?.slug ?? '').length)
      expect(node.image).toMatchObject({
        src: expect.stringMatching(/^\/media\/categories\/.+-1280\.webp$/),
        width: 1280,
        height: expect.any(Number),
      })
      for (const child of node.children) {
        expect(Object.keys(child).sort()).toEqual(['description', 'image', 'name', 'product_count', 'slug'])
        expect(child.product_count).toBe(productsOf(child.slug).length)
      }
    }
  })

  it('leaves out the subcategories without a published product (decision 046)', async () => {
    const subcategories = SHOWCASE.categories.flatMap((category) => category.subcategories)
    const empty = subcategories.filter((sub) => productsOf(sub.slug).length === 0)
    expect(empty.map((sub) => sub.slug).sort()).toEqual(['boites-expedition', 'calages', 'coffrets-bouteilles'])
    const tree = await json(await get('/categories'))
    const shown = tree.flatMap((node: { children: { slug: string }[] }) => node.children.map((child) => child.slug))
    for (const sub of empty) expect(shown).not.toContain(sub.slug)
    // Their own page still answers: only the links to it go.
    expect((await get(`/categories/${empty[0]?.slug}`)).status).toBe(200)
  })

  it('lets browsers and shared caches keep public reads for a minute', async () => {
    const response = await get('/categories')
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
  })
})

describe('GET /api/categories/:slug', () => {
  it('answers a category with its children and the products of the whole branch', async () => {
    const category = SHOWCASE.categories[0]
    if (category === undefined) throw new Error('no category in the seed')
    const body = await json(await get(`/categories/${category.slug}`))
    expect(body).toMatchObject({ slug: category.slug, name: category.name, parent: null })
    const offered = category.subcategories.filter((sub) => productsOf(sub.slug).length > 0)
    expect(offered.length).toBeLessThan(category.subcategories.length)
    expect(body.children).toEqual(offered.map((sub) => ({ slug: sub.slug, name: sub.name })))
    expect(body.products.map((product: { slug: string }) => product.slug).sort()).toEqual(
      productsOf(category.slug)
        .map((p) => p.slug)
        .sort(),
    )
  })

  it('answers a subcategory with its parent and only its own products', async () => {
    const category = SHOWCASE.categories[1]
    const sub = category?.subcategories[0]
    if (category === undefined || sub === undefined) throw new Error('no subcategory in the seed')
    const body = await json(await get(`/categories/${sub.slug}`))
    expect(body).toMatchObject({ slug: sub.slug, parent: { slug: category.slug, name: category.name }, children: [] })
    expect(body.products.map((product: { slug: string }) => product.slug)).toEqual(
      productsOf(sub.slug).map((p) => p.slug),
    )
  })

  it.each(['inconnue', 'Coffrets', '..%2f..', 'a'.repeat(250)])('answers 404 for the slug %s', async (slug) => {
    const response = await get(`/categories/${slug}`)
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
  })
})

describe('GET /api/products', () => {
  it('pages through every product with the total in x-total-count', async () => {
    const first = await get('/products?_start=0&_limit=4')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-total-count')).toBe(String(SHOWCASE.products.length))
    const second = await get('/products?_start=4&_limit=4')
    const slugs = [...(await json(first)), ...(await json(second))].map((card: { slug: string }) => card.slug)
    expect(slugs).toEqual(SHOWCASE.products.map((product) => product.slug))
  })

  it('answers product cards: category references and the first variant image', async () => {
    const [card] = await json(await get('/products?_limit=1'))
    const product = SHOWCASE.products[0]
    expect(Object.keys(card).sort()).toEqual(['category', 'excerpt', 'image', 'name', 'slug', 'sub_category'])
    expect(card.category).toEqual({ slug: product?.categorySlug, name: expect.any(String) })
    expect(card.sub_category).toEqual({ slug: product?.subCategorySlug, name: expect.any(String) })
    expect(card.image.src).toMatch(seededImage(product?.variants[0]?.imageKey, 1280))
    expect(card.excerpt.length).toBeGreaterThan(0)
    expect(card.excerpt.length).toBeLessThanOrEqual(160)
  })

  it('filters by category, including its subcategories, and by subcategory', async () => {
    for (const slug of [SHOWCASE.categories[2]?.slug, SHOWCASE.categories[2]?.subcategories[0]?.slug]) {
      const response = await get(`/products?category=${slug}`)
      expect(response.headers.get('x-total-count')).toBe(String(productsOf(slug ?? '').length))
      expect((await json(response)).map((card: { slug: string }) => card.slug)).toEqual(
        productsOf(slug ?? '').map((p) => p.slug),
      )
    }
  })

  it('answers an empty list for an unknown category', async () => {
    const response = await get('/products?category=inconnue')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe('0')
    expect(await json(response)).toEqual([])
  })

  it.each([
    ['_start=-1', '_start'],
    ['_start=abc', '_start'],
    ['_limit=0', '_limit'],
    ['_limit=1000', '_limit'],
  ])('refuses %s naming the parameter', async (query, name) => {
    const response = await get(`/products?${query}`)
    expect(response.status).toBe(400)
    expect(await json(response)).toEqual({ message: `Requête invalide : ${name} est invalide.` })
  })
})

describe('GET /api/products/:slug', () => {
  it('answers the product with its variants and only the attribute values they use', async () => {
    const product = SHOWCASE.products.find((candidate) => candidate.variants.length >= 3)
    if (product === undefined) throw new Error('no product with variants')
    const body = await json(await get(`/products/${product.slug}`))
    expect(body).toMatchObject({
      slug: product.slug,
      name: product.name,
      category: { slug: product.categorySlug },
      sub_category: { slug: product.subCategorySlug },
    })
    expect(body.description_html).toMatch(/^<p>.+<\/p>$/s)
    expect(body.variants).toHaveLength(product.variants.length)
    for (const [index, variant] of body.variants.entries()) {
      const source = product.variants[index]
      expect(variant).toMatchObject({
        id: expect.any(Number),
        reference: source?.reference,
        attribute_values: source?.attributeValues,
        width_mm: source?.widthMm,
        height_mm: source?.heightMm,
        depth_mm: source?.depthMm,
      })
      expect(variant.image.src).toMatch(seededImage(source?.imageKey, 1280))
    }
    for (const attribute of body.attributes) {
      const used = new Set(product.variants.map((variant) => variant.attributeValues[attribute.slug]))
      expect(attribute.values.map((value: { slug: string }) => value.slug).sort()).toEqual([...used].sort())
      const declared = SHOWCASE.attributes.find((candidate) => candidate.slug === attribute.slug)
      expect(attribute.name).toBe(declared?.name)
      for (const value of attribute.values)
        expect(value.label).toBe(declared?.values.find((candidate) => candidate.slug === value.slug)?.value)
    }
    expect(body.attributes.map((attribute: { slug: string }) => attribute.slug)).toEqual(
      SHOWCASE.attributes.map((attribute) => attribute.slug),
    )
  })

  it('answers 404 for an unknown product', async () => {
    const response = await get('/products/produit-inconnu')
    expect(response.status).toBe(404)
    expect(await json(response)).toEqual({ message: 'Ressource introuvable.' })
    expect(response.headers.get('cache-control')).toBeNull()
  })
})
