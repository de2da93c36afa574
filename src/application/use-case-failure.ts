// The one way a failure reaches the UI (docs/decisions/017-one-failure-shape.md), for the portal's
// Effect use cases and the showcase's promise reader alike. This module imports nothing from
// effect: the public pages load it and must stay free of the effect runtime (decisions 007, 015).

/**
 * An expected failure as plain data, named by the tags of ./errors. Every `GatewayError` is one;
 * the showcase reader builds them without Effect. The French text comes from the one table
 * (src/ui/kit/messages/error-messages.ts), never from here.
 */
export type Failure =
  | { readonly _tag: 'SessionExpired' }
  | { readonly _tag: 'NetworkError'; readonly cause?: unknown }
  | { readonly _tag: 'DecodeError'; readonly issues: string }
  /** A refusal: its HTTP status, the server's French `message` when it sent one, a form's field errors (422). */
  | {
      readonly _tag: 'Rejected'
      readonly status: number
      readonly message: string | null
      readonly fields?: Readonly<Record<string, string>>
    }

export type FailureTag = Failure['_tag']

/** What a use case or a showcase read throws for an expected failure: loaders, queries and mutations rethrow it. */
export class UseCaseFailure extends Error {
  override readonly name = 'UseCaseFailure'

  constructor(readonly failure: Failure) {
    super(failure._tag === 'Rejected' ? `Rejected ${failure.status}` : failure._tag)
  }

  get tag(): FailureTag {
    return this.failure._tag
  }
}

/** The failure behind anything a loader, query or mutation threw; null for a defect (a bug). */
export function failureOf(thrown: unknown): Failure | null {
  return thrown instanceof UseCaseFailure ? thrown.failure : null
}

/**
 * A use case its caller cancelled (a query whose page was left): the runner rejects with the signal's
 * AbortError. It is neither a failure nor a defect: nothing to show, nothing to log (docs/decisions/056).
 */
export function isCancelled(thrown: unknown): boolean {
  // Read by name: a DOMException is not an Error in every environment (jsdom's is not).
  return typeof thrown === 'object' && thrown !== null && 'name' in thrown && thrown.name === 'AbortError'
}

/** An unknown or unpublished resource: the server answered 404. */
export function isNotFound(thrown: unknown): boolean {
  const failure = failureOf(thrown)
  return failure?._tag === 'Rejected' && failure.status === 404
}
