import type { Result, ShowcaseError } from '../../../application/ports/showcase-reader'

/** A refused showcase read carried through the router's loaders, which only know thrown errors. */
export class ShowcaseFailure extends Error {
  constructor(readonly failure: ShowcaseError) {
    super(`showcase ${failure.kind}${failure.status === undefined ? '' : ` ${failure.status}`}`)
    this.name = 'ShowcaseFailure'
  }
}

export async function valueOf<A>(pending: Promise<Result<A>>): Promise<A> {
  const result = await pending
  if (result.ok) return result.value
  throw new ShowcaseFailure(result.error)
}

export function isNotFound(thrown: unknown): boolean {
  return thrown instanceof ShowcaseFailure && thrown.failure.kind === 'not-found'
}
