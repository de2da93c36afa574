import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import { refreshTokens } from '../db/schema'

/**
 * Whether a session (a refresh family) is alive, as a condition for a statement that checks it itself
 * (docs/decisions/050-portal-throughput.md): the rule of `isFamilyAlive` (decision 026), a family with a
 * token not revoked. `familyId` is a uuid placeholder or parameter.
 */
export const sessionAliveSql = (familyId: SQL | Placeholder): SQL =>
  sql`exists (select 1 from ${refreshTokens}
    where ${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is null)`
