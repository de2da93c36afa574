import { Effect, Layer } from 'effect'
import * as v from 'valibot'
import { type TablePreferenceKey, TablePreferences } from '../../application/backoffice/ports/table-preferences'

// The back-office column chooser's memory, in local storage: it outlives the session, per browser.
const HiddenColumns = v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(60))

export const tablePreferenceStorageKey = ({ adminId, table }: TablePreferenceKey) =>
  `ecrin.backoffice.columns.${adminId}.${table}`

// Storage access throws when the browser disables it: behave as "no choice", and forget silently.
function attempt<A>(action: () => A, fallback: A): A {
  try {
    return action()
  } catch {
    return fallback
  }
}

export function makeTablePreferences(storage: () => Storage): TablePreferences['Service'] {
  return TablePreferences.of({
    hiddenColumns: (key) =>
      Effect.sync(() => {
        const raw = attempt(() => storage().getItem(tablePreferenceStorageKey(key)), null)
        if (raw === null) return null
        const parsed = v.safeParse(
          HiddenColumns,
          attempt<unknown>(() => JSON.parse(raw), null),
        )
        return parsed.success ? parsed.output : null
      }),
    saveHiddenColumns: (key, hidden) =>
      Effect.sync(() =>
        attempt(() => storage().setItem(tablePreferenceStorageKey(key), JSON.stringify(hidden)), undefined),
      ),
  })
}

export const TablePreferencesWebStorage: Layer.Layer<TablePreferences> = Layer.succeed(
  TablePreferences,
  makeTablePreferences(() => window.localStorage),
)

/** The in-memory twin for tests: a plain map standing for the storage. */
export function tablePreferencesMemoryLayer(entries = new Map<string, string>()): Layer.Layer<TablePreferences> {
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
  } as Storage
  return Layer.succeed(
    TablePreferences,
    makeTablePreferences(() => storage),
  )
}
