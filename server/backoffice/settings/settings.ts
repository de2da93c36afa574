// The company-wide settings of the e-commerce back office (decision 033, screen /backoffice/parametres).
export type Settings = {
  defaultShippingFee: number
  vatRatePercent: number
  companyName: string
  companyAddress: string
  companyEmail: string
  orderNotificationEmail: string
  updatedAt: Date
  version: number
}

export type SettingsReader = { read(): Promise<Settings> }
