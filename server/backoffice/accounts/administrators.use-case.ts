import type { AdministratorBody, AdministratorUpdateBody } from '../../../src/contract/backoffice/administrators'
import {
  ACCOUNT_ADMIN_MESSAGES as M,
  alreadyTaken,
  BACKOFFICE_MESSAGES as B,
} from '../../../src/domain/messages/backoffice-messages'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { Clock } from '../../platform/shared/clock'
import { presentAdministrator as snapshot } from './administrator.presenter'
import { invalid, missing, refused, saved, stale, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
import type {
  AdministratorListRequest,
  AdministratorRecord,
  AdministratorStore,
  AdministratorValues,
} from './administrator-store'

export const ADMINISTRATOR_ENTITY = 'administrator'
const loginTaken = () => invalid({ login: alreadyTaken('Ce login') })

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

// The administrators' screen (issue 8, super administrators only). The active super administrators'
// rows are locked before any check, so two requests cannot each remove "the other" last one.
export function administratorUseCases(deps: { store: AdministratorStore; passwords: PasswordHasher; clock: Clock }) {
  const { store, clock } = deps

  return {
    list: (request: AdministratorListRequest) => store.list(request),
    batch: (request: AdministratorListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    async create(actor: AdminActor, body: AdministratorBody): Promise<WriteOutcome<AdministratorRecord>> {
      // Hashed before the transaction: argon2 takes its time on purpose, the row locks must not.
      const passwordHash = await deps.passwords.hash(body.password)
      return store.run(async (unit) => {
        if (await unit.loginTaken(body.login, null)) return loginTaken()
        const record = await unit.insert({ ...valuesOf(body), passwordHash }, clock.now())
        await unit.audit({
          actor,
          entity: ADMINISTRATOR_ENTITY,
          entityId: record.id,
          action: 'create',
          before: null,
          after: snapshot(record),
        })
        return saved(record)
      })
    },

    async update(
      actor: AdminActor,
      id: number,
      body: AdministratorUpdateBody,
    ): Promise<WriteOutcome<AdministratorRecord>> {
      const passwordHash = body.password === null ? null : await deps.passwords.hash(body.password)
      const values = valuesOf(body)
      return store.run(async (unit) => {
        const supers = await unit.lockActiveSuperAdmins()
        const before = await unit.lock(id)
        if (before === null) return missing
        if (before.version !== body.version) return stale
        if (id === actor.id && !values.active) return refused(M.cannotDeactivateSelf)
        if (removesLastSuperAdmin(supers, id, values)) return refused(B.lastSuperAdmin)
        if (await unit.loginTaken(values.login, id)) return loginTaken()
        const now = clock.now()
        const after = await unit.update(id, body.version, { ...values, passwordHash }, now)
        if (after === null) return stale
        // A deactivated account, or one whose password someone else replaced, keeps no session.
        const othersPassword = passwordHash !== null && id !== actor.id
        if ((before.active && !after.active) || othersPassword) await unit.revokeSessions(id, now)
        const action = passwordHash === null ? 'update' : 'update-password'
        await unit.audit({
          actor,
          entity: ADMINISTRATOR_ENTITY,
          entityId: id,
          action,
          before: snapshot(before),
          after: snapshot(after),
        })
        return saved(after)
      })
    },

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<AdministratorRecord>> =>
      store.run(async (unit) => {
        const supers = await unit.lockActiveSuperAdmins()
        const before = await unit.lock(id)
        if (before === null) return missing
        if (version !== null && before.version !== version) return stale
        if (id === actor.id) return refused(B.cannotDeleteSelf)
        if (removesLastSuperAdmin(supers, id, null)) return refused(B.lastSuperAdmin)
        await unit.revokeSessions(id, clock.now())
        await unit.remove(id)
        await unit.audit({
          actor,
          entity: ADMINISTRATOR_ENTITY,
          entityId: id,
          action: 'delete',
          before: snapshot(before),
          after: null,
        })
        return saved(before)
      }),
  }
}

export type AdministratorUseCases = ReturnType<typeof administratorUseCases>
