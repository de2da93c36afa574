import * as v from 'valibot'

const Pair = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()), refresh_token: v.pipe(v.string(), v.nonEmpty()) })

/** `{ access_token, refresh_token }`, read at the top level or under `data` (api-contract: both are served). */
export const TokenPairSchema = v.union([
  Pair,
  v.pipe(
    v.object({ data: Pair }),
    v.transform((body) => body.data),
  ),
])

export type TokenPair = v.InferOutput<typeof TokenPairSchema>
