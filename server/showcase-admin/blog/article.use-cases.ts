import type { ArticleBody } from '../../../src/contract/showcase-admin/blog'
import { BLOG_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { slugify } from '../../../src/domain/slug'
import { publicationDate } from '../../../src/domain/publication'
import type { AdminActor } from '../../platform/audit/audit.public'
import type { Clock } from '../../platform/shared/clock'
import { type Checked } from '../../platform/shared/versioned-save'
import { rowWrites } from '../../platform/shared/row-writes'
import { invalid } from '../../platform/shared/write-outcome'
import { firstParagraphText, readingMinutes, sanitizeRichText, summarise } from '../../showcase/showcase.public'
import type { ArticleListRequest, ArticleRecord, ArticleStore, ArticleUnit, ArticleValues } from './article-store'

const ENTITY = 'vitrine_article'
const EXCERPT_LENGTH = 300

export type ArticleBulkOutcome = { affected: number }

// The articles of the blog back office (decision 036). The body is sanitised here, on write, with the
// public site's allow-list, so what is stored is what may be shown; the reading time and an empty
// excerpt are derived from it. Every write checks the version it was given and records its audit
// line in its own transaction.
export function articleUseCases(deps: { store: ArticleStore; clock: Clock }) {
  const { store, clock } = deps

  /** Every refusal of the form at once (slug, category, images), or the values to write. */
  async function checked(
    unit: ArticleUnit,
    body: ArticleBody,
    exceptId: number | null,
  ): Promise<Checked<ArticleValues>> {
    const fields: Record<string, string> = {}
    const slug = body.slug || slugify(body.title)
    if (slug === '') fields.slug = M.slugFromTitle
    else if (await unit.slugTaken(slug, exceptId)) fields.slug = M.slugTaken
    if (!(await unit.categoryExists(body.category_id))) fields.category_id = M.categoryUnknown
    const images = [body.cover_id, body.seo_image_id].filter((id): id is number => id !== null)
    const known = await unit.knownImages(images)
    if (body.cover_id !== null && !known.has(body.cover_id)) fields.cover_id = M.coverUnknown
    if (body.seo_image_id !== null && !known.has(body.seo_image_id)) fields.seo_image_id = M.coverUnknown
    if (Object.keys(fields).length > 0) return invalid(fields)
    const bodyHtml = sanitizeRichText(body.body_html)
    const values: ArticleValues = {
      slug,
      title: body.title,
      excerpt: body.excerpt || summarise(firstParagraphText(bodyHtml), EXCERPT_LENGTH),
      bodyHtml,
      readingMinutes: readingMinutes(bodyHtml),
      categoryId: body.category_id,
      coverId: body.cover_id,
      status: body.status,
      // Published without a date: dated now, as job offers are (src/domain/publication.ts).
      publishedAt: publicationDate({
        requested: body.published_at === null ? null : new Date(body.published_at),
        kept: null,
        publishing: body.status === 'published',
        now: clock.now(),
      }),
      seoTitle: body.seo_title,
      seoDescription: body.seo_description,
      seoImageId: body.seo_image_id,
    }
    return { values }
  }

  // Form and bulk alike: the one versioned save (docs/decisions/054-one-versioned-save.md).
  const rows = rowWrites({ ...deps, entity: ENTITY })

  return {
    list: (request: Omit<ArticleListRequest, 'filters'> & { filters: Omit<ArticleListRequest['filters'], 'now'> }) =>
      store.list({ ...request, filters: { ...request.filters, now: clock.now() } }),
    find: (id: number) => store.find(id),
    previewParts: (id: number) => store.previewParts(id),
    ...rows.forms(checked),

    /** Publish (dated now when it had no date) or back to draft; unknown ids are skipped. One transaction. */
    bulk: (actor: AdminActor, ids: readonly number[], action: 'publish' | 'unpublish'): Promise<ArticleBulkOutcome> =>
      store.run(async (unit) => {
        let affected = 0
        for (const id of new Set(ids)) {
          const check = async (_: unknown, before: ArticleRecord) => ({
            values:
              action === 'publish'
                ? { status: 'published' as const, publishedAt: before.publishedAt ?? clock.now() }
                : { status: 'draft' as const },
          })
          if ((await rows.saveIn(unit, actor, id, null, { check, action })).kind === 'saved') affected += 1
        }
        return { affected }
      }),
  }
}
