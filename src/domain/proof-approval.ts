// The proof (BAT, "bon à tirer") of a printed order line (docs/decisions/076-proof-approval.md): the maker
// sends proof rounds V1, V2…; the brand's approver (its head office when the shop has one, else the shop)
// approves one or asks for a change with a comment. Nothing is printed without an approved proof, and an
// approved proof is final. Pure: the server and the browser use the same states, words and rules.

export const PROOF_STATES = ['to_prepare', 'sent', 'changes_requested', 'approved'] as const
export type ProofState = (typeof PROOF_STATES)[number]

/** The exact words of the specification for each state. */
export const PROOF_STATE_LABELS: Record<ProofState, string> = {
  to_prepare: 'BAT à préparer',
  sent: 'BAT envoyé',
  changes_requested: 'BAT à modifier',
  approved: 'BAT validé',
}

export const MAX_PROOF_COMMENT_LENGTH = 1000
export const MAX_PROOF_NOTE_LENGTH = 1000

export const PROOF_MESSAGES = {
  commentRequired: 'Indiquez la modification demandée.',
  commentTooLong: `La demande de modification tient en ${MAX_PROOF_COMMENT_LENGTH} caractères au plus.`,
  noteTooLong: `La note tient en ${MAX_PROOF_NOTE_LENGTH} caractères au plus.`,
  alreadyApproved: 'Ce BAT est déjà validé : il ne peut plus changer.',
  nothingToAnswer: 'Aucun BAT n’attend de réponse sur cette ligne.',
  notRequired: 'Cette ligne ne demande pas de BAT.',
} as const

export type ProofAction =
  | { readonly kind: 'send' }
  | { readonly kind: 'approve' }
  | { readonly kind: 'request_change'; readonly comment: string }

export type ProofDecision =
  | { readonly kind: 'allowed'; readonly to: ProofState; readonly comment: string | null }
  | { readonly kind: 'refused'; readonly message: string }

const refused = (message: string): ProofDecision => ({ kind: 'refused', message })

/**
 * What an action does to a line's proof. The maker may send a new version while the previous one waits
 * (a corrected file replaces it: the approver answers the latest); only the latest sent version is answered;
 * an approved proof never changes again.
 */
export function decideProof(state: ProofState, action: ProofAction): ProofDecision {
  if (state === 'approved') return refused(PROOF_MESSAGES.alreadyApproved)
  if (action.kind === 'send') return { kind: 'allowed', to: 'sent', comment: null }
  if (state !== 'sent') return refused(PROOF_MESSAGES.nothingToAnswer)
  if (action.kind === 'approve') return { kind: 'allowed', to: 'approved', comment: null }
  const comment = action.comment.trim()
  if (comment === '') return refused(PROOF_MESSAGES.commentRequired)
  if (comment.length > MAX_PROOF_COMMENT_LENGTH) return refused(PROOF_MESSAGES.commentTooLong)
  return { kind: 'allowed', to: 'changes_requested', comment }
}

/** A note sent with a proof: optional, trimmed, bounded; null when blank. */
export function proofNote(note: string | null | undefined): { kind: 'ok'; note: string | null } | ProofDecision {
  const trimmed = note?.trim() ?? ''
  if (trimmed.length > MAX_PROOF_NOTE_LENGTH) return refused(PROOF_MESSAGES.noteTooLong)
  return { kind: 'ok', note: trimmed === '' ? null : trimmed }
}

/** The version number of the next round: one more than the highest sent so far (V1 first). */
export function nextProofVersion(versions: readonly number[]): number {
  return versions.reduce((highest, version) => Math.max(highest, version), 0) + 1
}

/** A line as the production rule sees it: its proof state, or null when its option needs no proof. */
export type ProofLine = { readonly proofState: ProofState | null }

/** The lines that keep an order out of production: those whose proof is needed and not approved. */
export function linesAwaitingProof<Line extends ProofLine>(lines: readonly Line[]): Line[] {
  return lines.filter((line) => line.proofState !== null && line.proofState !== 'approved')
}

/** Why an order may not go into production, or null when every needed proof is approved. */
export function productionBlockedMessage(lines: readonly ProofLine[]): string | null {
  const waiting = linesAwaitingProof(lines).length
  if (waiting === 0) return null
  return waiting === 1
    ? 'La fabrication attend le BAT validé d’une ligne de cette commande.'
    : `La fabrication attend les BAT validés de ${waiting} lignes de cette commande.`
}

/** An approved round a new line may reuse: which artwork it approved, and when. */
export type ApprovedProof = { readonly roundId: number; readonly artworkId: number | null }

/**
 * The proof state of a line copied or reordered from another (decision 076): an approved proof carries over
 * while the artwork stays the same; a changed artwork (or "fichier à venir") starts a new round. A line of an
 * option that needs no proof has none.
 */
export function carriedProofState(
  proofRequired: boolean,
  source: ApprovedProof | null,
  artworkId: number | null,
): { state: ProofState | null; approvedRoundId: number | null } {
  if (!proofRequired) return { state: null, approvedRoundId: null }
  if (source !== null && artworkId !== null && source.artworkId === artworkId) {
    return { state: 'approved', approvedRoundId: source.roundId }
  }
  return { state: 'to_prepare', approvedRoundId: null }
}

/** Who answers the proofs of a shop's orders: its head office when it has one, else the shop itself. */
export function proofApproverOf(shop: { readonly id: number; readonly validatorId: number | null }): number {
  return shop.validatorId ?? shop.id
}
