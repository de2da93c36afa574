import { describe, expect, it } from 'vitest'
import { CART_MESSAGES, PORTAL_MESSAGES } from '../../src/domain/messages/portal-messages'
import { SESSION_MESSAGES } from '../../src/domain/messages/session-messages'
import { SHOWCASE_MESSAGES } from '../../src/domain/messages/showcase-messages'
import { PASSWORD_MESSAGES } from '../../src/domain/password-rule'
import { UNAUTHORIZED_MESSAGE } from '../../src/domain/toasts'

const catalogue = { SESSION_MESSAGES, PORTAL_MESSAGES, CART_MESSAGES, SHOWCASE_MESSAGES, PASSWORD_MESSAGES }
const entries = Object.entries(catalogue).flatMap(([group, messages]) =>
  Object.entries(messages).map(([key, text]) => ({ at: `${group}.${key}`, text })),
)

describe('message catalogue (spec §8)', () => {
  it('holds each string once', () => {
    const seen = new Map<string, string>()
    for (const { at, text } of entries) {
      expect(seen.get(text), `${at} repeats ${seen.get(text)}`).toBeUndefined()
      seen.set(text, at)
    }
  })

  it('holds no empty or padded string', () => {
    for (const { text } of entries) expect(text).toBe(text.trim())
    for (const { text } of entries) expect(text.length).toBeGreaterThan(0)
  })

  it('keeps the spec wording exactly', () => {
    expect(SESSION_MESSAGES.unauthorized).toBe('Non autorisé')
    expect(UNAUTHORIZED_MESSAGE).toBe(SESSION_MESSAGES.unauthorized)
    expect(SESSION_MESSAGES.invalidCredentials).toBe('Les identifiants renseignés sont incorrects ou inexistants')
    expect(SESSION_MESSAGES.invalidCredentialsSso).toBe(`${SESSION_MESSAGES.invalidCredentials}.`)
    expect(SESSION_MESSAGES.unknownIdentifier).toBe("L'identifiant renseigné est incorrect ou inexistant")
    expect(SESSION_MESSAGES.ecommerceLinkFailed).toBe('Erreur inattendue lors de la connexion au E-Commerce')
    expect(SESSION_MESSAGES.shopInfoFailed).toBe('Failed to fetch user info')
    expect(SESSION_MESSAGES.forgotPasswordSent).toBe(
      'Votre demande a bien été envoyée, veuillez consulter votre email.',
    )
    expect(SESSION_MESSAGES.passwordUpdated).toBe('Mot de passe mis à jour avec succès')
  })

  it('has the eleven cart and order failures of §8 and the two success toasts', () => {
    const failures = Object.entries(PORTAL_MESSAGES).filter(([key]) => key.endsWith('Failed'))
    expect(failures.map(([, text]) => text)).toEqual([
      'Erreur lors du chargement des magasins',
      'Erreur lors du chargement du panier',
      'Erreur lors de la validation du panier',
      'Erreur lors de l’ajout au panier',
      'Erreur lors de la suppression du panier',
      'Erreur lors de la suppression du produit',
      'Impossible de lister les commandes',
      'Impossible de récupérer les informations de la commande',
      'Impossible de copier la commande',
      'Impossible de modifier le produit',
      'Impossible de supprimer le produit',
    ])
    expect(PORTAL_MESSAGES.lineModified).toBe('Produit modifié avec succès')
    expect(PORTAL_MESSAGES.lineDetached).toBe('Produit supprimé avec succès')
  })
})
