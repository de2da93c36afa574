import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { CATALOGUES, type CatalogueAdminWire } from '../../../contract/showcase-admin/catalogues'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { RecordForm } from '../../kit/backoffice/record-form'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { type ResourceColumn, ResourceTable } from '../../kit/backoffice/resource-table'
import forms from '../../kit/forms/forms.module.css'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceRecordQuery } from '../../backoffice/backoffice.queries'
import {
  CATALOGUE_FIELDS,
  CATALOGUE_LABELS,
  CATALOGUE_LIST_DEFAULTS,
  catalogueValues,
  EMPTY_CATALOGUE,
} from './catalogue-fields'

// Spec §2 `catalog`: the specialised catalogues (PDF downloads of the site), their create and edit forms
// at /catalog/create and /catalog/update/{id}.

const LIST = '/vitrine/backoffice/catalog'
const CATALOGUES_CRUMB = { label: 'Catalogues', to: LIST } as const
const listRoute = getRouteApi('/vitrine/backoffice/catalog/')

const COLUMNS: readonly ResourceColumn<CatalogueAdminWire>[] = [
  { id: 'position', header: 'Position', cell: (row) => row.position, sortKey: 'position', numeric: true },
  {
    id: 'title',
    header: 'Titre',
    cell: (row) => row.title,
    sortKey: 'title',
    hideable: false,
    filter: { param: 'q', label: 'Titre ou secteur' },
  },
  { id: 'sector', header: 'Secteur', cell: (row) => row.sector, sortKey: 'sector' },
  {
    id: 'updated_at',
    header: 'Modifié le',
    cell: (row) => new Date(row.updated_at).toLocaleDateString('fr-FR'),
    sortKey: 'updated_at',
  },
]

export function CatalogueListPage() {
  const search = listRoute.useSearch()
  const navigate = listRoute.useNavigate()
  const actions = useRecordActions(CATALOGUES)
  return (
    <BackofficePage
      title="Catalogues"
      actions={
        <Link to="/vitrine/backoffice/catalog/create" className={forms.button}>
          Créer un catalogue
        </Link>
      }
    >
      <ResourceTable
        resource={CATALOGUES}
        table="vitrine-catalogues"
        caption="Liste des catalogues spécialisés"
        columns={COLUMNS}
        search={search}
        defaults={CATALOGUE_LIST_DEFAULTS}
        onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        rowActions={(catalogue) => (
          <RecordRowActions
            editTo="/vitrine/backoffice/catalog/update/$id"
            id={catalogue.id}
            name={catalogue.title}
            deleteTitle={`Supprimer le catalogue ${catalogue.title} ?`}
            deleteDescription="Le catalogue disparaîtra du site ; son PDF reste dans la médiathèque."
            onDelete={() => void actions.remove(catalogue)}
          />
        )}
      />
    </BackofficePage>
  )
}

export function CatalogueCreatePage() {
  return (
    <BackofficePage title="Créer un catalogue" trail={[CATALOGUES_CRUMB]}>
      <RecordForm
        resource={CATALOGUES}
        listPath={LIST}
        record={null}
        createLabel="Créer le catalogue"
        fields={CATALOGUE_FIELDS}
        initialValues={EMPTY_CATALOGUE}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/catalog/update/$id')

export function CatalogueUpdatePage() {
  const { id } = updateRoute.useLoaderData()
  const runUseCase = useRunUseCase()
  const { data: catalogue } = useSuspenseQuery(resourceRecordQuery(runUseCase, CATALOGUES, id))
  return (
    <BackofficePage title={`Modifier le catalogue ${catalogue.title}`} trail={[CATALOGUES_CRUMB]}>
      <RecordForm
        resource={CATALOGUES}
        listPath={LIST}
        record={catalogue}
        fields={CATALOGUE_FIELDS}
        initialValues={catalogueValues(catalogue)}
      />
      <HistoryPanel resource={CATALOGUES} id={catalogue.id} labels={CATALOGUE_LABELS} />
    </BackofficePage>
  )
}
