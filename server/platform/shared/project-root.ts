import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// The repository's root: the nearest folder above this module that holds package.json. The same
// answer from the sources (server/platform/shared/) and from the build, where this module is bundled into
// dist/server/main.js; and whatever the working directory. Files the server reads at run time
// (drizzle/ migrations, content/) are found from here, never from a module's own path.
// Resolved from import.meta.url as text: under a jsdom test environment the global URL is jsdom's,
// which Node's fileURLToPath refuses.
export function findProjectRoot(from: string): string {
  let dir = from
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`package.json introuvable au-dessus de ${from}`)
    dir = parent
  }
  return dir
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)))

export const fromProjectRoot = (...parts: string[]) => join(PROJECT_ROOT, ...parts)
