import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withTree } from './support/fixture-tree'

const TSX = join(process.cwd(), 'node_modules/.bin/tsx')
const SCRIPT = join(process.cwd(), 'scripts/check-layers.ts')
const run = (root: string) => spawnSync(TSX, [SCRIPT, root], { encoding: 'utf8' })

describe('npx tsx scripts/check-layers.ts [root]', () => {
  it('prints each violation with file, line, rule and why, and exits 1', () => {
    const result = withTree({ 'src/domain/a.ts': "// franco\nimport { useState } from 'react'\n" }, run)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      "src/domain/a.ts:2 [domain-allow-list] import 'react': package 'react' is not on the list",
    )
    expect(result.stderr).toContain('why: src/domain/** may import only src/domain (no package).')
    expect(result.stderr).toContain('Layer check failed: 1 violation(s) in 1 files.')
  }, 20_000)

  it('exits 0 on a clean tree', () => {
    const tree = { 'src/domain/a.ts': "import { b } from './b'\n", 'src/domain/b.ts': 'export const b = 1\n' }
    const result = withTree(tree, run)
    expect(result.stderr).not.toContain('violation')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Layer check: 2 files, 1 imports, no violation.')
  }, 20_000)
})
