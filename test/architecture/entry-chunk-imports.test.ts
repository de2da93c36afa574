import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkGroups } from '../../scripts/vite-chunks'

// Decision 037: each back office is one lazy chunk. A module of src/ui/app (the entry's: router, guards, the
// runner every page uses) that imports a module those chunks claim makes the entry import the chunk
// statically; the chunk imports the entry back, and the cycle left values undefined at run time (every
// back-office list crashed, twice). The entry's side keeps what it needs in src/ui/app.
const APP = join(import.meta.dirname, '../../src/ui/app')
const BACK_OFFICE_CHUNKS = ['backoffice-kit', 'vitrine-backoffice', 'ecommerce-backoffice']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  return ['.ts', '.tsx', '/index.ts'].map((extension) => base + extension).find(existsSync) ?? null
}

function claimedImports(sources = files(APP), chunks = BACK_OFFICE_CHUNKS): string[] {
  const claims = chunkGroups.groups.filter((group) => chunks.includes(group.name))
  return sources.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    // Value imports only: a type import leaves nothing in the bundle.
    const specifiers = [...source.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map((match) => match[1] ?? '')
    return specifiers.flatMap((specifier) => {
      const target = resolved(file, specifier)
      if (target === null) return []
      const group = claims.find((claim) => claim.test(target))
      return group === undefined ? [] : [`${relative(APP, file)} -> ${specifier} (${group.name})`]
    })
  })
}

// The same cycle through the contract: the routes' search schemas (`*-search.ts`) ship with the entry, and the
// contract's chunk imports domain modules the entry holds. A sort list a search reads lives in list-sorts.ts.
const UI = join(import.meta.dirname, '../../src/ui')
const searchSchemas = () => files(UI).filter((file) => file.endsWith('-search.ts'))

describe('the entry and the contract chunk', () => {
  it('no search schema of a route imports a module of the api-contract chunk', () => {
    expect(claimedImports(searchSchemas(), ['api-contract'])).toEqual([])
  })

  it('would see such an import', () => {
    const contract = chunkGroups.groups.find((group) => group.name === 'api-contract')
    expect(contract?.test(join(import.meta.dirname, '../../src/contract/backoffice/stock.ts'))).toBe(true)
    expect(searchSchemas().length).toBeGreaterThan(5)
  })
})

describe('the entry and the back-office chunks', () => {
  it('no module of src/ui/app imports a module that a back-office chunk claims', () => {
    expect(claimedImports()).toEqual([])
  })

  it('would see such an import (the check reads the chunk rules it guards)', () => {
    const claims = chunkGroups.groups.filter((group) => BACK_OFFICE_CHUNKS.includes(group.name))
    const inBackOffice = join(import.meta.dirname, '../../src/ui/backoffice/routing/ended-session.ts')
    expect(claims.some((claim) => claim.test(inBackOffice))).toBe(true)
  })
})
