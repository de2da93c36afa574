import * as v from 'valibot'

export const MessageSchema = v.object({ message: v.string() })

/** Only a web address may be opened in a new tab: anything else would be a script or a local file. */
export const EcommerceLinkSchema = v.object({ link: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)) })
