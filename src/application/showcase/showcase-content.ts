// The showcase's public content as the browser reads it (src/contract/storefront),
// in the application's own camelCase names; adapters translate the wire format into these.

export type ShowcaseImage = {
  readonly src: string
  readonly srcset: string
  readonly width: number
  readonly height: number
  readonly alt: string
}

export type CategoryRef = { readonly slug: string; readonly name: string }

/** The back office's SEO fields of a page: '' and null mean "derive it from the content". */
export type PageSeo = { readonly title: string; readonly description: string; readonly image: ShowcaseImage | null }

export type LinkTarget = { readonly label: string; readonly href: string }

export type ProductCard = {
  readonly slug: string
  readonly name: string
  readonly excerpt: string
  readonly image: ShowcaseImage | null
  readonly category: CategoryRef
  readonly subCategory: CategoryRef | null
}

/** `url` is null when the partner has no site: its name is shown without a link. */
export type Partner = { readonly name: string; readonly url: string | null; readonly logo: ShowcaseImage | null }

export type HomeBlockType = 'hero' | 'text_image' | 'product_highlight' | 'partners' | 'call_to_action'

export type HomeBlock = {
  readonly id: number
  readonly type: HomeBlockType
  readonly position: number
  readonly title: string
  readonly subtitle: string | null
  readonly bodyHtml: string | null
  readonly image: ShowcaseImage | null
  readonly link: LinkTarget | null
  readonly secondaryLink: LinkTarget | null
  readonly products: readonly ProductCard[]
  readonly partners: readonly Partner[]
}

export type CategoryLeaf = CategoryRef & { readonly description: string; readonly image: ShowcaseImage | null }

/** A category of the menu with its published products; subcategories without any are left out. */
export type CountedCategory = CategoryLeaf & { readonly productCount: number }
export type CategoryNode = CountedCategory & { readonly children: readonly CountedCategory[] }

export type CategoryPage = CategoryLeaf & {
  readonly parent: CategoryRef | null
  readonly children: readonly CategoryRef[]
  /** Products of the category and of its subcategories. */
  readonly products: readonly ProductCard[]
  readonly seo: PageSeo
}

export type AttributeValue = { readonly slug: string; readonly label: string }

export type ProductAttribute = {
  readonly slug: string
  readonly name: string
  readonly values: readonly AttributeValue[]
}

export type ProductVariant = {
  readonly id: number
  readonly reference: string
  /** attribute slug -> value slug */
  readonly attributeValues: Readonly<Record<string, string>>
  readonly widthMm: number | null
  readonly heightMm: number | null
  readonly depthMm: number | null
  readonly image: ShowcaseImage | null
}

export type ProductDetail = {
  readonly slug: string
  readonly name: string
  readonly excerpt: string
  readonly descriptionHtml: string
  readonly category: CategoryRef
  readonly subCategory: CategoryRef | null
  /** The product's own image, else its first variant's that has one, else null (as on its card). */
  readonly image: ShowcaseImage | null
  /** Only the attributes and values its variants use. */
  readonly attributes: readonly ProductAttribute[]
  readonly variants: readonly ProductVariant[]
  /** In pieces (decision 045); null when not said. */
  readonly minOrderQuantity: number | null
  /** A short text, '' when not said. */
  readonly leadTime: string
  readonly finishes: readonly string[]
  readonly seo: PageSeo
}

export type BlogCategoryInfo = { readonly slug: string; readonly name: string; readonly description: string }

export type BlogCategory = BlogCategoryInfo & { readonly articleCount: number }

/** What the lists of articles and of job offers show of each: a published page of the site. */
type PublishedSummary = {
  readonly slug: string
  readonly title: string
  readonly excerpt: string
  /** ISO date or date-time */
  readonly publishedAt: string
}

export type ArticleSummary = PublishedSummary & {
  readonly category: CategoryRef
  readonly cover: ShowcaseImage | null
  readonly readingMinutes: number
}

export type Article = ArticleSummary & { readonly bodyHtml: string; readonly updatedAt: string; readonly seo: PageSeo }

export type JobSummary = PublishedSummary & { readonly contractType: string; readonly location: string }

/** `image` is the offer page's image for sharing: its own, else the site's. */
export type Job = JobSummary & {
  readonly descriptionHtml: string
  readonly salary: string | null
  readonly seo: PageSeo
  readonly image: ShowcaseImage | null
}

export type Catalogue = {
  readonly id: number
  readonly title: string
  readonly sector: string
  readonly description: string
  readonly cover: ShowcaseImage | null
  readonly pdfUrl: string
  readonly pdfSizeBytes: number
}

export type FaqEntry = { readonly question: string; readonly answerHtml: string }

/** A company or legal page kept in content/pages (rendered and sanitised by the server). */
export type ContentPage = {
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly updated: string
  readonly html: string
  /** Only the FAQ page has questions. */
  readonly questions: readonly FaqEntry[]
}

/** One page of a list and the total the server counted (x-total-count). */
export type ListPage<T> = { readonly items: readonly T[]; readonly total: number }

export type ListWindow = { readonly start: number; readonly limit: number }

/** What both public forms ask of whoever writes (the contact form, a job application). */
type SubmissionFields = {
  readonly email: string
  readonly phone: string
  readonly message: string
  readonly consent: boolean
  /** The honeypot: people never see it, so it must stay empty. */
  readonly website: string
}

export type ContactMessage = SubmissionFields & {
  readonly name: string
  readonly company: string
  readonly subject: string
}

export type JobApplication = SubmissionFields & {
  readonly firstName: string
  readonly lastName: string
  readonly cv: File
}

/** What the server answered to an accepted submission: its French confirmation. */
export type SubmissionReceipt = { readonly message: string }
