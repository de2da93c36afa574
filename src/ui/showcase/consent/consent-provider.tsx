import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { decideConsent, restoreConsent } from '../../../application/showcase/consent.use-case'
import type { ConsentChoice } from '../../../domain/consent-lifetime'
import { useShowcase } from '../showcase-context'

export type ConsentState = {
  /** The choice that applies now; null while the visitor has not chosen (or it expired). */
  readonly choice: ConsentChoice | null
  readonly bannerOpen: boolean
  readonly decide: (choice: ConsentChoice) => void
  /** Shows the banner again so the visitor can change their mind (footer, cookie policy). */
  readonly reopen: () => void
}

const ConsentContext = createContext<ConsentState | null>(null)

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { consent, analytics, now } = useShowcase()
  const deps = useMemo(() => ({ store: consent, analytics, now }), [consent, analytics, now])
  // The page comes rendered by the server, which cannot know the visitor's choice (it lives in their
  // browser): the banner waits for it to be read once the page runs, so a visitor who already chose
  // never sees it flash, and the first render matches the server's (undefined: not read yet).
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined)
  const [reopened, setReopened] = useState(false)

  useEffect(() => {
    setChoice(restoreConsent(deps))
  }, [deps])

  const decide = useCallback(
    (next: ConsentChoice) => {
      setChoice(decideConsent(deps, next))
      setReopened(false)
    },
    [deps],
  )
  const reopen = useCallback(() => setReopened(true), [])

  const value = useMemo(
    () => ({ choice: choice ?? null, bannerOpen: choice === null || reopened, decide, reopen }),
    [choice, reopened, decide, reopen],
  )
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext)
  if (state === null) throw new Error('useConsent needs a ConsentProvider (the public layout)')
  return state
}
