import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findViolations } from '../../scripts/layers/find-violations'
import { violatedRules } from '../../scripts/layers/layer-rules'

const names = (from: string, to: string) => violatedRules(from, to).map((r) => r.name)

describe('layer rules', () => {
  it('keeps the domain pure', () => {
    expect(names('src/domain/franco.ts', 'src/domain/money')).toEqual([])
    expect(names('src/domain/franco.ts', 'pkg:valibot')).toEqual(['domain-is-pure'])
    expect(names('src/domain/franco.ts', 'src/application/errors')).toEqual(['domain-is-pure'])
  })

  it('lets only the composition root import adapters', () => {
    expect(names('src/ui/app/runtime.ts', 'src/infrastructure/browser-layer')).toEqual([])
    expect(names('src/ui/routes/login.tsx', 'src/infrastructure/browser-layer')).toEqual(['ui-uses-adapters-only-in-composition-root'])
  })

  it('keeps the application free of adapters and React, and the server free of browser layers', () => {
    expect(names('src/application/session/x.ts', 'src/infrastructure/y')).toEqual(['application-points-inward'])
    expect(names('src/application/session/x.ts', 'pkg:react')).toEqual(['application-points-inward'])
    expect(names('server/app.ts', 'src/domain/franco')).toEqual([])
    expect(names('server/app.ts', 'src/application/errors')).toEqual(['server-shares-only-the-domain'])
    expect(names('src/ui/x.tsx', 'server/app')).toEqual(['browser-never-imports-server'])
  })
})

describe('the import reader', () => {
  let dir = ''
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('finds type-only, re-export and dynamic imports that cross the rule', () => {
    dir = mkdtempSync(join(tmpdir(), 'layers-'))
    write('src/domain/a.ts', "import type { X } from '../application/x'\nexport const a = 1\n")
    write('src/ui/routes/b.tsx', "export { y } from '../../infrastructure/y'\nconst C = () => <div />\n")
    write('server/c.ts', "const m = import('../src/ui/z')\n")
    write('src/application/ok.ts', "import { a } from '../domain/a'\n")
    const { checked, problems } = findViolations(dir)
    expect(checked).toBe(4)
    expect(problems).toHaveLength(3)
    expect(problems.join('\n')).toMatch(/src\/domain\/a\.ts .*domain-is-pure/)
  })
})
