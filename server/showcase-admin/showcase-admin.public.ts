// What other features may use of showcase-admin/ (docs/decisions/016-server-feature-folders.md).
export type { ShowcaseAdminDeps } from './showcase-admin-deps'
export { isShowcaseEntity, SHOWCASE_AUDIT_PREFIX, showcaseActor } from './showcase-audit'
export { isShowcaseMediaUpload, showcaseAdminApp } from './showcase-admin.app'
