import type { AdministratorBody, AdministratorUpdateBody } from '../../../src/contract/backoffice/administrators'
import {
  ACCOUNT_ADMIN_MESSAGES as M,
  alreadyTaken,
  BACKOFFICE_MESSAGES as B,
} from '../../../src/domain/messages/backoffice-messages'
import type { PasswordHasher } from '../../platform/auth/auth.public'
import type { Clock } from '../../platform/shared/clock'
import { presentAdministrator as snapshot } from './administrator.presenter'
import { createAudited, removeVersioned, saveVersioned } from '../../platform/shared/versioned-save'
import { invalid, refused, type AdminActor, type WriteOutcome } from '../../platform/shared/write-outcome'
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

// The administrators' screen (super administrators only, decision 033). The active super administrators'
// rows are locked before any check, so two requests cannot each remove "the other" last one. Writes
// go through the one versioned save (docs/decisions/054-one-versioned-save.md).
export function administratorUseCases(deps: { store: AdministratorStore; passwords: PasswordHasher; clock: Clock }) {
  const { store, clock } = deps

  return {
    list: (request: AdministratorListRequest) => store.list(request),
    batch: (request: AdministratorListRequest) => store.batch(request),
    find: (id: number) => store.find(id),

    async create(actor: AdminActor, body: AdministratorBody): Promise<WriteOutcome<AdministratorRecord>> {
      // Hashed before the transaction: argon2 takes its time on purpose, the row locks must not.
      const passwordHash = await deps.passwords.hash(body.password)
      return store.run((unit) =>
        createAudited(unit, {
          actor,
          entity: ADMINISTRATOR_ENTITY,
          snapshot,
          check: async () => ((await unit.loginTaken(body.login, null)) ? loginTaken() : { values: valuesOf(body) }),
          insert: (values) => unit.insert({ ...values, passwordHash }, clock.now()),
        }),
      )
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
        return saveVersioned(unit, {
          actor,
          entity: ADMINISTRATOR_ENTITY,
          snapshot,
          id,
          version: body.version,
          lock: () => unit.lock(id),
          check: async () => {
            if (id === actor.id && !values.active) return refused(M.cannotDeactivateSelf)
            if (removesLastSuperAdmin(supers, id, values)) return refused(B.lastSuperAdmin)
            if (await unit.loginTaken(values.login, id)) return loginTaken()
            return { values: { ...values, passwordHash } }
          },
          write: async (changes, before) => {
            const now = clock.now()
            const after = await unit.update(id, body.version, changes, now)
            if (after === null) return null
            // A deactivated account, or one whose password someone else replaced, keeps no session.
            const othersPassword = passwordHash !== null && id !== actor.id
            if ((before.active && !after.active) || othersPassword) await unit.revokeSessions(id, now)
            return after
          },
          action: passwordHash === null ? 'update' : 'update-password',
        })
      })
    },

    remove: (actor: AdminActor, id: number, version: number | null): Promise<WriteOutcome<AdministratorRecord>> =>
      store.run(async (unit) => {
        const supers = await unit.lockActiveSuperAdmins()
        return removeVersioned(unit, {
          actor,
          entity: ADMINISTRATOR_ENTITY,
          snapshot,
          id,
          version,
          lock: () => unit.lock(id),
          check: async () => {
            if (id === actor.id) return refused(B.cannotDeleteSelf)
            if (removesLastSuperAdmin(supers, id, null)) return refused(B.lastSuperAdmin)
            return null
          },
          remove: async () => {
            await unit.revokeSessions(id, clock.now())
            await unit.remove(id)
          },
        })
      }),
  }
}

export type AdministratorUseCases = ReturnType<typeof administratorUseCases>
