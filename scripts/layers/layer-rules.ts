// The layer rule of the architecture guide (docs/decisions/002-layers-and-ports.md) as data.
// A rule forbids imports from files matching `from` to targets matching `to`. Targets are
// repository-relative paths for relative imports and `pkg:<name>` for packages and Node built-ins.

export type LayerRule = {
  readonly name: string
  readonly why: string
  readonly from: RegExp
  readonly fromExcept?: RegExp
  readonly to: RegExp
  readonly toExcept?: RegExp
}

export const LAYER_RULES: readonly LayerRule[] = [
  {
    name: 'domain-is-pure',
    why: 'src/domain imports only itself: no package, no Node built-in, no other layer.',
    from: /^src\/domain\//,
    to: /.*/,
    toExcept: /^src\/domain\//,
  },
  {
    name: 'application-points-inward',
    why: 'use cases and ports know the domain, never adapters, React or the server.',
    from: /^src\/application\//,
    to: /^(src\/infrastructure|src\/ui|server)\/|^pkg:(react|react-dom|@tanstack\/.*)$/,
  },
  {
    name: 'infrastructure-below-ui',
    why: 'adapters implement application ports; they never reach into the UI or the server.',
    from: /^src\/infrastructure\//,
    to: /^(src\/ui|server)\//,
  },
  {
    name: 'ui-uses-adapters-only-in-composition-root',
    why: 'only src/ui/app/ (the composition root) wires adapters; screens call use cases.',
    from: /^src\/ui\//,
    fromExcept: /^src\/ui\/app\//,
    to: /^src\/infrastructure\//,
  },
  {
    name: 'browser-never-imports-server',
    why: 'the server is another runtime; the browser shares only src/domain with it.',
    from: /^src\//,
    to: /^server\//,
  },
  {
    name: 'server-shares-only-the-domain',
    why: 'the server shares business rules through src/domain and nothing else of the browser.',
    from: /^server\//,
    to: /^src\/(application|infrastructure|ui)\//,
  },
]

export function violatedRules(from: string, to: string): LayerRule[] {
  return LAYER_RULES.filter(
    (r) =>
      r.from.test(from) && !(r.fromExcept?.test(from) ?? false) && r.to.test(to) && !(r.toExcept?.test(to) ?? false),
  )
}
