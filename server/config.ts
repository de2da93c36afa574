import * as v from 'valibot'
import { isProxyEntry } from './platform/http/client-address'
import { developmentSecondFactorKey } from './platform/second-factor/second-factor.public'
import { loadStorageConfig, type S3Settings } from './platform/storage/storage.public'

export const DEVELOPMENT_JWT_SECRET = 'ecrin-development-only-jwt-secret-never-use-in-production'
// The external shop verifies the e-commerce link with this key: it must not be able to sign portal
// tokens, so it never shares JWT_SECRET (docs/decisions/021-ecommerce-link-key.md).
export const DEVELOPMENT_ECOMMERCE_LINK_SECRET = 'ecrin-development-only-ecommerce-link-secret-not-for-production'
const MIN_SECRET_LENGTH = 32
const DEFAULT_PORT = 3000

export type ServerConfig = {
  port: number
  dataDir: string
  databaseUrl: string | null
  nodeEnv: string
  isProduction: boolean
  jwtSecret: string
  ecommerceLinkSecret: string
  // Encrypts the administrators' TOTP secrets and signs their sign-in challenges (decision 063).
  secondFactorKey: string
  publicUrl: string
  corsOrigins: string[]
  trustedProxies: string[]
  webDistDir: string
  // Outgoing mail: without SMTP_URL messages stay in the outbox and their links are logged.
  smtpUrl: string | null
  mailFrom: string | null
  // Showcase: the company's main site (Organization sameAs) and who receives the forms.
  mainSiteUrl: string | null
  contactEmail: string
  jobsEmail: string
  // Origin of the analytics script (VITE_ANALYTICS_SCRIPT_URL of the build): allowed by the CSP.
  analyticsOrigin: string | null
  // Files in an S3-compatible object store (decision 038), or null for the local disk (DATA_DIR/uploads).
  s3: S3Settings | null
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
  ECOMMERCE_LINK_SECRET: optionalText,
  SECOND_FACTOR_KEY: optionalText,
  // The build reads VITE_ANALYTICS_SCRIPT_URL; the server accepts the same name or its own.
  ANALYTICS_SCRIPT_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || URL.canParse(value),
      'ANALYTICS_SCRIPT_URL doit être une URL absolue / ANALYTICS_SCRIPT_URL must be an absolute URL.',
    ),
  ),
  VITE_ANALYTICS_SCRIPT_URL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || URL.canParse(value),
      'VITE_ANALYTICS_SCRIPT_URL doit être une URL absolue / VITE_ANALYTICS_SCRIPT_URL must be an absolute URL.',
    ),
  ),
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
  // Reverse proxies in front of the server, comma-separated addresses or CIDR blocks (decision 029).
  TRUSTED_PROXIES: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || parseList(value).every(isProxyEntry),
      'TRUSTED_PROXIES doit lister des adresses IP ou des blocs CIDR séparés par des virgules / ' +
        'TRUSTED_PROXIES must list IP addresses or CIDR blocks separated by commas.',
    ),
  ),
  CONTACT_EMAIL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || isEmail(value),
      'CONTACT_EMAIL doit être une adresse e-mail / CONTACT_EMAIL must be an email address.',
    ),
  ),
  JOBS_EMAIL: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || isEmail(value),
      'JOBS_EMAIL doit être une adresse e-mail / JOBS_EMAIL must be an email address.',
    ),
  ),
})

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

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
  const secret = checkSecret('JWT_SECRET', values.JWT_SECRET, DEVELOPMENT_JWT_SECRET, isProduction)
  const linkSecret = checkSecret(
    'ECOMMERCE_LINK_SECRET',
    values.ECOMMERCE_LINK_SECRET,
    DEVELOPMENT_ECOMMERCE_LINK_SECRET,
    isProduction,
  )
  // Outside production, derived from JWT_SECRET (decision 063).
  const factorDefault = developmentSecondFactorKey(secret.ok ? secret.value : DEVELOPMENT_JWT_SECRET)
  const factorKey = checkSecret('SECOND_FACTOR_KEY', values.SECOND_FACTOR_KEY, factorDefault, isProduction)
  const problems = [secret, linkSecret, factorKey].flatMap((checked) => (checked.ok ? [] : [checked.problem]))
  const storage = loadStorageConfig(env)
  if (!storage.ok) problems.push(...storage.problems)
  if (secret.ok && linkSecret.ok && secret.value === linkSecret.value) {
    problems.push(
      'ECOMMERCE_LINK_SECRET doit être différent de JWT_SECRET / ECOMMERCE_LINK_SECRET must differ from JWT_SECRET.',
    )
  }
  if (secret.ok && factorKey.ok && secret.value === factorKey.value)
    problems.push(
      'SECOND_FACTOR_KEY doit être différent de JWT_SECRET / SECOND_FACTOR_KEY must differ from JWT_SECRET.',
    )
  if (!secret.ok || !linkSecret.ok || !factorKey.ok || !storage.ok || problems.length > 0)
    return { ok: false, problems }
  const analyticsUrl = values.ANALYTICS_SCRIPT_URL ?? values.VITE_ANALYTICS_SCRIPT_URL
  return {
    ok: true,
    config: {
      port,
      dataDir: values.DATA_DIR ?? './data',
      databaseUrl: values.DATABASE_URL ?? null,
      nodeEnv: values.NODE_ENV ?? 'development',
      isProduction,
      jwtSecret: secret.value,
      ecommerceLinkSecret: linkSecret.value,
      secondFactorKey: factorKey.value,
      publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
      corsOrigins: parseOrigins(values.CORS_ORIGINS),
      trustedProxies: parseList(values.TRUSTED_PROXIES),
      webDistDir: values.WEB_DIST_DIR ?? 'dist/web',
      smtpUrl: values.SMTP_URL ?? null,
      mailFrom: values.MAIL_FROM ?? null,
      mainSiteUrl: values.MAIN_SITE_URL === undefined ? null : values.MAIN_SITE_URL.replace(/\/+$/, ''),
      contactEmail: values.CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
      jobsEmail: values.JOBS_EMAIL ?? DEFAULT_JOBS_EMAIL,
      analyticsOrigin: analyticsUrl === undefined ? null : new URL(analyticsUrl).origin,
      s3: storage.s3,
    },
  }
}

// JWT_SECRET, ECOMMERCE_LINK_SECRET, SECOND_FACTOR_KEY: a development default, required and not it in production.
function checkSecret(
  name: string,
  secret: string | undefined,
  developmentValue: string,
  isProduction: boolean,
): { ok: true; value: string } | { ok: false; problem: string } {
  if (secret === undefined) {
    if (!isProduction) return { ok: true, value: developmentValue }
    return {
      ok: false,
      problem:
        `${name} est obligatoire en production (au moins 32 caractères) / ` +
        `${name} is required in production (at least 32 characters).`,
    }
  }
  if (secret.length < MIN_SECRET_LENGTH) {
    return {
      ok: false,
      problem:
        `${name} doit contenir au moins ${MIN_SECRET_LENGTH} caractères / ` +
        `${name} must be at least ${MIN_SECRET_LENGTH} characters long.`,
    }
  }
  if (isProduction && secret === developmentValue) {
    return {
      ok: false,
      problem:
        `${name} ne peut pas être le secret de développement en production / ` +
        `${name} cannot be the development secret in production.`,
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
