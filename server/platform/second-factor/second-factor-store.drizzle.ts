import { and, count, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.public'
import type { Database, Transaction } from '../db/database'
import { refreshTokens } from '../db/schema'
import {
  adminRecoveryCodes,
  adminSecondFactors,
  securitySettings,
  usedSecondFactorChallenges,
} from '../db/schema-second-factor'
import type { SecondFactorEvent, SecondFactorStore } from './second-factor-store'

// The second factor's rows (docs/decisions/063-second-factor.md). Every check-and-set is one statement
// (a conditional UPDATE or an INSERT ... ON CONFLICT), so racing requests cannot both use one code.

const audit = (tx: Database | Transaction, event: SecondFactorEvent) =>
  recordAudit(tx, {
    actor: event.actor,
    entity: event.subject.entity,
    entityId: event.subject.id,
    action: event.action,
    before: null,
    after: event.details ?? null,
  })

// Every session the administrator may hold: the back office's, the SSO step's and the showcase's.
const ADMIN_AUDIENCES = ['admin', 'sso', 'storefront-admin'] as const

async function insertCodes(tx: Transaction, adminId: number, codeHashes: readonly string[]) {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId))
  await tx.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })))
}

export function drizzleSecondFactorStore(db: Database): SecondFactorStore {
  return {
    async find(adminId) {
      const [row] = await db
        .select({
          encryptedSecret: adminSecondFactors.encryptedSecret,
          enabledAt: adminSecondFactors.enabledAt,
          lastUsedStep: adminSecondFactors.lastUsedStep,
        })
        .from(adminSecondFactors)
        .where(eq(adminSecondFactors.adminId, adminId))
      return row ?? null
    },
    async savePending(adminId, encryptedSecret, now) {
      const saved = await db
        .insert(adminSecondFactors)
        .values({ adminId, encryptedSecret, updatedAt: now })
        .onConflictDoUpdate({
          target: adminSecondFactors.adminId,
          set: { encryptedSecret, lastUsedStep: null, updatedAt: now },
          setWhere: isNull(adminSecondFactors.enabledAt),
        })
        .returning({ adminId: adminSecondFactors.adminId })
      return saved.length > 0
    },
    async useStep(adminId, step, now) {
      const used = await db
        .update(adminSecondFactors)
        .set({ lastUsedStep: step, updatedAt: now })
        .where(and(eq(adminSecondFactors.adminId, adminId), laterStep(step), isNotNull(adminSecondFactors.enabledAt)))
        .returning({ adminId: adminSecondFactors.adminId })
      return used.length > 0
    },
    enable: (adminId, step, codeHashes, event, now) =>
      db.transaction(async (tx) => {
        const enabled = await tx
          .update(adminSecondFactors)
          .set({ enabledAt: now, lastUsedStep: step, updatedAt: now })
          .where(and(eq(adminSecondFactors.adminId, adminId), isNull(adminSecondFactors.enabledAt), laterStep(step)))
          .returning({ adminId: adminSecondFactors.adminId })
        if (enabled.length === 0) return false
        await insertCodes(tx, adminId, codeHashes)
        await audit(tx, event)
        return true
      }),
    replaceRecoveryCodes: (adminId, codeHashes, event) =>
      db.transaction(async (tx) => {
        await insertCodes(tx, adminId, codeHashes)
        await audit(tx, event)
      }),
    useRecoveryCode: (adminId, codeHash, event, now) =>
      db.transaction(async (tx) => {
        const used = await tx
          .update(adminRecoveryCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(adminRecoveryCodes.adminId, adminId),
              eq(adminRecoveryCodes.codeHash, codeHash),
              isNull(adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: adminRecoveryCodes.id })
        if (used.length === 0) return false
        await audit(tx, event)
        return true
      }),
    async recoveryCodesLeft(adminId) {
      const [row] = await db
        .select({ left: count() })
        .from(adminRecoveryCodes)
        .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)))
      return row?.left ?? 0
    },
    reset: (adminId, event, now) =>
      db.transaction(async (tx) => {
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId))
        await tx.delete(adminSecondFactors).where(eq(adminSecondFactors.adminId, adminId))
        await tx
          .update(refreshTokens)
          .set({ revokedAt: now, replayPair: null })
          .where(
            and(
              inArray(refreshTokens.audience, ADMIN_AUDIENCES),
              eq(refreshTokens.subjectId, adminId),
              isNull(refreshTokens.revokedAt),
            ),
          )
        await audit(tx, event)
      }),
    async consumeChallenge(challengeId, expiresAt, now) {
      await db.delete(usedSecondFactorChallenges).where(lt(usedSecondFactorChallenges.expiresAt, now))
      const consumed = await db
        .insert(usedSecondFactorChallenges)
        .values({ challengeId, expiresAt })
        .onConflictDoNothing()
        .returning({ challengeId: usedSecondFactorChallenges.challengeId })
      return consumed.length > 0
    },
    async readPolicy() {
      const [row] = await db.select({ policy: securitySettings.secondFactorPolicy }).from(securitySettings)
      return row?.policy ?? 'off'
    },
    savePolicy: (policy, event, now) =>
      db.transaction(async (tx) => {
        await tx
          .insert(securitySettings)
          .values({ id: 1, secondFactorPolicy: policy, updatedAt: now })
          .onConflictDoUpdate({ target: securitySettings.id, set: { secondFactorPolicy: policy, updatedAt: now } })
        await audit(tx, event)
      }),
    record: (event) => audit(db, event),
  }
}

const laterStep = (step: number) =>
  or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step))
