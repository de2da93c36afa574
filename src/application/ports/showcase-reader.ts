import type {
  Article,
  ArticleSummary,
  BlogCategory,
  BlogCategoryInfo,
  Catalogue,
  CategoryNode,
  CategoryPage,
  ContactMessage,
  ContentPage,
  HomeBlock,
  Job,
  JobApplication,
  JobSummary,
  ListPage,
  ListWindow,
  Partner,
  ProductDetail,
  SubmissionReceipt,
} from '../showcase/showcase-content'

// The public showcase deliberately does not go through Effect (docs/decisions/007): the home
// page's JavaScript budget cannot carry the effect runtime, so this port answers plain promises
// of a result that is data, never a thrown error for an expected failure.

export type ShowcaseErrorKind = 'not-found' | 'network' | 'decode' | 'rejected'

export type ShowcaseError = {
  readonly kind: ShowcaseErrorKind
  /** The HTTP status of a refused call. */
  readonly status?: number
  /** The server's French `message`, when it sent one. */
  readonly message?: string
}

export type Result<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: ShowcaseError }

export type ArticleQuery = ListWindow & { readonly category?: string }

/** Public reads and visitor submissions of the Storefront API. */
export type ShowcaseReader = {
  readonly homeBlocks: () => Promise<Result<readonly HomeBlock[]>>
  readonly categories: () => Promise<Result<readonly CategoryNode[]>>
  readonly category: (slug: string) => Promise<Result<CategoryPage>>
  readonly product: (slug: string) => Promise<Result<ProductDetail>>
  readonly blogCategories: () => Promise<Result<readonly BlogCategory[]>>
  readonly blogCategory: (slug: string) => Promise<Result<BlogCategoryInfo>>
  /** Published articles, newest first. */
  readonly articles: (query: ArticleQuery) => Promise<Result<ListPage<ArticleSummary>>>
  readonly article: (slug: string) => Promise<Result<Article>>
  /** Published jobs, newest first. */
  readonly jobs: () => Promise<Result<readonly JobSummary[]>>
  readonly job: (slug: string) => Promise<Result<Job>>
  readonly partners: () => Promise<Result<readonly Partner[]>>
  readonly catalogues: () => Promise<Result<readonly Catalogue[]>>
  readonly page: (slug: string) => Promise<Result<ContentPage>>
  readonly sendContact: (message: ContactMessage) => Promise<Result<SubmissionReceipt>>
  readonly applyToJob: (jobSlug: string, application: JobApplication) => Promise<Result<SubmissionReceipt>>
}
