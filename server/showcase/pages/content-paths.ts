import { fromProjectRoot } from '../../platform/shared/project-root'

// The French content kept in the repository (content/README.md), found from the project's root so
// that the server reads it whatever its working directory, from the sources or from dist/server.
export const CONTENT_PAGES_DIR = fromProjectRoot('content', 'pages')
export const CONTENT_IMAGES_DIR = fromProjectRoot('content', 'images')
export const SHOWCASE_SEED_FILE = fromProjectRoot('content', 'seed', 'showcase.json')
