// Writes a small tree into a temporary folder, runs the layer check on it and removes it again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { findViolations, type LayerReport, type Violation } from '../../../scripts/layers/find-violations'

const DEFAULT_PACKAGE_JSON = JSON.stringify({
  dependencies: { hono: '4.13.19', '@hono/node-server': '2.1.8', 'drizzle-orm': '0.45.4', valibot: '1.5.0' },
  devDependencies: { vitest: '4.1.12' },
})

export function withTree<T>(files: Record<string, string>, run: (root: string) => T): T {
  const root = mkdtempSync(join(tmpdir(), 'layers-'))
  try {
    for (const [path, text] of Object.entries({ 'package.json': DEFAULT_PACKAGE_JSON, ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    return run(root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

export const checkTree = (files: Record<string, string>): LayerReport => withTree(files, findViolations)

/** `file:line rule`, the part of a violation a test compares. */
export const where = (violations: readonly Violation[]): string[] =>
  violations.map((v) => `${v.file}:${v.line} ${v.rule}`)

/** A fixture file from its lines. */
export const lines = (...text: string[]): string => `${text.join('\n')}\n`

export const violationsOf = (files: Record<string, string>): string[] => where(checkTree(files).violations)
