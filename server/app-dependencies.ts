import { drizzleAdminRepository } from './platform/administrators/admin-repository.drizzle'
import { createAccessTokens } from './platform/auth/access-tokens'
import { withLiveSessions } from './platform/auth/live-sessions'
import { wireBackoffice } from './backoffice/backoffice.wiring'
import { currentIdentity } from './platform/auth/current-identity.use-case'
import { loginAdmin } from './platform/auth/login-admin.use-case'
import { loginShop } from './platform/auth/login-shop.use-case'
import { loginSso } from './platform/auth/login-sso.use-case'
import { logout } from './platform/auth/logout.use-case'
import type { PasswordHasher } from './platform/auth/password-hasher'
import { refreshSession } from './platform/auth/refresh-session.use-case'
import { drizzleRefreshTokenRepository } from './platform/auth/refresh-token-repository.drizzle'
import type { AppDeps } from './app'
import type { DatabaseHandle } from './platform/db/database'
import { afterResponseTasks, type AfterResponse } from './platform/http/after-response'
import { createMailSender, createOutboxDelivery } from './platform/wiring/mail.wiring'
import { createWakeSignal } from './platform/jobs/jobs.public'
import { lifecycleState } from './platform/health/lifecycle-state'
import type { MailTransport } from './platform/mail/mail-outbox'
import { localFileStorage, uploadsDirectory, type FileStorage } from './platform/storage/storage.public'
import { wireB2bPortal } from './portal/portal.wiring'
import { artworkLibrary, drizzleArtworkStore } from './portal/artworks/artworks.public'
import { wirePortalProofs } from './portal/proofs/proofs.public'
import { wireStockOverview } from './portal/stock-overview/stock-overview.public'
import { stockAlertJob } from './platform/stock/stock.public'
import { readShop } from './portal/shops/read-shop.use-case'
import { drizzleShopRepository } from './portal/shops/shop-repository.drizzle'
import type { Clock } from './platform/shared/clock'
import type { Logger } from './platform/shared/logger'
import { DEFAULT_CONTACT_EMAIL, DEFAULT_JOBS_EMAIL, DEVELOPMENT_ECOMMERCE_LINK_SECRET } from './config'
import { wireShowcaseAdminAuth } from './showcase-admin/auth.wiring'
import { wireShowcaseAdmin } from './showcase-admin/showcase-admin.wiring'
import { wireShowcase } from './showcase/showcase.wiring'
import { developmentSecondFactorKey } from './platform/second-factor/second-factor.public'
import { wireSecondFactor } from './platform/second-factor/second-factor.public'
import {
  orderConversationQueue,
  proofReminderJob,
  validationReminderJob,
} from './portal/conversation/conversation.public'

export type WiringInput = {
  database: Pick<DatabaseHandle, 'db' | 'ping'>
  jwtSecret: string
  // Its own key (docs/decisions/021-ecommerce-link-key.md); the development default when absent.
  ecommerceLinkSecret?: string
  // TOTP secrets and sign-in challenges (decision 063); derived from jwtSecret when absent, as in development.
  secondFactorKey?: string
  // Tests may queue the after-answer work themselves to run it when they choose.
  afterResponse?: AfterResponse
  // Origin of the analytics script, allowed by the CSP (config.analyticsOrigin).
  analyticsOrigin?: string | null
  webDistDir: string
  corsOrigins: readonly string[]
  trustedProxies?: readonly string[]
  passwords: PasswordHasher
  clock: Clock
  logger: Logger
  // Mail and links; defaults suit a local run and the tests.
  publicUrl?: string
  smtpUrl?: string | null
  mailFrom?: string
  mailTransport?: MailTransport
  // Showcase: uploads under `${dataDir}/uploads`, form recipients, main site.
  dataDir?: string
  // Where uploads live (decision 038): an object store shared by several servers; the local disk by default.
  files?: FileStorage
  contactEmail?: string
  jobsEmail?: string
  mainSiteUrl?: string | null
}

