import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { wireAppDependencies } from './app-dependencies'
import { argon2PasswordHasher } from './platform/auth/password-hasher'
import { loadConfig } from './config'
import { databaseLocation, openDatabase } from './platform/db/database'
import { startBackgroundJobs } from './platform/jobs/jobs.public'
import { KEPT_RENDITIONS_DIR, keptRenditions } from './platform/media/kept-renditions'
import { formatDemoAccountsTable } from './seed/demo-accounts'
import { systemClock } from './platform/shared/clock'
import { consoleLogger } from './platform/shared/logger'
import { pinoServerLogger, textServerLogger } from './platform/shared/logger.pino'
import { ensureShowcaseMedia } from './platform/startup/ensure-showcase-media'
import { ensureDemoProofFiles } from './platform/startup/ensure-demo-proof-files'
import { gracefulShutdown } from './platform/startup/graceful-shutdown'
import { prepareDatabase } from './platform/startup/prepare-database'
import { runtimeOptions } from './platform/startup/runtime-options'
import { openFileStorage } from './platform/storage/file-storage.from-config'
import { CONTENT_IMAGES_DIR } from './showcase/pages/content-paths'

// Composition root of the server: configuration, database, wiring, HTTP listener, life cycle.
async function main(): Promise<void> {
  const loaded = loadConfig(process.env)
  const runtime = runtimeOptions(process.env, {
    isTty: process.stdout.isTTY === true,
    isProduction: process.env.NODE_ENV === 'production',
  })
  if (!loaded.ok || !runtime.ok) {
    const problems = [...(loaded.ok ? [] : loaded.problems), ...(runtime.ok ? [] : runtime.problems)]
    for (const problem of problems) consoleLogger.error(`Configuration invalide / Invalid configuration: ${problem}`)
    process.exit(1)
  }
  const config = loaded.config
  const options = runtime.options
  const logger = options.logFormat === 'json' ? pinoServerLogger({ level: options.logLevel }) : textServerLogger()

  const location = databaseLocation(config)
  const database = await openDatabase(location)
  const passwords = argon2PasswordHasher()
  // On PostgreSQL, under an advisory lock: other servers starting now wait here (server/platform/db/database.ts).
  const prepared = await prepareDatabase(database, passwords, { isProduction: config.isProduction })
  if (!prepared.ok) {
    logger.error(prepared.problem)
    await database.close()
    process.exit(1)
  }
  const storage = await openFileStorage(config)
  // Image renditions and catalogue PDFs of this storage (first start, a new DATA_DIR or bucket); the
  // seed's renditions are rendered once per checkout and copied from then on (decision 044).
  const sources = { imagesDir: CONTENT_IMAGES_DIR, kept: keptRenditions(KEPT_RENDITIONS_DIR) }
  await ensureShowcaseMedia(database.db, storage.files, sources, logger)
  await ensureDemoProofFiles(database.db, storage.files, logger)

  const deps = wireAppDependencies({
    database,
    jwtSecret: config.jwtSecret,
    secondFactorKey: config.secondFactorKey,
    ecommerceLinkSecret: config.ecommerceLinkSecret,
    webDistDir: config.webDistDir,
    corsOrigins: config.corsOrigins,
    trustedProxies: config.trustedProxies,
    passwords,
    clock: systemClock,
    logger,
    publicUrl: config.publicUrl,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? undefined,
    dataDir: config.dataDir,
    files: storage.files,
    contactEmail: config.contactEmail,
    jobsEmail: config.jobsEmail,
    mainSiteUrl: config.mainSiteUrl,
    analyticsOrigin: config.analyticsOrigin,
  })
  const app = createApp({ ...deps, accessLog: logger.request })
  const jobs = startBackgroundJobs(deps.background)
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = location.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${location.dataDir})`
    logger.info(`Écrin est en ligne sur http://localhost:${info.port}`)
    logger.info(`Base de données : ${where}${prepared.seeded ? ' — données de démonstration créées' : ''}`)
    logger.info(`Fichiers : ${storage.where}`)
    if (!existsSync(config.webDistDir)) {
      logger.warn(
        `Application web absente (${config.webDistDir}) : lancez « npm run build ». Les API restent disponibles.`,
      )
    }
    // A table for the developer's eyes: printed as is, not as a log line.
    if (!config.isProduction && prepared.demoAccountsPresent) console.log(formatDemoAccountsTable())
  }) as Server

  const shutdown = gracefulShutdown({
    server,
    lifecycle: deps.lifecycle,
    graceMs: options.shutdownGraceMs,
    // Mails queued after an answer (forgot-password) reach the outbox before the jobs stop.
    finish: [() => deps.afterResponse.settled(), () => jobs.stop(), () => database.close()],
    logger,
    exit: (code) => process.exit(code),
  })
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  consoleLogger.error('Échec du démarrage du serveur / Server failed to start', error)
  process.exit(1)
})
