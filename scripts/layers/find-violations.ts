// Runs every rule over the files of src/ and server/ of a tree: the layer allow-lists, the browser
// globals and the server's inner rules. Callable on any root, so the tests run it on fixtures.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { globalUses } from './global-access'
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
const GLOBALS_WHY = 'fetch, storage and cookies are reached only by adapters (src/infrastructure/**) ' +
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

function referenceViolations(ctx: Context, file: SourceFile, layer: Layer, ref: ModuleReference): Violation[] {
  const at = { file: file.path, line: ref.line }
  if (ref.kind === 'computed') {
    return [{ ...at, rule: 'static-specifier', detail: `${ref.form} with a computed path`,
      why: 'the check must read every dependency, so imports name their module with a literal string.' }]
  }
  const target = resolveTarget(ctx.root, file.path, ref.specifier, ctx.aliases)
  const shown = target.kind === 'path' ? ` (${target.path || '.'})` : ''
  const detail = `${ref.kind} '${ref.specifier}'${shown}`
  const refusal = layerRefusal(layer, target, ctx.declared)
  const found: Violation[] = refusal === undefined
    ? []
    : [{ ...at, rule: `${layer.name}-allow-list`, detail: `${detail}: ${refusal}`, why: `${allowListText(layer)}.` }]
  for (const broken of serverImportRefusals(file.path, target)) found.push({ ...at, ...broken, detail })
  return found
}

function fileViolations(ctx: Context, path: string): { references: number; violations: Violation[] } {
  const layer = layerOf(path)
  if (layer === undefined) {
    const why = `every file of ${CHECKED_FOLDERS.join(', ')} belongs to a layer of scripts/layers/layer-rules.ts.`
    const violation = { file: path, line: 1, rule: 'file-outside-layers', detail: 'in no layer', why }
    return { references: 0, violations: [violation] }
  }
  let file: SourceFile
  try {
    file = parseSource(ctx.root, path)
  } catch (error) {
    const detail = `does not parse: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
    const violation = { file: path, line: 1, rule: 'parsable', detail, why: 'an unread file is unchecked.' }
    return { references: 0, violations: [violation] }
  }
  const references = moduleReferences(file)
  const violations = references.flatMap((ref) => referenceViolations(ctx, file, layer, ref))
  if (!GLOBALS_ALLOWED_IN.some((folder) => inFolder(path, folder))) {
    for (const use of globalUses(file.program, file.lineOf)) {
      const detail = `uses ${use.name}`
      violations.push({ file: path, line: use.line, rule: 'browser-globals', detail, why: GLOBALS_WHY })
    }
  }
  if (isMisplacedServerFile(path)) {
    violations.push({ file: path, line: 1, ...SERVER_FILE_PLACEMENT, detail: 'top-level file' })
  }
  return { references: references.length, violations }
}

export function findViolations(root: string): LayerReport {
  const ctx: Context = { root, aliases: readAliases(root), declared: declaredDependencies(root) }
  const files = CHECKED_FOLDERS.flatMap((dir) => sourceFiles(root, dir))
  const results = files.map((path) => fileViolations(ctx, path))
  const violations = results
    .flatMap((result) => result.violations)
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
  return { files: files.length, references: results.reduce((sum, r) => sum + r.references, 0), violations }
}

export const formatViolation = (v: Violation): string =>
  `${v.file}:${v.line} [${v.rule}] ${v.detail}\n    why: ${v.why}`