// Wires the drizzle adapters into the use cases. Shared by server/main.ts and the server tests,
// so that the tests exercise exactly the production wiring.
export function wireAppDependencies(input: WiringInput): AppDeps {
  const { db } = input.database
  const shops = drizzleShopRepository(db)
  const admins = drizzleAdminRepository(db)
  const refreshTokens = drizzleRefreshTokenRepository(db)
  // Every route that checks an access token also checks that its session is still alive.
  const signedTokens = createAccessTokens({ secret: input.jwtSecret, clock: input.clock })
  const accessTokens = withLiveSessions(signedTokens, refreshTokens)
  const sessions = { accessTokens, refreshTokens, clock: input.clock }
  const afterResponse = input.afterResponse ?? afterResponseTasks(input.logger)
  const files = input.files ?? localFileStorage(uploadsDirectory(input.dataDir ?? './data'))
  const wake = createWakeSignal()
  const mailInput = {
    db,
    smtpUrl: input.smtpUrl ?? null,
    mailFrom: input.mailFrom,
    transport: input.mailTransport,
    clock: input.clock,
    logger: input.logger,
    onQueued: () => wake.notify(),
  }
  const mail = createMailSender(mailInput)
  const outboxDelivery = createOutboxDelivery(mailInput)
  const conversationJobs = {
    db,
    delivers: outboxDelivery !== null,
    publicUrl: input.publicUrl ?? 'http://localhost:3000',
    clock: input.clock,
    logger: input.logger,
  }
  const secondFactor = wireSecondFactor({
    db,
    clock: input.clock,
    key: input.secondFactorKey ?? developmentSecondFactorKey(input.jwtSecret),
    sessions,
    admins,
  })
  const showcaseAdminAuth = wireShowcaseAdminAuth({ sessions, admins, secondFactor: secondFactor.useCases })
  return {
    portal: {
      accessTokens,
      loginShop: loginShop({ ...sessions, shops, passwords: input.passwords }),
      loginAdmin: loginAdmin({ ...sessions, admins, passwords: input.passwords, secondFactor: secondFactor.gate }),
      loginSso: loginSso({ ...sessions, admins, passwords: input.passwords, secondFactor: secondFactor.gate }),
      completeSecondStep: secondFactor.completeSecondStep,
      secondFactorChallenges: secondFactor.challenges,
      // `sso` too: the showcase admin's SSO pair stays renewable so that its logout still works (spec §7).
      refreshSession: refreshSession(sessions, ['shop', 'admin', 'sso']),
      logout: logout(sessions),
      currentIdentity: currentIdentity({ shops, admins }),
      readShop: readShop({ shops }),
      ...wireB2bPortal({
        db,
        clock: input.clock,
        passwords: input.passwords,
        mail,
        publicUrl: input.publicUrl ?? 'http://localhost:3000',
        ecommerceLinkSecret: input.ecommerceLinkSecret ?? DEVELOPMENT_ECOMMERCE_LINK_SECRET,
        afterResponse,
        onNotice: () => wake.notify(),
      }),
      proofs: wirePortalProofs({ db, clock: input.clock, files, onNotice: () => wake.notify() }),
      artworks: artworkLibrary({ store: drizzleArtworkStore(db), files }),
      stockOverview: wireStockOverview({ db, clock: input.clock }),
      backoffice: wireBackoffice({
        db,
        clock: input.clock,
        passwords: input.passwords,
        mail,
        publicUrl: input.publicUrl ?? 'http://localhost:3000',
        afterResponse,
        accessTokens,
        admins,
        files,
        secondFactor: secondFactor.useCases,
      }),
    },
    storefront: wireShowcase({
      db,
      mail,
      clock: input.clock,
      logger: input.logger,
      files,
      contactEmail: input.contactEmail ?? DEFAULT_CONTACT_EMAIL,
      jobsEmail: input.jobsEmail ?? DEFAULT_JOBS_EMAIL,
      adminAuth: showcaseAdminAuth,
    }),
    showcaseAdmin: wireShowcaseAdmin({
      db,
      clock: input.clock,
      logger: input.logger,
      passwords: input.passwords,
      mail,
      publicUrl: input.publicUrl ?? 'http://localhost:3000',
      admins,
      files,
      auth: showcaseAdminAuth,
    }),
    showcase: {
      files,
      site: {
        publicUrl: (input.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''),
        mainSiteUrl: input.mainSiteUrl ?? null,
      },
    },
    pingDatabase: () => input.database.ping(),
    lifecycle: lifecycleState(),
    // The job runner's work (server/main.ts starts it): outbox delivery, publishing, pruning.
    background: {
      db,
      files,
      mail: outboxDelivery,
      wake,
      clock: input.clock,
      logger: input.logger,
      queues: [orderConversationQueue(conversationJobs)],
      jobs: [
        validationReminderJob(conversationJobs),
        proofReminderJob(conversationJobs),
        stockAlertJob(conversationJobs),
      ],
    },
    afterResponse,
    analyticsOrigin: input.analyticsOrigin ?? null,
    logger: input.logger,
    webDistDir: input.webDistDir,
    corsOrigins: input.corsOrigins,
    trustedProxies: input.trustedProxies ?? [],
  }
}
