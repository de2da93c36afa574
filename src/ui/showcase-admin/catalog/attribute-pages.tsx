import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { SHOWCASE_ATTRIBUTES } from '../../../contract/showcase-admin/catalog-attributes'
import { useRecordActions } from '../../kit/backoffice/record-actions'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { RecordRowActions } from '../../kit/backoffice/record-row-actions'
import { deleteTitleOf, editPathOf, resourceScreen } from '../../kit/backoffice/resource-screen'
import { QueryTable } from '../../kit/backoffice/query-rows'
import { ScreenListFrame } from '../../kit/backoffice/screen-list-frame'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import styles from './catalog-admin.module.css'
import { ATTRIBUTE_FIELDS, attributeValues, EMPTY_ATTRIBUTE, VALUES_GROUP } from './catalog-fields'

// Spec §2 `attribut`: the variants' attributes (colour, finish...) with their values, edited together.

const ATTRIBUTE_SCREEN = resourceScreen(
  SHOWCASE_ATTRIBUTES,
  '/vitrine/backoffice/attribut',
  { title: 'Attributs', create: 'Créer un attribut', the: 'l’attribut' },
  (attribute) => attribute.name,
)

export function AttributeListPage() {
  const runUseCase = useRunUseCase()
  const query = useQuery(resourceListQuery(runUseCase, SHOWCASE_ATTRIBUTES, {}))
  const actions = useRecordActions(SHOWCASE_ATTRIBUTES)
  return (
    <ScreenListFrame screen={ATTRIBUTE_SCREEN}>
      <QueryTable
        query={query}
        failure="Impossible de charger les attributs."
        empty="Aucun attribut pour l’instant."
        className={styles.tree}
        caption={(rows) => `Attributs des variantes (${rows.length})`}
        headers={['Nom', 'Slug', 'Valeurs', 'Actions']}
      >
        {(attribute) => (
          <tr key={attribute.id}>
            <th scope="row">{attribute.name}</th>
            <td>{attribute.slug}</td>
            <td>{attribute.values.map((value) => value.label).join(', ') || '—'}</td>
            <td>
              <RecordRowActions
                editTo={editPathOf(ATTRIBUTE_SCREEN)}
                id={attribute.id}
                name={attribute.name}
                deleteTitle={deleteTitleOf(ATTRIBUTE_SCREEN, attribute.name)}
                deleteDescription="Un attribut dont une valeur sert à une variante ne peut pas être supprimé."
                onDelete={() => void actions.remove(attribute)}
              />
            </td>
          </tr>
        )}
      </QueryTable>
    </ScreenListFrame>
  )
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/attribut/update/$id'), {
  screen: ATTRIBUTE_SCREEN,
  fields: ATTRIBUTE_FIELDS,
  groups: [VALUES_GROUP],
  emptyValues: EMPTY_ATTRIBUTE,
  values: attributeValues,
})

export const AttributeCreatePage = PAGES.CreatePage
export const AttributeUpdatePage = PAGES.UpdatePage
