import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { SHOWCASE_CATEGORIES, type CategoryAdminWire } from '../../../contract/showcase-admin/catalog-categories'
import { descendantsOf } from '../../../domain/category-tree'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { deleteTitleOf, editPathOf, resourceScreen } from '../../kit/backoffice/resource-screen'
import { QueryTable } from '../../kit/backoffice/query-rows'
import { ScreenListFrame } from '../../kit/backoffice/screen-list-frame'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import styles from './catalog-admin.module.css'
import { categoryFields, categoryOptions, categoryValues, EMPTY_CATEGORY } from './catalog-fields'

// Spec §2 `category`: the showcase's category tree, shown indented (a table: each row's controls are
// reached with Tab, in the tree's order), and its create and edit forms.

const CATEGORY_SCREEN = resourceScreen(
  SHOWCASE_CATEGORIES,
  '/vitrine/backoffice/category',
  { title: 'Catégories', create: 'Créer une catégorie', the: 'la catégorie' },
  (category) => category.name,
)
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
  return (
    <ScreenListFrame screen={CATEGORY_SCREEN}>
      <QueryTable
        query={query}
        failure="Impossible de charger les catégories."
        empty="Aucune catégorie pour l’instant."
        className={styles.tree}
        caption={(rows) => `Arborescence des catégories (${rows.length})`}
        headers={['Nom', 'Slug', 'Sous-catégories', 'Produits', 'Actions']}
      >
        {(category) => <CategoryRow key={category.id} category={category} onDelete={actions.remove} />}
      </QueryTable>
    </ScreenListFrame>
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
          editTo={editPathOf(CATEGORY_SCREEN)}
          id={category.id}
          name={category.name}
          deleteTitle={deleteTitleOf(CATEGORY_SCREEN, category.name)}
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

/** The parent choices: neither the category itself nor one of its descendants (the server refuses them too). */
function useCategoryForm(category: CategoryAdminWire | null) {
  const all = useCategoryTree()
  if (category === null) return { fields: categoryFields(categoryOptions(all)) }
  const below = descendantsOf(
    all.map((row) => ({ id: row.id, parentId: row.parent_id })),
    category.id,
  )
  const parents = all.filter((row) => row.id !== category.id && !below.has(row.id))
  return { fields: categoryFields(categoryOptions(parents)) }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/category/update/$id'), {
  screen: CATEGORY_SCREEN,
  useForm: useCategoryForm,
  emptyValues: EMPTY_CATEGORY,
  values: categoryValues,
})

export const CategoryCreatePage = PAGES.CreatePage
export const CategoryUpdatePage = PAGES.UpdatePage
