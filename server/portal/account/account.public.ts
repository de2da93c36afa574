// What other features may use of account/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import account/'s other files from outside.
export type { AccountUseCases } from './account-use-cases'
