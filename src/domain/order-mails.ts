// The mails of the order conversation (docs/decisions/074-order-conversation.md): who is told what. Each
// portal account chooses which it receives, except the shop's acknowledgement of its own order: an order
// placed online is acknowledged in writing (Code civil, art. 1127-2), so that one cannot be turned off.

export const ORDER_MAIL_KINDS = [
  'order-to-validate',
  'validation-reminder',
  'order-sent-for-validation',
  'order-placed',
  'order-decision',
  'proof-to-approve',
  'proof-reminder',
  'proof-answered',
] as const
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number]

export const ORDER_MAIL_LABELS: Readonly<Record<OrderMailKind, string>> = {
  'order-to-validate': 'Une commande d’un de mes magasins attend ma validation',
  'validation-reminder': 'Rappel : une commande attend ma validation depuis plusieurs jours ouvrés',
  'order-sent-for-validation': 'Ma commande a été envoyée au siège pour validation',
  'order-placed': 'Accusé de réception de ma commande',
  'order-decision': 'Le siège a modifié, accepté ou refusé ma commande',
  'proof-to-approve': 'Un BAT attend ma validation',
  'proof-reminder': 'Rappel : un BAT attend ma validation depuis plusieurs jours ouvrés',
  'proof-answered': 'Le siège a validé un BAT de ma commande ou demandé une modification',
}

/** Mails a head office receives; the others go to the shop that ordered. */
export const HEAD_OFFICE_MAILS: readonly OrderMailKind[] = ['order-to-validate', 'validation-reminder']

/** Mails that stay on whatever the account chooses. */
export const REQUIRED_ORDER_MAILS: readonly OrderMailKind[] = ['order-placed']

export const isRequiredMail = (kind: OrderMailKind): boolean => REQUIRED_ORDER_MAILS.includes(kind)

/** Whether an account that turned `optOuts` off receives a mail of this kind. */
export function receivesMail(optOuts: readonly string[], kind: OrderMailKind): boolean {
  return isRequiredMail(kind) || !optOuts.includes(kind)
}

/** Mails of whoever approves a shop's proofs: its head office, or the shop when it has none (decision 076). */
export const PROOF_APPROVER_MAILS: readonly OrderMailKind[] = ['proof-to-approve', 'proof-reminder']

/** Mails of a shop whose head office answers its proofs. */
export const VALIDATED_SHOP_MAILS: readonly OrderMailKind[] = ['proof-answered']

/** The kinds an account may see in its profile: those that can reach it, given who validates whom. */
export function mailKindsFor(isHeadOffice: boolean, hasHeadOffice = false): readonly OrderMailKind[] {
  return ORDER_MAIL_KINDS.filter((kind) => {
    if (HEAD_OFFICE_MAILS.includes(kind)) return isHeadOffice
    if (PROOF_APPROVER_MAILS.includes(kind)) return !hasHeadOffice
    if (VALIDATED_SHOP_MAILS.includes(kind)) return hasHeadOffice
    return true
  })
}

/** Reasons and comments of the head office: required where asked, at most 500 characters. */
export const REASON_MAX_LENGTH = 500

export const CONVERSATION_MESSAGES = {
  reasonRequired: 'Indiquez le motif du refus.',
  reasonTooLong: `Le motif ne doit pas dépasser ${REASON_MAX_LENGTH} caractères.`,
  commentRequired: 'Écrivez un commentaire.',
  commentTooLong: `Le commentaire ne doit pas dépasser ${REASON_MAX_LENGTH} caractères.`,
  commentAdded: 'Commentaire ajouté',
  commentAction: 'Commentaire du siège',
  autoAccepted: 'Commande acceptée automatiquement',
  autoAcceptedDetail: 'Sous le seuil fixé par le siège, dans le budget du mois',
  preferencesSaved: 'Préférences enregistrées',
  rulesSaved: 'Règles enregistrées',
} as const
