export type Logger = {
  info(message: string): void
  warn(message: string): void
  error(message: string, cause?: unknown): void
}

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, cause) => (cause === undefined ? console.error(message) : console.error(message, cause)),
}
