// One parsed file of the tree. TypeScript 7 has no JS API, so files are parsed with the oxc parser
// shipped in rolldown (Vite's bundler): it reads TS, TSX, type-only imports and type positions.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAst } from 'rolldown/parseAst'

/** The loose shape of an oxc ESTree node: the check reads a few fields and walks the rest. */
export type AstNode = { readonly type: string; readonly start: number; readonly [key: string]: unknown }

export type SourceFile = {
  /** Repository-relative, with `/` separators, e.g. `src/ui/app/runtime.ts`. */
  readonly path: string
  readonly text: string
  readonly program: AstNode
  readonly lineOf: (offset: number) => number
}

export const SOURCE_EXTENSIONS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

export function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
}

function langOf(path: string): 'js' | 'jsx' | 'ts' | 'tsx' | 'dts' {
  if (path.endsWith('.d.ts') || path.endsWith('.d.mts') || path.endsWith('.d.cts')) return 'dts'
  if (path.endsWith('.tsx')) return 'tsx'
  if (path.endsWith('.jsx')) return 'jsx'
  return /\.[mc]?js$/.test(path) ? 'js' : 'ts'
}

function lineIndex(text: string): (offset: number) => number {
  const starts = [0]
  for (let i = 0; i < text.length; i += 1) if (text[i] === '\n') starts.push(i + 1)
  return (offset) => {
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const mid = Math.ceil((low + high) / 2)
      if ((starts[mid] ?? 0) <= offset) low = mid
      else high = mid - 1
    }
    return low + 1
  }
}

/** Throws the parser's error when the file does not parse; the caller reports it as a violation. */
export function parseSource(root: string, path: string): SourceFile {
  const text = readFileSync(join(root, path), 'utf8')
  const program = parseAst(text, { lang: langOf(path) }, path) as unknown as AstNode
  return { path, text, program, lineOf: lineIndex(text) }
}

/** Children of a node, in source order; type annotations included. */
export function childrenOf(node: AstNode): Array<{ key: string; node: AstNode }> {
  const found: Array<{ key: string; node: AstNode }> = []
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) found.push({ key, node: item })
    if (isNode(value)) found.push({ key, node: value })
  }
  return found
}

/** The text of a string literal or of a template literal without `${}`; undefined otherwise. */
export function staticString(node: unknown): string | undefined {
  if (!isNode(node)) return undefined
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type !== 'TemplateLiteral') return undefined
  const quasis = node.quasis as Array<{ value: { cooked: string | null } }>
  return quasis.length === 1 ? (quasis[0]?.value.cooked ?? undefined) : undefined
}
