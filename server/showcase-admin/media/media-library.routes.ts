import { Hono } from 'hono'
import { SHOWCASE_ADMIN_ENDPOINTS } from '../../../src/contract/showcase-admin/showcase-admin.endpoints'
import { route } from '../../platform/http/contract-routes'
import { listRoute, readRoute, updateRoute } from '../../platform/http/record-routes'
import * as v from 'valibot'
import { MEDIA_SORTS } from '../../../src/contract/showcase-admin/list-sorts'
import {
  MediaBody,
  MediaListQuery,
  MediaUpdateBody,
  type MediaUsageWire,
  type MediaWire,
} from '../../../src/contract/showcase-admin/media'
import { MEDIA_ADMIN_MESSAGES as M } from '../../../src/domain/messages/showcase-admin-messages'
import { listWindow, recordOf, versionParam } from '../../platform/http/admin-write-answer'
import { FieldErrors, fieldMessages } from '../../platform/http/form-body'
import { HttpError, notFound } from '../../platform/http/http-error'
import { parseIdParam } from '../../platform/http/parse-id-param'
import { parseInput } from '../../platform/http/parse-json-body'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import type { MediaListRequest, MediaSort } from './media-library-store'
import { presentMedia, presentUsage } from './media-library.presenter'
import type { mediaLibraryUseCases } from './media-library.use-cases'

// A file part, told by its shape rather than `instanceof File`: the parsed form's File class is the
// runtime's own, which need not be the global one (a test realm such as jsdom replaces the global).
function isFile(value: unknown): value is File {
  if (typeof value !== 'object' || value === null) return false
  const readable = 'arrayBuffer' in value && typeof value.arrayBuffer === 'function'
  return readable && 'name' in value && typeof value.name === 'string'
}

export type MediaLibraryUseCases = ReturnType<typeof mediaLibraryUseCases>

const sortOf = (raw: string | undefined): MediaSort => MEDIA_SORTS.find((sort) => sort === raw) ?? 'created_at'

function listRequest(raw: Record<string, string>): MediaListRequest {
  const query = parseInput(MediaListQuery, raw)
  const window = listWindow({ ...query, _order: query._order ?? (query._sort === undefined ? 'DESC' : 'ASC') })
  return { ...window, sort: sortOf(query._sort), text: query.q || null, kind: query.kind ?? null }
}

// /storefront-api/admin/media (decision 036), behind the showcase administrators' door. The upload is the
// showcase back office's one multipart route (bounded in showcase-admin.app.ts).
export function mediaLibraryRoutes(library: MediaLibraryUseCases) {
  const routes = new Hono<ShowcaseAdminEnv>()
  const E = SHOWCASE_ADMIN_ENDPOINTS.media

  listRoute(routes, E.list, (c) => library.list(listRequest(c.req.query())), presentMedia)
  readRoute(routes, E.read, (id) => library.find(id), presentMedia)
  route(routes, E.usage, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    if ((await library.find(id)) === null) throw notFound()
    return c.json<MediaUsageWire[]>((await library.usage(id)).map(presentUsage))
  })
  route(routes, E.upload, async (c) => {
    const form = await c.req.parseBody().catch(() => null)
    const file = form?.['file']
    const fields = v.safeParse(
      MediaBody,
      { alt: typeof form?.['alt'] === 'string' ? form['alt'] : undefined },
      {
        abortEarly: false,
      },
    )
    // Every field error at once: a missing file and a too long text are told together.
    const errors = fields.success ? {} : fieldMessages(fields.issues)
    const hasFile = isFile(file) && file.size > 0
    if (!hasFile || !fields.success) throw new FieldErrors(hasFile ? errors : { ...errors, file: M.fileRequired })
    const bytes = new Uint8Array(await file.arrayBuffer())
    const outcome = await library.upload(showcaseActor(c), { bytes, fileName: file.name, alt: fields.output.alt })
    if (outcome.kind === 'unacceptable') {
      // 413 and 415 are the upload's own refusals; an unreadable file is a 422 on the file field.
      if (outcome.refusal.status === 422) throw new FieldErrors({ file: outcome.refusal.message })
      throw new HttpError(outcome.refusal.status, outcome.refusal.message)
    }
    return c.json<MediaWire>(presentMedia(recordOf(outcome)), 201)
  })
  updateRoute(
    routes,
    E.update,
    MediaUpdateBody,
    (c, id, body) => library.updateAlt(showcaseActor(c), id, body.alt, body.version),
    presentMedia,
  )
  route(routes, E.delete, async (c) => {
    const id = parseIdParam(c.req.param('id'))
    recordOf(await library.remove(showcaseActor(c), id, versionParam(c)))
    return c.json({ message: M.deleted })
  })
  return routes
}
