import { getRouteApi } from '@tanstack/react-router'
import { CATALOGUES, type CatalogueAdminWire } from '../../../contract/showcase-admin/catalogues'
import { type ListPageComponent, nameColumn, resourceListPage } from '../../kit/backoffice/resource-list-page'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import type { ResourceColumn } from '../../kit/backoffice/resource-table'
import {
  CATALOGUE_FIELDS,
  CATALOGUE_LABELS,
  CATALOGUE_LIST_DEFAULTS,
  catalogueValues,
  EMPTY_CATALOGUE,
} from './catalogue-fields'

// Spec §2 `catalog`: the specialised catalogues (PDF downloads of the site), their create and edit forms
// at /catalog/create and /catalog/update/{id}.

const CATALOGUES_CRUMB = { label: 'Catalogues', to: '/vitrine/backoffice/catalog' } as const
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

export const CatalogueListPage: ListPageComponent = resourceListPage(listRoute, {
  resource: CATALOGUES,
  title: 'Catalogues',
  create: { to: '/vitrine/backoffice/catalog/create', label: 'Créer un catalogue' },
  table: 'vitrine-catalogues',
  caption: 'Liste des catalogues spécialisés',
  columns: COLUMNS,
  defaults: CATALOGUE_LIST_DEFAULTS,
  recordActions: {
    editTo: '/vitrine/backoffice/catalog/update/$id',
    name: (catalogue) => catalogue.title,
    deleteTitle: (title) => `Supprimer le catalogue ${title} ?`,
    deleteDescription: 'Le catalogue disparaîtra du site ; son PDF reste dans la médiathèque.',
  },
})

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/catalog/update/$id'), {
  resource: CATALOGUES,
  list: CATALOGUES_CRUMB,
  createTitle: 'Créer un catalogue',
  createLabel: 'Créer le catalogue',
  updateTitle: (catalogue) => `Modifier le catalogue ${catalogue.title}`,
  fields: CATALOGUE_FIELDS,
  emptyValues: EMPTY_CATALOGUE,
  values: catalogueValues,
  history: { labels: CATALOGUE_LABELS },
})

export const CatalogueCreatePage = PAGES.CreatePage
export const CatalogueUpdatePage = PAGES.UpdatePage
