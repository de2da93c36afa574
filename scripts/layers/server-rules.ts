// The server's inner rules (docs/decisions/016-server-feature-folders.md): routes never touch drizzle
// adapters, use cases never touch Hono, and a feature reaches another only through its public file.
import { inFolder } from './layer-rules'
import type { Target } from './resolve-target'

export type ServerRule = { readonly rule: string; readonly why: string }

const KERNEL_FOLDERS = ['server/platform/db', 'server/platform/http', 'server/platform/shared']
const KERNEL_FILES = ['server/config']
const COMPOSITION_FOLDERS = ['server/platform/wiring', 'server/seed', 'server/platform/startup']
const COMPOSITION_FILES = ['server/main', 'server/app', 'server/app-dependencies']
/** The first level of server/: each surface, and what they share (decision 052). */
export const SERVER_ZONES = ['portal', 'backoffice', 'showcase', 'showcase-admin', 'platform']

export const ROUTE_WITHOUT_DRIZZLE: ServerRule = {
  rule: 'route-without-drizzle',
  why:
    'a route (*.routes.ts, *.app.ts) validates, calls a use case and maps the result; ' +
    'it never imports a *.drizzle.ts adapter.',
}
export const USE_CASE_WITHOUT_HONO: ServerRule = {
  rule: 'use-case-without-hono',
  why: 'a use case (*.use-case.ts, *.use-cases.ts) knows nothing of HTTP: it never imports hono or @hono/*.',
}
export const FEATURE_BOUNDARY: ServerRule = {
  rule: 'feature-boundary',
  why:
    'a feature imports its own files, the shared kernel (server/platform/{db,http,shared}, server/config.ts) ' +
    'and another feature S/B only through server/S/B/B.public.ts; the kernel imports features only through that file.',
}
export const SERVER_FILE_PLACEMENT: ServerRule = {
  rule: 'server-file-placement',
  why:
    'a file directly under server/ is the kernel (config.ts) or the composition (main.ts, app.ts, ' +
    'app-dependencies.ts), one directly under a surface is its composition; anything else belongs in ' +
    'server/<surface or platform>/<feature>/.',
}

type Zone =
  | { readonly kind: 'kernel' | 'composition' | 'loose' | 'face' }
  | { readonly kind: 'feature'; readonly feature: string }

const withoutExtension = (path: string) => path.replace(/\.(d\.ts|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '')

function zoneOf(extensionless: string): Zone | undefined {
  if (!inFolder(extensionless, 'server') || extensionless === 'server') return undefined
  if (KERNEL_FILES.includes(extensionless) || KERNEL_FOLDERS.some((f) => inFolder(extensionless, f))) {
    return { kind: 'kernel' }
  }
  if (COMPOSITION_FILES.includes(extensionless) || COMPOSITION_FOLDERS.some((f) => inFolder(extensionless, f))) {
    return { kind: 'composition' }
  }
  const [, zone, second, ...rest] = extensionless.split('/')
  if (zone === undefined || second === undefined || !SERVER_ZONES.includes(zone)) return { kind: 'loose' }
  // A file directly in a surface's folder is that surface's composition: its app, wiring and deps.
  if (rest.length === 0) {
    if (zone === 'platform') return { kind: 'loose' }
    // A surface's face (its deps' type, what it lends other surfaces) gathers its features' public parts
    // and is open to every feature.
    return second === `${zone}.public` || second === `${zone}-deps` ? { kind: 'face' } : { kind: 'composition' }
  }
  return { kind: 'feature', feature: `${zone}/${second}` }
}

const isPublicFileOf = (path: string, feature: string) =>
  path === `server/${feature}/${feature.slice(feature.indexOf('/') + 1)}.public`

function crossesFeatureBoundary(from: Zone, to: Zone, toPath: string): boolean {
  if (from.kind === 'composition' || from.kind === 'loose' || from.kind === 'face') return false
  if (to.kind === 'kernel' || to.kind === 'face') return false
  if (to.kind !== 'feature') return true
  if (from.kind === 'feature' && from.feature === to.feature) return false
  return !isPublicFileOf(toPath, to.feature)
}

/** The inner rules that one import of a server file breaks. */
export function serverImportRefusals(fromFile: string, target: Target): ServerRule[] {
  const from = zoneOf(withoutExtension(fromFile))
  if (from === undefined) return []
  const name = fromFile.slice(fromFile.lastIndexOf('/') + 1)
  const broken: ServerRule[] = []
  if (/\.(routes|app)\.[mc]?[jt]sx?$/.test(name) && target.kind === 'path' && target.path.endsWith('.drizzle')) {
    broken.push(ROUTE_WITHOUT_DRIZZLE)
  }
  const isHono = target.kind === 'package' && (target.name === 'hono' || target.name.startsWith('@hono/'))
  if (/\.use-cases?\.[mc]?[jt]sx?$/.test(name) && isHono) broken.push(USE_CASE_WITHOUT_HONO)
  const to = target.kind === 'path' ? zoneOf(target.path) : undefined
  if (to !== undefined && target.kind === 'path' && crossesFeatureBoundary(from, to, target.path)) {
    broken.push(FEATURE_BOUNDARY)
  }
  return broken
}

/** A file of server/ that sits in no feature, kernel or composition. */
export function isMisplacedServerFile(file: string): boolean {
  return zoneOf(withoutExtension(file))?.kind === 'loose'
}
