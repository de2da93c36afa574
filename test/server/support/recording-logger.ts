import type { Logger } from '../../../server/platform/shared/logger'

export type RecordingLogger = Logger & {
  infos: string[]
  warnings: string[]
  errors: { message: string; cause: unknown }[]
  clear(): void
}

// Unexpected errors are logged with console.error in production, which fails a test here:
// the tests read the log from this recorder instead.
export function recordingLogger(): RecordingLogger {
  const logger: RecordingLogger = {
    infos: [],
    warnings: [],
    errors: [],
    info: (message) => void logger.infos.push(message),
    warn: (message) => void logger.warnings.push(message),
    error: (message, cause) => void logger.errors.push({ message, cause }),
    clear: () => {
      logger.infos.length = 0
      logger.warnings.length = 0
      logger.errors.length = 0
    },
  }
  return logger
}
