// Turns a specifier into what the rules compare: a repository path (extension and Vite query
// removed), an npm package, a Node built-in, or "unknown" when nothing says where it leads.
import { existsSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import { expandAlias, type Alias } from './path-aliases'

export type Target =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'package'; readonly name: string }
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'unknown'; readonly specifier: string }

const CODE_EXTENSION = /\.(d\.ts|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const PROBES = ['', '.ts', '.tsx', '.d.ts', '.js', '/index.ts', '/index.tsx']

function toPath(repoRelative: string): Target {
  const path = normalize(repoRelative).split('\\').join('/').replace(/\/$/, '').replace(CODE_EXTENSION, '')
  return { kind: 'path', path: path === '.' ? '' : path }
}

function packageTarget(specifier: string): Target {
  const bare = specifier.startsWith('node:') ? specifier.slice('node:'.length) : specifier
  const first = bare.split('/')[0] ?? bare
  if (specifier.startsWith('node:') || builtinModules.includes(first)) return { kind: 'builtin', name: first }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : first
  // A scheme (`virtual:x`, `https://...`) or an empty scope is no installable package.
  if (/^[a-z][a-z0-9+.-]*:/i.test(name) || name === '' || name.endsWith('/') || name === '@') {
    return { kind: 'unknown', specifier }
  }
  return { kind: 'package', name }
}

/** Like TypeScript: the first alias target that exists on disk, else the first one. */
function pickAliasTarget(root: string, targets: readonly string[]): string | undefined {
  const exists = (target: string) => PROBES.some((probe) => existsSync(join(root, target + probe)))
  return targets.find(exists) ?? targets[0]
}

export function resolveTarget(root: string, fromFile: string, rawSpecifier: string, aliases: readonly Alias[]): Target {
  // Vite's queries (`?raw`, `?url`) change how a file is loaded, not which file.
  const specifier = rawSpecifier.replace(/\?.*$/, '')
  if (specifier.startsWith('.')) return toPath(join(dirname(fromFile), specifier))
  // Vite reads `/src/x` from the project root.
  if (specifier.startsWith('/')) return toPath(specifier.slice(1))
  const aliased = expandAlias(aliases, specifier)
  if (aliased !== undefined) {
    const target = pickAliasTarget(root, aliased)
    if (target === undefined) return { kind: 'unknown', specifier }
    if (target.startsWith('pkg-target:')) return packageTarget(target.slice('pkg-target:'.length))
    return toPath(target)
  }
  if (specifier.startsWith('#')) return { kind: 'unknown', specifier }
  return packageTarget(specifier)
}
