// Wording shared by the two back offices (issue 8), each string once for the server and the browser.
export const BACKOFFICE_MESSAGES = {
  invalidForm: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
  required: 'Ce champ est obligatoire.',
  invalidEmail: 'Adresse e-mail invalide.',
  invalidUrl: 'Adresse web invalide (elle doit commencer par https:// ou http://).',
  conflict:
    'Cet enregistrement a été modifié par un autre administrateur depuis son ouverture. ' +
    'Rechargez la page pour voir sa version actuelle ; vos changements n’ont pas été enregistrés.',
  forbidden: 'Vous n’avez pas les droits nécessaires pour cette action.',
  created: 'Enregistrement créé avec succès',
  saved: 'Modifications enregistrées avec succès',
  deleted: 'Suppression effectuée avec succès',
  loadFailed: 'Impossible de charger les données',
  saveFailed: 'Impossible d’enregistrer les modifications',
  deleteFailed: 'Impossible de supprimer cet enregistrement',
  exportFailed: 'Impossible d’exporter la liste',
  unsavedChanges: 'Des modifications ne sont pas enregistrées. Quitter cette page quand même ?',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
  lastSuperAdmin: 'Il doit rester au moins un super administrateur actif.',
  inUse: 'Cet enregistrement est utilisé ailleurs et ne peut pas être supprimé.',
} as const

/** The field error of a unique value already taken (login, reference, slug...). */
export const alreadyTaken = (what: string) => `${what} est déjà utilisé.`
