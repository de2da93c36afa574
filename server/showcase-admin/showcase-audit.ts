import type { Context } from 'hono'
import type { AdminActor } from '../platform/audit/audit.public'
import type { ShowcaseAdminEnv } from '../showcase/showcase.public'

/**
 * The audit log is shared by both back offices; the showcase's entities are named `vitrine_*`
 * (vitrine_article, vitrine_media...). Each back office reads only its own entities' history, so a
 * showcase administrator never reads the e-commerce side's records through /admin/audit.
 */
export const SHOWCASE_AUDIT_PREFIX = 'vitrine_'

export const isShowcaseEntity = (entity: string) => entity.startsWith(SHOWCASE_AUDIT_PREFIX)

/** Who writes, for the audit log: the showcase administrator the door let in. */
export function showcaseActor(c: Context<ShowcaseAdminEnv>): AdminActor {
  const admin = c.get('showcaseAdmin')
  return { id: admin.id, login: admin.login }
}
