// The second factor's French wording (docs/decisions/063-second-factor.md), in the tone of spec §8;
// shared by the server's answers and the back offices' screens.
export const SECOND_FACTOR_MESSAGES = {
  required: 'La double authentification est obligatoire : activez-la pour continuer.',
  invalidCode: 'Le code de vérification est incorrect ou a déjà été utilisé.',
  expiredChallenge: 'La vérification a expiré : veuillez vous reconnecter.',
  notEnrolling: "Aucune activation de la double authentification n'est en cours.",
  alreadyEnabled: 'La double authentification est déjà activée.',
  notEnabled: "La double authentification n'est pas activée.",
  reset: 'La double authentification de cet administrateur a été réinitialisée.',
} as const
