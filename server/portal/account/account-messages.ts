import { SESSION_MESSAGES } from '../../../src/domain/messages/session-messages'

// French answers of the account calls (src/contract/portal/account.ts); the spec's own come from the catalogue (§8).
export const ACCOUNT_MESSAGES = {
  resetRequested: SESSION_MESSAGES.forgotPasswordSent,
  passwordUpdated: SESSION_MESSAGES.passwordUpdated,
  badResetToken: SESSION_MESSAGES.unknownIdentifier,
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  noEcommerce: "Aucune boutique en ligne n'est configurée pour votre enseigne.",
} as const

export const RESET_MAIL_SUBJECT = 'Réinitialisation de votre mot de passe'
