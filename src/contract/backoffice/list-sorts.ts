// The sorts each back-office list accepts (`_sort`), apart from the resources' schemas: the browser's
// routes read them in `validateSearch`, which ships with the entry chunk, and must not pull the whole
// contract of a resource into every page's download.
export const ADMINISTRATOR_SORTS = ['login', 'email', 'role', 'created_at'] as const
export const BRAND_SORTS = ['name', 'created_at', 'franco_qty', 'franco_price'] as const
export const CATEGORY_SORTS = ['name', 'slug', 'brand_name', 'created_at'] as const
export const CUSTOMER_SORTS = ['name', 'identifiant', 'city', 'created_at'] as const
export const ADMIN_ORDER_SORTS = ['created_at', 'number', 'status', 'total_ttc', 'shop'] as const
export const ADMIN_PRODUCT_SORTS = ['name', 'reference', 'brand_name', 'created_at'] as const
