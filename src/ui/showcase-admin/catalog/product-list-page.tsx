import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SHOWCASE_CATEGORIES } from '../../../contract/showcase-admin/catalog-categories'
import { SHOWCASE_PRODUCTS, type ProductAdminWire } from '../../../contract/showcase-admin/catalog-products'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../backoffice/backoffice.queries'
import { categoryOptions } from './catalog-fields'
import { PRODUCT_LIST_DEFAULTS } from './product-search'

// Spec §2 `product`: the showcase's products, filtered by name, category and publication.

const route = getRouteApi('/vitrine/backoffice/product/')

const COLUMNS: readonly ResourceColumn<ProductAdminWire>[] = [
  {
    id: 'name',
    header: 'Nom',
    cell: (product) => product.name,
    sortKey: 'name',
    hideable: false,
    filter: { param: 'q' },
  },
  { id: 'category', header: 'Catégorie', cell: (product) => product.category_name },
  { id: 'published', header: 'Publié', cell: (product) => (product.published ? 'Oui' : 'Non') },
  { id: 'variants', header: 'Variantes', cell: (product) => product.variant_count, numeric: true },
  { id: 'position', header: 'Position', cell: (product) => product.position, sortKey: 'position', numeric: true },
]

export function ProductListPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const actions = useRecordActions(SHOWCASE_PRODUCTS)
  const runUseCase = useRunUseCase()
  const categories = useQuery(resourceListQuery(runUseCase, SHOWCASE_CATEGORIES, {})).data?.rows ?? []
  return (
    <BackofficePage
      title="Produits"
      actions={
        <Link to="/vitrine/backoffice/product/create" className={forms.button}>
          Créer un produit
        </Link>
      }
    >
      <ResourceTable
        resource={SHOWCASE_PRODUCTS}
        table="vitrine-products"
        caption="Liste des produits de la vitrine"
        columns={COLUMNS}
        search={search}
        defaults={PRODUCT_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        filters={[
          { param: 'category_id', label: 'Catégorie', kind: 'select', options: categoryOptions(categories) },
          {
            param: 'published',
            label: 'Publication',
            kind: 'select',
            options: [
              { value: 'true', label: 'Publiés' },
              { value: 'false', label: 'Non publiés' },
            ],
          },
        ]}
        rowActions={(product) => (
          <RecordRowActions
            editTo="/vitrine/backoffice/product/update/$id"
            id={product.id}
            name={product.name}
            deleteTitle={`Supprimer le produit ${product.name} ?`}
            deleteDescription="Le produit et ses variantes seront supprimés définitivement."
            onDelete={() => void actions.remove(product)}
          />
        )}
      />
    </BackofficePage>
  )
}
