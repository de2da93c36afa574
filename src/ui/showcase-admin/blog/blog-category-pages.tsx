import { getRouteApi } from '@tanstack/react-router'
import { BLOG_CATEGORIES, type BlogCategoryAdminWire } from '../../../contract/showcase-admin/blog'
import { type ListPageComponent, nameColumn, resourceListPage } from '../../kit/backoffice/resource-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import {
  BLOG_CATEGORY_DEFAULTS,
  BLOG_CATEGORY_FIELDS,
  BLOG_CATEGORY_LABELS,
  blogCategoryValues,
  EMPTY_BLOG_CATEGORY,
} from './blog-category-fields'

// The blog's categories (spec §2 `blog`): a small list and its form, under the blog section.

const BLOG_CRUMB = { label: 'Blog', to: '/vitrine/backoffice/blog' } as const
const CATEGORIES_CRUMB = { label: 'Catégories du blog', to: '/vitrine/backoffice/blog/categories' } as const
const listRoute = getRouteApi('/vitrine/backoffice/blog/categories/')

const COLUMNS: readonly ResourceColumn<BlogCategoryAdminWire>[] = [
  nameColumn('name', 'Nom'),
  { id: 'slug', header: 'Slug', cell: (category) => category.slug },
  { id: 'position', header: 'Position', cell: (category) => category.position, sortKey: 'position', numeric: true },
  { id: 'article_count', header: 'Articles', cell: (category) => category.article_count, numeric: true },
]

export const BlogCategoryListPage: ListPageComponent = resourceListPage(listRoute, {
  resource: BLOG_CATEGORIES,
  title: 'Catégories du blog',
  trail: [BLOG_CRUMB],
  create: { to: '/vitrine/backoffice/blog/categories/create', label: 'Créer une catégorie' },
  table: 'vitrine-blog-categories',
  caption: 'Liste des catégories du blog',
  columns: COLUMNS,
  defaults: BLOG_CATEGORY_DEFAULTS,
  recordActions: {
    editTo: '/vitrine/backoffice/blog/categories/update/$id',
    name: (category) => category.name,
    deleteTitle: (name) => `Supprimer la catégorie ${name} ?`,
    deleteDescription: 'Une catégorie qui contient des articles ne peut pas être supprimée.',
  },
})

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/blog/categories/update/$id'), {
  resource: BLOG_CATEGORIES,
  trail: [BLOG_CRUMB],
  list: CATEGORIES_CRUMB,
  createTitle: 'Créer une catégorie du blog',
  createLabel: 'Créer la catégorie',
  updateTitle: (category) => `Modifier la catégorie ${category.name}`,
  fields: BLOG_CATEGORY_FIELDS,
  emptyValues: EMPTY_BLOG_CATEGORY,
  values: blogCategoryValues,
  history: { labels: BLOG_CATEGORY_LABELS },
})

export const BlogCategoryCreatePage = PAGES.CreatePage
export const BlogCategoryUpdatePage = PAGES.UpdatePage
