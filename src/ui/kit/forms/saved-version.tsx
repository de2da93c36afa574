import { type RefObject, useRef, useState } from 'react'
import { failureText } from '../backoffice/kit-failures'
import { FormAlert } from './form-messages'
import styles from './forms.module.css'

/*
 * A stale save (409) without a page reload, which would sign out an editor who did not tick « Se souvenir
 * de moi » (decision 004): the form loads the saved version, keeps the typed values, shows the saved one
 * under each field that differs (with a button to take it), and saves on top of the new version.
 */

export const SAVED_VERSION_TEXT = {
  conflict: 'Cette fiche a été modifiée entre-temps (dans un autre onglet ou par un autre administrateur).',
  load: 'Charger la version enregistrée',
  loaded:
    'Version enregistrée chargée : vos valeurs sont gardées. Sous chaque champ modifié entre-temps figure ' +
    'la valeur enregistrée ; reprenez-la si besoin, puis enregistrez.',
  loadFailed: 'Impossible de charger la version enregistrée.',
  take: 'Reprendre cette valeur',
} as const

type Choice = { readonly value: string; readonly label: string }

/** A saved value as the user reads it: a choice's label, a text without its markup, or « — ». */
export function savedValueText(value: unknown, options: readonly Choice[] | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  const text = String(value)
  const chosen = options?.find((option) => option.value === text)
  if (chosen !== undefined) return chosen.label
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain || '—'
}

/** The saved version read after a conflict: its values, and what is sent with the typed ones (the version). */
export type SavedVersion = {
  readonly values: Readonly<Record<string, unknown>>
  readonly extraBody: Record<string, unknown>
}

/**
 * The form's side of a conflict: whether to offer the load, the saved values once loaded, and the body
 * part sent with the next save (`extra`, read at save time: the version read, then the saved one).
 */
export function useSavedVersion(
  extraBody: Record<string, unknown> | undefined,
  load: (() => Promise<SavedVersion>) | undefined,
  setAlert: (message: string | null) => void,
) {
  const extra = useRef(extraBody)
  const status = useRef<HTMLParagraphElement>(null)
  const [conflict, setConflict] = useState(false)
  const [busy, setBusy] = useState(false)
  const [values, setValues] = useState<SavedVersion['values'] | null>(null)
  async function onLoad() {
    if (load === undefined || busy) return
    setBusy(true)
    try {
      const version = await load()
      extra.current = { ...extra.current, ...version.extraBody }
      setValues(version.values)
      setConflict(false)
      setAlert(null)
      // The button is gone: the line that says what happened takes the focus (never <body>).
      requestAnimationFrame(() => status.current?.focus())
    } catch (thrown) {
      setAlert(failureText(thrown, SAVED_VERSION_TEXT.loadFailed))
    } finally {
      setBusy(false)
    }
  }
  return { extra, status, conflict, setConflict, busy, values, onLoad }
}

/** The alert of a stale save, with the button that loads the saved version. */
export function ConflictAlert(props: { readonly busy: boolean; readonly onLoad: () => void }) {
  return (
    <FormAlert>
      {SAVED_VERSION_TEXT.conflict}{' '}
      <button type="button" className={styles.secondary} aria-busy={props.busy} onClick={props.onLoad}>
        {SAVED_VERSION_TEXT.load}
      </button>
    </FormAlert>
  )
}

/** Says that the saved version is loaded; focused then, as the button that loaded it is gone. */
export function SavedVersionStatus(props: {
  readonly values: SavedVersion['values'] | null
  readonly status: RefObject<HTMLParagraphElement | null>
}) {
  if (props.values === null) return null
  return (
    <p ref={props.status} role="status" tabIndex={-1} className={styles.success}>
      {SAVED_VERSION_TEXT.loaded}
    </p>
  )
}

/** Under a field whose saved value (once loaded) differs from the typed one; lists and groups are left out. */
export function SavedValueNote(props: {
  readonly field: { readonly name: string; readonly label: string }
  readonly typed: unknown
  readonly saved: SavedVersion['values'] | null
  readonly choices: () => readonly Choice[]
  readonly onTake: (value: unknown) => void
}) {
  const value = props.saved?.[props.field.name]
  if (props.saved === null || typeof value === 'object' || String(props.typed ?? '') === String(value ?? ''))
    return null
  return (
    <p className={styles.hint}>
      Valeur enregistrée : {savedValueText(value, props.choices())}{' '}
      <button
        type="button"
        className={styles.secondary}
        aria-label={`${SAVED_VERSION_TEXT.take} (${props.field.label})`}
        onClick={() => props.onTake(value)}
      >
        {SAVED_VERSION_TEXT.take}
      </button>
    </p>
  )
}
