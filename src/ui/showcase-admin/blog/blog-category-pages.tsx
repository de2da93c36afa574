import { getRouteApi } from '@tanstack/react-router'
import { BLOG_CATEGORIES, type BlogCategoryAdminWire } from '../../../contract/showcase-admin/blog'
import { type ListPageComponent, nameColumn, screenListPage } from '../../kit/backoffice/resource-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { listCrumbOf, resourceScreen } from '../../kit/backoffice/resource-screen'
import {
  BLOG_CATEGORY_DEFAULTS,
  BLOG_CATEGORY_FIELDS,
  BLOG_CATEGORY_LABELS,
  blogCategoryValues,
  EMPTY_BLOG_CATEGORY,
} from './blog-category-fields'
import { ARTICLE_SCREEN } from './article-fields'

// The blog's categories (spec §2 `blog`): a small list and its form, under the blog section.

const BLOG_CATEGORY_SCREEN = resourceScreen(
  BLOG_CATEGORIES,
  '/vitrine/backoffice/blog/categories',
  {
    title: 'Catégories du blog',
    trail: [listCrumbOf(ARTICLE_SCREEN)],
    create: 'Créer une catégorie',
    the: 'la catégorie',
  },
  (category) => category.name,
)
const listRoute = getRouteApi('/vitrine/backoffice/blog/categories/')

const COLUMNS: readonly ResourceColumn<BlogCategoryAdminWire>[] = [
  nameColumn('name', 'Nom'),
  { id: 'slug', header: 'Slug', cell: (category) => category.slug },
  { id: 'position', header: 'Position', cell: (category) => category.position, sortKey: 'position', numeric: true },
  { id: 'article_count', header: 'Articles', cell: (category) => category.article_count, numeric: true },
]

export const BlogCategoryListPage: ListPageComponent = screenListPage(listRoute, {
  screen: BLOG_CATEGORY_SCREEN,
  table: 'vitrine-blog-categories',
  caption: 'Liste des catégories du blog',
  columns: COLUMNS,
  defaults: BLOG_CATEGORY_DEFAULTS,
  deleteDescription: 'Une catégorie qui contient des articles ne peut pas être supprimée.',
})

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/blog/categories/update/$id'), {
  screen: BLOG_CATEGORY_SCREEN,
  createTitle: 'Créer une catégorie du blog',
  fields: BLOG_CATEGORY_FIELDS,
  emptyValues: EMPTY_BLOG_CATEGORY,
  values: blogCategoryValues,
  history: { labels: BLOG_CATEGORY_LABELS },
})

export const BlogCategoryCreatePage = PAGES.CreatePage
export const BlogCategoryUpdatePage = PAGES.UpdatePage
