import { getRouteApi } from '@tanstack/react-router'
import { CATALOGUES, type CatalogueAdminWire } from '../../../contract/showcase-admin/catalogues'
import { type ListPageComponent, nameColumn, screenListPage } from '../../kit/backoffice/resource-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import { resourceScreen } from '../../kit/backoffice/resource-screen'
import {
  CATALOGUE_FIELDS,
  CATALOGUE_LABELS,
  CATALOGUE_LIST_DEFAULTS,
  catalogueValues,
  EMPTY_CATALOGUE,
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

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/catalog/update/$id'), {
  screen: CATALOGUE_SCREEN,
  fields: CATALOGUE_FIELDS,
  emptyValues: EMPTY_CATALOGUE,
  values: catalogueValues,
  history: { labels: CATALOGUE_LABELS },
})

export const CatalogueCreatePage = PAGES.CreatePage
export const CatalogueUpdatePage = PAGES.UpdatePage
