import type * as Guard from './enrolment-guard'

// Loaded with the first guarded page, not with the entry chunk (decision 037): the layout routes only
// hold this small thunk.
export const requireEnrolment: typeof Guard.requireEnrolment = async (...args) =>
  (await import('./enrolment-guard')).requireEnrolment(...args)
