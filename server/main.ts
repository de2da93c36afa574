import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { wireAppDependencies } from './app-dependencies'
import { argon2PasswordHasher } from './auth/password-hasher'
import { loadConfig } from './config'
import { databaseLocation, openDatabase } from './db/database'
import { mediaDirectory, originalsDirectory } from './media/media-files'
import { formatDemoAccountsTable } from './seed/demo-accounts'
import { systemClock } from './shared/clock'
import { consoleLogger as logger } from './shared/logger'
import { prepareDatabase } from './startup/prepare-database'
import { CONTENT_IMAGES_DIR } from './storefront/content-paths'
import { ensureShowcaseMedia } from './startup/ensure-showcase-media'

// Composition root of the server: configuration, database, wiring, HTTP listener.
async function main(): Promise<void> {
  const loaded = loadConfig(process.env)
  if (!loaded.ok) {
    for (const problem of loaded.problems) logger.error(`Configuration invalide / Invalid configuration: ${problem}`)
    process.exit(1)
  }
  const config = loaded.config
  const location = databaseLocation(config)
  const database = await openDatabase(location)
  const passwords = argon2PasswordHasher()

  const prepared = await prepareDatabase(database, passwords, { isProduction: config.isProduction })
  if (!prepared.ok) {
    logger.error(prepared.problem)
    await database.close()
    process.exit(1)
  }
  // Image renditions and catalogue PDFs of this disk (first start, or a new DATA_DIR).
  await ensureShowcaseMedia(database.db, {
    mediaDir: mediaDirectory(config.dataDir),
    imagesDir: CONTENT_IMAGES_DIR,
    originalsDir: originalsDirectory(config.dataDir),
  }, logger)

  const deps = wireAppDependencies({
    database,
    jwtSecret: config.jwtSecret,
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
    contactEmail: config.contactEmail,
    jobsEmail: config.jobsEmail,
    mainSiteUrl: config.mainSiteUrl,
    analyticsOrigin: config.analyticsOrigin,
  })
  const app = createApp(deps)
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = location.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${location.dataDir})`
    logger.info(`Écrin est en ligne sur http://localhost:${info.port}`)
    logger.info(`Base de données : ${where}${prepared.seeded ? ' — données de démonstration créées' : ''}`)
    if (!existsSync(config.webDistDir)) {
      logger.warn(`Application web absente (${config.webDistDir}) : lancez « npm run build ». Les API restent disponibles.`)
    }
    if (!config.isProduction && prepared.demoAccountsPresent) logger.info(formatDemoAccountsTable())
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info(`Arrêt demandé (${signal}), fermeture en cours…`)
    // Stop accepting connections, let in-flight requests finish, then close the database.
    server.close(() => {
      // Mails queued after an answer (forgot-password) are written to the outbox first.
      deps.afterResponse.settled().then(() => database.close()).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('Fermeture de la base de données impossible', error)
          process.exit(1)
        },
      )
    })
    // Keep-alive sockets would hold close() open: give them a moment, then leave anyway.
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  logger.error('Échec du démarrage du serveur / Server failed to start', error)
  process.exit(1)
})
