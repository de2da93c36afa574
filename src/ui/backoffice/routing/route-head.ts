// What this surface's route definitions use outside their split chunks (head, search, guards): modules
// the public pages' entry already carries. Route files import only their surface (decision 052).
export { backofficeHead } from '../../kit/backoffice/page-head'
export { rawLoginSearch } from '../../app/router/raw-login-search'
