import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { BLOG_CATEGORIES, type BlogCategoryAdminWire } from '../../../contract/showcase-admin/blog'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../../backoffice/backoffice.queries'
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
const LIST = '/vitrine/backoffice/blog/categories'
const listRoute = getRouteApi('/vitrine/backoffice/blog/categories/')

const COLUMNS: readonly ResourceColumn<BlogCategoryAdminWire>[] = [
  {
    id: 'name',
    header: 'Nom',
    cell: (category) => category.name,
    sortKey: 'name',
    hideable: false,
    filter: { param: 'q', label: 'Nom' },
  },
  { id: 'slug', header: 'Slug', cell: (category) => category.slug },
  { id: 'position', header: 'Position', cell: (category) => category.position, sortKey: 'position', numeric: true },
  { id: 'article_count', header: 'Articles', cell: (category) => category.article_count, numeric: true },
]

export function BlogCategoryListPage() {
  const search = listRoute.useSearch()
  const navigate = listRoute.useNavigate()
  const actions = useRecordActions(BLOG_CATEGORIES)
  return (
    <BackofficePage
      title="Catégories du blog"
      trail={[BLOG_CRUMB]}
      actions={
        <Link to="/vitrine/backoffice/blog/categories/create" className={forms.button}>
          Créer une catégorie
        </Link>
      }
    >
      <ResourceTable
        resource={BLOG_CATEGORIES}
        table="vitrine-blog-categories"
        caption="Liste des catégories du blog"
        columns={COLUMNS}
        search={search}
        defaults={BLOG_CATEGORY_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        rowActions={(category) => (
          <RecordRowActions
            editTo="/vitrine/backoffice/blog/categories/update/$id"
            id={category.id}
            name={category.name}
            deleteTitle={`Supprimer la catégorie ${category.name} ?`}
            deleteDescription="Une catégorie qui contient des articles ne peut pas être supprimée."
            onDelete={() => void actions.remove(category)}
          />
        )}
      />
    </BackofficePage>
  )
}

export function BlogCategoryCreatePage() {
  return (
    <BackofficePage title="Créer une catégorie du blog" trail={[BLOG_CRUMB, CATEGORIES_CRUMB]}>
      <RecordForm
        resource={BLOG_CATEGORIES}
        listPath={LIST}
        record={null}
        createLabel="Créer la catégorie"
        fields={BLOG_CATEGORY_FIELDS}
        initialValues={EMPTY_BLOG_CATEGORY}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/blog/categories/update/$id')

export function BlogCategoryUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: category } = useSuspenseQuery(resourceRecordQuery(runUseCase, BLOG_CATEGORIES, id))
  return (
    <BackofficePage title={`Modifier la catégorie ${category.name}`} trail={[BLOG_CRUMB, CATEGORIES_CRUMB]}>
      <RecordForm
        resource={BLOG_CATEGORIES}
        listPath={LIST}
        record={category}
        fields={BLOG_CATEGORY_FIELDS}
        initialValues={blogCategoryValues(category)}
      />
      <HistoryPanel resource={BLOG_CATEGORIES} id={category.id} labels={BLOG_CATEGORY_LABELS} />
    </BackofficePage>
  )
}
