// Login, session and account wording fixed by spec §8 (and decisions §3); each string once, shared by
// the server's answers and the browser's screens so that both read the same words.
export const SESSION_MESSAGES = {
  unauthorized: 'Non autorisé',
  invalidCredentials: 'Les identifiants renseignés sont incorrects ou inexistants',
  // The spec puts a final dot on the SSO variants of the admin login failure.
  invalidCredentialsSso: 'Les identifiants renseignés sont incorrects ou inexistants.',
  unknownIdentifier: "L'identifiant renseigné est incorrect ou inexistant",
  ecommerceLinkFailed: 'Erreur inattendue lors de la connexion au E-Commerce',
  shopInfoFailed: 'Failed to fetch user info',
  forgotPasswordSent: 'Votre demande a bien été envoyée, veuillez consulter votre email.',
  passwordUpdated: 'Mot de passe mis à jour avec succès',
  loggedOut: 'Déconnexion réussie',
  // Ours (decision 070): an administrator whose session ended during the visit, on /admin.
  adminSessionEnded: 'Votre session a pris fin ou votre compte a été désactivé : veuillez vous reconnecter.',
} as const
