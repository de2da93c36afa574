// What other features may use of settings/ (docs/decisions/016-server-feature-folders.md).
export type { Settings, SettingsReader } from './settings'
export { drizzleSettingsReader, readSettings } from './settings-reader.drizzle'
export type { SettingsUseCases } from './settings.use-case'
export { settingsRoutes } from './settings.routes'
