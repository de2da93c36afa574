import type { AuditEntry } from '../../platform/audit/audit.public'
import type { Settings } from './settings'

export type SettingsValues = Omit<Settings, 'updatedAt' | 'version'>

/** The write of the settings and its audit line commit together or not at all. */
export type SettingsUnit = {
  /** Locks the one settings row until the end of the transaction. */
  lock(): Promise<Settings>
  /** null when the version moved on meanwhile. */
  update(version: number, values: SettingsValues, now: Date): Promise<Settings | null>
  audit(entry: AuditEntry): Promise<void>
}

export type SettingsStore = {
  read(): Promise<Settings>
  run<T>(work: (unit: SettingsUnit) => Promise<T>): Promise<T>
}
