import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { jobs } from '../../../server/platform/db/schema-showcase-content'
import { formerSlugs } from '../../../server/platform/db/schema-showcase-links'
import { showcaseCategories, showcaseProducts } from '../../../server/platform/db/schema-showcase'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'
import { fakeWebDist } from './support/web-dist'

// A renamed record's former address answers 301 to its current one (decision 067).
const t = useShowcaseApp({ seed: 'each', webDistDir: fakeWebDist() })
const get = (path: string, method = 'GET') => t.app.request(path, { method, redirect: 'manual' })

const product = SHOWCASE.products[0]
const category = SHOWCASE.categories[0]
const sub = category?.subcategories[0]
if (product === undefined || category === undefined || sub === undefined) throw new Error('seed without catalogue')

const renameProduct = (from: string, to: string) =>
  t.db.update(showcaseProducts).set({ slug: to }).where(eq(showcaseProducts.slug, from))

describe('former slugs', () => {
  it('sends a renamed product’s old address to the new one, query kept; the new one is the page', async () => {
    await renameProduct(product.slug, `${product.slug}-nouveau`)
    const moved = await get(`/produit/${product.slug}?utm_source=lettre`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`/produit/${product.slug}-nouveau?utm_source=lettre`)
    expect((await get(`/produit/${product.slug}`, 'HEAD')).status).toBe(301)
    expect((await get(`/produit/${product.slug}-nouveau`)).status).toBe(200)
  })

  it('follows several renames to the current slug, and forgets a slug taken back', async () => {
    await renameProduct(product.slug, 'etape-1')
    await renameProduct('etape-1', 'etape-2')
    expect((await get('/produit/etape-1')).headers.get('location')).toBe('/produit/etape-2')
    expect((await get(`/produit/${product.slug}`)).headers.get('location')).toBe('/produit/etape-2')
    await renameProduct('etape-2', product.slug)
    expect((await get(`/produit/${product.slug}`)).status).toBe(200)
    expect((await get('/produit/etape-2')).headers.get('location')).toBe(`/produit/${product.slug}`)
  })

  it('rewrites a category inside both subcategory addresses', async () => {
    await t.db.update(showcaseCategories).set({ slug: 'renommee' }).where(eq(showcaseCategories.slug, sub.slug))
    expect((await get(`/categorie-produit/${category.slug}/${sub.slug}`)).headers.get('location')).toBe(
      `/categorie-produit/${category.slug}/renommee`,
    )
    expect((await get(`/produit/${category.slug}/subcateg/${sub.slug}`)).headers.get('location')).toBe(
      `/produit/${category.slug}/subcateg/renommee`,
    )
  })

  it('answers 404 once the record is deleted, and leaves unknown slugs to the not-found page', async () => {
    const [job] = await t.db.select().from(jobs).limit(1)
    if (job === undefined) throw new Error('seed without jobs')
    await t.db.update(jobs).set({ slug: 'poste-renomme' }).where(eq(jobs.id, job.id))
    expect((await get(`/offre-emploi/${job.slug}`)).status).toBe(301)
    await t.db.delete(jobs).where(eq(jobs.id, job.id))
    expect(await t.db.select().from(formerSlugs).where(eq(formerSlugs.recordId, job.id))).toEqual([])
    expect((await get(`/offre-emploi/${job.slug}`)).status).toBe(404)
    expect((await get('/produit/jamais-existe')).status).toBe(404)
  })
})
