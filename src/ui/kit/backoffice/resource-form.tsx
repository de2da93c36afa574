import { useForm } from '@tanstack/react-form'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { FormAlert } from '../forms/form-messages'
import { byFormName, errorOf } from '../forms/form-error-names'
import {
  ConflictAlert,
  SAVED_VERSION_TEXT,
  SavedValueNote,
  SavedVersionStatus,
  useSavedVersion,
} from '../forms/saved-version'
import type { ResourceFormProps, SaveConfirmation } from '../forms/resource-form-props'
import { SaveButtons } from '../forms/save-buttons'
import { notifier } from '../notifications/notifier'
import { fieldErrorsOf, failureText, isConflict } from './kit-failures'
import { type FormRow, type FormValue, type FormValues, formStandardSchema, wireBody } from './form-values'

export type { ResourceFormProps, SaveConfirmation }
import { choicesOf, FormFieldControl, type FormField, staleChoices } from './form-field'
import { type FormGroup, FormGroupRows, rowField } from './form-group'
import { LeaveDialog, SaveConfirmDialog } from './leave-dialog'
import { useFormLoadTarget } from './history-restore'
import styles from './resource-form.module.css'

/*
 * Back-office kit: the create/update form of one resource, on @tanstack/react-form with the contract's
 * valibot schema (decision 032).
 *
 *   <ResourceForm
 *     fields={[{ name: 'name', label: 'Nom', required: true }, { name: 'franco_price', label: '…', kind: 'money' }]}
 *     initialValues={{ name: '', franco_price: '' }}
 *     schema={BrandBody}                       // BrandUpdateBody + extraBody={{ version }} for an update
 *     save={(body) => runUseCase(BackofficeGateway.use((gateway) => gateway.create(BRANDS, body as never)))}
 *     successMessage="Enseigne créée" onSaved={() => navigate({ to: '/backoffice/brand' })}
 *     submitLabel="Créer l'enseigne"
 *   />
 *
 * Every field error shows at once: the browser's (same schema as the server) and then the server's
 * 422 `fields`, each under its field. A 409 (stale version) or any other refusal shows as a form alert
 * with the server's message; with `loadSaved`, a 409 offers to load the saved version beside the typed
 * values (../forms/saved-version.tsx). Submit is disabled while saving; success toasts, then `onSaved`.
 * With `onSavedAndContinue`, a second submit « Enregistrer et continuer » saves and stays.
 * Leaving with unsaved changes asks first (router navigation and closing the tab).
 * A choice that depends on another (a brand's shops): the screen follows `onFieldChange`, passes the
 * fed options in `fields`, and the parent field names it in `resets` so a stale choice is emptied.
 * Rows of a repeatable group (a product's options) come in `groups` (./form-group.tsx): their values are
 * an array, their errors (`options.1.unit_price`) land under the right row. `readOnly` shows the values
 * in disabled controls, without the submit button.
 */

const dependsOnValues = (field: Pick<FormField, 'options'>) => typeof field.options === 'function'

