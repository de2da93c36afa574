import type {
  Article,
  CategoryNode,
  ContentPage,
  HomeBlock,
  Job,
  ProductCard,
  ProductDetail,
} from '../../../../src/application/showcase/showcase-content'
import { productCard } from '../../../../src/infrastructure/showcase/showcase-reader.memory'

// The Storefront API's snake_case bodies (docs/api-contract-storefront.md) for a fixture, written
// out by hand so that the HTTP adapter's parsing is checked against the contract, not against itself.

export const cardWire = (card: ProductCard) => ({
  slug: card.slug,
  name: card.name,
  excerpt: card.excerpt,
  image: card.image,
  category: card.category,
  sub_category: card.subCategory,
})

export const homeBlockWire = (block: HomeBlock) => ({
  id: block.id,
  type: block.type,
  position: block.position,
  title: block.title,
  subtitle: block.subtitle,
  body_html: block.bodyHtml,
  image: block.image,
  link: block.link,
  secondary_link: block.secondaryLink,
  products: block.products.map(cardWire),
  partners: block.partners,
})

export const categoryTreeWire = (categories: readonly CategoryNode[]) => categories

export function categoryPageWire(categories: readonly CategoryNode[], products: readonly ProductDetail[], slug: string) {
  const top = categories.find((category) => category.slug === slug)
  const parent = top ? undefined : categories.find((category) => category.children.some((child) => child.slug === slug))
  const leaf = top ?? parent?.children.find((child) => child.slug === slug)
  if (leaf === undefined) return undefined
  return {
    slug: leaf.slug,
    name: leaf.name,
    description: leaf.description,
    image: leaf.image,
    parent: parent ? { slug: parent.slug, name: parent.name } : null,
    children: (top?.children ?? []).map(({ slug: s, name }) => ({ slug: s, name })),
    products: products.filter((p) => p.category.slug === slug || p.subCategory?.slug === slug).map((p) => cardWire(productCard(p))),
  }
}

export const productWire = (product: ProductDetail) => ({
  slug: product.slug,
  name: product.name,
  excerpt: product.excerpt,
  description_html: product.descriptionHtml,
  category: product.category,
  sub_category: product.subCategory,
  attributes: product.attributes,
  variants: product.variants.map((variant) => ({
    id: variant.id,
    reference: variant.reference,
    attribute_values: variant.attributeValues,
    width_mm: variant.widthMm,
    height_mm: variant.heightMm,
    depth_mm: variant.depthMm,
    image: variant.image,
  })),
})

export const articleSummaryWire = (article: Article) => ({
  slug: article.slug,
  title: article.title,
  excerpt: article.excerpt,
  published_at: article.publishedAt,
  category: article.category,
  cover: article.cover,
  reading_minutes: article.readingMinutes,
})

export const articleWire = (article: Article) => ({ ...articleSummaryWire(article), body_html: article.bodyHtml, updated_at: article.updatedAt })

export const jobSummaryWire = (job: Job) => ({
  slug: job.slug,
  title: job.title,
  contract_type: job.contractType,
  location: job.location,
  published_at: job.publishedAt,
  excerpt: job.excerpt,
})

export const jobWire = (job: Job) => ({ ...jobSummaryWire(job), description_html: job.descriptionHtml, salary: job.salary })

export const pageWire = (page: ContentPage) => ({
  slug: page.slug,
  title: page.title,
  description: page.description,
  updated: page.updated,
  html: page.html,
  ...(page.questions.length > 0 ? { questions: page.questions.map((q) => ({ question: q.question, answer_html: q.answerHtml })) } : {}),
})
