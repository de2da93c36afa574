import * as v from 'valibot'

export const DEVELOPMENT_JWT_SECRET = 'ecrin-development-only-jwt-secret-never-use-in-production'
const MIN_JWT_SECRET_LENGTH = 32
const DEFAULT_PORT = 3000

export type ServerConfig = {
  port: number
  dataDir: string
  databaseUrl: string | null
  nodeEnv: string
  isProduction: boolean
  jwtSecret: string
  publicUrl: string
  corsOrigins: string[]
  webDistDir: string
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] }

// An empty variable (PORT= in a .env file) means "not set", not "set to nothing".
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim())),
)

const EnvSchema = v.object({
  PORT: v.pipe(
    optionalText,
    v.transform((value) => (value === undefined ? DEFAULT_PORT : Number(value))),
    v.number(),
    v.integer('PORT doit être un entier / PORT must be an integer.'),
    v.minValue(1, 'PORT doit être compris entre 1 et 65535 / PORT must be between 1 and 65535.'),
    v.maxValue(65535, 'PORT doit être compris entre 1 et 65535 / PORT must be between 1 and 65535.'),
  ),
  DATA_DIR: optionalText,
  DATABASE_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'DATABASE_URL doit commencer par postgres:// / DATABASE_URL must start with postgres://.',
    ),
  ),
  NODE_ENV: optionalText,
  JWT_SECRET: optionalText,
  PUBLIC_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || URL.canParse(value),
      'PUBLIC_URL doit être une URL absolue / PUBLIC_URL must be an absolute URL.',
    ),
  ),
  CORS_ORIGINS: optionalText,
  WEB_DIST_DIR: optionalText,
})

type Env = Record<string, string | undefined>

export function loadConfig(env: Env): ConfigResult {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) }
  const values = parsed.output
  const port = values.PORT ?? DEFAULT_PORT
  const isProduction = values.NODE_ENV === 'production'
  const secret = checkJwtSecret(values.JWT_SECRET, isProduction)
  if (!secret.ok) return { ok: false, problems: [secret.problem] }
  return {
    ok: true,
    config: {
      port,
      dataDir: values.DATA_DIR ?? './data',
      databaseUrl: values.DATABASE_URL ?? null,
      nodeEnv: values.NODE_ENV ?? 'development',
      isProduction,
      jwtSecret: secret.value,
      publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      corsOrigins: parseOrigins(values.CORS_ORIGINS),
      webDistDir: values.WEB_DIST_DIR ?? 'dist/web',
    },
  }
}

function checkJwtSecret(
  secret: string | undefined,
  isProduction: boolean,
): { ok: true; value: string } | { ok: false; problem: string } {
  if (secret === undefined) {
    if (!isProduction) return { ok: true, value: DEVELOPMENT_JWT_SECRET }
    return {
      ok: false,
      problem:
        'JWT_SECRET est obligatoire en production (au moins 32 caractères) / JWT_SECRET is required in production (at least 32 characters).',
    }
  }
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    return {
      ok: false,
      problem: `JWT_SECRET doit contenir au moins ${MIN_JWT_SECRET_LENGTH} caractères / JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`,
    }
  }
  if (isProduction && secret === DEVELOPMENT_JWT_SECRET) {
    return {
      ok: false,
      problem:
        'JWT_SECRET ne peut pas être le secret de développement en production / JWT_SECRET cannot be the development secret in production.',
    }
  }
  return { ok: true, value: secret }
}

function parseOrigins(list: string | undefined): string[] {
  if (list === undefined) return []
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '')
}
