import { Hono } from 'hono'
import * as v from 'valibot'
import { BulkBody, type BulkResultWire } from '../../../src/contract/backoffice/backoffice-shapes'
import {
  ArticleBody,
  ArticleBulkAction,
  ArticleListQuery,
  ArticleUpdateBody,
  type ArticleAdminWire,
} from '../../../src/contract/showcase-admin/blog'
import type { ArticleWire } from '../../../src/contract/showcase/blog'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { FieldErrors, parseFormBody } from '../../platform/http/form-body'
import { notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
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

// /storefront-api/admin/articles (issue 9), behind the showcase administrators' door.
export function articleRoutes(articles: ArticleUseCases, clock: Clock) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const path = '/admin/articles'
  const present = (record: Parameters<typeof presentArticleAdmin>[0]) => presentArticleAdmin(record, clock.now())

  routes.get(path, async (c) => {
    const page = await articles.list(listRequest(c.req.query()))
    c.header('x-total-count', String(page.total))
    return c.json<ArticleAdminWire[]>(page.items.map(present))
  })
  routes.post(`${path}/bulk`, async (c) => {
    const body = await parseFormBody(c, BulkBody)
    const action = v.safeParse(ArticleBulkAction, body.action)
    if (!action.success) throw new FieldErrors({ action: M.bulkActionUnknown })
    const { affected } = await articles.bulk(showcaseActor(c), body.ids, action.output)
    const message = action.output === 'publish' ? M.bulkPublished(affected) : M.bulkUnpublished(affected)
    return c.json<BulkResultWire>({ message, affected })
  })
  routes.get(`${path}/:id/preview`, async (c) => {
    const parts = await articles.previewParts(parseIdParam(c.req.param('id')))
    if (parts === null) throw notFound()
    return c.json<ArticleWire>(presentArticlePreview(parts))
  })
  routes.get(`${path}/:id`, async (c) => {
    const article = await articles.find(parseIdParam(c.req.param('id')))
    if (article === null) throw notFound()
    return c.json<ArticleAdminWire>(present(article))
  })
  routes.post(path, async (c) => {
    const body = await parseFormBody(c, ArticleBody)
    return c.json<ArticleAdminWire>(present(recordOf(await articles.create(showcaseActor(c), body))), 201)
  })
  routes.put(`${path}/:id`, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    const body = await parseFormBody(c, ArticleUpdateBody)
    return c.json<ArticleAdminWire>(present(recordOf(await articles.update(showcaseActor(c), id, body))))
  })
  routes.delete(`${path}/:id`, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await articles.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: BACKOFFICE_MESSAGES.deleted })
  })
  return routes
}
