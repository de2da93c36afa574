import { ACCOUNT_MESSAGES } from './account-messages'

export const MIN_PASSWORD_LENGTH = 10

// The portal's password rule: at least 10 characters with a letter and a digit; the
// confirmation must match. Returns the French problem, or null when the password is acceptable.
export function passwordProblem(password: string, confirmation: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return ACCOUNT_MESSAGES.weakPassword
  }
  if (password !== confirmation) return ACCOUNT_MESSAGES.passwordsDiffer
  return null
}
