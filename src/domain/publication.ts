// The publication state of a blog article (decision 036). The database keeps only a status and a date; a
// "published" article whose date is still to come is scheduled: the public site shows it from that
// instant on, compared with the clock at each request, so no job or restart is needed.

export const ARTICLE_STATUS_VALUES = ['draft', 'published'] as const
export type ArticleStatus = (typeof ARTICLE_STATUS_VALUES)[number]

export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

export const PUBLICATION_LABELS: Record<PublicationState, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmé',
  published: 'Publié',
}

/** Draft whatever its date; published with no date (never stored) counts as draft, never as public. */
export function publicationState(status: ArticleStatus, publishedAt: Date | null, now: Date): PublicationState {
  if (status !== 'published' || publishedAt === null) return 'draft'
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published'
}

/** Whether visitors see it now: the only state the public site, the sitemap and the JSON-LD show. */
export const isPublic = (status: ArticleStatus, publishedAt: Date | null, now: Date) =>
  publicationState(status, publishedAt, now) === 'published'

/**
 * The date a saved article or job offer gets. A date typed in the form wins (a future one schedules it);
 * left empty, the record keeps the date it had, and one published now without any is dated now.
 */
export function publicationDate(input: {
  requested: Date | null
  kept: Date | null
  publishing: boolean
  now: Date
}): Date | null {
  if (input.requested !== null) return input.requested
  return input.kept ?? (input.publishing ? input.now : null)
}
