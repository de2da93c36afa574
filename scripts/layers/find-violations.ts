// Runs every rule over the files of src/ and server/ of a tree: the layer allow-lists, the browser
// globals, the server's inner rules and no import circles. Callable on any root, so the tests run it on
// fixtures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { globalUses } from './global-access'
import { fileIndex, importCircles, type ImportEdge } from './import-circles'
import { allowListText, CHECKED_FOLDERS, inFolder, layerOf, layerRefusal, type Layer } from './layer-rules'
import { moduleReferences, type ModuleReference } from './module-references'
import { readAliases, type Alias } from './path-aliases'
import { resolveTarget } from './resolve-target'
import { isMisplacedServerFile, SERVER_FILE_PLACEMENT, serverImportRefusals } from './server-rules'
import { parseSource, SOURCE_EXTENSIONS, type SourceFile } from './source-file'

export type Violation = {
  readonly file: string
  readonly line: number
  readonly rule: string
  /** What this file does: `imports '../x' (src/x)`, `uses fetch`. */
  readonly detail: string
  /** The rule in one sentence, so that the report says what to do. */
  readonly why: string
}

export type LayerReport = { readonly files: number; readonly references: number; readonly violations: Violation[] }

/** Where the browser may touch the network and storage: adapters and the composition root. */
export const GLOBALS_ALLOWED_IN = ['src/infrastructure', 'src/ui/app']
const GLOBALS_WHY =
  'fetch, storage and cookies are reached only by adapters (src/infrastructure/**) ' +
  'and the composition root (src/ui/app/**); elsewhere they come in through a port.'

const PackageJsonSchema = v.object({ dependencies: v.optional(v.record(v.string(), v.string())) })

function declaredDependencies(root: string): Set<string> {
  const file = join(root, 'package.json')
  if (!existsSync(file)) return new Set()
  return new Set(Object.keys(v.parse(PackageJsonSchema, JSON.parse(readFileSync(file, 'utf8'))).dependencies ?? {}))
}

function sourceFiles(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return []
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`
    if (name === 'node_modules') return []
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path)
    return SOURCE_EXTENSIONS.test(name) ? [path] : []
  })
}

type Context = { readonly root: string; readonly aliases: readonly Alias[]; readonly declared: ReadonlySet<string> }

export const IMPORT_CIRCLE_WHY =
  'no file reaches itself through imports, type-only ones included: move what ' +
  'both sides need into a file of its own or into the lower layer (docs/decisions/058-no-import-circles.md).'

function referenceViolations(
  ctx: Context,
  file: SourceFile,
  layer: Layer,
  ref: ModuleReference,
  edges: ImportEdge[],
): Violation[] {
  const at = { file: file.path, line: ref.line }
  if (ref.kind === 'computed') {
    return [
      {
        ...at,
        rule: 'static-specifier',
        detail: `${ref.form} with a computed path`,
        why: 'the check must read every dependency, so imports name their module with a literal string.',
      },
    ]
  }
  const target = resolveTarget(ctx.root, file.path, ref.specifier, ctx.aliases)
  // A glob names a folder, not one file: it draws no edge of the import graph.
  if (target.kind === 'path' && ref.kind !== 'glob-import') {
    edges.push({ from: file.path, to: target.path, line: ref.line })
  }
  const shown = target.kind === 'path' ? ` (${target.path || '.'})` : ''
  const detail = `${ref.kind} '${ref.specifier}'${shown}`
  const refusal = layerRefusal(layer, target, ctx.declared)
  const found: Violation[] =
    refusal === undefined
      ? []
      : [{ ...at, rule: `${layer.name}-allow-list`, detail: `${detail}: ${refusal}`, why: `${allowListText(layer)}.` }]
  for (const broken of serverImportRefusals(file.path, target)) found.push({ ...at, ...broken, detail })
  return found
}

type FileResult = { references: number; violations: Violation[]; edges: ImportEdge[] }

function fileViolations(ctx: Context, path: string): FileResult {
  const layer = layerOf(path)
  if (layer === undefined) {
    const why = `every file of ${CHECKED_FOLDERS.join(', ')} belongs to a layer of scripts/layers/layer-rules.ts.`
    const violation = { file: path, line: 1, rule: 'file-outside-layers', detail: 'in no layer', why }
    return { references: 0, violations: [violation], edges: [] }
  }
  let file: SourceFile
  try {
    file = parseSource(ctx.root, path)
  } catch (error) {
    const detail = `does not parse: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
    const violation = { file: path, line: 1, rule: 'parsable', detail, why: 'an unread file is unchecked.' }
    return { references: 0, violations: [violation], edges: [] }
  }
  const references = moduleReferences(file)
  const edges: ImportEdge[] = []
  const violations = references.flatMap((ref) => referenceViolations(ctx, file, layer, ref, edges))
  if (!GLOBALS_ALLOWED_IN.some((folder) => inFolder(path, folder))) {
    for (const use of globalUses(file.program, file.lineOf)) {
      const detail = `uses ${use.name}`
      violations.push({ file: path, line: use.line, rule: 'browser-globals', detail, why: GLOBALS_WHY })
    }
  }
  if (isMisplacedServerFile(path)) {
    violations.push({ file: path, line: 1, ...SERVER_FILE_PLACEMENT, detail: 'top-level file' })
  }
  return { references: references.length, violations, edges }
}

// The edges name targets as resolve-target.ts does (no extension, maybe a folder): those that lead
// to a checked file make the graph.
function circleViolations(files: readonly string[], results: readonly FileResult[]): Violation[] {
  const fileOf = fileIndex(files)
  const edges = results
    .flatMap((result) => result.edges)
    .flatMap((edge) => {
      const to = fileOf(edge.to)
      return to === undefined ? [] : [{ ...edge, to }]
    })
  return importCircles(edges).map((found) => ({
    file: found.file,
    line: found.line,
    rule: 'import-circle',
    detail: `in a circle of ${found.size} file(s): ${found.circle.join(' -> ')}`,
    why: IMPORT_CIRCLE_WHY,
  }))
}

export function findViolations(root: string): LayerReport {
  const ctx: Context = { root, aliases: readAliases(root), declared: declaredDependencies(root) }
  const files = CHECKED_FOLDERS.flatMap((dir) => sourceFiles(root, dir))
  const results = files.map((path) => fileViolations(ctx, path))
  const violations = [...results.flatMap((result) => result.violations), ...circleViolations(files, results)].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  )
  return { files: files.length, references: results.reduce((sum, r) => sum + r.references, 0), violations }
}

export const formatViolation = (v: Violation): string =>
  `${v.file}:${v.line} [${v.rule}] ${v.detail}\n    why: ${v.why}`
