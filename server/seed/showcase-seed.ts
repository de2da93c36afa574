import { inArray } from 'drizzle-orm'
import type { Database } from '../platform/db/database'
import { homeBlockProducts, homeBlocks, showcaseCategories } from '../platform/db/schema-showcase'
import { articles, blogCategories, catalogues, jobs, partners } from '../platform/db/schema-showcase-content'
import { catalogueCategories, catalogueProducts } from '../platform/db/schema-showcase-links'
import { catalogueBrochureKey } from '../showcase/catalogues/catalogue-brochure'
import { CONTENT_IMAGES_DIR, SHOWCASE_SEED_FILE } from '../showcase/pages/content-paths'
import {
  firstParagraphText,
  plainTextToHtml,
  readingMinutes,
  sanitizeRichText,
  summarise,
} from '../platform/shared/rich-text'
import { seedCatalog } from './showcase-seed-catalog'
import { readShowcaseContent } from './showcase-seed-content'
import { optionalImage, seedMedia } from './showcase-seed-media'

const JOB_EXCERPT_LENGTH = 200

// Descriptions of the home illustrations, for screen readers (the blocks' titles say something else).
const HOME_IMAGE_ALTS: Record<string, string> = {
  'home/hero-atelier-gainage': "Coffrets rigides gainés et écrins posés sur l'établi de l'atelier de gainage",
  'home/atelier-dorure': 'Presse de dorure à chaud marquant un coffret à la feuille d’or',
  'home/matieres-certifiees': 'Piles de cartons et de papiers certifiés, avec une feuille et le symbole du recyclage',
}

export type ShowcaseSeedOptions = { contentFile?: string; imagesDir?: string }

