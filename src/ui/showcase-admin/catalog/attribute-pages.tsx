import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SHOWCASE_ATTRIBUTES } from '../../../contract/showcase-admin/catalog-attributes'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { failureText } from '../../kit/backoffice/kit-failures'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import forms from '../../kit/forms/forms.module.css'
import { EmptyState, ErrorState, LoadingState } from '../../kit/list-states/list-states'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import styles from './catalog-admin.module.css'
import { ATTRIBUTE_FIELDS, attributeValues, EMPTY_ATTRIBUTE, VALUES_GROUP } from './catalog-fields'

// Spec §2 `attribut`: the variants' attributes (colour, finish...) with their values, edited together.

const LIST = '/vitrine/backoffice/attribut'
const CRUMB = { label: 'Attributs', to: LIST } as const

export function AttributeListPage() {
  const runUseCase = useRunUseCase()
  const query = useQuery(resourceListQuery(runUseCase, SHOWCASE_ATTRIBUTES, {}))
  const actions = useRecordActions(SHOWCASE_ATTRIBUTES)
  const rows = query.data?.rows ?? []
  return (
    <BackofficePage
      title="Attributs"
      actions={
        <Link to="/vitrine/backoffice/attribut/create" className={forms.button}>
          Créer un attribut
        </Link>
      }
    >
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={failureText(query.error, 'Impossible de charger les attributs.')}
          onRetry={() => void query.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState>Aucun attribut pour l’instant.</EmptyState>
      ) : (
        <table className={styles.tree}>
          <caption>Attributs des variantes ({rows.length})</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Slug</th>
              <th scope="col">Valeurs</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((attribute) => (
              <tr key={attribute.id}>
                <th scope="row">{attribute.name}</th>
                <td>{attribute.slug}</td>
                <td>{attribute.values.map((value) => value.label).join(', ') || '—'}</td>
                <td>
                  <RecordRowActions
                    editTo="/vitrine/backoffice/attribut/update/$id"
                    id={attribute.id}
                    name={attribute.name}
                    deleteTitle={`Supprimer l’attribut ${attribute.name} ?`}
                    deleteDescription="Un attribut dont une valeur sert à une variante ne peut pas être supprimé."
                    onDelete={() => void actions.remove(attribute)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </BackofficePage>
  )
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/attribut/update/$id'), {
  resource: SHOWCASE_ATTRIBUTES,
  list: CRUMB,
  createTitle: 'Créer un attribut',
  createLabel: 'Créer l’attribut',
  updateTitle: (attribute) => `Modifier l’attribut ${attribute.name}`,
  fields: ATTRIBUTE_FIELDS,
  groups: [VALUES_GROUP],
  emptyValues: EMPTY_ATTRIBUTE,
  values: attributeValues,
})

export const AttributeCreatePage = PAGES.CreatePage
export const AttributeUpdatePage = PAGES.UpdatePage
