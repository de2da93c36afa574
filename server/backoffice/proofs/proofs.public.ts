// What other features and the composition may use of backoffice/proofs/ (docs/decisions/016-server-feature-folders.md).
export { isProofUpload, PROOF_UPLOADS } from './proof-http'
export { adminProofRoutes } from './proofs.routes'
export { type BackofficeProofUseCases, wireBackofficeProofs } from './proofs.wiring'
