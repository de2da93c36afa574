import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ARTICLES, BLOG_CATEGORIES } from '../../../contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES } from '../../../domain/messages/showcase-admin-messages'
import { BackofficePage } from '../../kit/backoffice/backoffice-layout'
import { HistoryPanel } from '../../kit/backoffice/history-panel'
import { RecordForm } from '../../kit/backoffice/record-form'
import { useRouteRecord } from '../../kit/backoffice/use-route-record'
import { useRunUseCase } from '../../kit/hooks/use-run-use-case'
import { resourceListQuery } from '../../kit/backoffice/resource.queries'
import { ARTICLE_LABELS, articleFields, articleValues, categoryChoices, EMPTY_ARTICLE } from './article-fields'
import { ALL_CATEGORIES } from './article-search'
import { StateBadge } from './article-list-page'

// Writing and editing an article (spec §2 `blog`): the rich-text editor, the cover, the publication
// (draft, published, or scheduled by a date to come) and the SEO group; the update page also links to
// the preview and shows the article's history.

const BLOG_CRUMB = { label: 'Blog', to: '/vitrine/backoffice/blog' } as const
const LIST = '/vitrine/backoffice/blog'

function useCategoryChoices() {
  const runUseCase = useRunUseCase()
  const { data } = useSuspenseQuery(resourceListQuery(runUseCase, BLOG_CATEGORIES, ALL_CATEGORIES))
  return categoryChoices(data.rows)
}

export function ArticleCreatePage() {
  const categories = useCategoryChoices()
  return (
    <BackofficePage title="Écrire un article" trail={[BLOG_CRUMB]}>
      <RecordForm
        resource={ARTICLES}
        listPath={LIST}
        record={null}
        createLabel="Créer l’article"
        fields={articleFields(categories)}
        initialValues={EMPTY_ARTICLE}
      />
    </BackofficePage>
  )
}

const updateRoute = getRouteApi('/vitrine/backoffice/blog/update/$id')

export function ArticleUpdatePage() {
  const { id, record: article } = useRouteRecord(updateRoute, ARTICLES)
  const categories = useCategoryChoices()
  return (
    <BackofficePage
      title={`Modifier l’article ${article.title}`}
      trail={[BLOG_CRUMB]}
      actions={
        <>
          <StateBadge state={article.state} />{' '}
          <Link to="/vitrine/backoffice/blog/preview/$id" params={{ id: String(article.id) }}>
            {BLOG_ADMIN_MESSAGES.preview}
          </Link>
        </>
      }
    >
      <RecordForm
        resource={ARTICLES}
        listPath={LIST}
        record={article}
        fields={articleFields(categories)}
        initialValues={articleValues(article)}
      />
      <HistoryPanel resource={ARTICLES} id={article.id} labels={ARTICLE_LABELS} />
    </BackofficePage>
  )
}
