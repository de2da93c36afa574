// What other features may use of media/ (docs/decisions/016-server-feature-folders.md): add a line
// here when another feature needs more, never import media/'s other files from outside.
export { renderBrochurePdf } from './brochure-renderer'
export type { Brochure, BrochurePicture } from './brochure'
export type { ImageView } from './image-view'
export { fileUnder } from './file-under'
export {
  mediaUrl,
  planRenditions,
  planUploadRenditions,
  renditionFileName,
  UPLOADED_SOURCE_PREFIX,
} from './media-files'
export { renderWebp } from './image-renderer.sharp'
export { imageOf, loadImages } from './media-repository.drizzle'
