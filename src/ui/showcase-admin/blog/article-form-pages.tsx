import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { BLOG_CATEGORIES } from '../../../contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES } from '../../../domain/messages/showcase-admin-messages'
import { recordPages, type RecordPageComponents } from '../../kit/backoffice/record-pages'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import {
  ARTICLE_LABELS,
  ARTICLE_SCREEN,
  articleFields,
  articleValues,
  categoryChoices,
  EMPTY_ARTICLE,
} from './article-fields'
import { ALL_CATEGORIES } from './article-search'
import { StateBadge } from './article-list-page'

// Writing and editing an article (spec §2 `blog`): the rich-text editor, the cover, the publication
// (draft, published, or scheduled by a date to come) and the SEO group; the update page also links to
// the preview and shows the article's history.

function useCategoryChoices() {
  const runUseCase = useRunUseCase()
  const { data } = useSuspenseQuery(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES))
  return categoryChoices(data.rows)
}

function useArticleForm() {
  return { fields: articleFields(useCategoryChoices()) }
}

const PAGES: RecordPageComponents = recordPages(getRouteApi('/vitrine/backoffice/blog/update/$id'), {
  screen: ARTICLE_SCREEN,
  updateActions: (article) => (
    <>
      <StateBadge state={article.state} />{' '}
      <Link to="/vitrine/backoffice/blog/preview/$id" params={{ id: String(article.id) }}>
        {BLOG_ADMIN_MESSAGES.preview}
      </Link>
    </>
  ),
  useForm: useArticleForm,
  emptyValues: EMPTY_ARTICLE,
  values: articleValues,
  // Its snapshots hold every field: an earlier version can be loaded back (decision 069).
  history: { labels: ARTICLE_LABELS, restore: true },
})

export const ArticleCreatePage = PAGES.CreatePage
export const ArticleUpdatePage = PAGES.UpdatePage
