import { IDENTITIES, TOKEN_STORAGE_KEYS } from '../../domain/session-rules'

// A cheap look at the storage keys, so that a visitor with no session at all starts without
// loading the use-case runtime. It only decides whether start-up has work to do: the token store
// adapter still parses every value it reads.
export function browserMayHoldSessions(): boolean {
  try {
    return IDENTITIES.some((identity) => {
      const key = TOKEN_STORAGE_KEYS[identity]
      return window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null
    })
  } catch {
    // Storage that cannot even be read: let the real adapter decide.
    return true
  }
}
