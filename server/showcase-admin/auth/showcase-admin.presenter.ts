import type { ShowcaseAdminWire } from '../../../src/contract/showcase-admin/auth'
import type { AdminAccount } from '../../platform/administrators/administrators.public'

// Spec §3 "Storefront SSO admin": the portal's administrator id is the storefront's `sso_id`.
export function presentShowcaseAdmin(admin: AdminAccount): ShowcaseAdminWire {
  return {
    sso_id: admin.id,
    login: admin.login,
    email: admin.email,
    created_at: admin.createdAt.toISOString(),
    updated_at: admin.updatedAt.toISOString(),
  }
}
