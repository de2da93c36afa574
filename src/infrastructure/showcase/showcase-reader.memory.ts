import type { Result, ShowcaseError, ShowcaseReader } from '../../application/ports/showcase-reader'
import type {
  Article,
  BlogCategoryInfo,
  Catalogue,
  CategoryNode,
  CategoryPage,
  ContactMessage,
  ContentPage,
  HomeBlock,
  Job,
  JobApplication,
  Partner,
  ProductCard,
  ProductDetail,
} from '../../application/showcase/showcase-content'
import { applicationProblem, contactProblem, SUBMISSION_MESSAGES } from './showcase-submissions.memory'

/** The showcase content a memory reader serves; drafts are simply not in it. */
export type ShowcaseFixture = {
  readonly homeBlocks: readonly HomeBlock[]
  readonly categories: readonly CategoryNode[]
  readonly products: readonly ProductDetail[]
  readonly blogCategories: readonly BlogCategoryInfo[]
  readonly articles: readonly Article[]
  readonly jobs: readonly Job[]
  readonly partners: readonly Partner[]
  readonly catalogues: readonly Catalogue[]
  readonly pages: readonly ContentPage[]
}

export const emptyShowcase: ShowcaseFixture = {
  homeBlocks: [],
  categories: [],
  products: [],
  blogCategories: [],
  articles: [],
  jobs: [],
  partners: [],
  catalogues: [],
  pages: [],
}

/** What the memory reader received, and a way to make its next call fail. */
export type ShowcaseMemoryControls = {
  readonly contacts: ContactMessage[]
  readonly applications: Array<{ readonly jobSlug: string; readonly application: JobApplication }>
  /** The next call (any method) answers this failure instead. */
  failNext: ShowcaseError | null
}

const ok = <A>(value: A): Result<A> => ({ ok: true, value })
const notFound: Result<never> = { ok: false, error: { kind: 'not-found', status: 404, message: 'Ressource introuvable.' } }
const found = <A>(value: A | undefined): Result<A> => (value === undefined ? notFound : ok(value))
const newestFirst = <T extends { publishedAt: string }>(items: readonly T[]) => [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))

export function productCard(product: ProductDetail): ProductCard {
  const image = product.variants.find((variant) => variant.image !== null)?.image ?? null
  return { slug: product.slug, name: product.name, excerpt: product.excerpt, image, category: product.category, subCategory: product.subCategory }
}

const ref = ({ slug, name }: { slug: string; name: string }) => ({ slug, name })

function categoryPage(fixture: ShowcaseFixture, slug: string): CategoryPage | undefined {
  const top = fixture.categories.find((category) => category.slug === slug)
  const parent = top ? undefined : fixture.categories.find((category) => category.children.some((child) => child.slug === slug))
  const leaf = top ?? parent?.children.find((child) => child.slug === slug)
  if (leaf === undefined) return undefined
  const products = fixture.products.filter((product) => product.category.slug === slug || product.subCategory?.slug === slug)
  return {
    slug: leaf.slug,
    name: leaf.name,
    description: leaf.description,
    image: leaf.image,
    parent: parent ? ref(parent) : null,
    children: (top?.children ?? []).map(ref),
    products: products.map(productCard),
  }
}

/** An in-memory Storefront API with the same answers as the real one, for tests and demos. */
export function makeShowcaseReaderMemory(fixture: ShowcaseFixture = emptyShowcase) {
  const controls: ShowcaseMemoryControls = { contacts: [], applications: [], failNext: null }

  // Every method answers asynchronously, like the network, and honours `failNext` first.
  const answer = async <A>(produce: () => Result<A> | Promise<Result<A>>): Promise<Result<A>> => {
    await Promise.resolve()
    const failure = controls.failNext
    if (failure !== null) {
      controls.failNext = null
      return { ok: false, error: failure }
    }
    return produce()
  }

  const reader: ShowcaseReader = {
    homeBlocks: () => answer(() => ok([...fixture.homeBlocks].sort((a, b) => a.position - b.position))),
    categories: () => answer(() => ok(fixture.categories)),
    category: (slug) => answer(() => found(categoryPage(fixture, slug))),
    product: (slug) => answer(() => found(fixture.products.find((product) => product.slug === slug))),
    blogCategories: () =>
      answer(() =>
        ok(fixture.blogCategories.map((category) => ({ ...category, articleCount: fixture.articles.filter((a) => a.category.slug === category.slug).length }))),
      ),
    blogCategory: (slug) => answer(() => found(fixture.blogCategories.find((category) => category.slug === slug))),
    articles: ({ start, limit, category }) =>
      answer(() => {
        const matching = newestFirst(fixture.articles.filter((article) => category === undefined || article.category.slug === category))
        const items = matching.slice(start, start + limit).map(({ bodyHtml: _body, updatedAt: _updated, ...summary }) => summary)
        return ok({ items, total: matching.length })
      }),
    article: (slug) => answer(() => found(fixture.articles.find((article) => article.slug === slug))),
    jobs: () => answer(() => ok(newestFirst(fixture.jobs).map(({ descriptionHtml: _d, salary: _s, ...summary }) => summary))),
    job: (slug) => answer(() => found(fixture.jobs.find((job) => job.slug === slug))),
    partners: () => answer(() => ok(fixture.partners)),
    catalogues: () => answer(() => ok(fixture.catalogues)),
    page: (slug) => answer(() => found(fixture.pages.find((page) => page.slug === slug))),
    sendContact: (message) =>
      answer(() => {
        const problem = contactProblem(message)
        if (problem !== null) return { ok: false, error: problem }
        controls.contacts.push(message)
        return ok({ message: SUBMISSION_MESSAGES.contactSent })
      }),
    applyToJob: (jobSlug, application) =>
      answer(async () => {
        if (!fixture.jobs.some((job) => job.slug === jobSlug)) return notFound
        const problem = await applicationProblem(application)
        if (problem !== null) return { ok: false, error: problem }
        controls.applications.push({ jobSlug, application })
        return ok({ message: SUBMISSION_MESSAGES.applicationSent })
      }),
  }
  return { reader, controls }
}
