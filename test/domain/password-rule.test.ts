import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkNewPassword,
  isStrongPassword,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_RULE_HINT,
  passwordMessage,
} from '../../src/domain/password-rule'

const letter = fc.constantFrom('a', 'Z', 'é', 'ß', 'ж')
const digit = fc.constantFrom('0', '7', '9')
const other = fc.constantFrom('!', ' ', '-', '€', '😀')
const anyChar = fc.oneof(letter, digit, other)

describe('password rule: worked examples', () => {
  it('asks for 10 characters with a letter and a digit', () => {
    expect(checkNewPassword('Demo2026!!', 'Demo2026!!')).toEqual({ kind: 'ok' })
    expect(checkNewPassword('Demo2026!', 'Demo2026!')).toEqual({ kind: 'weak' })
    expect(checkNewPassword('abcdefghij', 'abcdefghij')).toEqual({ kind: 'weak' })
    expect(checkNewPassword('0123456789', '0123456789')).toEqual({ kind: 'weak' })
    expect(checkNewPassword('Demo2026!!', 'Demo2026!?')).toEqual({ kind: 'mismatch' })
  })

  it('says so in French, and the hint beside the field states the same rule', () => {
    expect(passwordMessage({ kind: 'weak' })).toBe(
      'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.',
    )
    expect(passwordMessage({ kind: 'mismatch' })).toBe('Les mots de passe ne correspondent pas.')
    expect(passwordMessage({ kind: 'ok' })).toBeNull()
    expect(PASSWORD_RULE_HINT).toBe('Au moins 10 caractères, dont une lettre et un chiffre.')
  })
})

describe('password rule: properties', () => {
  it('strong exactly when long enough (in code points) with a letter and a digit', () => {
    fc.assert(
      fc.property(fc.array(anyChar, { maxLength: 16 }), (chars) => {
        const password = chars.join('')
        const expected =
          chars.length >= MIN_PASSWORD_LENGTH &&
          chars.some((c) => /\p{L}/u.test(c)) &&
          chars.some((c) => /\p{Nd}/u.test(c))
        expect(isStrongPassword(password)).toBe(expected)
      }),
    )
  })

  it('a weak password is reported whatever the confirmation', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (password, confirmation) => {
        fc.pre(!isStrongPassword(password))
        expect(checkNewPassword(password, confirmation)).toEqual({ kind: 'weak' })
      }),
    )
  })

  it('a strong password passes exactly when confirmed identically', () => {
    const rest = fc.array(anyChar, { minLength: 8, maxLength: 20 })
    fc.assert(
      fc.property(rest, letter, digit, fc.string(), (chars, l, d, confirmation) => {
        const password = [l, d, ...chars].join('')
        expect(checkNewPassword(password, password)).toEqual({ kind: 'ok' })
        const check = checkNewPassword(password, confirmation)
        expect(check.kind).toBe(confirmation === password ? 'ok' : 'mismatch')
      }),
    )
  })

  it('gives a message exactly when the check fails', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.string({ maxLength: 14 }), (password, confirmation) => {
        const check = checkNewPassword(password, confirmation)
        const message = passwordMessage(check)
        expect(message === null).toBe(check.kind === 'ok')
        if (check.kind !== 'ok') expect(message).toBe(PASSWORD_MESSAGES[check.kind])
      }),
    )
  })
})
