import * as v from 'valibot'

// Bounded lengths: an argon2 hash of a megabyte "password" is a cheap denial of service.
export const LoginBody = v.object({
  login: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1000)),
})

export const RefreshTokenBody = v.object({
  refresh_token: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
})
