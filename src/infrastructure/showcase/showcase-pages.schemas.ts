import * as v from 'valibot'
import { CategoryLeafSchema, CategoryRefSchema, NullableImage, ProductCardWireSchema, toProductCard } from './showcase-core.schemas'

// Wire shapes read by the pages other than home: category and product pages, blog, jobs,
// catalogues, company pages and submission answers. Loaded on demand, off the home page's budget.

const Text = v.string()
const Dimension = v.nullish(v.pipe(v.number(), v.finite()), null)

export const CategoryPageSchema = v.object({
  ...CategoryLeafSchema.entries,
  parent: v.nullish(CategoryRefSchema, null),
  children: v.optional(v.array(CategoryRefSchema), []),
  products: v.array(v.pipe(ProductCardWireSchema, v.transform(toProductCard))),
})

export const ProductDetailSchema = v.pipe(
  v.object({
    slug: Text,
    name: Text,
    excerpt: v.optional(v.string(), ''),
    description_html: v.optional(v.string(), ''),
    category: CategoryRefSchema,
    sub_category: v.nullish(CategoryRefSchema, null),
    attributes: v.array(
      v.object({ slug: Text, name: Text, values: v.array(v.object({ slug: Text, label: Text })) }),
    ),
    variants: v.array(
      v.pipe(
        v.object({
          id: v.number(),
          reference: Text,
          attribute_values: v.record(v.string(), v.string()),
          width_mm: Dimension,
          height_mm: Dimension,
          depth_mm: Dimension,
          image: NullableImage,
        }),
        v.transform((variant) => ({
          id: variant.id,
          reference: variant.reference,
          attributeValues: variant.attribute_values,
          widthMm: variant.width_mm,
          heightMm: variant.height_mm,
          depthMm: variant.depth_mm,
          image: variant.image,
        })),
      ),
    ),
  }),
  v.transform(({ description_html, sub_category, ...product }) => ({
    ...product,
    descriptionHtml: description_html,
    subCategory: sub_category,
  })),
)


export const BlogCategoriesSchema = v.array(
  v.pipe(
    v.object({ slug: Text, name: Text, description: v.optional(v.string(), ''), article_count: v.number() }),
    v.transform(({ article_count, ...category }) => ({ ...category, articleCount: article_count })),
  ),
)

export const BlogCategorySchema = v.object({ slug: Text, name: Text, description: v.optional(v.string(), '') })

const articleSummaryEntries = {
  slug: Text,
  title: Text,
  excerpt: v.optional(v.string(), ''),
  published_at: Text,
  category: CategoryRefSchema,
  cover: NullableImage,
  reading_minutes: v.number(),
}

type ArticleSummaryWire = v.InferOutput<v.ObjectSchema<typeof articleSummaryEntries, undefined>>

const toArticleSummary = ({ published_at, reading_minutes, ...article }: ArticleSummaryWire) => ({
  ...article,
  publishedAt: published_at,
  readingMinutes: reading_minutes,
})

export const ArticleSummariesSchema = v.array(v.pipe(v.object(articleSummaryEntries), v.transform(toArticleSummary)))

export const ArticleSchema = v.pipe(
  v.object({ ...articleSummaryEntries, body_html: Text, updated_at: v.optional(v.string()) }),
  v.transform(({ body_html, updated_at, ...article }) => ({
    ...toArticleSummary(article),
    bodyHtml: body_html,
    updatedAt: updated_at ?? article.published_at,
  })),
)

const jobSummaryEntries = {
  slug: Text,
  title: Text,
  contract_type: Text,
  location: Text,
  published_at: Text,
  excerpt: v.optional(v.string(), ''),
}

type JobSummaryWire = v.InferOutput<v.ObjectSchema<typeof jobSummaryEntries, undefined>>

const toJobSummary = ({ contract_type, published_at, ...job }: JobSummaryWire) => ({
  ...job,
  contractType: contract_type,
  publishedAt: published_at,
})

export const JobSummariesSchema = v.array(v.pipe(v.object(jobSummaryEntries), v.transform(toJobSummary)))

export const JobSchema = v.pipe(
  v.object({ ...jobSummaryEntries, description_html: Text, salary: v.nullish(v.string(), null) }),
  v.transform(({ description_html, salary, ...job }) => ({ ...toJobSummary(job), descriptionHtml: description_html, salary })),
)

export const CataloguesSchema = v.array(
  v.pipe(
    v.object({
      id: v.number(),
      title: Text,
      sector: v.optional(v.string(), ''),
      description: v.optional(v.string(), ''),
      cover: NullableImage,
      pdf_url: Text,
      pdf_size_bytes: v.pipe(v.number(), v.minValue(0)),
    }),
    v.transform(({ pdf_url, pdf_size_bytes, ...catalogue }) => ({ ...catalogue, pdfUrl: pdf_url, pdfSizeBytes: pdf_size_bytes })),
  ),
)

export const ContentPageSchema = v.pipe(
  v.object({
    slug: Text,
    title: Text,
    description: v.optional(v.string(), ''),
    updated: v.optional(v.string(), ''),
    html: Text,
    questions: v.optional(v.array(v.object({ question: Text, answer_html: Text })), []),
  }),
  v.transform(({ questions, ...page }) => ({
    ...page,
    questions: questions.map(({ question, answer_html }) => ({ question, answerHtml: answer_html })),
  })),
)

export const ReceiptSchema = v.object({ message: Text })
