import { describe, expect, it } from 'vitest'
import { checkTree, violationsOf } from './support/fixture-tree'

const usesIn = (path: string, text: string) =>
  checkTree({ [path]: text })
    .violations.filter((v) => v.rule === 'browser-globals')
    .map((v) => `${v.line} ${v.detail}`)

// One line per way of reaching a guarded global; line N must be reported as the name in comment.
const REACHES = [
  "fetch('/portal-api/cart')",
  "window.fetch('/x')",
  "globalThis.fetch('/x')",
  "self['fetch']('/x')",
  "window.window.fetch?.('/x')",
  "localStorage.getItem('token')",
  'window.sessionStorage.clear()',
  'const read = document.cookie',
  "document.cookie = 'a=1'",
  "globalThis.document['cookie'] += ';b=2'",
  'const { fetch: f } = window',
  'const { localStorage: store, ...rest } = globalThis',
  'const { cookie } = document',
  "const supported = typeof fetch === 'function'",
  'new XMLHttpRequest()',
  "navigator.sendBeacon('/x')",
  'const api = (window as Window).fetch',
]
const NAMES = [
  'fetch',
  'fetch',
  'fetch',
  'fetch',
  'fetch',
  'localStorage',
  'sessionStorage',
  'document.cookie',
  'document.cookie',
  'document.cookie',
  'fetch',
  'localStorage',
  'document.cookie',
  'fetch',
  'XMLHttpRequest',
  'navigator.sendBeacon',
  'fetch',
]

describe('fetch, storage and cookies stay in adapters and the composition root', () => {
  it('reports every way of reaching them outside', () => {
    expect(usesIn('src/application/session/read.ts', REACHES.join('\n'))).toEqual(
      NAMES.map((name, index) => `${index + 1} uses ${name}`),
    )
  })

  it('allows them in src/infrastructure and src/ui/app only', () => {
    expect(violationsOf({ 'src/infrastructure/http/client.fetch.ts': REACHES.join('\n') })).toEqual([])
    expect(violationsOf({ 'src/ui/app/stored-sessions.ts': REACHES.join('\n') })).toEqual([])
    expect(usesIn('src/ui/routes/login.tsx', "const t = window.localStorage.getItem('t')\n")).toEqual([
      '1 uses localStorage',
    ])
    expect(usesIn('src/domain/x.ts', "fetch('/x')\n")).toEqual(['1 uses fetch'])
    expect(usesIn('server/cart/cart-mails.ts', "await fetch('https://example.org')\n")).toEqual(['1 uses fetch'])
  })

  it('follows an alias of window or document', () => {
    const text =
      'const w = window\nconst d = w.document\nconst { document: doc } = globalThis\n' +
      "w.localStorage.setItem('a', 'b')\nd.cookie\ndoc.cookie\n"
    expect(usesIn('src/ui/screens/a.tsx', text)).toEqual([
      '4 uses localStorage',
      '5 uses document.cookie',
      '6 uses document.cookie',
    ])
  })

  it('is not fooled by a declaration elsewhere or an ambient one', () => {
    const text =
      "function ok(fetch: (u: string) => void) { fetch('/a') }\nfunction leak() { return fetch('/b') }\n" +
      'declare const localStorage: Storage\nlocalStorage.clear()\n'
    expect(usesIn('src/application/a.ts', text)).toEqual(['2 uses fetch', '4 uses localStorage'])
  })

  it('does not take a local, a property, a key or a type of the same name for the global', () => {
    const text = [
      "import { fetch as get } from './get'",
      "import { localStorage } from './fake-storage'",
      'type Deps = { fetch: typeof fetch; store: typeof localStorage }',
      'interface Http { fetch(url: string): Promise<Response> }',
      'export function make(deps: Deps, { sessionStorage } = { sessionStorage: 1 }) {',
      '  const fetch = (u: string) => deps.fetch(u)',
      "  fetch('/a')",
      "  deps.store.getItem('x')",
      '  localStorage.getItem(String(sessionStorage))',
      "  return { fetch, cookie: deps.document.cookie, run() { get('/b') } }",
      '}',
      'class Client { fetch = 1; localStorage() { return this.fetch } }',
      "try { get('/c') } catch (fetch) { fetch }",
      'for (const sessionStorage of []) sessionStorage',
      'for (;;) break',
      'label: { break label }',
    ].join('\n')
    expect(usesIn('src/application/a.ts', text)).toEqual([])
  })

  it('keeps a var declared in a block in its function', () => {
    const text = "function f() {\n  if (true) { var fetch = (u: string) => u }\n  fetch('/a')\n}\nfetch('/b')\n"
    expect(usesIn('src/application/a.ts', text)).toEqual(['5 uses fetch'])
  })
})
