// Login and reset throttling (decision 029). Failures count per address and per
// (account, address): past their limits those refuse (429), which only stops the address that failed.
// Failures of one account from every address never lock it: they slow its answers down instead, so
// the owner still gets in from an address that has not failed.

export const SLOW_DOWN_FIRST_DELAY_MS = 250
export const SLOW_DOWN_MAX_DELAY_MS = 8_000

/** The pause before answering, given the account's failures in the window and its free allowance. */
export function slowDownDelayMs(failures: number, allowance: number): number {
  const beyond = failures - allowance
  if (!Number.isFinite(beyond) || beyond <= 0) return 0
  // 250 ms, 500 ms, 1 s, 2 s... capped: an attacker's attempts get costly, an owner waits seconds at most.
  const exponent = Math.min(beyond - 1, 30)
  return Math.min(SLOW_DOWN_FIRST_DELAY_MS * 2 ** exponent, SLOW_DOWN_MAX_DELAY_MS)
}
