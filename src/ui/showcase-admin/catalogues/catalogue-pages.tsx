import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { SHOWCASE_CATEGORIES } from '../../../contract/showcase-admin/catalog-categories'
import { SHOWCASE_PRODUCTS } from '../../../contract/showcase-admin/catalog-products'
import { CATALOGUES, type CatalogueAdminWire } from '../../../contract/showcase-admin/catalogues'
import type { FormValue } from '../../kit/backoffice/form-values'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { type ListPageComponent, nameColumn, screenListPage } from '../../kit/backoffice/resource-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import {
  CATALOGUE_LABELS,
  CATALOGUE_LIST_DEFAULTS,
  type CatalogueChoices,
  catalogueFields,
  catalogueValues,
  EMPTY_CATALOGUE,
  isPdfOrigin,
} from './catalogue-fields'

// Spec §2 `catalog`: the specialised catalogues (PDF downloads of the site), their create and edit forms
// at /catalog/create and /catalog/update/{id}.

const CATALOGUE_SCREEN = resourceScreen(
  CATALOGUES,
  '/vitrine/backoffice/catalog',
  { title: 'Catalogues', create: 'Créer un catalogue', the: 'le catalogue' },
  (catalogue) => catalogue.title,
)
const listRoute = getRouteApi('/vitrine/backoffice/catalog/')

const COLUMNS: readonly ResourceColumn<CatalogueAdminWire>[] = [
  { id: 'position', header: 'Position', cell: (row) => row.position, sortKey: 'position', numeric: true },
  nameColumn('title', 'Titre', 'Titre ou secteur'),
  { id: 'sector', header: 'Secteur', cell: (row) => row.sector, sortKey: 'sector' },
  {
    id: 'updated_at',
    header: 'Modifié le',
    cell: (row) => new Date(row.updated_at).toLocaleDateString('fr-FR'),
    sortKey: 'updated_at',
  },
]

export const CatalogueListPage: ListPageComponent = screenListPage(listRoute, {
  screen: CATALOGUE_SCREEN,
  table: 'vitrine-catalogues',
  caption: 'Liste des catalogues spécialisés',
  columns: COLUMNS,
  defaults: CATALOGUE_LIST_DEFAULTS,
  deleteDescription: 'Le catalogue disparaîtra du site ; son PDF reste dans la médiathèque.',
})

// The whole category tree and the products (a few dozen each): one page of the lists (100 rows) holds them.
const EVERY_ROW = { _start: '0', _limit: '100' }

function useCatalogueChoices(): CatalogueChoices {
  const runUseCase = useRunUseCase()
  const categories = useQuery(resourceListQuery(runUseCase, SHOWCASE_CATEGORIES, EVERY_ROW)).data?.rows ?? []
  const products = useQuery(resourceListQuery(runUseCase, SHOWCASE_PRODUCTS, EVERY_ROW)).data?.rows ?? []
  return {
    categories: categories.map((category) => ({ id: category.id, label: category.name, nested: category.depth > 0 })),
    products: products.map((product) => ({ id: product.id, label: `${product.name} (${product.category_name})` })),
  }
}

/** The fields follow the PDF's origin: the library's picker only for an uploaded PDF. */
function useCatalogueForm(catalogue: CatalogueAdminWire | null) {
  const [origin, setOrigin] = useState(catalogue?.pdf_origin ?? 'generated')
  const choices = useCatalogueChoices()
  return {
    fields: catalogueFields(origin, choices),
    onFieldChange: (name: string, value: FormValue) => {
      if (name === 'pdf_origin' && isPdfOrigin(value)) setOrigin(value)
    },
  }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/catalog/update/$id'), {
  screen: CATALOGUE_SCREEN,
  useForm: useCatalogueForm,
  emptyValues: EMPTY_CATALOGUE,
  values: catalogueValues,
  history: { labels: CATALOGUE_LABELS },
})

export const CatalogueCreatePage = PAGES.CreatePage
export const CatalogueUpdatePage = PAGES.UpdatePage
