import type { LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import type { Crumb } from '../breadcrumbs/breadcrumbs'
import { BackofficePage } from './backoffice-layout'
import type { FormField } from './form-field'
import type { FormGroup } from './form-group'
import type { FormValues } from './form-values'
import { HistoryPanel } from './history-panel'
import { RecordForm } from './record-form'
import { type RecordRoute, useRouteRecord } from './use-route-record'

/*
 * Back-office kit: the create and update pages of one resource, described by a constant
 * (docs/decisions/059-descriptor-list-pages.md), like its list page (./resource-list-page.tsx).
 *
 *   const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/brand/update/$id'), {
 *     resource: BRANDS, list: { label: 'Enseignes', to: '/backoffice/brand' },
 *     createTitle: 'Créer une enseigne', createLabel: 'Créer l’enseigne',
 *     updateTitle: (brand) => `Modifier l’enseigne ${brand.name}`,
 *     fields: BRAND_FIELDS, emptyValues: EMPTY_BRAND, values: brandValues, history: { labels: BRAND_LABELS },
 *   })
 *
 * The update page reads its record (suspending) by the id its route's loader gave, then shows the form,
 * what the descriptor adds after it, and the record's history.
 */

type Versioned = { readonly id: number; readonly version: number }

export type RecordPages<R extends AdminResource> = {
  readonly resource: R
  /** The list: the pages' last crumb, and where a saved form goes back to. */
  readonly list: { readonly label: string; readonly to: NonNullable<LinkProps['to']> }
  /** The crumbs before the list's. */
  readonly trail?: readonly Crumb[]
  readonly createTitle: string
  /** The creation's submit button. */
  readonly createLabel: string
  readonly updateTitle: (record: ItemOf<R>) => string
  readonly fields: readonly FormField[]
  /** The creation's fields, when they are not the update's (a first password, say). */
  readonly createFields?: readonly FormField[]
  readonly groups?: readonly FormGroup[]
  readonly emptyValues: FormValues
  readonly values: (record: ItemOf<R>) => FormValues
  /** The history panel's field names and value formats; no panel when false. */
  readonly history?: false | Omit<Parameters<typeof HistoryPanel>[0], 'resource' | 'id'>
  /** Links beside the update page's title (e.g. a preview). */
  readonly updateActions?: (record: ItemOf<R>) => ReactNode
  /** What follows the update form (an upload, the record's related rows). */
  readonly afterForm?: (record: ItemOf<R>) => ReactNode
}

export type PageComponent = () => ReactNode
/** Declared with this type where the route tree names the pages (see ListPageComponent). */
export type RecordPageComponents = { readonly CreatePage: PageComponent; readonly UpdatePage: PageComponent }

export function recordPages<R extends AdminResource>(route: RecordRoute, pages: RecordPages<R>): RecordPageComponents {
  const trail = [...(pages.trail ?? []), pages.list]
  return {
    CreatePage: function RecordCreatePage() {
      return (
        <BackofficePage title={pages.createTitle} trail={trail}>
          <RecordForm
            resource={pages.resource}
            listPath={pages.list.to}
            record={null}
            createLabel={pages.createLabel}
            fields={pages.createFields ?? pages.fields}
            groups={pages.groups}
            initialValues={pages.emptyValues}
          />
        </BackofficePage>
      )
    },
    UpdatePage: function RecordUpdatePage() {
      const { id, record } = useRouteRecord(route, pages.resource)
      const { history = {} } = pages
      return (
        <BackofficePage title={pages.updateTitle(record)} trail={trail} actions={pages.updateActions?.(record)}>
          <RecordForm
            resource={pages.resource}
            listPath={pages.list.to}
            record={record as Versioned}
            fields={pages.fields}
            groups={pages.groups}
            initialValues={pages.values(record)}
          />
          {pages.afterForm?.(record)}
          {history === false ? null : <HistoryPanel resource={pages.resource} id={id} {...history} />}
        </BackofficePage>
      )
    },
  }
}
