// Every way a file can name another module: static imports and re-exports (type-only too), dynamic
// import(), type-position import('...') types, require(), `import x = require()`, module
// augmentation, triple-slash references and Vite's import.meta.glob. A computed path is reported
// as such: what cannot be read cannot be checked.
import { childrenOf, isNode, staticString, type AstNode, type SourceFile } from './source-file'

export type ReferenceKind =
  | 'import'
  | 'export-from'
  | 'dynamic-import'
  | 'import-type'
  | 'require'
  | 'import-equals'
  | 'module-augmentation'
  | 'reference-directive'
  | 'glob-import'

export type ModuleReference =
  | { readonly kind: ReferenceKind; readonly specifier: string; readonly line: number }
  | { readonly kind: 'computed'; readonly specifier: undefined; readonly line: number; readonly form: string }

const DECLARATIONS_WITH_SOURCE = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'])

function isImportMetaGlob(callee: unknown): boolean {
  if (!isNode(callee) || callee.type !== 'MemberExpression') return false
  const object = callee.object
  const property = callee.property as { name?: unknown } | undefined
  return (
    isNode(object) &&
    object.type === 'MetaProperty' &&
    property?.name !== undefined &&
    ['glob', 'globEager'].includes(String(property.name))
  )
}

/** The directory a glob pattern can reach: its part before the first wildcard. */
function globBase(pattern: string): string {
  const wildcard = pattern.search(/[*?{[]/)
  const fixed = wildcard < 0 ? pattern : pattern.slice(0, wildcard)
  return fixed.endsWith('/') || wildcard < 0 ? fixed : fixed.slice(0, fixed.lastIndexOf('/') + 1)
}

function fromNode(node: AstNode, line: number): ModuleReference[] {
  const literal = (kind: ReferenceKind, arg: unknown, form: string): ModuleReference[] => {
    const specifier = staticString(arg)
    return specifier === undefined ? [{ kind: 'computed', specifier, line, form }] : [{ kind, specifier, line }]
  }
  if (DECLARATIONS_WITH_SOURCE.has(node.type) && isNode(node.source)) {
    return literal(node.type === 'ImportDeclaration' ? 'import' : 'export-from', node.source, node.type)
  }
  if (node.type === 'ImportExpression') return literal('dynamic-import', node.source, 'import()')
  if (node.type === 'TSImportType') return literal('import-type', node.source ?? node.argument, "import('...') type")
  if (node.type === 'TSExternalModuleReference') return literal('import-equals', node.expression, 'import = require()')
  if (node.type === 'TSModuleDeclaration' && isNode(node.id) && node.id.type === 'Literal') {
    const name = staticString(node.id)
    // `declare module '*.css'` describes a kind of file; it names no module.
    return name === undefined || name.includes('*') ? [] : [{ kind: 'module-augmentation', specifier: name, line }]
  }
  if (node.type !== 'CallExpression') return []
  const callee = node.callee as { type?: string; name?: string } | undefined
  const args = (node.arguments ?? []) as unknown[]
  if (callee?.type === 'Identifier' && callee.name === 'require') return literal('require', args[0], 'require()')
  if (!isImportMetaGlob(callee)) return []
  const patterns = isNode(args[0]) && args[0].type === 'ArrayExpression' ? (args[0].elements as unknown[]) : [args[0]]
  return patterns.flatMap((pattern): ModuleReference[] => {
    const text = staticString(pattern)
    if (text === undefined) return [{ kind: 'computed', specifier: undefined, line, form: 'import.meta.glob' }]
    return text.startsWith('!') ? [] : [{ kind: 'glob-import', specifier: globBase(text), line }]
  })
}

const REFERENCE_DIRECTIVE = /^[ \t]*\/\/\/[ \t]*<reference[ \t]+(path|types)[ \t]*=[ \t]*["']([^"']+)["']/gm

function referenceDirectives(file: SourceFile): ModuleReference[] {
  return [...file.text.matchAll(REFERENCE_DIRECTIVE)].map((match) => {
    const [, attribute, value = ''] = match
    // `types="x"` names a package; `path="x"` a file, relative even without `./`.
    const specifier = attribute === 'path' && !value.startsWith('.') && !value.startsWith('/') ? `./${value}` : value
    return { kind: 'reference-directive', specifier, line: file.lineOf(match.index) }
  })
}

export function moduleReferences(file: SourceFile): ModuleReference[] {
  const found: ModuleReference[] = referenceDirectives(file)
  const walk = (node: AstNode): void => {
    found.push(...fromNode(node, file.lineOf(node.start)))
    for (const child of childrenOf(node)) walk(child.node)
  }
  walk(file.program)
  return found
}
