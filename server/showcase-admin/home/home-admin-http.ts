import type { Context } from 'hono'
import { AdminListQuery } from '../../../src/contract/backoffice/backoffice-shapes'
import { OrderBody } from '../../../src/contract/showcase-admin/home-fields'
import { BACKOFFICE_MESSAGES } from '../../../src/domain/messages/backoffice-messages'
import { listWindow, recordOf } from '../../platform/http/admin-write-answer'
import { parseFormBody } from '../../platform/http/form-body'
import { parseInput } from '../../platform/http/parse-json-body'
import type { AdminActor, ListWindow, WriteOutcome } from '../../platform/shared/write-outcome'
import { showcaseActor } from '../showcase-admin.public'
import type { ShowcaseAdminEnv } from '../../showcase/showcase.public'
import type { Placement } from './ordering'

// The HTTP side shared by the home blocks', partners' and catalogues' routes.

export type ShowcaseContext = Context<ShowcaseAdminEnv>

export const actorOf = (c: ShowcaseContext): AdminActor => showcaseActor(c)

export function listRequest(c: ShowcaseContext): ListWindow & { text: string | null } {
  const query = parseInput(AdminListQuery, c.req.query())
  return { ...listWindow(query), text: query.q || null }
}

/** PUT <path>/order: the new order of ALL the records, or the refusal's sentence (409). */
export async function orderAnswer(
  c: ShowcaseContext,
  reorder: (actor: AdminActor, ids: readonly number[]) => Promise<WriteOutcome<Placement[]>>,
) {
  const body = await parseFormBody(c, OrderBody)
  recordOf(await reorder(actorOf(c), body.ids))
  return c.json({ message: BACKOFFICE_MESSAGES.saved })
}
