export type JobSummary = { id: number; slug: string; title: string; contractType: string; location: string; publishedAt: Date; excerpt: string; updatedAt: Date }

export type JobDetail = JobSummary & { descriptionHtml: string; salary: string | null }
