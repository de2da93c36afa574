import type {
  Article,
  CategoryPage,
  ContentPage,
  Job,
  ProductDetail,
} from '../../../application/showcase/showcase-content'
import { HOME } from './home-crumb'
import type { BlogListData } from '../blog/blog-list-data'

// What each kind of content page says of itself in its head: the back office's SEO fields (decision 036)
// when set, otherwise its content, and its crumbs. Its JSON-LD is built on the server (./content-ld).

const NEWS = { name: 'Actualités', path: '/actualites' }

export function categoryHead(category: CategoryPage) {
  // A subcategory reached by its short address is the same page: its address is the long one.
  const parent = category.parent
  const path =
    parent === null ? `/categorie-produit/${category.slug}` : `/categorie-produit/${parent.slug}/${category.slug}`
  const parentCrumb = parent === null ? [] : [{ name: parent.name, path: `/categorie-produit/${parent.slug}` }]
  return {
    title: category.seo.title || category.name,
    description: category.seo.description || category.description || category.name,
    path,
    image: category.seo.image ?? category.image ?? category.products[0]?.image ?? null,
    crumbs: [HOME, ...parentCrumb, { name: category.name, path }],
  }
}

export function productHead(product: ProductDetail) {
  const path = `/produit/${product.slug}`
  const categoryPath = `/categorie-produit/${product.category.slug}`
  const sub = product.subCategory
  const subCrumb = sub === null ? [] : [{ name: sub.name, path: `${categoryPath}/${sub.slug}` }]
  return {
    title: product.seo.title || product.name,
    description: product.seo.description || product.excerpt || product.name,
    path,
    type: 'product' as const,
    image: product.seo.image ?? product.variants.find((variant) => variant.image !== null)?.image ?? null,
    crumbs: [HOME, { name: product.category.name, path: categoryPath }, ...subCrumb, { name: product.name, path }],
    ld: 'product' as const,
  }
}

export function articleHead(article: Article) {
  const path = `/article/${article.slug}`
  const categoryCrumb = { name: article.category.name, path: `/actualites/${article.category.slug}` }
  return {
    title: article.seo.title || article.title,
    description: article.seo.description || article.excerpt || article.title,
    path,
    type: 'article' as const,
    image: article.seo.image ?? article.cover,
    crumbs: [HOME, NEWS, categoryCrumb, { name: article.title, path }],
    ld: 'article' as const,
  }
}

export function jobHead(job: Job) {
  const path = `/offre-emploi/${job.slug}`
  return {
    title: job.seo.title || job.title,
    description: job.seo.description || job.excerpt || job.title,
    path,
    image: job.image,
    crumbs: [HOME, { name: "Nos offres d'emploi", path: '/nos-offres-emploi' }, { name: job.title, path }],
    ld: 'job' as const,
  }
}

export function blogCategoryHead({ category }: BlogListData) {
  const path = category === null ? '/actualites' : `/actualites/${category.slug}`
  return {
    title: category?.name ?? 'Actualités',
    description: category?.description || 'Les actualités d’Écrin.',
    path,
    crumbs: [HOME, NEWS, ...(category === null ? [] : [{ name: category.name, path }])],
  }
}

export function contentPageHead(page: ContentPage) {
  const path = `/${page.slug}`
  return {
    title: page.title,
    description: page.description,
    path,
    crumbs: [HOME, { name: page.title, path }],
    ld: 'content' as const,
  }
}
