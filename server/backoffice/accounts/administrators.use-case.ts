import type { AdministratorBody, AdministratorUpdateBody } from '../../../src/contract/backoffice/administrators'
import { ACCOUNT_ADMIN_MESSAGES as M, BACKOFFICE_MESSAGES as B } from '../../../src/domain/messages/backoffice-messages'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { Clock } from '../../platform/shared/clock'
import { presentAdministrator as snapshot } from './administrator.presenter'
import { accountWrites } from '../../platform/shared/account-writes'
import { refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type {
  AdministratorListRequest,
  AdministratorRecord,
  AdministratorStore,
  AdministratorUnit,
  AdministratorValues,
} from './administrator-store'

export const ADMINISTRATOR_ENTITY = 'administrator'

const valuesOf = (body: AdministratorBody | AdministratorUpdateBody): AdministratorValues => ({
  login: body.login,
  email: body.email,
  role: body.role,
  active: body.active,
})

const keepsSuperAdminRights = (values: { role: string; active: boolean }) =>
  values.role === 'super_admin' && values.active

// Would this change leave no active super administrator? `supers` are the active ones, locked.
const removesLastSuperAdmin = (
  supers: readonly number[],
  target: number,
  after: { role: string; active: boolean } | null,
) => supers.includes(target) && (after === null || !keepsSuperAdminRights(after)) && supers.every((id) => id === target)

// The administrators' screen (super administrators only, decision 033): the active super administrators
// are the accounts that must not all go (server/platform/shared/account-writes.ts).
export function administratorUseCases(deps: { store: AdministratorStore; passwords: PasswordHasher; clock: Clock }) {
  const { store } = deps
  const accounts = accountWrites<AdministratorRecord, AdministratorValues, AdministratorUnit>({
    ...deps,
    entity: ADMINISTRATOR_ENTITY,
    snapshot,
    guarded: (unit) => unit.lockActiveSuperAdmins(),
    updateRefusal: (supers, id, values, actor) => {
      if (id === actor.id && !values.active) return refused(M.cannotDeactivateSelf)
      return removesLastSuperAdmin(supers, id, values) ? refused(B.lastSuperAdmin) : null
    },
    removeRefusal: (supers, id, actor) => {
      if (id === actor.id) return refused(B.cannotDeleteSelf)
      return removesLastSuperAdmin(supers, id, null) ? refused(B.lastSuperAdmin) : null
    },
  })

  return {
    list: (request: AdministratorListRequest) => store.list(request),
    batch: (request: AdministratorListRequest) => store.batch(request),
    find: (id: number) => store.find(id),
    create: (actor: AdminActor, body: AdministratorBody): Promise<WriteOutcome<AdministratorRecord>> =>
      accounts.create(actor, body.password, valuesOf(body)),
    update: (
      actor: AdminActor,
      id: number,
      body: AdministratorUpdateBody,
    ): Promise<WriteOutcome<AdministratorRecord>> => accounts.update(actor, id, body, valuesOf(body)),
    remove: accounts.remove,
  }
}

export type AdministratorUseCases = ReturnType<typeof administratorUseCases>
