import * as v from 'valibot'
import type { S3Settings } from './file-storage.s3'

const S3_NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const text = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
)

const S3Env = v.object({
  S3_ENDPOINT: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^https?:\/\//.test(value),
      'S3_ENDPOINT doit être une URL http(s) / S3_ENDPOINT must be an http(s) URL.',
    ),
  ),
  S3_BUCKET: v.pipe(
    text,
    v.check(
      (value) => value === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
      'S3_BUCKET doit être un nom de bucket valide / S3_BUCKET must be a valid bucket name.',
    ),
  ),
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
})

export type StorageConfig = { ok: true; s3: S3Settings | null } | { ok: false; problems: string[] }

// The object store is all or nothing: with only some S3_* variables the server would quietly write to
// its own disk while its peers read a bucket, so a partial setting stops the start with the names missing.
export function loadStorageConfig(env: Record<string, string | undefined>): StorageConfig {
  const parsed = v.safeParse(S3Env, env)
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) }
  const values = parsed.output
  const missing = S3_NAMES.filter((name) => values[name] === undefined)
  if (missing.length === S3_NAMES.length) return { ok: true, s3: null }
  if (missing.length > 0) {
    const names = missing.join(', ')
    return {
      ok: false,
      problems: [`Stockage S3 incomplet, il manque : ${names} / Incomplete S3 storage, missing: ${names}.`],
    }
  }
  return {
    ok: true,
    s3: {
      endpoint: values.S3_ENDPOINT ?? '',
      bucket: values.S3_BUCKET ?? '',
      region: values.S3_REGION ?? 'us-east-1',
      accessKeyId: values.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: values.S3_SECRET_ACCESS_KEY ?? '',
    },
  }
}
