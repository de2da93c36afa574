import { describe, expect, it } from 'vitest'
import { DecodeError, NetworkError, Rejected, SessionExpired } from '../../../src/application/errors'
import {
  adminLoginErrorMessage,
  errorMessage,
  MESSAGES,
  shopLoginErrorMessage,
} from '../../../src/ui/kit/messages/error-messages'

const WRONG_CREDENTIALS = 'Les identifiants renseignés sont incorrects ou inexistants'

describe('error messages (spec §8)', () => {
  it('keeps the spec wording exactly', () => {
    expect(MESSAGES.badCredentials).toBe(WRONG_CREDENTIALS)
    expect(MESSAGES.unknownIdentifier).toBe("L'identifiant renseigné est incorrect ou inexistant")
    expect(MESSAGES.unauthorized).toBe('Non autorisé')
  })

  it("shop login: the server's message if present, otherwise the credentials message", () => {
    expect(shopLoginErrorMessage(new Rejected({ status: 401, message: 'Compte bloqué.' }))).toBe('Compte bloqué.')
    expect(shopLoginErrorMessage(new Rejected({ status: 401, message: null }))).toBe(WRONG_CREDENTIALS)
    expect(shopLoginErrorMessage(new Rejected({ status: 401, message: '' }))).toBe(WRONG_CREDENTIALS)
    expect(shopLoginErrorMessage(new DecodeError({ issues: 'data.shop' }))).toBe(WRONG_CREDENTIALS)
  })

  it('admin login: always the credentials message for a refusal', () => {
    expect(adminLoginErrorMessage(new Rejected({ status: 401, message: 'Autre chose' }))).toBe(WRONG_CREDENTIALS)
    expect(adminLoginErrorMessage(new DecodeError({ issues: 'data.id' }))).toBe(WRONG_CREDENTIALS)
  })

  it('an unreachable server is reported as such on both login screens', () => {
    expect(shopLoginErrorMessage(new NetworkError({}))).toBe(MESSAGES.network)
    expect(adminLoginErrorMessage(new NetworkError({}))).toBe(MESSAGES.network)
  })

  it('maps every gateway error tag to French text, preferring the server message', () => {
    expect(errorMessage(new SessionExpired())).toBe('Non autorisé')
    expect(errorMessage(new NetworkError({}))).toBe(MESSAGES.network)
    expect(errorMessage(new DecodeError({ issues: 'x' }))).toBe(MESSAGES.unexpectedAnswer)
    expect(errorMessage(new Rejected({ status: 404, message: 'Ressource introuvable.' }))).toBe(
      'Ressource introuvable.',
    )
    expect(errorMessage(new Rejected({ status: 500, message: null }))).toBe(MESSAGES.rejected)
  })
})
