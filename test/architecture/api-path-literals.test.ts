import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision 053: an API path is written once, in the contract's endpoint tables. The server registers
// routes from them and the browser's adapters call through them, so a path literal of an API anywhere
// else in src/ or server/ is a second copy that can drift. Page URLs (`/admin`, `/account/...`) are not
// API paths; what the server serves outside the two APIs (health, media, sitemap) is not either.
const ROOT = join(import.meta.dirname, '../..')
const SCANNED = ['server', 'src']
const EXEMPT = ['src/contract/', 'src/ui/routeTree.gen.ts']
// A string or template literal that starts inside one of the APIs' own subtrees. (Single-segment
// endpoints such as `/login` share their text with pages; the route-table test covers those.)
const API_PATH_LITERAL = /['"`]\/(api|admin|auth)\//

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line)

function literalsOutsideContract(): string[] {
  return SCANNED.flatMap(sourceFiles)
    .filter((file) => !EXEMPT.some((exempt) => file.startsWith(exempt)))
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          !isComment(line) && API_PATH_LITERAL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
}

describe('API paths', () => {
  it('are written only in the contract', () => {
    expect(literalsOutsideContract()).toEqual([])
  })

  it('are found by this check when they are written elsewhere', () => {
    expect(API_PATH_LITERAL.test("routes.get('/api/carts/current', handler)")).toBe(true)
    expect(API_PATH_LITERAL.test('`/admin/brands/${id}`')).toBe(true)
    expect(API_PATH_LITERAL.test("navigate({ to: '/admin' })")).toBe(false)
    expect(API_PATH_LITERAL.test("redirect({ to: '/account/orders' })")).toBe(false)
  })
})
