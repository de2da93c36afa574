import { Effect, Layer } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Rejected } from '../../../src/application/errors'
import { readAmountText, saveApprovalRule } from '../../../src/application/portal/approval-rules.use-case'
import { ConversationGateway } from '../../../src/application/portal/ports/conversation-gateway'
import { APPROVAL_AMOUNT_MAX_CENTS, APPROVAL_MESSAGES } from '../../../src/domain/approval-rules'
import { eurosText, formatEuros } from '../../../src/domain/money'

describe('readAmountText: euros typed the French way, the domain rule on amounts', () => {
  it('reads the worked examples', () => {
    expect(readAmountText('')).toEqual({ kind: 'ok', cents: null })
    expect(readAmountText('   ')).toEqual({ kind: 'ok', cents: null })
    expect(readAmountText('1 500,50')).toEqual({ kind: 'ok', cents: 150_050 })
    expect(readAmountText('150')).toEqual({ kind: 'ok', cents: 15_000 })
    expect(readAmountText('12.5')).toEqual({ kind: 'ok', cents: 1250 })
    expect(readAmountText('-5')).toEqual({ kind: 'invalid', message: APPROVAL_MESSAGES.amountNegative })
    expect(readAmountText('12,345')).toEqual({ kind: 'invalid', message: APPROVAL_MESSAGES.amountNotWhole })
    expect(readAmountText('beaucoup')).toEqual({ kind: 'invalid', message: APPROVAL_MESSAGES.amountMissing })
    expect(readAmountText('10 000 000,01')).toEqual({ kind: 'invalid', message: APPROVAL_MESSAGES.amountTooLarge })
    expect(readAmountText('99999999999999999')).toEqual({ kind: 'invalid', message: APPROVAL_MESSAGES.amountTooLarge })
  })

  it('reads back every allowed amount the page shows, and what Intl writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: APPROVAL_AMOUNT_MAX_CENTS }), (cents) => {
        expect(readAmountText(eurosText(cents))).toEqual({ kind: 'ok', cents })
        expect(readAmountText(formatEuros(cents).replace('€', ''))).toEqual({ kind: 'ok', cents })
      }),
    )
  })

  it('never answers cents above the maximum nor below zero', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const reading = readAmountText(text)
        if (reading.kind === 'ok' && reading.cents !== null) {
          expect(Number.isInteger(reading.cents)).toBe(true)
          expect(reading.cents).toBeGreaterThanOrEqual(0)
          expect(reading.cents).toBeLessThanOrEqual(APPROVAL_AMOUNT_MAX_CENTS)
        }
      }),
    )
  })
})

describe('saveApprovalRule', () => {
  const calls: unknown[] = []
  // A scripted stub: it records the call and holds no rule (the live server's are in the contract test).
  const stub = Layer.succeed(
    ConversationGateway,
    ConversationGateway.of({
      approvalRules: () => Effect.succeed([]),
      saveApprovalRule: (change) => {
        calls.push(change)
        return Effect.succeed({ ...change, name: 'A', identifiant: 'a', spentThisMonthCents: 0 })
      },
      budget: () => Effect.die('unused'),
      mailPreferences: () => Effect.die('unused'),
      saveMailPreferences: () => Effect.die('unused'),
    }),
  )
  const run = <A, E>(effect: Effect.Effect<A, E, ConversationGateway>) =>
    Effect.runPromise(Effect.provide(effect, stub))

  it('sends cents, null for an empty field', async () => {
    calls.length = 0
    await run(saveApprovalRule({ shopId: 7, autoAcceptBelow: '150,00', monthlyBudget: '' }))
    expect(calls).toEqual([{ shopId: 7, autoAcceptBelowCents: 15_000, monthlyBudgetCents: null }])
  })

  it("refuses a wrong amount with the domain's message, before any call", async () => {
    calls.length = 0
    const failure = await run(Effect.flip(saveApprovalRule({ shopId: 7, autoAcceptBelow: '10', monthlyBudget: '-1' })))
    expect(failure).toBeInstanceOf(Rejected)
    expect(failure.message).toBe(APPROVAL_MESSAGES.amountNegative)
    expect(calls).toEqual([])
  })
})
