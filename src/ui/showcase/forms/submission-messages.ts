import type { ShowcaseError } from '../../../application/ports/showcase-reader'
import type { CvProblem } from '../../../application/showcase/cv-file'

/** What a visitor reads when a submission did not go through; the server's own words first. */
export function submissionFailureMessage(error: ShowcaseError): string {
  if (error.message !== undefined && (error.kind === 'rejected' || error.kind === 'not-found')) return error.message
  switch (error.kind) {
    case 'network':
      return 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.'
    case 'not-found':
      return 'Cette offre n’est plus disponible.'
    case 'decode':
      return 'La réponse du serveur est inattendue. Veuillez réessayer dans quelques instants.'
    case 'rejected':
      return 'L’envoi a échoué. Veuillez réessayer dans quelques instants.'
  }
}

/** The client-side hint on the CV, worded like the server's refusal. */
export const CV_PROBLEM_MESSAGES: Record<CvProblem, string> = {
  missing: 'Veuillez joindre votre CV.',
  'wrong-type': 'Le CV doit être un fichier PDF, DOC ou DOCX.',
  'too-large': 'Le CV ne doit pas dépasser 5 Mo.',
}
