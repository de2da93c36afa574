// Time comes in through a port so that expiry rules are testable without waiting.
export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }
