// Exact French messages of the spec (section 9) and of docs/api-contract.md.
export const PORTAL_MESSAGES = {
  invalidCredentials: 'Les identifiants renseignés sont incorrects ou inexistants',
  refreshFailed: "L'identifiant renseigné est incorrect ou inexistant",
  loggedOut: 'Déconnexion réussie',
} as const