// decisions §8: showcase content in every section, from content/seed/showcase.json. Runs inside
// the demo seed's transaction (`tx`), so a failure leaves nothing behind.
export async function seedShowcase(tx: Database, options: ShowcaseSeedOptions = {}): Promise<void> {
  const content = await readShowcaseContent(options.contentFile ?? SHOWCASE_SEED_FILE)
  const store = seedMedia(tx, options.imagesDir ?? CONTENT_IMAGES_DIR)
  const productIds = await seedCatalog(tx, store, content)

  for (const [index, block] of [...content.homeBlocks].sort((a, b) => a.order - b.order).entries()) {
    const imageId = await optionalImage(
      store,
      block.imageKey,
      block.imageKey === undefined ? '' : (HOME_IMAGE_ALTS[block.imageKey] ?? block.title),
    )
    const [row] = await tx
      .insert(homeBlocks)
      .values({
        type: block.type,
        position: index + 1,
        title: block.title,
        subtitle: block.subtitle ?? null,
        bodyHtml: block.body === undefined ? null : plainTextToHtml(block.body),
        imageId,
        imagePosition: block.imagePosition ?? null,
        linkLabel: block.link?.label ?? null,
        linkHref: block.link?.href ?? null,
        secondaryLinkLabel: block.secondaryLink?.label ?? null,
        secondaryLinkHref: block.secondaryLink?.href ?? null,
      })
      .returning({ id: homeBlocks.id })
    if (row === undefined) throw new Error(`home block ${block.title} not inserted`)
    for (const [position, slug] of (block.productSlugs ?? []).entries()) {
      const productId = productIds.get(slug)
      if (productId === undefined) throw new Error(`Bloc d'accueil « ${block.title} » : produit inconnu « ${slug} »`)
      await tx.insert(homeBlockProducts).values({ blockId: row.id, productId, position: position + 1 })
    }
  }

  const blogCategoryIds = new Map<string, number>()
  for (const [index, category] of content.blogCategories.entries()) {
    const [row] = await tx
      .insert(blogCategories)
      .values({ ...category, position: index + 1 })
      .returning({ id: blogCategories.id })
    if (row === undefined) throw new Error(`blog category ${category.slug} not inserted`)
    blogCategoryIds.set(category.slug, row.id)
  }
  for (const article of content.articles) {
    const categoryId = blogCategoryIds.get(article.categorySlug)
    if (categoryId === undefined)
      throw new Error(`Article ${article.slug} : catégorie inconnue « ${article.categorySlug} »`)
    const bodyHtml = sanitizeRichText(article.body)
    const publishedAt = dayAt(article.publishedAt)
    await tx.insert(articles).values({
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      bodyHtml,
      readingMinutes: readingMinutes(bodyHtml),
      categoryId,
      coverId: await optionalImage(store, article.coverImageKey, ''),
      status: article.status,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
  }

  for (const job of content.jobs) {
    const descriptionHtml = sanitizeRichText(job.description)
    const publishedAt = dayAt(job.publishedAt)
    await tx.insert(jobs).values({
      slug: job.slug,
      title: job.title,
      contractType: job.contractType,
      location: job.location,
      excerpt: summarise(firstParagraphText(descriptionHtml), JOB_EXCERPT_LENGTH),
      descriptionHtml,
      salary: job.salary ?? null,
      published: job.published,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })
  }

  for (const partner of [...content.partners].sort((a, b) => a.order - b.order)) {
    const logoId = await optionalImage(store, partner.logoKey, `Logo ${partner.name}`)
    // No site is stored as '' (the column is not nullable); the public read gives null.
    const url = partner.url ?? ''
    const description = partner.description ?? ''
    await tx.insert(partners).values({ name: partner.name, url, description, logoId, position: partner.order })
  }

  for (const [index, catalogue] of content.catalogues.entries()) {
    const coverId = await optionalImage(store, catalogue.coverImageKey, `Couverture du catalogue ${catalogue.title}`)
    const categoryIds = await categoryIdsOf(tx, catalogue.categorySlugs)
    const productIdsChosen = catalogue.productSlugs.map((slug) => {
      const id = productIds.get(slug)
      if (id === undefined) throw new Error(`Catalogue ${catalogue.slug} : produit inconnu « ${slug} »`)
      return id
    })
    const chosen = { categoryIds, productIds: productIdsChosen }
    // Named from its content here, rendered by the start-up step (ensureShowcaseMedia).
    const pdfKey = await catalogueBrochureKey(tx, catalogue.pdfKey, { ...catalogue, coverId, ...chosen })
    const pdfId = await store.document(pdfKey, catalogue.title)
    const [row] = await tx
      .insert(catalogues)
      .values({
        slug: catalogue.slug,
        title: catalogue.title,
        sector: catalogue.sector,
        description: catalogue.description,
        coverId,
        pdfId,
        position: index + 1,
      })
      .returning({ id: catalogues.id })
    if (row === undefined) throw new Error(`catalogue ${catalogue.slug} not inserted`)
    for (const categoryId of categoryIds)
      await tx.insert(catalogueCategories).values({ catalogueId: row.id, categoryId })
    for (const productId of productIdsChosen)
      await tx.insert(catalogueProducts).values({ catalogueId: row.id, productId })
  }
}

// The ids of the categories (or sub-categories) a catalogue chooses, by slug.
async function categoryIdsOf(tx: Database, slugs: readonly string[]): Promise<number[]> {
  if (slugs.length === 0) return []
  const rows = await tx
    .select({ id: showcaseCategories.id, slug: showcaseCategories.slug })
    .from(showcaseCategories)
    .where(inArray(showcaseCategories.slug, [...slugs]))
  return slugs.map((slug) => {
    const id = rows.find((row) => row.slug === slug)?.id
    if (id === undefined) throw new Error(`Catalogue : catégorie inconnue « ${slug} »`)
    return id
  })
}

// A calendar date of the content file, as a moment in the morning in France.
function dayAt(date: string): Date {
  return new Date(`${date}T08:00:00Z`)
}
