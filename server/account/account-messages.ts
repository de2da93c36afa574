// French answers of the account calls (docs/api-contract-portal.md, spec §8).
export const ACCOUNT_MESSAGES = {
  resetRequested: 'Votre demande a bien été envoyée, veuillez consulter votre email.',
  passwordUpdated: 'Mot de passe mis à jour avec succès',
  badResetToken: "L'identifiant renseigné est incorrect ou inexistant",
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  weakPassword: 'Le mot de passe doit contenir au moins 10 caractères, dont une lettre et un chiffre.',
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  noEcommerce: "Aucune boutique en ligne n'est configurée pour votre enseigne.",
} as const

export const RESET_MAIL_SUBJECT = 'Réinitialisation de votre mot de passe'
