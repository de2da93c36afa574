// Reads the imports of every TS/TSX file under src/ and server/ of a tree and reports those
// that cross the layer rule. TypeScript 7 has no JS API, so imports are read with the oxc parser
// shipped in rolldown (Vite's bundler): it understands TS, TSX, `import type` and import().
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { parseAst } from 'rolldown/parseAst'
import { violatedRules } from './layer-rules'

const ROOTS = ['src', 'server']

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : []
  })
}

function specifiers(file: string): string[] {
  const ast = parseAst(readFileSync(file, 'utf8'), { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file)
  const found: string[] = []
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(walk)
    const n = node as { type?: string; source?: { value?: unknown } }
    const kinds = ['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression']
    if (kinds.includes(n.type ?? '') && typeof n.source?.value === 'string') found.push(n.source.value)
    for (const value of Object.values(n)) walk(value)
  }
  walk(ast.body)
  return found
}

function target(root: string, fromFile: string, spec: string): string {
  if (spec.startsWith('.')) return normalize(relative(root, join(dirname(fromFile), spec)))
  return `pkg:${spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec)}`
}

export function findViolations(root: string): { checked: number; problems: string[] } {
  const problems: string[] = []
  let checked = 0
  for (const file of ROOTS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const from = relative(root, file)
    for (const spec of specifiers(file)) {
      checked += 1
      for (const rule of violatedRules(from, target(root, file, spec))) {
        problems.push(`${from} imports '${spec}': ${rule.name} (${rule.why})`)
      }
    }
  }
  return { checked, problems }
}
