// Ports of the consent to audience measurement; the rule of how long a choice holds is the domain's
// (consent-lifetime.ts), shared with whatever else reads the stored choice.

import type { ConsentRecord } from '../../domain/consent-lifetime'

/** Where the visitor's choice is kept; a missing, unreadable or malformed record reads as null. */
export type ConsentStore = {
  readonly read: () => ConsentRecord | null
  readonly write: (record: ConsentRecord) => void
}

/** Loads or unloads audience measurement; the adapter decides whether this build may load it. */
export type Analytics = {
  readonly enable: () => void
  readonly disable: () => void
}
