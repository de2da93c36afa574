import { PROOF_STATES, type ProofState } from '../../../domain/proof-approval'

// The queue's address (/backoffice/bat?state=sent&page=2): one state or all, and the page. A value that
// is not one of them (an old or hand-edited link) is simply left out.
export type ProofQueueSearch = { readonly state?: ProofState; readonly page?: number }

export function proofQueueSearch(raw: Record<string, unknown>): ProofQueueSearch {
  const state = PROOF_STATES.find((known) => known === raw.state)
  const page = Number(raw.page)
  return {
    ...(state === undefined ? {} : { state }),
    ...(Number.isInteger(page) && page > 1 && page < 1_000_000 ? { page } : {}),
  }
}
