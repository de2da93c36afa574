// What other features may use of storage/ (docs/decisions/016-server-feature-folders.md).
export type { FileStorage } from './file-storage'
export { checkedKey, isSafeKey, mediaKey, originalKey, STORAGE_FOLDERS } from './file-storage'
export { contentHash } from './content-hash'
export { localFileStorage, uploadsDirectory } from './file-storage.local'
export type { S3Settings } from './file-storage.s3'
export { loadStorageConfig } from './storage-config'
