import { Fragment, type ReactNode } from 'react'
import type { ItemOf } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { BackofficePage } from './backoffice-layout'
import type { FormField } from './form-field'
import type { FormGroup } from './form-group'
import type { FormValue, FormValues } from './form-values'
import type { SaveConfirmation } from './resource-form'
import { HistoryPanel } from './history-panel'
import { FormLoadSlot } from './history-restore'
import { RecordForm } from './record-form'
import { createLabelOf, listCrumbOf, type ResourceScreen, updateTitleOf } from './resource-screen'
import { type RecordRoute, useRouteRecord } from './use-route-record'

/*
 * Back-office kit: the create and update pages of one resource, described by a constant
 * (docs/decisions/059-descriptor-list-pages.md), like its list page (./resource-list-page.tsx); the
 * crumbs, titles and submit label follow from the resource's screen (./resource-screen.ts).
 *
 *   const PAGES: RecordPageComponents = recordPages(getRouteApi('/backoffice/brand/update/$id'), {
 *     screen: BRAND_SCREEN, fields: BRAND_FIELDS, emptyValues: EMPTY_BRAND, values: brandValues,
 *     history: { labels: BRAND_LABELS },
 *   })
 *
 * The update page reads its record (suspending) by the id its route's loader gave, then shows the form,
 * what the descriptor adds after it, and the record's history.
 */

type Versioned = { readonly id: number; readonly version: number }

/** The form's fields, and its groups and what a change of one field does to the others. */
export type RecordFormSetup = {
  readonly fields: readonly FormField[]
  readonly groups?: readonly FormGroup[]
  readonly onFieldChange?: (name: string, value: FormValue) => void
  /** What to ask before a save with a hidden consequence (./resource-form.tsx). */
  readonly confirmSave?: (values: FormValues) => SaveConfirmation | null
}

type FixedForm = {
  readonly fields: readonly FormField[]
  /** The creation's fields, when they are not the update's (a first password, say). */
  readonly createFields?: readonly FormField[]
  readonly groups?: readonly FormGroup[]
}

/** A hook, when the fields depend on read choices or on another field's value (a brand's shops). */
type FormHook<R extends AdminResource> = {
  readonly useForm: (record: ItemOf<R> | null, initialValues: FormValues) => RecordFormSetup
}

export type RecordPages<R extends AdminResource> = (FixedForm | FormHook<R>) & {
  readonly screen: ResourceScreen<R>
  /** The create page's title, when it is not the list's create link. */
  readonly createTitle?: string
  /** The creation's submit button, when it is not « Créer » and the record. */
  readonly createLabel?: string
  readonly updateTitle?: (record: ItemOf<R>) => string
  /** What stands before the creation's form. */
  readonly createIntro?: ReactNode
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

function fixedForm(form: FixedForm) {
  return (record: unknown): RecordFormSetup => ({
    fields: record === null ? (form.createFields ?? form.fields) : form.fields,
    groups: form.groups,
  })
}

export function recordPages<R extends AdminResource>(route: RecordRoute, pages: RecordPages<R>): RecordPageComponents {
  const { screen } = pages
  const trail = [...(screen.trail ?? []), listCrumbOf(screen)]
  const useForm = 'useForm' in pages ? pages.useForm : fixedForm(pages)
  const updateTitle = pages.updateTitle ?? ((record: ItemOf<R>) => updateTitleOf(screen, screen.name(record)))
  return {
    CreatePage: function RecordCreatePage() {
      const form = useForm(null, pages.emptyValues)
      return (
        <BackofficePage title={pages.createTitle ?? screen.create} trail={trail}>
          {pages.createIntro}
          <RecordForm
            resource={screen.resource}
            listPath={screen.path}
            record={null}
            createLabel={pages.createLabel ?? createLabelOf(screen)}
            initialValues={pages.emptyValues}
            {...form}
          />
        </BackofficePage>
      )
    },
    UpdatePage: function RecordUpdatePage() {
      const { id, record } = useRouteRecord(route, screen.resource)
      const initialValues = pages.values(record)
      const form = useForm(record, initialValues)
      const { history = {} } = pages
      // Restoring from the history loads into the form: a slot joins the two (decision 069).
      const Slot = history !== false && history.restore === true ? FormLoadSlot : Fragment
      return (
        <BackofficePage title={updateTitle(record)} trail={trail} actions={pages.updateActions?.(record)}>
          <Slot>
            <RecordForm
              resource={screen.resource}
              listPath={screen.path}
              record={record as Versioned}
              recordValues={pages.values as (record: never) => FormValues}
              initialValues={initialValues}
              {...form}
            />
            {pages.afterForm?.(record)}
            {history === false ? null : <HistoryPanel resource={screen.resource} id={id} {...history} />}
          </Slot>
        </BackofficePage>
      )
    },
  }
}
