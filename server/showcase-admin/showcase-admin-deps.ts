import type { Hono } from 'hono'
import type { AuditHistory } from '../platform/audit/audit.public'
import type { ShowcaseAdminAuth, ShowcaseAdminEnv } from '../showcase/showcase.public'

/**
 * The showcase back office's API (decision 036): every route under /storefront-api/admin/..., behind the
 * showcase administrators' door. Each feature (media, blog, home, catalogue, jobs, accounts) wires
 * its own routes (server/showcase-admin/showcase-admin.wiring.ts) and the composition mounts them all.
 */
export type ShowcaseAdminDeps = {
  auth: Pick<ShowcaseAdminAuth, 'accessTokens' | 'currentAdmin' | 'secondFactor'>
  auditHistory: AuditHistory
  features: readonly Hono<ShowcaseAdminEnv>[]
}
