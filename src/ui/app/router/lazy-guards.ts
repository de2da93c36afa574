import type * as Guards from './session-guards'
import type * as Enrolment from '../../backoffice/security/enrolment-guard'

// The session guards load with the first guarded page, not with the entry chunk that every public page
// downloads (the home page's budget, decision 037): a route definition only holds this small thunk.
const guards = () => import('./session-guards')

export const requireShop: typeof Guards.requireShop = async (...args) => (await guards()).requireShop(...args)
export const requireAdmin: typeof Guards.requireAdmin = async (...args) => (await guards()).requireAdmin(...args)
export const requireShowcaseAdmin: typeof Guards.requireShowcaseAdmin = async (...args) =>
  (await guards()).requireShowcaseAdmin(...args)
export const skipLoginWhenSignedIn: typeof Guards.skipLoginWhenSignedIn = async (...args) =>
  (await guards()).skipLoginWhenSignedIn(...args)

// The second factor's enrolment guard (decision 063) lives with the security page, in the back-office
// chunk: only this thunk stays in the entry, so the entry never imports that chunk.
export const requireEnrolment: typeof Enrolment.requireEnrolment = async (...args) =>
  (await import('../../backoffice/security/enrolment-guard')).requireEnrolment(...args)
