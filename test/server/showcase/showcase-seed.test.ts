import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count, eq, isNull, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  homeBlocks,
  media,
  productVariants,
  showcaseCategories,
  showcaseProducts,
  variantAttributeValues,
} from '../../../server/platform/db/schema-showcase'
import {
  articles,
  blogCategories,
  catalogues,
  jobs,
  partners,
} from '../../../server/platform/db/schema-showcase-content'
import { seedDemoData } from '../../../server/seed/demo-seed'
import { seedShowcase } from '../../../server/seed/showcase-seed'
import { cheapPasswords } from '../support/builders'
import { SHOWCASE } from './support/showcase-content'
import { useShowcaseApp } from './support/showcase-test-app'

const t = useShowcaseApp({ seed: 'none' })
const total = async (table: PgTable, where?: SQL) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0
const imageKeys = () =>
  new Set(
    [
      ...SHOWCASE.homeBlocks.map((block) => block.imageKey),
      ...SHOWCASE.categories.flatMap((category) => [
        category.imageKey,
        ...category.subcategories.map((sub) => sub.imageKey),
      ]),
      ...SHOWCASE.products.flatMap((product) => product.variants.map((variant) => variant.imageKey)),
      ...SHOWCASE.articles.map((article) => article.coverImageKey),
      ...SHOWCASE.partners.map((partner) => partner.logoKey),
      ...SHOWCASE.catalogues.map((catalogue) => catalogue.coverImageKey),
    ].filter((key) => key !== undefined),
  )

const scratch = mkdtempSync(join(tmpdir(), 'ecrin-seed-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const contentFile = (content: unknown) => {
  const file = join(scratch, `showcase-${Math.random().toString(36).slice(2)}.json`)
  writeFileSync(file, JSON.stringify(content))
  return file
}

describe('showcase demo seed (decisions §8)', () => {
  it('is part of the demo seed and fills every section', async () => {
    expect(await seedDemoData(t.db, cheapPasswords, { isProduction: false })).toEqual({ seeded: true })

    expect(await total(showcaseCategories, isNull(showcaseCategories.parentId))).toBe(3)
    for (const category of await t.db.select().from(showcaseCategories).where(isNull(showcaseCategories.parentId))) {
      expect(await total(showcaseCategories, eq(showcaseCategories.parentId, category.id))).toBeGreaterThan(0)
    }
    expect(await total(showcaseProducts)).toBe(6)
    for (const product of await t.db.select().from(showcaseProducts)) {
      expect(await total(productVariants, eq(productVariants.productId, product.id))).toBeGreaterThanOrEqual(2)
    }
    expect(await total(variantAttributeValues)).toBe(
      SHOWCASE.products.flatMap((p) => p.variants).reduce((n, v) => n + Object.keys(v.attributeValues).length, 0),
    )
    expect(await total(articles, eq(articles.status, 'published'))).toBe(4)
    expect(await total(blogCategories)).toBe(2)
    expect(await total(jobs, eq(jobs.published, true))).toBe(3)
    expect(await total(partners)).toBe(4)
    expect(await total(catalogues)).toBe(2)
    const types = (await t.db.select({ type: homeBlocks.type }).from(homeBlocks)).map((row) => row.type)
    expect(new Set(types)).toEqual(new Set(['hero', 'text_image', 'product_highlight', 'partners', 'call_to_action']))
    // One row per illustration, plus one per catalogue PDF.
    expect(await total(media, eq(media.kind, 'image'))).toBe(imageKeys().size)
    expect(await total(media, eq(media.kind, 'document'))).toBe(SHOWCASE.catalogues.length)
  })

  it('sanitises rich text on write', async () => {
    const article = SHOWCASE.articles[0]
    const file = contentFile({
      ...SHOWCASE,
      articles: [
        {
          ...article,
          body:
            '<p onclick="vol()">Texte <script>alert(1)</script><a href="javascript:alert(2)">lien</a> ' +
            '<a href="/faq">FAQ</a></p><img src="x"><h1>Titre</h1>',
        },
      ],
    })
    await seedShowcase(t.db, { contentFile: file })
    const [row] = await t.db.select().from(articles)
    expect(row?.bodyHtml).toBe('<p>Texte <a>lien</a> <a href="/faq">FAQ</a></p>Titre')
  })

  it('stops with a clear message on a content error, inserting nothing inside a transaction', async () => {
    const product = SHOWCASE.products[0]
    const file = contentFile({ ...SHOWCASE, products: [{ ...product, categorySlug: 'categorie-fantome' }] })
    await expect(t.db.transaction((tx) => seedShowcase(tx, { contentFile: file }))).rejects.toThrow(
      'catégorie inconnue « categorie-fantome »',
    )
    expect(await total(showcaseCategories)).toBe(0)

    const invalid = contentFile({ ...SHOWCASE, jobs: [{ ...SHOWCASE.jobs[0], slug: 'Pas Un Slug' }] })
    await expect(seedShowcase(t.db, { contentFile: invalid })).rejects.toThrow(
      /Contenu de démonstration invalide .* jobs\.0\.slug/,
    )
  })
})
