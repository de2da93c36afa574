// The sort keys of the showcase back office's lists, apart from their schemas: the list routes'
// search validation ships in the entry chunk, which must not pull valibot contracts and their
// messages onto the public pages (the same reason as src/contract/backoffice/list-sorts.ts).
export const ACCOUNT_SORTS = ['login', 'email', 'created_at'] as const
export const ARTICLE_SORTS = ['title', 'published_at', 'updated_at', 'created_at'] as const
export const BLOG_CATEGORY_SORTS = ['name', 'position', 'created_at'] as const
export const PRODUCT_SORTS = ['name', 'position', 'created_at', 'updated_at'] as const
export const CATALOGUE_SORTS = ['position', 'title', 'sector', 'updated_at'] as const
export const APPLICATION_SORTS = ['created_at', 'last_name', 'status'] as const
export const JOB_SORTS = ['title', 'contract_type', 'location', 'published_at', 'created_at'] as const
export const MEDIA_SORTS = ['created_at', 'alt', 'original_name', 'size_bytes', 'kind'] as const
