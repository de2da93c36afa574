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
} from '../showcase-content'

// The public showcase deliberately does not go through Effect (docs/decisions/007): the home
// page's JavaScript budget cannot carry the effect runtime, so this port answers plain promises.
// An expected failure rejects with the portal's own UseCaseFailure (../use-case-failure, which
// imports no effect): one failure shape for the whole UI (docs/decisions/017).

export type ArticleQuery = ListWindow & { readonly category?: string }

/** Public reads and visitor submissions of the Storefront API. */
export type ShowcaseReader = {
  readonly homeBlocks: () => Promise<readonly HomeBlock[]>
  readonly categories: () => Promise<readonly CategoryNode[]>
  readonly category: (slug: string) => Promise<CategoryPage>
  readonly product: (slug: string) => Promise<ProductDetail>
  readonly blogCategories: () => Promise<readonly BlogCategory[]>
  readonly blogCategory: (slug: string) => Promise<BlogCategoryInfo>
  /** Published articles, newest first. */
  readonly articles: (query: ArticleQuery) => Promise<ListPage<ArticleSummary>>
  readonly article: (slug: string) => Promise<Article>
  /** Published jobs, newest first. */
  readonly jobs: () => Promise<readonly JobSummary[]>
  readonly job: (slug: string) => Promise<Job>
  readonly partners: () => Promise<readonly Partner[]>
  readonly catalogues: () => Promise<readonly Catalogue[]>
  readonly page: (slug: string) => Promise<ContentPage>
  readonly sendContact: (message: ContactMessage) => Promise<SubmissionReceipt>
  readonly applyToJob: (jobSlug: string, application: JobApplication) => Promise<SubmissionReceipt>
}
