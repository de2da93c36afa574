import { fileURLToPath } from 'node:url'

// The French content kept in the repository (content/README.md), found from this file so that
// the server reads it whatever its working directory.
export const CONTENT_PAGES_DIR = fileURLToPath(new URL('../../content/pages', import.meta.url))
export const CONTENT_IMAGES_DIR = fileURLToPath(new URL('../../content/images', import.meta.url))
export const SHOWCASE_SEED_FILE = fileURLToPath(new URL('../../content/seed/showcase.json', import.meta.url))
