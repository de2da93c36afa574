import type { ReactNode } from 'react'
import type * as v from 'valibot'
import type { FormField } from '../backoffice/form-field'
import type { FormGroup } from '../backoffice/form-group'
import type { FormValue, FormValues } from '../backoffice/form-values'
import type { SavedVersion } from './saved-version'

// The props of the back office's resource form (../backoffice/resource-form.tsx), apart so that the form
// itself stays readable.

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
  /** Reads the saved record after a stale save (409): its values and the body part to save on top of it. */
  readonly loadSaved?: () => Promise<SavedVersion>
  /** Offers « Enregistrer et continuer »: told after such a save (no toast), the form stays. */
  readonly onSavedAndContinue?: () => void | Promise<void>
  /** Focus « Enregistrer et continuer » once shown (the form after such a save, started again). */
  readonly focusContinue?: boolean
}

/** A save's confirmation dialog: its question, the consequence, and the button that saves. */
export type SaveConfirmation = { readonly title: string; readonly description: string; readonly confirmLabel: string }
