import type { PasswordChange, PasswordReset } from '../../application/ports/account-gateway'
import { brandOf, fail, type MemoryShop, ok, type Outcome, type PortalWorld } from './portal-world.memory'

// The account rules of docs/api-contract-portal.md. The server owns the password rule; the twin
// repeats it so that screens under test meet the same refusals.

export const RESET_REQUESTED_MESSAGE = 'Votre demande a bien été envoyée, veuillez consulter votre email.'
export const PASSWORD_UPDATED_MESSAGE = 'Mot de passe mis à jour avec succès'
export const BAD_RESET_TOKEN_MESSAGE = "L'identifiant renseigné est incorrect ou inexistant"
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Le mot de passe actuel est incorrect.'
export const WEAK_PASSWORD_MESSAGE = 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.'
export const PASSWORDS_DIFFER_MESSAGE = 'Les mots de passe ne correspondent pas.'
export const NO_ECOMMERCE_MESSAGE = "Aucune boutique en ligne n'est configurée pour votre enseigne."

const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

function passwordProblem(password: string, confirmation: string): string | null {
  if (password.length < 10 || !/\p{L}/u.test(password) || !/\d/.test(password)) return WEAK_PASSWORD_MESSAGE
  if (password !== confirmation) return PASSWORDS_DIFFER_MESSAGE
  return null
}

/** Same answer whether the identifiant exists or not, so nobody can probe for accounts. */
export function forgotPasswordOp(world: PortalWorld, identifiant: string): Outcome<{ message: string }> {
  const shop = [...world.shops.values()].find((candidate) => candidate.identifiant === identifiant)
  if (shop !== undefined) {
    const token = `reset-${world.nextId()}-${Math.random().toString(36).slice(2)}`
    world.resetTokens.set(token, { shopId: shop.id, used: false, expiresAt: world.now().getTime() + RESET_LINK_LIFETIME_MS })
    world.mails.push({ to: shop.email, subject: 'Réinitialisation de votre mot de passe', link: `/reset-password/${token}` })
  }
  return ok({ message: RESET_REQUESTED_MESSAGE })
}

export function resetPasswordOp(world: PortalWorld, reset: PasswordReset): Outcome<{ message: string }> {
  const grant = world.resetTokens.get(reset.token)
  const shop = grant === undefined ? undefined : world.shops.get(grant.shopId)
  if (grant === undefined || shop === undefined || grant.used || grant.expiresAt <= world.now().getTime()) return fail(400, BAD_RESET_TOKEN_MESSAGE)
  const problem = passwordProblem(reset.password, reset.confirmation)
  if (problem !== null) return fail(422, problem)
  grant.used = true
  shop.password = reset.password
  return ok({ message: PASSWORD_UPDATED_MESSAGE })
}

export function changePasswordOp(world: PortalWorld, caller: MemoryShop, change: PasswordChange): Outcome<{ message: string }> {
  if (change.current !== caller.password) return fail(400, WRONG_CURRENT_PASSWORD_MESSAGE)
  const problem = passwordProblem(change.password, change.confirmation)
  if (problem !== null) return fail(422, problem)
  caller.password = change.password
  return ok({ message: PASSWORD_UPDATED_MESSAGE })
}

export function ecommerceLinkOp(world: PortalWorld, caller: MemoryShop): Outcome<{ link: string }> {
  const url = brandOf(world, caller)?.ecommerceUrl ?? null
  if (url === null) return fail(422, NO_ECOMMERCE_MESSAGE)
  return ok({ link: `${url}?token=memory-${caller.id}-${world.nextId()}` })
}
