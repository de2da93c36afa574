import type { GatewayError } from '../../application/errors'
import type { UseCaseResult } from '../router/router-context'

/** A use case's expected failure carried through React Query, which only knows thrown errors. */
export class UseCaseFailure extends Error {
  constructor(readonly failure: GatewayError) {
    super(failure._tag)
    this.name = 'UseCaseFailure'
  }
}

export async function valueOrThrow<A>(pending: Promise<UseCaseResult<A, GatewayError>>): Promise<A> {
  const result = await pending
  if (result.ok) return result.value
  throw new UseCaseFailure(result.error)
}

/** The gateway error behind anything a query or mutation threw; null for a defect (a bug). */
export function gatewayErrorOf(thrown: unknown): GatewayError | null {
  return thrown instanceof UseCaseFailure ? thrown.failure : null
}
