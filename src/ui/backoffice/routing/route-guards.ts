// The guards this surface's layout routes run before loading (app/router/lazy-guards.ts). Apart from
// route-head.ts, which split chunks import too: a guard reached from a lazy chunk would be cut out of the
// entry into a chunk of its own (decision 037).
export { requireAdmin, requireEnrolment } from '../../app/router/lazy-guards'
