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
  // Outgoing mail: without SMTP_URL messages stay in the outbox and their links are logged.
  smtpUrl: string | null
  mailFrom: string | null
  // Showcase (issue 4): the company's main site (Organization sameAs) and who receives the forms.
  mainSiteUrl: string | null
  contactEmail: string
  jobsEmail: string
}

export const DEFAULT_CONTACT_EMAIL = 'contact@ecrin-emballages.fr'
export const DEFAULT_JOBS_EMAIL = 'recrutement@ecrin-emballages.fr'

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
  SMTP_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || /^smtps?:\/\//.test(value),
      'SMTP_URL doit commencer par smtp:// ou smtps:// / SMTP_URL must start with smtp:// or smtps://.',
    ),
  ),
  MAIL_FROM: optionalText,
  MAIN_SITE_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || URL.canParse(value),
      'MAIN_SITE_URL doit être une URL absolue / MAIN_SITE_URL must be an absolute URL.',
    ),
  ),
  CONTACT_EMAIL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || isEmail(value), 'CONTACT_EMAIL doit être une adresse e-mail / CONTACT_EMAIL must be an email address.'),
  ),
  JOBS_EMAIL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || isEmail(value), 'JOBS_EMAIL doit être une adresse e-mail / JOBS_EMAIL must be an email address.'),
  ),
})

function isEmail(value: string): boolean {
  return v.is(v.pipe(v.string(), v.email()), value)
}

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
      smtpUrl: values.SMTP_URL ?? null,
      mailFrom: values.MAIL_FROM ?? null,
      mainSiteUrl: values.MAIN_SITE_URL === undefined ? null : values.MAIN_SITE_URL.replace(/\/+$/, ''),
      contactEmail: values.CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
      jobsEmail: values.JOBS_EMAIL ?? DEFAULT_JOBS_EMAIL,
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
