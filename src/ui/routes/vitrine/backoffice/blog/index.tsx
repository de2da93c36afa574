import { createFileRoute } from '@tanstack/react-router'
import { ArticleListPage } from '../../../../showcase-admin/blog/article-list-page'
import { articleListSearch } from '../../../../showcase-admin/blog/article-search'
import { backofficeHead } from '../../../../showcase-admin/routing/route-head'

export const Route = createFileRoute('/vitrine/backoffice/blog/')({
  validateSearch: articleListSearch,
  head: backofficeHead('Blog'),
  component: ArticleListPage,
})
