import { useForm } from '@tanstack/react-form'
import { useBlocker } from '@tanstack/react-router'
import { type ReactNode, useRef, useState } from 'react'
import type * as v from 'valibot'
import { BACKOFFICE_MESSAGES } from '../../../domain/messages/backoffice-messages'
import { FormAlert } from '../forms/form-messages'
import { SubmitButton } from '../forms/submit-button'
import { notifier } from '../notifications/notifier'
import { fieldErrorsOf, failureText, isConflict } from './kit-failures'
import { type FormRow, type FormValue, type FormValues, formStandardSchema, wireBody } from './form-values'
import { FormFieldControl, type FormField, staleChoices } from './form-field'
import { type FormGroup, FormGroupRows, rowField } from './form-group'
import { LeaveDialog, SaveConfirmDialog } from './leave-dialog'
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
 * with the server's message. Submit is disabled while saving; success toasts, then `onSaved`.
 * Leaving with unsaved changes asks first (router navigation and closing the tab).
 * A choice that depends on another (a brand's shops): the screen follows `onFieldChange`, passes the
 * fed options in `fields`, and the parent field names it in `resets` so a stale choice is emptied.
 * Rows of a repeatable group (a product's options) come in `groups` (./form-group.tsx): their values are
 * an array, their errors (`options.1.unit_price`) land under the right row. `readOnly` shows the values
 * in disabled controls, without the submit button.
 */

export type ResourceFormProps = {
  readonly fields: readonly FormField[]
  readonly initialValues: FormValues
  /** The contract's body schema: the create body, or the update body (with `extraBody.version`). */
  readonly schema: v.GenericSchema
  /** Sent with the values but not edited: the version read, for an update. */
  readonly extraBody?: Record<string, unknown>
  /** Sends the body (money already in cents); rejects with the use case's failure. */
  readonly save: (body: Record<string, unknown>) => Promise<unknown>
  readonly successMessage: string
  readonly onSaved: () => void | Promise<void>
  readonly submitLabel: string
  /** E.g. a "Retour à la liste" link. */
  readonly secondaryAction?: ReactNode
  /** Told each value the user picks, e.g. the brand whose shops feed another field's options. */
  readonly onFieldChange?: (name: string, value: FormValue) => void
  /** Repeatable groups after the fields (./form-group.tsx), e.g. a product's options. */
  readonly groups?: readonly FormGroup[]
  /** Shown but not editable (the settings for an administrator who is not super administrator). */
  readonly readOnly?: boolean
  /**
   * What to ask before saving these values, when the save has a consequence the user may not see (a
   * store losing its validator); null saves at once.
   */
  readonly confirmSave?: (values: FormValues) => SaveConfirmation | null
}

/** A save's confirmation dialog: its question, the consequence, and the button that saves. */
export type SaveConfirmation = { readonly title: string; readonly description: string; readonly confirmLabel: string }

// The server names a row's field `options.1.unit_price`; the form library names it `options[1].unit_price`.
const formFieldName = (wireName: string) => wireName.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
const byFormName = (fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [formFieldName(name), message]))

const dependsOnValues = (field: Pick<FormField, 'options'>) => typeof field.options === 'function'

function errorOf(errors: readonly unknown[]): string | null {
  const texts = errors.flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (typeof error === 'object' && error !== null && 'message' in error) return [String(error.message)]
    return []
  })
  return texts.length === 0 ? null : [...new Set(texts)].join(' ')
}

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
  const form = useForm({
    defaultValues: props.initialValues,
    validators: {
      onSubmit: formStandardSchema(schema, moneyFields, extraBody, integerFields),
      onSubmitAsync: async ({ value }) => {
        try {
          await props.save(wireBody(value, moneyFields, extraBody, integerFields))
          return undefined
        } catch (thrown) {
          const message = isConflict(thrown)
            ? failureText(thrown, BACKOFFICE_MESSAGES.conflict)
            : failureText(thrown, BACKOFFICE_MESSAGES.saveFailed)
          setAlert(message)
          const fieldErrors = fieldErrorsOf(thrown)
          return fieldErrors === null ? { form: message } : { form: message, fields: byFormName(fieldErrors) }
        }
      },
    },
    // The server's refusal already set its own alert; a refusal in the browser gets the general one.
    onSubmitInvalid: () => setAlert((current) => current ?? BACKOFFICE_MESSAGES.invalidForm),
    onSubmit: async () => {
      saved.current = true
      notifier.success(props.successMessage)
      await props.onSaved()
    },
  })
  const unsaved = () => form.state.isDirty && !saved.current
  const controls = (
    <>
      {fields.map((field) => (
        // Choices that depend on other values follow them; other fields do not re-render on every change.
        <form.Subscribe key={field.name} selector={(state) => (dependsOnValues(field) ? state.values : null)}>
          {(values) => (
            <form.Field name={field.name}>
              {(api) => (
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
        setAlert(null)
        const confirmation = props.confirmSave?.(form.state.values) ?? null
        submitter.current = (event.nativeEvent as SubmitEvent).submitter
        if (confirmation === null) void form.handleSubmit()
        else setAsking(confirmation)
      }}
    >
      {alert === null ? null : <FormAlert>{alert}</FormAlert>}
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
            {(isSubmitting) => (
              <SubmitButton busy={isSubmitting} busyLabel="Enregistrement…">
                {props.submitLabel}
              </SubmitButton>
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
