// French messages of docs/api-contract-storefront.md (visitor submissions), kept as written there.
export const SUBMISSION_MESSAGES = {
  contactSent: 'Votre message a bien été envoyé. Nous vous répondrons rapidement.',
  applicationSent: 'Votre candidature a bien été envoyée.',
  consent: 'Veuillez accepter le traitement de vos données pour envoyer ce formulaire.',
  honeypot: 'Envoi refusé : le formulaire semble avoir été rempli automatiquement.',
  cvType: 'Le CV doit être un fichier PDF, DOC ou DOCX.',
  cvTooLarge: 'Le CV ne doit pas dépasser 5 Mo.',
  cvMissing: 'Veuillez joindre votre CV.',
  email: 'Veuillez indiquer une adresse e-mail valide.',
  name: 'Veuillez indiquer votre nom.',
  firstName: 'Veuillez indiquer votre prénom.',
  lastName: 'Veuillez indiquer votre nom.',
  phone: 'Veuillez indiquer un numéro de téléphone valide.',
  company: 'Le nom de la société ne doit pas dépasser 160 caractères.',
  subject: "Veuillez indiquer l'objet de votre message.",
  message: 'Veuillez écrire votre message.',
  messageTooLong: 'Votre message ne doit pas dépasser 5 000 caractères.',
  malformedForm: 'Requête invalide : le formulaire est mal formé.',
} as const

export const CV_MAX_BYTES = 5 * 1024 * 1024
