import { type ConsentChoice, currentChoice } from '../../domain/consent-lifetime'
import type { Analytics, ConsentStore } from './consent'

export type ConsentDeps = { readonly store: ConsentStore; readonly analytics: Analytics; readonly now: () => Date }

/** At page load: the choice that still applies, and measurement loaded only if it was accepted. */
export function restoreConsent({ store, analytics, now }: ConsentDeps): ConsentChoice | null {
  const choice = currentChoice(store.read(), now())
  if (choice === 'accepted') analytics.enable()
  return choice
}

/** The visitor chose from the banner: keep the choice with its date, then apply it. */
export function decideConsent({ store, analytics, now }: ConsentDeps, choice: ConsentChoice): ConsentChoice {
  store.write({ choice, date: now().toISOString() })
  if (choice === 'accepted') analytics.enable()
  else analytics.disable()
  return choice
}