export function ResourceForm(props: ResourceFormProps) {
  const { fields, schema, extraBody } = props
  const groups = props.groups ?? []
  const namesOf = (kind: FormField['kind']) => [
    ...fields.filter((field) => field.kind === kind).map((field) => field.name),
    ...groups.flatMap((group) =>
      group.fields.filter((field) => field.kind === kind).map((field) => `${group.name}.*.${field.name}`),
    ),
  ]
  const moneyFields = namesOf('money')
  const integerFields = namesOf('integer')
  const [alert, setAlert] = useState<string | null>(null)
  const [asking, setAsking] = useState<SaveConfirmation | null>(null)
  // The dialog opened from no trigger of its own: focus goes back to the button that asked to save.
  const submitter = useRef<HTMLElement | null>(null)
  const saved = useRef(false)
  const saved_ = useSavedVersion(extraBody, props.loadSaved, setAlert)
  const continuing = useRef(false)
  const continueButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (props.focusContinue) continueButton.current?.focus()
  }, [props.focusContinue])
  const form = useForm({
    defaultValues: props.initialValues,
    validators: {
      onSubmit: formStandardSchema(schema, moneyFields, extraBody, integerFields),
      onSubmitAsync: async ({ value }) => {
        try {
          await props.save(wireBody(value, moneyFields, saved_.extra.current, integerFields))
          return undefined
        } catch (thrown) {
          const message = isConflict(thrown)
            ? failureText(thrown, BACKOFFICE_MESSAGES.conflict)
            : failureText(thrown, BACKOFFICE_MESSAGES.saveFailed)
          // Only a stale version offers the saved one; another 409 (deactivating oneself) says its own reason.
          const stale = isConflict(thrown) && message === BACKOFFICE_MESSAGES.conflict
          const offersLoad = stale && props.loadSaved !== undefined
          saved_.setConflict(offersLoad)
          setAlert(offersLoad ? SAVED_VERSION_TEXT.conflict : message)
          const fieldErrors = fieldErrorsOf(thrown)
          return fieldErrors === null ? { form: message } : { form: message, fields: byFormName(fieldErrors) }
        }
      },
    },
    // The server's refusal already set its own alert; a refusal in the browser gets the general one.
    onSubmitInvalid: () => setAlert((current) => current ?? BACKOFFICE_MESSAGES.invalidForm),
    onSubmit: async () => {
      if (continuing.current && props.onSavedAndContinue !== undefined) return props.onSavedAndContinue()
      saved.current = true
      notifier.success(props.successMessage)
      await props.onSaved()
    },
  })
  const unsaved = () => form.state.isDirty && !saved.current
  useFormLoadTarget(fields, form) // an earlier version from the history (decision 069)

  const controls = (
    <>
      {fields.map((field) => (
        // Choices that depend on other values follow them; other fields do not re-render on every change.
        <form.Subscribe key={field.name} selector={(state) => (dependsOnValues(field) ? state.values : null)}>
          {(values) => (
            <form.Field name={field.name}>
              {(api) => (
                <>
                  <FormFieldControl
                    field={field}
                    value={api.state.value}
                    values={values ?? undefined}
                    errors={api.state.meta.errors}
                    onChange={(value) => {
                      api.handleChange(value)
                      for (const dependent of field.resets ?? []) form.setFieldValue(dependent, '')
                      for (const stale of staleChoices(fields, form.state.values)) form.setFieldValue(stale, '')
                      props.onFieldChange?.(field.name, value)
                    }}
                    onBlur={api.handleBlur}
                  />
                  <SavedValueNote
                    field={field}
                    typed={api.state.value}
                    saved={saved_.values}
                    choices={() => choicesOf(field, form.state.values)}
                    onTake={(value) => api.handleChange(value as FormValue)}
                  />
                </>
              )}
            </form.Field>
          )}
        </form.Subscribe>
      ))}
      {groups.map((group) => (
        <form.Field key={group.name} name={group.name} mode="array">
          {(rows) => (
            <FormGroupRows
              group={group}
              count={Array.isArray(rows.state.value) ? rows.state.value.length : 0}
              error={errorOf(rows.state.meta.errors)}
              onAdd={() => rows.pushValue({ ...group.emptyRow } as never)}
              onRemove={(index) => void rows.removeValue(index)}
              renderField={(index, sub) => {
                const field = rowField(group, index, sub)
                const rowOf = (values: FormValues): FormRow => (values[group.name] as readonly FormRow[])[index] ?? {}
                return (
                  <form.Subscribe
                    key={field.name}
                    selector={(state) => (dependsOnValues(sub) ? rowOf(state.values) : null)}
                  >
                    {(row) => (
                      <form.Field name={`${group.name}[${index}].${sub.name}`}>
                        {(api) => (
                          <FormFieldControl
                            field={field}
                            value={api.state.value as FormRow[string]}
                            values={row ?? undefined}
                            errors={api.state.meta.errors}
                            onChange={(value) => {
                              api.handleChange(value as never)
                              // A choice of the row that depends on this one is emptied once no longer offered.
                              for (const stale of staleChoices(group.fields, rowOf(form.state.values)))
                                form.setFieldValue(`${group.name}[${index}].${stale}`, '' as never)
                            }}
                            onBlur={api.handleBlur}
                          />
                        )}
                      </form.Field>
                    )}
                  </form.Subscribe>
                )
              }}
            />
          )}
        </form.Field>
      ))}
    </>
  )
  const blocker = useBlocker({ shouldBlockFn: unsaved, enableBeforeUnload: unsaved, withResolver: true })

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (form.state.isSubmitting) return
        setAlert(null)
        saved_.setConflict(false)
        const pressed = (event.nativeEvent as SubmitEvent).submitter
        continuing.current = pressed !== null && pressed === continueButton.current
        const confirmation = props.confirmSave?.(form.state.values) ?? null
        submitter.current = pressed
        if (confirmation === null) void form.handleSubmit()
        else setAsking(confirmation)
      }}
    >
      {saved_.conflict ? <ConflictAlert {...saved_} /> : alert === null ? null : <FormAlert>{alert}</FormAlert>}
      <SavedVersionStatus {...saved_} />
      {props.readOnly ? (
        <fieldset disabled className={styles.readOnly}>
          {controls}
        </fieldset>
      ) : (
        controls
      )}
      <div className={styles.formActions}>
        {props.readOnly ? null : (
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(busy) => (
              <SaveButtons
                busy={busy}
                label={props.submitLabel}
                continueButton={continueButton}
                offerContinue={props.onSavedAndContinue !== undefined}
                continuing={continuing.current}
              />
            )}
          </form.Subscribe>
        )}
        {props.secondaryAction}
      </div>
      {blocker.status === 'blocked' ? <LeaveDialog onStay={blocker.reset} onLeave={blocker.proceed} /> : null}
      {asking === null ? null : (
        <SaveConfirmDialog
          {...asking}
          returnFocus={submitter}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null)
            void form.handleSubmit()
          }}
        />
      )}
    </form>
  )
}
