import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createApp, type AppDeps } from '../../../../server/app'
import { wireAppDependencies } from '../../../../server/app-dependencies'
import type { DatabaseHandle } from '../../../../server/platform/db/database'
import type { MailSender } from '../../../../server/platform/mail/mail-sender'
import {
  localFileStorage,
  uploadsDirectory,
  type FileStorage,
} from '../../../../server/platform/storage/storage.public'
import { seedShowcase } from '../../../../server/seed/showcase-seed'
import { CONTENT_IMAGES_DIR } from '../../../../server/showcase/pages/content-paths'
import { ensureShowcaseMedia } from '../../../../server/platform/startup/ensure-showcase-media'
import { wireShowcase } from '../../../../server/showcase/showcase.wiring'
import { cheapPasswords } from '../../support/builders'
import { recordingLogger } from '../../support/recording-logger'
import { TEST_JWT_SECRET } from '../../support/test-app'
import { testClock } from '../../support/test-clock'
import { openTestDatabase, resetDatabase } from '../../support/test-database'

export const PUBLIC_URL = 'https://www.ecrin-test.fr'
export const CONTACT_EMAIL = 'contact@ecrin-test.fr'
export const JOBS_EMAIL = 'rh@ecrin-test.fr'

export type ShowcaseTestOptions = {
  // 'once': the demo showcase is seeded in beforeAll and the tests only read it.
  // 'each': emptied and seeded again before every test (tests that write).
  seed: 'once' | 'each' | 'none'
  // Also produce the image and PDF files (slower: only for the media tests).
  files?: boolean
  webDistDir?: string
  // Another file storage (the S3 adapter on a test peer), made when the app is wired.
  storage?: () => FileStorage
}

// The production wiring on a throw-away data directory, with the showcase content of the repo.
export function useShowcaseApp(options: ShowcaseTestOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecrin-vitrine-'))
  const clock = testClock()
  const logger = recordingLogger()
  const context = {
    dataDir,
    // The local adapter's layout: media files under uploads/media (the tests look at them).
    mediaDir: join(uploadsDirectory(dataDir), 'media'),
    files: localFileStorage(uploadsDirectory(dataDir)) as FileStorage,
    clock,
    logger,
    handle: undefined as unknown as DatabaseHandle,
    deps: undefined as unknown as AppDeps,
    app: undefined as unknown as ReturnType<typeof createApp>,
    get db() {
      return context.handle.db
    },
    // The same app with another mail sender (e.g. one that always fails).
    appWithMail(mail: MailSender) {
      const storefront = wireShowcase({
        db: context.db,
        mail,
        clock,
        logger,
        files: context.files,
        contactEmail: CONTACT_EMAIL,
        jobsEmail: JOBS_EMAIL,
        adminAuth: context.deps.storefront.adminAuth,
      })
      return createApp({ ...context.deps, storefront })
    },
  }
  const seed = async () => {
    await seedShowcase(context.db)
    if (options.files === true)
      await ensureShowcaseMedia(context.db, context.files, { imagesDir: CONTENT_IMAGES_DIR }, logger)
  }

  beforeAll(async () => {
    context.handle = await openTestDatabase()
    await context.handle.migrate()
    await resetDatabase(context.handle)
    if (options.storage !== undefined) context.files = options.storage()
    context.deps = wireAppDependencies({
      database: context.handle,
      jwtSecret: TEST_JWT_SECRET,
      webDistDir: options.webDistDir ?? '/nonexistent/ecrin-web-dist',
      corsOrigins: [],
      passwords: cheapPasswords,
      clock,
      logger,
      publicUrl: PUBLIC_URL,
      dataDir,
      files: context.files,
      contactEmail: CONTACT_EMAIL,
      jobsEmail: JOBS_EMAIL,
      mainSiteUrl: 'https://groupe-ecrin.example.com',
    })
    context.app = createApp(context.deps)
    if (options.seed === 'once') await seed()
  })
  beforeEach(async () => {
    clock.reset()
    logger.clear()
    if (options.seed === 'once') return
    await resetDatabase(context.handle)
    // Files written by a previous test go with its rows (the media files are kept: they are re-derived).
    rmSync(join(dataDir, 'uploads', 'applications'), { recursive: true, force: true })
    if (options.seed === 'each') await seed()
  })
  afterAll(async () => {
    await context.handle?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return context
}
