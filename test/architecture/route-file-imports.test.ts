import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Decision 052: a route file (src/ui/routes, where TanStack Router wants it) is a thin declaration that
// imports only its own surface (its screens and its `routing/` parts) and the router's packages. The
// root route is the application's: it may import src/ui/app, and the public site's document head, which
// the server renders for every page.
const UI = join(import.meta.dirname, '../../src/ui')
const ROUTES = join(UI, 'routes')

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return routeFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

// The surface of a route file, by its URL (spec §2): the spec's paths, our surface names.
function foldersOf(route: string): string[] {
  if (route === '__root.tsx') return ['app', 'showcase/head']
  return [surfaceOf(route)]
}

function surfaceOf(route: string): string {
  if (route.startsWith('vitrine/backoffice') || route.startsWith('_public/vitrine/')) return 'showcase-admin'
  if (route.startsWith('backoffice') || route === '_public/admin.tsx') return 'backoffice'
  const portal = ['account', '_public/panier', 'login.tsx', '_public/forgot-password', '_public/reset-password']
  if (portal.some((prefix) => route.startsWith(prefix))) return 'portal'
  return 'showcase'
}

function strayImports(): string[] {
  return routeFiles(ROUTES).flatMap((file) => {
    const route = relative(ROUTES, file)
    const folders = foldersOf(route).map((folder) => `${join(UI, folder)}/`)
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '')
    return specifiers
      .filter((specifier) =>
        specifier.startsWith('.')
          ? !folders.some((folder) => `${resolve(file, '..', specifier)}/`.startsWith(folder))
          : !specifier.startsWith('@tanstack/'),
      )
      .map((specifier) => `${route}: ${specifier}`)
  })
}

describe('route files', () => {
  it('import only their own surface and the router', () => {
    expect(strayImports()).toEqual([])
  })

  it('are all read (the check is not vacuous)', () => {
    expect(routeFiles(ROUTES).length).toBeGreaterThan(90)
  })
})
