// Path aliases a specifier may go through: tsconfig.json `compilerOptions.paths` (following
// `extends`) and package.json `imports` (`#name`). A layer rule that ignored them could be
// walked around with one line of configuration.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import * as v from 'valibot'

const TsconfigSchema = v.object({
  extends: v.optional(v.union([v.string(), v.array(v.string())])),
  compilerOptions: v.optional(
    v.object({ baseUrl: v.optional(v.string()), paths: v.optional(v.record(v.string(), v.array(v.string()))) }),
  ),
})

const PackageImportsSchema = v.object({ imports: v.optional(v.record(v.string(), v.unknown())) })

/** A pattern with at most one `*`, and where its matches go, relative to the repository root. */
export type Alias = { readonly pattern: string; readonly targets: readonly string[] }

/** JSON with comments and trailing commas, as tsconfig.json allows. */
export function parseJsonc(text: string): unknown {
  let out = ''
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (char === '"') {
      const end = /"(?:[^"\\]|\\.)*"/y
      end.lastIndex = i
      const match = end.exec(text)
      out += match?.[0] ?? char
      i += (match?.[0].length ?? 1) - 1
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1
      out += '\n'
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1
      if (i === 0) break
    } else out += char
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'))
}

function tsconfigAliases(root: string, file: string, seen: Set<string>): Alias[] | undefined {
  if (seen.has(file) || !existsSync(file)) return undefined
  seen.add(file)
  const config = v.parse(TsconfigSchema, parseJsonc(readFileSync(file, 'utf8')))
  const paths = config.compilerOptions?.paths
  if (paths !== undefined) {
    const base = resolve(dirname(file), config.compilerOptions?.baseUrl ?? '.')
    return Object.entries(paths).map(([pattern, targets]) => ({
      pattern,
      targets: targets.map((target) => relative(root, resolve(base, target)).split('\\').join('/')),
    }))
  }
  // Only relative `extends` can hold this repository's aliases; a package's base config cannot.
  const parents = [config.extends ?? []].flat().filter((parent) => parent.startsWith('.'))
  for (const parent of parents.reverse()) {
    const found = tsconfigAliases(root, resolve(dirname(file), parent), seen)
    if (found !== undefined) return found
  }
  return undefined
}

/** The first path a conditional `imports` entry can lead to (browser, import, default...). */
function firstTarget(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.map(firstTarget).find((target) => target !== undefined)
  if (typeof value !== 'object' || value === null) return undefined
  return Object.values(value)
    .map(firstTarget)
    .find((target) => target !== undefined)
}

function packageImportAliases(root: string): Alias[] {
  const file = join(root, 'package.json')
  if (!existsSync(file)) return []
  const { imports = {} } = v.parse(PackageImportsSchema, JSON.parse(readFileSync(file, 'utf8')))
  return Object.entries(imports).flatMap(([pattern, value]) => {
    const target = firstTarget(value)
    if (target === undefined) return []
    // A target that is not a path (`"#db": "some-package"`) maps to a package name.
    const path = target.startsWith('.') ? relative(root, resolve(root, target)).split('\\').join('/') : target
    return [{ pattern, targets: [target.startsWith('.') ? path : `pkg-target:${target}`] }]
  })
}

export function readAliases(root: string): Alias[] {
  return [...(tsconfigAliases(root, join(root, 'tsconfig.json'), new Set()) ?? []), ...packageImportAliases(root)]
}

/** The targets of the alias that matches, longest fixed prefix first as TypeScript does. */
export function expandAlias(aliases: readonly Alias[], specifier: string): readonly string[] | undefined {
  let best: { prefixLength: number; targets: readonly string[] } | undefined
  for (const alias of aliases) {
    const star = alias.pattern.indexOf('*')
    if (star < 0) {
      if (alias.pattern === specifier) return alias.targets
      continue
    }
    const prefix = alias.pattern.slice(0, star)
    const suffix = alias.pattern.slice(star + 1)
    const fits =
      specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length
    if (!fits || (best !== undefined && best.prefixLength >= prefix.length)) continue
    const matched = specifier.slice(prefix.length, specifier.length - suffix.length)
    best = { prefixLength: prefix.length, targets: alias.targets.map((target) => target.replace('*', matched)) }
  }
  return best?.targets
}
