// Where a login may send the user afterwards (decision 043): only a path of this site, so a
// crafted link can never turn the login form into a redirect to another origin.

const MAX_LENGTH = 2000

/** The path if it is a same-site relative path (`/account/order?page=2`), else null. */
export function sameSitePath(candidate: string): string | null {
  if (candidate.length === 0 || candidate.length > MAX_LENGTH) return null
  if (!candidate.startsWith('/')) return null
  // `//host` and `/\host` are read by browsers as another origin; control characters hide such tricks.
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null
  if ([...candidate].some(hidesAnOrigin)) return null
  // The login screen itself would loop.
  if (candidate === '/login' || candidate.startsWith('/login?') || candidate.startsWith('/login#')) return null
  return candidate
}

function hidesAnOrigin(character: string): boolean {
  const code = character.charCodeAt(0)
  return code < 0x20 || code === 0x7f || character === '\\'
}
