// The guarded globals and the scopes global-access.ts walks: a read of `window.document.cookie`
// is the path ['document', 'cookie'] from the global object, unless `window` is a local name.
import { isNode, staticString, type AstNode } from './source-file'

/** The brief's four, plus the other roads to the network and to storage that would bypass them. */
export const GUARDED_GLOBALS: readonly (readonly string[])[] = [
  'fetch',
  'localStorage',
  'sessionStorage',
  'document.cookie',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'navigator.sendBeacon',
  'indexedDB',
  'cookieStore',
].map((name) => name.split('.'))

/** Names of the global object itself: `window.fetch` is `fetch`. */
export const GLOBAL_OBJECTS = ['window', 'globalThis', 'self']

export type Path = readonly string[]
type Binding = { readonly kind: 'local' } | { readonly kind: 'alias'; readonly path: Path }

export class Scope {
  readonly names = new Map<string, Binding>()
  constructor(readonly parent?: Scope) {}

  declare(names: readonly string[]): this {
    for (const name of names) this.names.set(name, { kind: 'local' })
    return this
  }

  /** `const w = window`: later reads of `w` are reads of the global object. */
  alias(name: string, path: Path): void {
    this.find(name)?.names.set(name, { kind: 'alias', path })
  }

  lookup(name: string): Binding | undefined {
    return this.find(name)?.names.get(name)
  }

  private find(name: string): Scope | undefined {
    return this.names.has(name) ? this : this.parent?.find(name)
  }
}

const startsLike = (path: Path, guarded: Path, length: number) =>
  guarded.slice(0, length).every((part, i) => path[i] === part)

export const isGuarded = (path: Path): boolean =>
  GUARDED_GLOBALS.some((g) => g.length === path.length && startsLike(path, g, g.length))

/** `window` and `document` lead to guarded globals; an alias of them is worth remembering. */
export const leadsToGuarded = (path: Path): boolean =>
  GUARDED_GLOBALS.some((g) => path.length < g.length && startsLike(path, g, path.length))

export const extend = (path: Path, key: string): Path =>
  path.length === 0 && GLOBAL_OBJECTS.includes(key) ? [] : [...path, key]

export function propertyKey(node: AstNode): string | undefined {
  const key = node.key
  if (!isNode(key)) return undefined
  if (node.computed !== true && key.type === 'Identifier') return String(key.name)
  return staticString(key)
}
