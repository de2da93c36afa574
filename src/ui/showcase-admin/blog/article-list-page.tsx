import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ARTICLES, BLOG_CATEGORIES, type ArticleAdminWire } from '../../../contract/showcase-admin/blog'
import { PUBLICATION_LABELS, PUBLICATION_STATES, type PublicationState } from '../../../domain/publication'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../backoffice/backoffice.queries'
import { categoryChoices } from './article-fields'
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
  {
    id: 'title',
    header: 'Titre',
    cell: (article) => article.title,
    sortKey: 'title',
    hideable: false,
    filter: { param: 'q', label: 'Titre' },
  },
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

export function ArticleListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(ARTICLES)
  const runUseCase = useRunUseCase()
  const { data } = useQuery(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES))
  const categories = categoryChoices(data?.rows ?? [])
  return (
    <BackofficePage
      title="Blog"
      actions={
        <>
          <Link to="/vitrine/backoffice/blog/create" className={forms.button}>
            Écrire un article
          </Link>{' '}
          <Link to="/vitrine/backoffice/blog/categories">Catégories du blog</Link>
        </>
      }
    >
      <ResourceTable
        resource={ARTICLES}
        table="vitrine-articles"
        caption="Liste des articles du blog"
        columns={COLUMNS}
        filters={[STATE_FILTER, { param: 'category_id', label: 'Catégorie', kind: 'select', options: categories }]}
        search={search}
        defaults={ARTICLE_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        rowActions={(article) => (
          <RecordRowActions
            editTo="/vitrine/backoffice/blog/update/$id"
            id={article.id}
            name={article.title}
            deleteTitle={`Supprimer l’article ${article.title} ?`}
            deleteDescription={DELETE_ONE}
            onDelete={() => void actions.remove(article)}
          />
        )}
        bulkActions={[
          { id: 'publish', label: 'Publier la sélection', run: actions.bulk('publish') },
          {
            id: 'unpublish',
            label: 'Repasser la sélection en brouillon',
            confirm: {
              title: 'Repasser les articles sélectionnés en brouillon ?',
              description: 'Ils disparaîtront du site jusqu’à leur nouvelle publication.',
              confirmLabel: 'Repasser en brouillon',
            },
            run: actions.bulk('unpublish'),
          },
        ]}
      />
    </BackofficePage>
  )
}
