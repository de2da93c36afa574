import pino from 'pino'
import type { Logger } from './logger'
import { scrubSecrets } from './log-scrub'

export type AccessLogEntry = { method: string; path: string; status: number; ms: number; requestId: string }

/** The server's logger: the Logger port plus one line per request. */
export type ServerLogger = Logger & { request(entry: AccessLogEntry): void }

// Structured JSON lines on stdout (decision 040), for a log collector; `text` keeps plain lines for a
// developer's terminal (`npm start`). Field names that can hold a secret are censored by pino, and
// every message and error text goes through scrubSecrets.
export function pinoServerLogger(options: { level?: string; destination?: pino.DestinationStream } = {}): ServerLogger {
  const log = pino(
    {
      level: options.level ?? 'info',
      base: { service: 'ecrin' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie'],
        censor: '***',
      },
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  )
  return {
    info: (message) => log.info(scrubSecrets(message)),
    warn: (message) => log.warn(scrubSecrets(message)),
    error: (message, cause) => log.error(cause === undefined ? {} : { err: errorFields(cause) }, scrubSecrets(message)),
    request: (entry) => log.info({ req: entry }, 'requête'),
  }
}

export function textServerLogger(
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): ServerLogger {
  return {
    info: (message) => write(scrubSecrets(message)),
    warn: (message) => write(`Attention : ${scrubSecrets(message)}`),
    error: (message, cause) =>
      write(`Erreur : ${scrubSecrets(message)}${cause === undefined ? '' : ` — ${errorText(cause)}`}`),
    request: (entry) => write(`${entry.method} ${entry.path} ${entry.status} ${entry.ms} ms [${entry.requestId}]`),
  }
}

function errorFields(cause: unknown) {
  if (!(cause instanceof Error)) return { message: scrubSecrets(String(cause)) }
  return { type: cause.name, message: scrubSecrets(cause.message), stack: scrubSecrets(cause.stack ?? '') }
}

const errorText = (cause: unknown) =>
  scrubSecrets(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause))
