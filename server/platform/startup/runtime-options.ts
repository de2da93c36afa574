import * as v from 'valibot'

// How the process behaves around the app (decision 040), read apart from the app's configuration:
// LOG_FORMAT json (a log collector) or text (a terminal; the default on a TTY outside production),
// LOG_LEVEL, and SHUTDOWN_GRACE_MS, how long requests in flight may take after SIGTERM.
const RuntimeEnv = v.object({
  LOG_FORMAT: v.optional(
    v.picklist(['json', 'text'], 'LOG_FORMAT doit valoir json ou text / LOG_FORMAT must be json or text.'),
  ),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['debug', 'info', 'warn', 'error'],
      'LOG_LEVEL doit valoir debug, info, warn ou error / LOG_LEVEL must be debug, info, warn or error.',
    ),
  ),
  SHUTDOWN_GRACE_MS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.number(),
      v.integer('SHUTDOWN_GRACE_MS doit être un entier / SHUTDOWN_GRACE_MS must be an integer.'),
      v.minValue(0, 'SHUTDOWN_GRACE_MS doit être positif / SHUTDOWN_GRACE_MS must be positive.'),
    ),
  ),
})

export type RuntimeOptions = { logFormat: 'json' | 'text'; logLevel: string; shutdownGraceMs: number }

export function runtimeOptions(
  env: Record<string, string | undefined>,
  context: { isTty: boolean; isProduction: boolean },
): { ok: true; options: RuntimeOptions } | { ok: false; problems: string[] } {
  const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim())
  const parsed = v.safeParse(RuntimeEnv, {
    LOG_FORMAT: blank(env.LOG_FORMAT),
    LOG_LEVEL: blank(env.LOG_LEVEL),
    SHUTDOWN_GRACE_MS: blank(env.SHUTDOWN_GRACE_MS),
  })
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) }
  const logFormat = parsed.output.LOG_FORMAT ?? (context.isTty && !context.isProduction ? 'text' : 'json')
  return {
    ok: true,
    options: {
      logFormat,
      logLevel: parsed.output.LOG_LEVEL ?? 'info',
      shutdownGraceMs: parsed.output.SHUTDOWN_GRACE_MS ?? 10_000,
    },
  }
}
