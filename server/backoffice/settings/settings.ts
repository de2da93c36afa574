// The company-wide settings of the e-commerce back office (decision 033, screen /backoffice/parametres).
export type Settings = {
  defaultShippingFee: number
  vatRateBasisPoints: number
  companyName: string
  companyAddress: string
  companyEmail: string
  orderNotificationEmail: string
  /** Working days an order waits for its head office before a reminder (decision 074). */
  validationReminderDays: number
  /** The company's closing days, Paris days sorted (docs/decisions/075-price-tiers-price-lists-lead-times.md). */
  closureDays: string[]
  /** Working days a proof waits for its approver before a reminder (docs/decisions/076-proof-approval.md). */
  proofReminderDays: number
  /** Weeks of call-offs the stock forecast averages, and the relaunch warning's working days (decision 077). */
  stockForecastWeeks: number
  stockAlertDays: number
  updatedAt: Date
  version: number
}

export type SettingsReader = { read(): Promise<Settings> }
