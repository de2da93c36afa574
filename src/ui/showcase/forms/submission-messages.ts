import type { Failure } from '../../../application/use-case-failure'

/** What a visitor reads when a submission did not go through; the server's own words first. */
export function submissionFailureMessage(failure: Failure): string {
  switch (failure._tag) {
    case 'NetworkError':
      return 'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.'
    case 'DecodeError':
      return 'La réponse du serveur est inattendue. Veuillez réessayer dans quelques instants.'
    case 'Rejected':
      if (failure.message !== null) return failure.message
      if (failure.status === 404) return 'Cette offre n’est plus disponible.'
      return 'L’envoi a échoué. Veuillez réessayer dans quelques instants.'
    case 'SessionExpired':
      // The showcase sends no token: a refusal like any other.
      return 'L’envoi a échoué. Veuillez réessayer dans quelques instants.'
  }
}
