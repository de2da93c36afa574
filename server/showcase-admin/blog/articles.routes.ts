import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { readRoute, recordRoutes } from '../../platform/http/record-routes'
import * as v from 'valibot'
import { BulkBody, type BulkResultWire } from '../../../src/contract/backoffice/backoffice-shapes'
import {
  ArticleBody,
  ArticleBulkAction,
  ArticleListQuery,
  ArticleUpdateBody,
} from '../../../src/contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { listWindow } from '../../platform/http/admin-write-answer'
import { FieldErrors, parseFormBody } from '../../platform/http/form-body'
import { parseInput } from '../../platform/http/parse-json-body'
import type { Clock } from '../../platform/shared/clock'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import { presentArticleAdmin, presentArticlePreview } from './article.presenter'
import type { articleUseCases } from './article.use-cases'

export type ArticleUseCases = ReturnType<typeof articleUseCases>

function listRequest(raw: Record<string, string>) {
  const query = parseInput(ArticleListQuery, raw)
  const window = listWindow({ ...query, _order: query._order ?? (query._sort === undefined ? 'DESC' : 'ASC') })
  return {
    ...window,
    sort: query._sort ?? 'updated_at',
    filters: { text: query.q || null, state: query.state ?? null, categoryId: query.category_id ?? null },
  }
}

// /storefront-api/admin/articles (decision 036), behind the showcase administrators' door.
export function articleRoutes(articles: ArticleUseCases, clock: Clock) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.articles
  const present = (record: Parameters<typeof presentArticleAdmin>[0]) => presentArticleAdmin(record, clock.now())

  route(routes, E.bulk, async (c) => {
    const body = await parseFormBody(c, BulkBody)
    const action = v.safeParse(ArticleBulkAction, body.action)
    if (!action.success) throw new FieldErrors({ action: M.bulkActionUnknown })
    const { affected } = await articles.bulk(showcaseActor(c), body.ids, action.output)
    const message = action.output === 'publish' ? M.bulkPublished(affected) : M.bulkUnpublished(affected)
    return c.json<BulkResultWire>({ message, affected })
  })
  readRoute(routes, E.preview, (id) => articles.previewParts(id), presentArticlePreview)
  recordRoutes(routes, E, articles, {
    actor: showcaseActor,
    present: present,
    body: ArticleBody,
    updateBody: ArticleUpdateBody,
    list: (c) => articles.list(listRequest(c.req.query())),
  })
  return routes
}
