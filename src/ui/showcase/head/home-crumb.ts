import type { Crumb } from '../../../domain/structured-data'

/**
 * The first crumb of every page's BreadcrumbList. Its own file: the route helpers load the content
 * heads, which must not import them back (docs/decisions/058-no-import-circles.md).
 */
export const HOME: Crumb = { name: 'Accueil', path: '/' }
