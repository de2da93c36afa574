import { lazyRouteComponent } from '@tanstack/react-router'

/**
 * The errorComponent of the showcase back office's record routes, shared: each route names this one
 * lazy component instead of carrying its own split copy, which keeps the route definitions (in the entry
 * chunk that the public pages load) small (e2e/budget.spec.ts).
 */
export const showcaseRecordLoadError = lazyRouteComponent(
  () => import('../screens/storefront-admin/record-load-error'),
  'ShowcaseRecordLoadError',
)
