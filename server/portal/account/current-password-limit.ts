import {
  RATE_LIMIT_WINDOW_MS,
  RATE_LIMITED_MESSAGE,
  type RateLimiter,
} from '../../platform/rate-limit/rate-limit.public'

// Wrong current passwords a logged-in shop may give at POST /change-password per 15 minutes
// (decision 026): as many as wrong logins per identifiant, so that a stolen session is no
// way around the login limit to guess the password.
export const CURRENT_PASSWORD_ATTEMPTS = 5

export const CURRENT_PASSWORD_LIMITED = {
  message: RATE_LIMITED_MESSAGE,
  retryAfterSeconds: RATE_LIMIT_WINDOW_MS / 1000,
}

// Counts one check of the current password of this shop. Not allowed once the budget is spent,
// the right password included (as at login). `settle` takes the attempt back unless it was a wrong guess.
export async function checkCurrentPasswordBudget(limiter: RateLimiter, shopId: number) {
  const key = `change-password:boutique:${shopId}`
  const attempt = await limiter.attempt([{ key, limit: CURRENT_PASSWORD_ATTEMPTS }])
  return {
    allowed: attempt.allowed,
    settle: async (wrongGuess: boolean) => {
      if (!wrongGuess) await attempt.forgive()
    },
  }
}
