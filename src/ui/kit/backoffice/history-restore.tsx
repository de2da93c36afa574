import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { AuditEntryWire } from '../../../contract/backoffice/audit'
import type { FormValue, FormValues } from './form-values'
import { parisDateTime } from './history-values'

/*
 * Back-office kit: restoring a record to an earlier version from its history
 * (docs/decisions/069-restore-from-history.md). The history panel and the form are siblings of the update
 * page; a slot around both lets the form offer its values to the panel:
 *
 *   <FormLoadSlot>                          // record-pages.tsx, when the history has `restore`
 *     <RecordForm ... />                    // ResourceForm calls useFormLoadTarget(fields, form)
 *     <HistoryPanel ... restore />          // each entry with a snapshot: « Restaurer cette version »
 *   </FormLoadSlot>
 *
 * A version is loaded, not saved: the form becomes dirty and the normal save, with its version check,
 * keeps it. The slot says so in a polite status above the form and the focus goes to the first field.
 */

export const RESTORE_TEXT = {
  button: 'Restaurer cette version',
  loaded: (at: string) => `Version du ${parisDateTime(at)} chargée : enregistrez pour la restaurer.`,
} as const

// The audit log may keep the columns' camelCase names (categoryId); forms name fields as the wire does.
const wireName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * The form's values of a snapshot: each field of `current` takes the snapshot's value read as the form
 * holds it (ids and numbers as text, null as empty, yes/no as is). A field the snapshot lacks (an older
 * entry) or holds in another shape keeps its current value.
 */
export function snapshotValues(snapshot: Readonly<Record<string, unknown>>, current: FormValues): FormValues {
  const stored = new Map(Object.entries(snapshot).map(([name, value]) => [wireName(name), value]))
  const read = (name: string, now: FormValue): FormValue => {
    if (!stored.has(name)) return now
    const value = stored.get(name)
    if (typeof now === 'boolean') return typeof value === 'boolean' ? value : now
    if (typeof now !== 'string') return now
    if (value === null) return ''
    return typeof value === 'string' || typeof value === 'number' ? String(value) : now
  }
  return Object.fromEntries(Object.entries(current).map(([name, now]) => [name, read(name, now)]))
}

/** What a form offers the slot: its values, a way to set one, and its first field's id. */
type FormTarget = {
  readonly values: () => FormValues
  readonly set: (name: string, value: FormValue) => void
  readonly firstFieldId: string | null
}

type Slot = {
  readonly register: (target: FormTarget | null) => void
  /** Loads an entry's snapshot into the form; null when no form is there to take it. */
  readonly restore: ((entry: AuditEntryWire) => void) | null
}

const SlotContext = createContext<Slot | null>(null)

export function FormLoadSlot({ children }: { readonly children: ReactNode }) {
  const [target, setTarget] = useState<FormTarget | null>(null)
  const [loaded, setLoaded] = useState<string | null>(null)
  const restore = useCallback(
    (entry: AuditEntryWire) => {
      if (target === null || entry.after === null) return
      const current = target.values()
      const values = snapshotValues(entry.after, current)
      for (const [name, value] of Object.entries(values)) if (value !== current[name]) target.set(name, value)
      setLoaded(RESTORE_TEXT.loaded(entry.at))
      if (target.firstFieldId !== null) document.getElementById(target.firstFieldId)?.focus()
    },
    [target],
  )
  const slot = useMemo(() => ({ register: setTarget, restore: target === null ? null : restore }), [target, restore])
  return (
    <SlotContext.Provider value={slot}>
      <p role="status">{loaded}</p>
      {children}
    </SlotContext.Provider>
  )
}

/** The history panel's way to the form: null outside a slot or before the form is there. */
export const useFormRestore = () => useContext(SlotContext)?.restore ?? null

type LoadableForm = {
  readonly state: { readonly values: FormValues }
  setFieldValue(name: string, value: FormValue): void
}

/** Called by the form: offers its fields (not its groups' rows) to the slot around it, if any. */
export function useFormLoadTarget(fields: readonly { readonly name: string }[], form: LoadableForm): void {
  const register = useContext(SlotContext)?.register
  const names = fields.map((field) => field.name).join(' ')
  useEffect(() => {
    if (register === undefined) return
    const own = new Set(names.split(' '))
    register({
      values: () => Object.fromEntries(Object.entries(form.state.values).filter(([name]) => own.has(name))),
      set: (name, value) => form.setFieldValue(name, value),
      firstFieldId: names === '' ? null : `champ-${names.split(' ')[0]}`,
    })
    return () => register(null)
  }, [register, names, form])
}
