// What other features may use of seo/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import seo/'s other files from outside.
export { ORGANISATION } from './site-identity'
