import { SecurityPage } from '../../backoffice/security/security-page'

// /vitrine/backoffice/securite: the showcase administrator's own second factor, with their storefront
// session (decision 063); the policy is set in the e-commerce back office.
export function ShowcaseAdminSecurityPage() {
  return <SecurityPage area="showcase-admin" />
}
