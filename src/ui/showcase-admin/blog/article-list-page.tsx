import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { BLOG_CATEGORIES, type ArticleAdminWire } from '../../../contract/showcase-admin/blog'
import { PUBLICATION_LABELS, PUBLICATION_STATES, type PublicationState } from '../../../domain/publication'
import { type ListPageComponent, nameColumn, screenListPage } from '../../kit/backoffice/resource-list-page'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import type { ListFilter } from '../../kit/backoffice/resource-table-parts'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { ARTICLE_SCREEN, categoryChoices } from './article-fields'
import { ALL_CATEGORIES, ARTICLE_LIST_DEFAULTS } from './article-search'
import styles from './blog.module.css'

// Spec §2 `blog`: every article, whatever its state, with bulk publication.

const route = getRouteApi('/vitrine/backoffice/blog/')

const DELETE_ONE = 'L’article sera supprimé définitivement, et sa page disparaîtra du site.'
const frenchDate = (iso: string | null) =>
  iso === null ? '—' : new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' })

export function StateBadge({ state }: { state: PublicationState }) {
  return <span className={`${styles.badge} ${styles[state]}`}>{PUBLICATION_LABELS[state]}</span>
}

const COLUMNS: readonly ResourceColumn<ArticleAdminWire>[] = [
  nameColumn('title', 'Titre'),
  { id: 'category', header: 'Catégorie', cell: (article) => article.category_name },
  { id: 'state', header: 'État', cell: (article) => <StateBadge state={article.state} /> },
  {
    id: 'published_at',
    header: 'Date de publication',
    cell: (article) => frenchDate(article.published_at),
    sortKey: 'published_at',
  },
  { id: 'updated_at', header: 'Modifié le', cell: (article) => frenchDate(article.updated_at), sortKey: 'updated_at' },
]

const STATE_FILTER = {
  param: 'state',
  label: 'État',
  kind: 'select',
  options: PUBLICATION_STATES.map((state) => ({ value: state, label: PUBLICATION_LABELS[state] })),
} as const

function useArticleFilters(): readonly ListFilter[] {
  const runUseCase = useRunUseCase()
  const { data } = useQuery(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES))
  const categories = categoryChoices(data?.rows ?? [])
  return [STATE_FILTER, { param: 'category_id', label: 'Catégorie', kind: 'select', options: categories }]
}

export const ArticleListPage: ListPageComponent = screenListPage(route, {
  screen: ARTICLE_SCREEN,
  links: [{ to: '/vitrine/backoffice/blog/categories', label: 'Catégories du blog' }],
  table: 'vitrine-articles',
  caption: 'Liste des articles du blog',
  columns: COLUMNS,
  useFilters: useArticleFilters,
  defaults: ARTICLE_LIST_DEFAULTS,
  deleteDescription: DELETE_ONE,
  bulkActions: [
    { id: 'publish', label: 'Publier la sélection' },
    {
      id: 'unpublish',
      label: 'Repasser la sélection en brouillon',
      confirm: {
        title: 'Repasser les articles sélectionnés en brouillon ?',
        description: 'Ils disparaîtront du site jusqu’à leur nouvelle publication.',
        confirmLabel: 'Repasser en brouillon',
      },
    },
  ],
})
