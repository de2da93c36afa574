import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  carriedProofState,
  decideProof,
  linesAwaitingProof,
  nextProofVersion,
  PROOF_MESSAGES,
  PROOF_STATE_LABELS,
  PROOF_STATES,
  type ProofAction,
  type ProofState,
  productionBlockedMessage,
  proofApproverOf,
  proofNote,
} from '../../src/domain/proof-approval'

// The proof (BAT) state machine of docs/decisions/076-proof-approval.md.

const action: fc.Arbitrary<ProofAction> = fc.oneof(
  fc.constant({ kind: 'send' } as const),
  fc.constant({ kind: 'approve' } as const),
  fc.string({ maxLength: 30 }).map((comment) => ({ kind: 'request_change', comment }) as const),
)

/** Runs the actions from "BAT à préparer", keeping the refused ones out, as the server does. */
function run(actions: readonly ProofAction[]): { state: ProofState; history: ProofState[] } {
  let state: ProofState = 'to_prepare'
  const history: ProofState[] = [state]
  for (const next of actions) {
    const decision = decideProof(state, next)
    if (decision.kind === 'allowed') {
      state = decision.to
      history.push(state)
    }
  }
  return { state, history }
}

describe('proofs: properties', () => {
  it('no sequence of actions lets a line into production without an approved proof', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), fc.integer({ min: 0, max: 5 }), (actions, others) => {
        const { state } = run(actions)
        const lines = [{ proofState: state }, ...Array.from({ length: others }, () => ({ proofState: null }))]
        expect(productionBlockedMessage(lines) === null).toBe(state === 'approved')
      }),
    )
  })

  it('approves only a proof that was sent, the last step before it being "BAT envoyé"', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const { history } = run(actions)
        history.forEach((state, index) => {
          if (state === 'approved') expect(history[index - 1]).toBe('sent')
        })
      }),
    )
  })

  it('keeps an approved proof approved whatever is tried after it', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 10 }), (actions) => {
        for (const next of actions) {
          expect(decideProof('approved', next)).toEqual({ kind: 'refused', message: PROOF_MESSAGES.alreadyApproved })
        }
      }),
    )
  })

  it('asks a comment to request a change, trimmed, and keeps it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1200 }), (comment) => {
        const decision = decideProof('sent', { kind: 'request_change', comment })
        const trimmed = comment.trim()
        if (trimmed === '') expect(decision).toEqual({ kind: 'refused', message: PROOF_MESSAGES.commentRequired })
        else if (trimmed.length > 1000) expect(decision.kind).toBe('refused')
        else expect(decision).toEqual({ kind: 'allowed', to: 'changes_requested', comment: trimmed })
      }),
    )
  })

  it('answers nothing that was not sent, and lets the maker send again until approval', () => {
    for (const state of PROOF_STATES) {
      const send = decideProof(state, { kind: 'send' })
      expect(send.kind).toBe(state === 'approved' ? 'refused' : 'allowed')
      if (state !== 'sent' && state !== 'approved') {
        expect(decideProof(state, { kind: 'approve' })).toEqual({
          kind: 'refused',
          message: PROOF_MESSAGES.nothingToAnswer,
        })
      }
    }
  })

  it('carries an approved proof over to a copied line only while its artwork stays the same', () => {
    const artwork = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null })
    fc.assert(
      fc.property(fc.boolean(), fc.option(artwork, { nil: undefined }), artwork, (required, source, chosen) => {
        const approved = source === undefined ? null : { roundId: 7, artworkId: source }
        const carried = carriedProofState(required, approved, chosen)
        if (!required) expect(carried).toEqual({ state: null, approvedRoundId: null })
        else if (approved !== null && chosen !== null && approved.artworkId === chosen) {
          expect(carried).toEqual({ state: 'approved', approvedRoundId: 7 })
        } else expect(carried).toEqual({ state: 'to_prepare', approvedRoundId: null })
      }),
    )
  })

  it('numbers a new round after every one sent, from V1', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }), (versions) => {
        const next = nextProofVersion(versions)
        expect(versions.every((version) => version < next)).toBe(true)
        expect(next).toBe(versions.length === 0 ? 1 : Math.max(...versions) + 1)
      }),
    )
  })

  it('lists the lines that hold an order back, and asks the head office when the shop has one', () => {
    const lines = [{ proofState: 'sent' as const }, { proofState: null }, { proofState: 'approved' as const }]
    expect(linesAwaitingProof(lines)).toEqual([{ proofState: 'sent' }])
    expect(productionBlockedMessage([...lines, { proofState: 'to_prepare' }])).toBe(
      'La fabrication attend les BAT validés de 2 lignes de cette commande.',
    )
    expect(proofApproverOf({ id: 3, validatorId: 9 })).toBe(9)
    expect(proofApproverOf({ id: 3, validatorId: null })).toBe(3)
    expect(Object.values(PROOF_STATE_LABELS)).toEqual(['BAT à préparer', 'BAT envoyé', 'BAT à modifier', 'BAT validé'])
    expect(proofNote('   ')).toEqual({ kind: 'ok', note: null })
    expect(proofNote('x'.repeat(1001)).kind).toBe('refused')
  })
})
