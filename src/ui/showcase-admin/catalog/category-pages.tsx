import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SHOWCASE_CATEGORIES, type CategoryAdminWire } from '../../../contract/showcase-admin/catalog-categories'
import { descendantsOf } from '../../../domain/category-tree'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { failureText } from '../../kit/backoffice/kit-failures'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import forms from '../../kit/forms/forms.module.css'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import styles from './catalog-admin.module.css'
import { categoryFields, categoryOptions, categoryValues, EMPTY_CATEGORY } from './catalog-fields'

// Spec §2 `category`: the showcase's category tree, shown indented (a table: each row's controls are
// reached with Tab, in the tree's order), and its create and edit forms.

const LIST = '/vitrine/backoffice/category'
const CRUMB = { label: 'Catégories', to: LIST } as const
const ALL = {} as const
const DELETE_DESCRIPTION =
  'Seule une catégorie sans sous-catégorie ni produit peut être supprimée. Cette action est définitive.'

/** Every category (the whole tree, depth first); the parent choices of the form. */
function useCategories() {
  const runUseCase = useRunUseCase()
  return useQuery(resourceListQuery(runUseCase, SHOWCASE_CATEGORIES, ALL))
}

export function CategoryListPage() {
  const query = useCategories()
  const actions = useRecordActions(SHOWCASE_CATEGORIES)
  const rows = query.data?.rows ?? []
  return (
    <BackofficePage
      title="Catégories"
      actions={
        <Link to="/vitrine/backoffice/category/create" className={forms.button}>
          Créer une catégorie
        </Link>
      }
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={failureText(query.error, 'Impossible de charger les catégories.')}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>Aucune catégorie pour l’instant.</EmptyState>
      ) : (
        <table className={styles.tree}>
          <caption>Arborescence des catégories ({rows.length})</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Slug</th>
              <th scope="col">Sous-catégories</th>
              <th scope="col">Produits</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((category) => (
              <CategoryRow key={category.id} category={category} onDelete={actions.remove} />
            ))}
          </tbody>
        </table>
      )}
    </BackofficePage>
  )
}

function CategoryRow({
  category,
  onDelete,
}: {
  category: CategoryAdminWire
  onDelete: (c: CategoryAdminWire) => unknown
}) {
  return (
    <tr>
      <th scope="row">
        <span className={styles.indent} style={{ paddingInlineStart: `${category.depth * 1.5}rem` }}>
          {category.depth > 0 && <span aria-hidden="true">↳ </span>}
          {category.name}
          {category.depth > 0 && <span className="visually-hidden"> (niveau {category.depth + 1})</span>}
        </span>
      </th>
      <td>{category.slug}</td>
      <td>{category.child_count}</td>
      <td>{category.product_count}</td>
      <td>
        <RecordRowActions
          editTo="/vitrine/backoffice/category/update/$id"
          id={category.id}
          name={category.name}
          deleteTitle={`Supprimer la catégorie ${category.name} ?`}
          deleteDescription={DELETE_DESCRIPTION}
          onDelete={() => void onDelete(category)}
        />
      </td>
    </tr>
  )
}

/** The tree for the parent choices, read before the form shows (so its first values stay). */
function useCategoryTree() {
  const runUseCase = useRunUseCase()
  return useSuspenseQuery(resourceListQuery(runUseCase, SHOWCASE_CATEGORIES, ALL)).data.rows
}

export function CategoryCreatePage() {
  const categories = useCategoryTree()
  return (
    <BackofficePage title="Créer une catégorie" trail={[CRUMB]}>
      <RecordForm
        resource={SHOWCASE_CATEGORIES}
        listPath={LIST}
        record={null}
        createLabel="Créer la catégorie"
        fields={categoryFields(categoryOptions(categories))}
        initialValues={EMPTY_CATEGORY}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/category/update/$id')

export function CategoryUpdatePage() {
  const { id, record: category } = useRouteRecord(updateRoute, SHOWCASE_CATEGORIES)
  const all = useCategoryTree()
  // Neither itself nor one of its descendants can become its parent (the server refuses it too).
  const below = descendantsOf(
    all.map((row) => ({ id: row.id, parentId: row.parent_id })),
    id,
  )
  const parents = all.filter((row) => row.id !== id && !below.has(row.id))
  return (
    <BackofficePage title={`Modifier la catégorie ${category.name}`} trail={[CRUMB]}>
      <RecordForm
        resource={SHOWCASE_CATEGORIES}
        listPath={LIST}
        record={category}
        fields={categoryFields(categoryOptions(parents))}
        initialValues={categoryValues(category)}
      />
      <HistoryPanel resource={SHOWCASE_CATEGORIES} id={category.id} />
    </BackofficePage>
  )
}
