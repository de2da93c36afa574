import { readFile } from 'node:fs/promises'
import * as v from 'valibot'
import { SLUG_PATTERN } from '../../src/domain/slug'

// The shape of content/seed/showcase.json. The file is ours, but it is still input: a typo in it
// must stop the seed with a clear message rather than insert half a catalogue.
const slug = v.pipe(v.string(), v.regex(SLUG_PATTERN))
const key = v.pipe(v.string(), v.regex(/^[a-z0-9-]+(?:\/[a-z0-9.-]+)*$/))
const text = v.pipe(v.string(), v.minLength(1))
const date = v.pipe(v.string(), v.isoDate())
const Link = v.object({ label: text, href: text })

const HomeBlock = v.object({
  order: v.number(),
  type: v.picklist(['hero', 'text_image', 'product_highlight', 'partners', 'call_to_action']),
  title: text,
  subtitle: v.optional(text),
  body: v.optional(v.string()),
  imageKey: v.optional(key),
  imagePosition: v.optional(v.picklist(['left', 'right'])),
  productSlugs: v.optional(v.array(slug)),
  link: v.optional(Link),
  secondaryLink: v.optional(Link),
})

const SubCategory = v.object({ slug, name: text, description: v.string(), imageKey: v.optional(key) })
const Category = v.object({
  slug,
  name: text,
  description: v.string(),
  order: v.number(),
  imageKey: v.optional(key),
  subcategories: v.array(SubCategory),
})
const Attribute = v.object({ slug, name: text, values: v.array(v.object({ slug, value: text })) })

const Variant = v.object({
  reference: text,
  attributeValues: v.record(slug, slug),
  widthMm: v.number(),
  heightMm: v.number(),
  depthMm: v.number(),
  imageKey: v.optional(key),
})
const Product = v.object({
  slug,
  name: text,
  categorySlug: slug,
  subCategorySlug: v.optional(slug),
  description: v.string(),
  attributes: v.array(slug),
  variants: v.array(Variant),
  // "En bref" on the product page (decision 045).
  minOrderQuantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  leadTime: v.optional(v.string(), ''),
  finishes: v.optional(v.array(text), []),
})

const BlogCategory = v.object({ slug, name: text, description: v.string() })
const Article = v.object({
  slug,
  title: text,
  categorySlug: slug,
  excerpt: v.string(),
  publishedAt: date,
  status: v.picklist(['draft', 'published']),
  coverImageKey: v.optional(key),
  body: v.string(),
})
const Job = v.object({
  slug,
  title: text,
  contractType: text,
  location: text,
  publishedAt: date,
  published: v.boolean(),
  salary: v.optional(v.string()),
  description: v.string(),
})
// A partner's site is real or absent (decision 046): null shows the name without a link.
const Partner = v.object({
  name: text,
  url: v.nullable(v.pipe(v.string(), v.url())),
  order: v.number(),
  logoKey: v.optional(key),
  description: v.optional(v.string()),
})
const Catalogue = v.object({
  slug,
  title: text,
  sector: text,
  description: v.string(),
  coverImageKey: v.optional(key),
  pdfKey: key,
  // What its brochure lists (decision 049, addendum): none, the whole showcase catalogue.
  categorySlugs: v.optional(v.array(slug), []),
  productSlugs: v.optional(v.array(slug), []),
})

export const ShowcaseContent = v.object({
  homeBlocks: v.array(HomeBlock),
  categories: v.array(Category),
  attributes: v.array(Attribute),
  products: v.array(Product),
  blogCategories: v.array(BlogCategory),
  articles: v.array(Article),
  jobs: v.array(Job),
  partners: v.array(Partner),
  catalogues: v.array(Catalogue),
})

export type ShowcaseContent = v.InferOutput<typeof ShowcaseContent>

export async function readShowcaseContent(file: string): Promise<ShowcaseContent> {
  const parsed = v.safeParse(ShowcaseContent, JSON.parse(await readFile(file, 'utf8')))
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  const where = (issue?.path ?? []).map((item) => String(item.key)).join('.')
  throw new Error(`Contenu de démonstration invalide (${file}) à ${where} : ${issue?.message ?? 'inconnu'}`)
}
