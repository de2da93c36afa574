import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Resolved from this file's path as text: under a jsdom test environment the global URL is jsdom's,
// which Node's fileURLToPath refuses.
const fromHere = (relative: string) => join(dirname(fileURLToPath(import.meta.url)), relative)

// The French content kept in the repository (content/README.md), found from this file so that
// the server reads it whatever its working directory.
export const CONTENT_PAGES_DIR = fromHere('../../content/pages')
export const CONTENT_IMAGES_DIR = fromHere('../../content/images')
export const SHOWCASE_SEED_FILE = fromHere('../../content/seed/showcase.json')
