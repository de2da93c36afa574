import { Context, type Effect } from 'effect'

/**
 * What each administrator chose to see in a back-office table (decision 032: the column chooser is
 * remembered per administrator). The key names the administrator and the table; a stored value of
 * the wrong shape reads as null (no choice yet).
 */
export class TablePreferences extends Context.Service<
  TablePreferences,
  {
    /** The ids of the columns hidden in this table, or null when nothing was chosen. */
    readonly hiddenColumns: (key: TablePreferenceKey) => Effect.Effect<readonly string[] | null>
    readonly saveHiddenColumns: (key: TablePreferenceKey, hidden: readonly string[]) => Effect.Effect<void>
  }
>()('ecrin/TablePreferences') {}

export type TablePreferenceKey = { readonly adminId: number; readonly table: string }
