import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findProjectRoot, fromProjectRoot, PROJECT_ROOT } from '../../../../server/platform/shared/project-root'

// The built server (dist/server/main.js) and the sources (server/...) find the same drizzle/ and content/.
const scratch = mkdtempSync(join(tmpdir(), 'ecrin-root-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('project root', () => {
  it('is the folder of package.json, from the sources and from a built bundle two levels down', () => {
    writeFileSync(join(scratch, 'package.json'), '{}')
    for (const folder of ['server/platform/db', 'dist/server', 'dist/server/assets']) {
      mkdirSync(join(scratch, folder), { recursive: true })
      expect(findProjectRoot(join(scratch, folder))).toBe(scratch)
    }
  })

  it('holds the migrations and the content the server reads', () => {
    expect(existsSync(join(PROJECT_ROOT, 'package.json'))).toBe(true)
    expect(existsSync(fromProjectRoot('drizzle', 'meta', '_journal.json'))).toBe(true)
    expect(existsSync(fromProjectRoot('content', 'seed', 'showcase.json'))).toBe(true)
  })

  it('refuses a tree without package.json', () => {
    expect(() => findProjectRoot('/')).toThrow(/package\.json introuvable/)
  })
})
