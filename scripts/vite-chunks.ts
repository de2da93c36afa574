// How the browser bundle is cut into chunks (docs/decisions/037-chunks-and-the-home-budget.md). The public
// home page must download under 120 KB of gzipped JavaScript (e2e/budget.spec.ts) while the route tree,
// which the entry carries, names some sixty back-office routes.

const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'scheduler', 'use-sync-external-store', 'valibot'].concat(
  ['react-router', 'router-core', 'history', 'react-store', 'store'].map((name) => `@tanstack/${name}`),
)

// The few modules of ours that route definitions use (search schemas, document titles), and the tiny
// contract modules every public page reads through (the endpoint helper, the shapes the layout shares).
const ROUTE_DEFINITION_MODULES = new RegExp(
  '/src/(contract/wire-primitives|contract/endpoint|contract/showcase/shared-shapes|contract/[\\w-]+/list-sorts|' +
    'ui/kit/backoffice/(page-head|list-search))\\.ts$',
)

// The small parts the public pages share (each with its CSS module), which would otherwise be eight tiny chunks.
const PUBLIC_SHARED_FILES = [
  'ui/showcase/components/product-card',
  'ui/showcase/components/rich-text',
  'ui/showcase/components/responsive-image',
  'ui/showcase/components/buttons',
  'ui/showcase/consent/consent-provider',
  'ui/showcase/showcase-context',
  'ui/showcase/layout/skip-link',
  'ui/kit/forms/use-hydrated',
  'domain/page-images',
  'application/showcase/consent.use-case',
]

const inPackage = (id: string, name: string) => id.includes(`/node_modules/${name}/`)
const isPublicShared = (id: string) =>
  PUBLIC_SHARED_FILES.some(
    (file) =>
      id.endsWith(`/src/${file}.ts`) || id.endsWith(`/src/${file}.tsx`) || id.endsWith(`/src/${file}.module.css`),
  )

// A module of one back office that only its pages load: a split part of one of its routes (the layout's
// included), or one of its screens other than what the entry or a public page imports (search schemas,
// the login page, what its route definitions read).
function backOfficeModule(routes: string, screens: string) {
  return (id: string) =>
    ((id.includes(`/src/ui/${routes}/`) || id.includes(`/src/ui/${routes}.tsx`)) && id.includes('tsr-split')) ||
    (id.includes(`/src/ui/${screens}/`) && !/-search\.ts$|login-page\.tsx$|routing\/route-(head|guards)\.ts$/.test(id))
}

export const chunkGroups = {
  groups: [
    // What every page needs in one chunk rather than a dozen small ones, which compress worse one by one.
    {
      name: 'framework',
      test: (id: string) =>
        FRAMEWORK_PACKAGES.some((name) => inPackage(id, name)) ||
        ROUTE_DEFINITION_MODULES.test(id) ||
        id.includes('vite/preload-helper'),
    },
    { name: 'public-shared', test: isPublicShared },
    // The application's ports (a few Context tags each), which the runtime and the use cases both import:
    // apart, each would be a chunk of about 120 bytes named in the entry's table of chunks.
    { name: 'ports', test: (id: string) => /\/src\/application\/[\w-]+\/ports\//.test(id) },
    // The contract's tables and shapes past the route definitions: the browser's runtime declares every
    // endpoint (decision 053), so it and the screens both import them. Apart they would be two dozen small
    // chunks, each named in the entry's table; split between two chunks they would import each other, which
    // ES modules evaluate in an order that leaves one side undefined (seen: the guards never ran).
    {
      name: 'api-contract',
      // With the stock's rules and sentences, which only its shapes and signed-in screens read (decision 077).
      test: (id: string) =>
        /\/src\/contract\/(backoffice|showcase-admin|portal)\/(?!list-sorts)/.test(id) ||
        id.endsWith('/src/domain/brand-stock.ts'),
    },
    // The kit both back offices share (its CSS merged into one file), but for its lazy editor.
    {
      name: 'backoffice-kit',
      test: (id: string) =>
        id.includes('/src/ui/kit/backoffice/') && !/rich-text-editor|page-head|list-search/.test(id),
    },
    // Each back office in one chunk: every lazy route import of it names the same file, so the entry's
    // table of chunks stays short.
    { name: 'vitrine-backoffice', test: backOfficeModule('routes/vitrine/backoffice', 'showcase-admin') },
    // With the domain's modules only its screens read (a proof's age, the stock's forecast sentences): left apart,
    // each made its route a chunk of its own whose name the entry's table and the /admin preload list carried.
    {
      name: 'ecommerce-backoffice',
      test: (id: string) =>
        backOfficeModule('routes/backoffice', 'backoffice')(id) ||
        /\/src\/domain\/(proof-age|stock-forecast)\.ts$/.test(id),
    },
  ],
  includeDependenciesRecursively: false,
}

const BACK_OFFICE_CHUNK = /(^|\/)(vitrine|ecommerce)-backoffice-[^/]*\.js$/
// The portal's pages behind its login (/account/*, /panier), named so by `chunkFileNames` below.
const SIGNED_IN_PORTAL_CHUNK = /(^|\/)portal-account-[^/]*\.js$/
const SIGNED_IN_PORTAL_ROUTE = /\/src\/ui\/routes\/(account|panier)[/.]/

/**
 * A back office's chunk, or a page of the portal behind its login, is not preloaded with its JavaScript
 * dependencies from the public pages' entry: they load when an administrator or a shop opens it, and the entry
 * does not carry their lists (each was some 25 chunk numbers, about 0.25 KB of the home page's budget per route).
 */
export function backOfficePreloads(file: string, deps: string[], context: { hostType: 'html' | 'js' }) {
  const signedIn = BACK_OFFICE_CHUNK.test(file) || SIGNED_IN_PORTAL_CHUNK.test(file)
  return context.hostType === 'js' && signedIn ? [] : deps
}

// A back-office route whose page the bundler leaves in a chunk of its own (seen: /backoffice/bat, /backoffice/stock)
// rather than in its back office's chunk: named as that chunk, so that the entry carries no preload list for it.
const BACK_OFFICE_ROUTE = /\/src\/ui\/routes\/(vitrine\/backoffice|backoffice)[/.]/

/** Chunk names: the portal's signed-in pages and the back offices' carry a prefix `backOfficePreloads` knows. */
export function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? ''
  if (SIGNED_IN_PORTAL_ROUTE.test(id)) return 'assets/portal-account-[name]-[hash].js'
  const backOffice = BACK_OFFICE_ROUTE.exec(id)
  if (backOffice !== null)
    return `assets/${backOffice[1] === 'backoffice' ? 'ecommerce' : 'vitrine'}-backoffice-[name]-[hash].js`
  return 'assets/[name]-[hash].js'
}
