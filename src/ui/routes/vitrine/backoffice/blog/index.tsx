import { createFileRoute } from '@tanstack/react-router'
import { backofficeHead } from '../../../../kit/backoffice/page-head'
import { ArticleListPage } from '../../../../showcase-admin/blog/article-list-page'
import { articleListSearch } from '../../../../showcase-admin/blog/article-search'

export const Route = createFileRoute('/vitrine/backoffice/blog/')({
  validateSearch: articleListSearch,
  head: backofficeHead('Blog'),
  component: ArticleListPage,
})
