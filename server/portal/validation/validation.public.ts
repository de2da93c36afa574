// What other features may use of validation/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import validation/'s other files from outside.
export type { ValidationUseCases } from './validation-use-cases'
export { VALIDATION_ACTIONS } from './validation-events'
