import * as v from 'valibot'
import type { ConsentStore } from '../../application/showcase/consent'
import { CONSENT_CHOICES, type ConsentRecord } from '../../domain/consent-lifetime'

export const CONSENT_STORAGE_KEY = 'ecrin_consent'

const RecordSchema = v.object({ choice: v.picklist(CONSENT_CHOICES), date: v.string() })

/** The visitor's consent in localStorage; blocked storage or garbage reads as "not asked yet". */
export function makeConsentStoreWebStorage(storage: () => Storage = () => window.localStorage): ConsentStore {
  return {
    read() {
      try {
        const raw = storage().getItem(CONSENT_STORAGE_KEY)
        if (raw === null) return null
        const parsed = v.safeParse(RecordSchema, JSON.parse(raw))
        // A date that does not parse is as good as no choice at all.
        return parsed.success && !Number.isNaN(Date.parse(parsed.output.date)) ? parsed.output : null
      } catch {
        return null
      }
    },
    write(record: ConsentRecord) {
      try {
        storage().setItem(CONSENT_STORAGE_KEY, JSON.stringify({ choice: record.choice, date: record.date }))
      } catch {
        // Storage refused (private mode, quota): the choice still applies to this page view.
      }
    },
  }
}

/** The same store in memory, for tests. */
export function makeConsentStoreMemory(
  initial: ConsentRecord | null = null,
): ConsentStore & { readonly current: () => ConsentRecord | null } {
  let record = initial
  return {
    read: () => record,
    write: (next) => {
      record = next
    },
    current: () => record,
  }
}
