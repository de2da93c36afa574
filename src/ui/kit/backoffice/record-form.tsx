import { useQueryClient } from '@tanstack/react-query'
import { Link, type LinkProps, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { BackofficeGateway } from '../../../application/backoffice/ports/backoffice-gateway'
import type { AdminResource } from '../../../contract/backoffice/backoffice-shapes'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import forms from '../forms/forms.module.css'
import { FormSuccess } from '../forms/form-messages'
import type { FormValues } from './form-values'
import { useRunUseCase } from '../hooks/use-run-use-case'
import { backofficeKeys } from './resource.queries'
import { ResourceForm, type ResourceFormProps } from './resource-form'

/*
 * Back-office kit: the create or update form of one record of a resource, saved through the generic
 * gateway, then back to the list (its cache refreshed).
 *
 *   <RecordForm resource={BRANDS} listPath="/backoffice/brand" record={null} createLabel="Créer l’enseigne"
 *     fields={BRAND_FIELDS} initialValues={EMPTY_BRAND} />                       // creation
 *   <RecordForm resource={BRANDS} listPath="/backoffice/brand" record={brand}
 *     fields={BRAND_FIELDS} initialValues={brandValues(brand)} />                // update, with its version
 *
 * The schema is the resource's (create body, or update body with the version read); the other props are
 * ResourceForm's (groups, onFieldChange, readOnly...). An update also offers « Enregistrer et continuer »
 * (saved, the form starts again from the new version, said in a status line) and, given `recordValues`,
 * loads the saved version beside the typed values after a stale save (../forms/saved-version.tsx).
 */

type RecordFormProps = Omit<
  ResourceFormProps,
  'schema' | 'extraBody' | 'save' | 'successMessage' | 'onSaved' | 'submitLabel' | 'secondaryAction'
> & {
  readonly resource: AdminResource
  readonly listPath: NonNullable<LinkProps['to']>
  /** The record being edited, or null for a creation. */
  readonly record: { readonly id: number; readonly version: number } | null
  /** The submit button of a creation (an update's says « Enregistrer »). */
  readonly createLabel?: string
  /** The form's values of a record read: after a stale save, the saved version is shown with them. */
  readonly recordValues?: (record: never) => FormValues
}

export function RecordForm(props: RecordFormProps) {
  const { resource, listPath, record, createLabel = 'Créer', recordValues, ...form } = props
  const runUseCase = useRunUseCase()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const backToList = async () => {
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })
    await navigate({ to: listPath })
  }
  // Outside the form, which starts again (its key) from the version the refresh reads.
  const [continued, setContinued] = useState(false)
  const stay = async () => {
    setContinued(true)
    await queryClient.invalidateQueries({ queryKey: backofficeKeys.resource(resource) })
  }
  const loadSaved =
    record === null || recordValues === undefined
      ? undefined
      : async () => {
          const saved = await runUseCase(BackofficeGateway.use((gateway) => gateway.get(resource, record.id)))
          const { version } = saved as { version: number }
          return { values: recordValues(saved as never), extraBody: { version } }
        }
  return (
    <>
      <div aria-live="polite">{continued ? <FormSuccess>{BACKOFFICE_MESSAGES.saved}</FormSuccess> : null}</div>
      <ResourceForm
        {...form}
        // A new version read (after an upload, say) starts the form again from the saved record.
        key={record?.version ?? 'new'}
        schema={record === null ? resource.createBody : resource.updateBody}
        extraBody={record === null ? undefined : { version: record.version }}
        save={(body) =>
          runUseCase(
            BackofficeGateway.use((gateway) =>
              record === null
                ? gateway.create(resource, body as never)
                : gateway.update(resource, record.id, body as never),
            ),
          )
        }
        successMessage={record === null ? BACKOFFICE_MESSAGES.created : BACKOFFICE_MESSAGES.saved}
        onSaved={backToList}
        onSavedAndContinue={record === null ? undefined : stay}
        focusContinue={continued}
        loadSaved={loadSaved}
        // A change after « Enregistrer et continuer » is a new edit: its status line goes.
        onFieldChange={(name, value) => {
          setContinued(false)
          form.onFieldChange?.(name, value)
        }}
        submitLabel={record === null ? createLabel : 'Enregistrer'}
        secondaryAction={
          <Link to={listPath} className={forms.secondary}>
            Retour à la liste
          </Link>
        }
      />
    </>
  )
}
