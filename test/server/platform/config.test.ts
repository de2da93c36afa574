import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_ECOMMERCE_LINK_SECRET, DEVELOPMENT_JWT_SECRET, loadConfig } from '../../../server/config'
import { developmentSecondFactorKey } from '../../../server/platform/second-factor/second-factor.public'

const STRONG_SECRET = 'un-secret-de-production-long-de-plus-de-32-caracteres'
const LINK_SECRET = 'un-autre-secret-pour-le-lien-boutique-de-32-caracteres'
const FACTOR_KEY = 'une-cle-pour-la-double-authentification-de-32-caracteres'

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const result = loadConfig({})
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        dataDir: './data',
        databaseUrl: null,
        nodeEnv: 'development',
        isProduction: false,
        jwtSecret: DEVELOPMENT_JWT_SECRET,
        ecommerceLinkSecret: DEVELOPMENT_ECOMMERCE_LINK_SECRET,
        secondFactorKey: developmentSecondFactorKey(DEVELOPMENT_JWT_SECRET),
        publicUrl: 'http://localhost:3000',
        corsOrigins: [],
        trustedProxies: [],
        webDistDir: 'dist/web',
        smtpUrl: null,
        mailFrom: null,
        mainSiteUrl: null,
        contactEmail: 'contact@ecrin-emballages.fr',
        jobsEmail: 'recrutement@ecrin-emballages.fr',
        analyticsOrigin: null,
        s3: null,
      },
    })
  })

  it('reads every variable', () => {
    const result = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/ecrin',
      DATABASE_URL: 'postgres://ecrin@db:5432/ecrin',
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      ECOMMERCE_LINK_SECRET: LINK_SECRET,
      SECOND_FACTOR_KEY: FACTOR_KEY,
      VITE_ANALYTICS_SCRIPT_URL: 'https://mesure.exemple.fr/script.js?site=ecrin',
      PUBLIC_URL: 'https://www.ecrin.fr/',
      CORS_ORIGINS: 'https://a.ecrin.fr, https://b.ecrin.fr/ ,',
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 ,::1',
      WEB_DIST_DIR: '/srv/web',
      SMTP_URL: 'smtp://courrier:secret@smtp.ecrin.fr:587',
      MAIL_FROM: 'Écrin <contact@ecrin.fr>',
      MAIN_SITE_URL: 'https://www.ecrin-emballages.fr/',
      CONTACT_EMAIL: 'devis@ecrin.fr',
      JOBS_EMAIL: 'rh@ecrin.fr',
    })
    expect(result).toEqual({
      ok: true,
      config: {
        port: 8080,
        dataDir: '/var/lib/ecrin',
        databaseUrl: 'postgres://ecrin@db:5432/ecrin',
        nodeEnv: 'production',
        isProduction: true,
        jwtSecret: STRONG_SECRET,
        ecommerceLinkSecret: LINK_SECRET,
        secondFactorKey: FACTOR_KEY,
        publicUrl: 'https://www.ecrin.fr',
        corsOrigins: ['https://a.ecrin.fr', 'https://b.ecrin.fr'],
        trustedProxies: ['127.0.0.1', '10.0.0.0/8', '::1'],
        webDistDir: '/srv/web',
        smtpUrl: 'smtp://courrier:secret@smtp.ecrin.fr:587',
        mailFrom: 'Écrin <contact@ecrin.fr>',
        mainSiteUrl: 'https://www.ecrin-emballages.fr',
        contactEmail: 'devis@ecrin.fr',
        jobsEmail: 'rh@ecrin.fr',
        analyticsOrigin: 'https://mesure.exemple.fr',
        s3: null,
      },
    })
  })

  it('selects the object store when every S3 variable is set (decision 038)', () => {
    const result = loadConfig({
      S3_ENDPOINT: 'https://s3.fr-par.scw.cloud/',
      S3_BUCKET: 'ecrin-fichiers',
      S3_ACCESS_KEY_ID: 'SCW123',
      S3_SECRET_ACCESS_KEY: 'secret-de-test',
    })
    expect(result.ok && result.config.s3).toEqual({
      endpoint: 'https://s3.fr-par.scw.cloud/',
      bucket: 'ecrin-fichiers',
      region: 'us-east-1',
      accessKeyId: 'SCW123',
      secretAccessKey: 'secret-de-test',
    })
  })

  it('refuses to start with only some S3 variables, naming the missing ones', () => {
    const result = loadConfig({ S3_ENDPOINT: 'https://s3.exemple.fr', S3_BUCKET: 'ecrin' })
    expect(result).toEqual({
      ok: false,
      problems: [
        'Stockage S3 incomplet, il manque : S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY / ' +
          'Incomplete S3 storage, missing: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
      ],
    })
  })

  it.each([
    [{ S3_ENDPOINT: 'ftp://s3.exemple.fr' }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'Nom Invalide' }, /S3_BUCKET/],
  ])('refuses a malformed S3 setting %j', (env, message) => {
    const result = loadConfig(env)
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.problems.join('\n')).toMatch(message)
  })

  it('refuses a TRUSTED_PROXIES entry that is no address or CIDR block', () => {
    const result = loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.interne' })
    expect(result).toEqual({
      ok: false,
      problems: [
        'TRUSTED_PROXIES doit lister des adresses IP ou des blocs CIDR séparés par des virgules / ' +
          'TRUSTED_PROXIES must list IP addresses or CIDR blocks separated by commas.',
      ],
    })
  })

  it('refuses an SMTP_URL that is not an smtp:// address', () => {
    const result = loadConfig({ SMTP_URL: 'http://smtp.ecrin.fr' })
    expect(result).toEqual({
      ok: false,
      problems: ['SMTP_URL doit commencer par smtp:// ou smtps:// / SMTP_URL must start with smtp:// or smtps://.'],
    })
  })

  it('derives PUBLIC_URL from PORT and treats empty variables as unset', () => {
    const result = loadConfig({ PORT: '4000', PUBLIC_URL: '', DATABASE_URL: ' ' })
    expect(result.ok && result.config.publicUrl).toBe('http://localhost:4000')
    expect(result.ok && result.config.databaseUrl).toBeNull()
  })

  it('refuses to start in production without JWT_SECRET, in French and English', () => {
    const result = loadConfig({ NODE_ENV: 'production' })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.problems.join(' ')).toMatch(
      /JWT_SECRET est obligatoire en production.*JWT_SECRET is required/,
    )
  })

  it.each([{ NODE_ENV: 'production', JWT_SECRET: 'court' }, { JWT_SECRET: 'x'.repeat(31) }])(
    'refuses a secret under 32 characters (%j)',
    (env) => {
      const result = loadConfig(env)
      expect(result.ok).toBe(false)
      expect(!result.ok && result.problems[0]).toContain('au moins 32 caractères')
    },
  )

  it('requires ECOMMERCE_LINK_SECRET in production, distinct from JWT_SECRET', () => {
    const missing = loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET })
    expect(!missing.ok && missing.problems.join(' ')).toMatch(/ECOMMERCE_LINK_SECRET est obligatoire en production/)
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET }
    const shared = loadConfig({ ...production, ECOMMERCE_LINK_SECRET: STRONG_SECRET })
    expect(!shared.ok && shared.problems.join(' ')).toMatch(/ECOMMERCE_LINK_SECRET doit être différent de JWT_SECRET/)
    expect(loadConfig({ ...production, ECOMMERCE_LINK_SECRET: DEVELOPMENT_ECOMMERCE_LINK_SECRET }).ok).toBe(false)
    expect(loadConfig({ ...production, ECOMMERCE_LINK_SECRET: LINK_SECRET, SECOND_FACTOR_KEY: FACTOR_KEY }).ok).toBe(
      true,
    )
  })

  it('requires SECOND_FACTOR_KEY in production, distinct from JWT_SECRET (decision 063)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, ECOMMERCE_LINK_SECRET: LINK_SECRET }
    const missing = loadConfig(production)
    expect(!missing.ok && missing.problems.join(' ')).toMatch(/SECOND_FACTOR_KEY est obligatoire en production/)
    const shared = loadConfig({ ...production, SECOND_FACTOR_KEY: STRONG_SECRET })
    expect(!shared.ok && shared.problems.join(' ')).toMatch(/SECOND_FACTOR_KEY doit être différent de JWT_SECRET/)
    const own = loadConfig({ ...production, SECOND_FACTOR_KEY: FACTOR_KEY })
    expect(own.ok && own.config.secondFactorKey).toBe(FACTOR_KEY)
    // Outside production each JWT_SECRET derives its own key.
    const other = loadConfig({ JWT_SECRET: STRONG_SECRET })
    expect(other.ok && other.config.secondFactorKey).toBe(developmentSecondFactorKey(STRONG_SECRET))
  })

  it('prefers ANALYTICS_SCRIPT_URL to the build variable for the CSP origin', () => {
    const own = 'https://a.exemple.fr/m.js'
    const result = loadConfig({ ANALYTICS_SCRIPT_URL: own, VITE_ANALYTICS_SCRIPT_URL: 'https://b.exemple.fr/m.js' })
    expect(result.ok && result.config.analyticsOrigin).toBe('https://a.exemple.fr')
  })

  it('refuses the development secret in production', () => {
    const result = loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEVELOPMENT_JWT_SECRET })
    expect(result.ok).toBe(false)
  })

  it.each([
    { PORT: 'abc' },
    { PORT: '70000' },
    { PORT: '3.5' },
    { DATABASE_URL: 'mysql://x' },
    { PUBLIC_URL: 'pas une url' },
  ])('refuses an invalid value (%j)', (env) => {
    expect(loadConfig(env).ok).toBe(false)
  })
})
