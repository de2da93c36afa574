import type { AdministratorUseCases } from './administrators.use-case'
import type { CustomerUseCases } from './customers.use-case'
import type { sendPasswordLink } from './password-link.use-case'

// The account use cases of the back office (stores, administrators), wired by server/wiring.
export type BackofficeAccountsDeps = {
  customers: CustomerUseCases
  passwordLink: ReturnType<typeof sendPasswordLink>
  administrators: AdministratorUseCases
}
