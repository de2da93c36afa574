export type RateLimitStore = {
  // Records one hit per key, forgets hits older than `since`, and answers per key the hits since
  // then, this one included: concurrent attempts each see the others.
  hit(keys: readonly string[], now: Date, since: Date): Promise<{ ids: number[]; counts: number[] }>
  forget(ids: readonly number[]): Promise<void>
}
