import { administratorUseCases } from './accounts/administrators.use-case'
import { drizzleAdministratorStore } from './accounts/administrator-store.drizzle'
import { customerUseCases } from './accounts/customers.use-case'
import { drizzleCustomerStore } from './accounts/customer-store.drizzle'
import { sendPasswordLink } from './accounts/password-link.use-case'
import { brandUseCases } from './catalog/brand.use-cases'
import { drizzleBrandStore } from './catalog/brand-store.drizzle'
import { sharpCatalogImages } from './catalog/catalog-images.sharp'
import { categoryUseCases } from './catalog/category.use-cases'
import { drizzleCategoryStore } from './catalog/category-store.drizzle'
import { productUseCases } from './catalog/product.use-cases'
import { drizzleProductStore } from './catalog/product-store.drizzle'
import { wireBackofficeOrders } from './orders/orders.public'
import { wireBackofficeProofs } from './proofs/proofs.public'
import { wireBackofficeStock } from './stock/stock.public'
import type { AdminRepository } from '../platform/administrators/administrators.public'
import type { AccessTokens } from '../platform/auth/auth.public'
import { drizzleAuditHistory } from '../platform/audit/audit.public'
import type { PasswordHasher } from '../platform/auth/password-hasher'
import type { Database } from '../platform/db/database'
import type { AfterResponse } from '../platform/http/after-response'
import type { MailSender } from '../platform/mail/mail-sender'
import type { Clock } from '../platform/shared/clock'
import type { BackofficeDeps } from './backoffice.public'
import { drizzleSettingsStore } from './settings/settings-store.drizzle'
import { wirePriceLists } from './pricing/pricing.public'
import { settingsUseCases } from './settings/settings.use-case'
import type { FileStorage } from '../platform/storage/storage.public'
import type { SecondFactorUseCases } from '../platform/second-factor/second-factor.public'
import { artworkLibrary, drizzleArtworkStore } from '../portal/artworks/artworks.public'

export type BackofficeWiringInput = {
  db: Database
  clock: Clock
  passwords: PasswordHasher
  mail: MailSender
  publicUrl: string
  afterResponse: AfterResponse
  accessTokens: AccessTokens
  admins: AdminRepository
  // Where catalogue images go: `media/` of the file storage, served at /media.
  files: FileStorage
  // The administrators' second factor (decision 063): their security page, the policy, resets.
  secondFactor: SecondFactorUseCases
}

// The back office's adapters and use cases (decision 027), wired for server/app-dependencies.ts.
export function wireBackoffice(input: BackofficeWiringInput): BackofficeDeps {
  const { db } = input
  return {
    accessTokens: input.accessTokens,
    admins: input.admins,
    auditHistory: drizzleAuditHistory(db),
    backofficeOrders: wireBackofficeOrders({
      db,
      mail: input.mail,
      clock: input.clock,
      publicUrl: input.publicUrl,
      afterResponse: (task) => input.afterResponse.run(task),
    }),
    backofficeProofs: wireBackofficeProofs({ db, files: input.files, clock: input.clock }),
    backofficeStock: wireBackofficeStock({ db, clock: input.clock }),
    backofficeCatalog: wireBackofficeCatalog(db, input.clock, input.files),
    backofficeAccounts: wireBackofficeAccounts(input),
    settings: settingsUseCases({ store: drizzleSettingsStore(db), clock: input.clock }),
    priceLists: wirePriceLists(db, input.clock),
    secondFactor: input.secondFactor,
    artworks: artworkLibrary({ store: drizzleArtworkStore(db), files: input.files }),
  }
}

function wireBackofficeCatalog(db: Database, clock: Clock, files: FileStorage) {
  const images = sharpCatalogImages(files)
  return {
    brands: brandUseCases({ store: drizzleBrandStore(db), images, clock }),
    categories: categoryUseCases({ store: drizzleCategoryStore(db), clock }),
    products: productUseCases({ store: drizzleProductStore(db), images, clock }),
  }
}

function wireBackofficeAccounts(input: BackofficeWiringInput) {
  const { db, clock } = input
  const store = drizzleCustomerStore(db)
  return {
    customers: customerUseCases({ store, clock }),
    passwordLink: sendPasswordLink({ store, mail: input.mail, clock, publicUrl: input.publicUrl }),
    administrators: administratorUseCases({ store: drizzleAdministratorStore(db), passwords: input.passwords, clock }),
  }
}
