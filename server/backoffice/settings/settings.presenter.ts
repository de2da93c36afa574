import type { SettingsWire } from '../../../src/contract/backoffice/settings'
import type { Settings } from './settings'

export function presentSettings(settings: Settings): SettingsWire {
  return {
    id: 1,
    default_shipping_fee: settings.defaultShippingFee,
    vat_rate_basis_points: settings.vatRateBasisPoints,
    company_name: settings.companyName,
    company_address: settings.companyAddress,
    company_email: settings.companyEmail,
    order_notification_email: settings.orderNotificationEmail,
    validation_reminder_days: settings.validationReminderDays,
    closure_days: settings.closureDays,
    proof_reminder_days: settings.proofReminderDays,
    stock_forecast_weeks: settings.stockForecastWeeks,
    stock_alert_days: settings.stockAlertDays,
    version: settings.version,
    updated_at: settings.updatedAt.toISOString(),
  }
}
