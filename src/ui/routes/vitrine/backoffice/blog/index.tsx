import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../backoffice-kit/page-head'
import { ArticleListPage } from '../../../../screens/storefront-admin/blog/article-list-page'
import { articleListSearch } from '../../../../screens/storefront-admin/blog/article-search'

export const Route = createFileRoute('/vitrine/backoffice/blog/')({
  validateSearch: articleListSearch,
  head: backofficeHead('Blog'),
  component: ArticleListPage,
})
