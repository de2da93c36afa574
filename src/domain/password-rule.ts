// The portal's password rule (decisions §3; spec §5 leaves no client-side check, so the server
// judges and the browser only states the rule beside the field, in these same words).

export const MIN_PASSWORD_LENGTH = 10

export const PASSWORD_RULE_HINT = `Au moins ${MIN_PASSWORD_LENGTH} caractères, dont une lettre et un chiffre.`

export const PASSWORD_MESSAGES = {
  weak: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères, dont une lettre et un chiffre.`,
  mismatch: 'Les mots de passe ne correspondent pas.',
} as const

export type PasswordCheck = { kind: 'ok' } | { kind: 'weak' } | { kind: 'mismatch' }

// Characters are counted as code points: an accented letter or an emoji is one character to the user.
export function isStrongPassword(password: string): boolean {
  return [...password].length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password)
}

/** A weak password is reported before a confirmation that differs: fixing it changes both fields. */
export function checkNewPassword(password: string, confirmation: string): PasswordCheck {
  if (!isStrongPassword(password)) return { kind: 'weak' }
  if (password !== confirmation) return { kind: 'mismatch' }
  return { kind: 'ok' }
}

export function passwordMessage(check: PasswordCheck): string | null {
  return check.kind === 'ok' ? null : PASSWORD_MESSAGES[check.kind]
}
