import type { AdminRepository } from '../administrators/administrators.public'
import type { SessionDeps } from '../auth/auth.public'
import type { Database } from '../db/database'
import type { Clock } from '../shared/clock'
import { aesGcmSecretCipher } from './secret-cipher'
import { secondFactorKeys } from './second-factor-keys'
import { completeSecondStep, secondFactorGate } from './second-factor-sign-in.use-case'
import { drizzleSecondFactorStore } from './second-factor-store.drizzle'
import { secondFactorUseCases } from './second-factor.use-cases'
import { joseSignInChallenges } from './sign-in-challenge'

// The second factor's adapters and use cases (docs/decisions/063-second-factor.md), for the composition root.
export function wireSecondFactor(input: {
  db: Database
  clock: Clock
  key: string
  sessions: SessionDeps
  admins: AdminRepository
}) {
  const keys = secondFactorKeys(input.key)
  const store = drizzleSecondFactorStore(input.db)
  const challenges = joseSignInChallenges(keys.challengeKey, input.clock)
  const codeDeps = { store, cipher: aesGcmSecretCipher(keys.secretsKey), clock: input.clock }
  return {
    gate: secondFactorGate({ store, challenges }),
    completeSecondStep: completeSecondStep({ ...codeDeps, sessions: input.sessions, admins: input.admins, challenges }),
    useCases: secondFactorUseCases({ ...codeDeps, admins: input.admins }),
    challenges,
  }
}

export type SecondFactorWiring = ReturnType<typeof wireSecondFactor>
