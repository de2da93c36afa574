import type { CategoryNode, Partner } from '../../../application/showcase/showcase-content'
import type { RouterContext } from '../../app/router/router-context'

/** What the public layout shows on every page: the category tree (menus) and the partners (footer). */
export type LayoutData = { readonly categories: readonly CategoryNode[]; readonly partners: readonly Partner[] }

/** Loaded with the page's own content; an unavailable list only leaves its menu or strip empty. */
export async function loadLayoutData({ showcase }: Pick<RouterContext, 'showcase'>): Promise<LayoutData> {
  const [categories, partners] = await Promise.all([
    showcase.reader.categories().catch(() => []),
    showcase.reader.partners().catch(() => []),
  ])
  return { categories, partners }
}
