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
import { FormFieldControl, type FormField } from './form-field'
import { type FormGroup, FormGroupRows, rowField } from './form-group'
import { LeaveDialog } from './leave-dialog'
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
}

// The server names a row's field `options.1.unit_price`; the form library names it `options[1].unit_price`.
const formFieldName = (wireName: string) => wireName.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
const byFormName = (fields: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(fields).map(([name, message]) => [formFieldName(name), message]))

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
  const moneyFields = [
    ...fields.filter((field) => field.kind === 'money').map((field) => field.name),
    ...groups.flatMap((group) =>
      group.fields.filter((field) => field.kind === 'money').map((field) => `${group.name}.*.${field.name}`),
    ),
  ]
  const [alert, setAlert] = useState<string | null>(null)
  const saved = useRef(false)
  const form = useForm({
    defaultValues: props.initialValues,
    validators: {
      onSubmit: formStandardSchema(schema, moneyFields, extraBody),
      onSubmitAsync: async ({ value }) => {
        try {
          await props.save(wireBody(value, moneyFields, extraBody))
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
        <form.Field key={field.name} name={field.name}>
          {(api) => (
            <FormFieldControl
              field={field}
              value={api.state.value}
              errors={api.state.meta.errors}
              onChange={(value) => {
                api.handleChange(value)
                for (const dependent of field.resets ?? []) form.setFieldValue(dependent, '')
                props.onFieldChange?.(field.name, value)
              }}
              onBlur={api.handleBlur}
            />
          )}
        </form.Field>
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
                return (
                  <form.Field key={field.name} name={`${group.name}[${index}].${sub.name}`}>
                    {(api) => (
                      <FormFieldControl
                        field={field}
                        value={api.state.value as FormRow[string]}
                        errors={api.state.meta.errors}
                        onChange={(value) => api.handleChange(value as never)}
                        onBlur={api.handleBlur}
                      />
                    )}
                  </form.Field>
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
        void form.handleSubmit()
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
    </form>
  )
}
