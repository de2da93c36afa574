import type { FileStorage } from './file-storage'
import { localFileStorage, uploadsDirectory } from './file-storage.local'
import { ensureBucket, s3FileStorage, type S3Settings } from './file-storage.s3'

// The composition root's choice: the object store when S3_* are set, else DATA_DIR/uploads. The
// bucket is created at start when missing (first deployment) so that the first upload does not fail.
export async function openFileStorage(config: { s3: S3Settings | null; dataDir: string }) {
  if (config.s3 === null) {
    return {
      files: localFileStorage(uploadsDirectory(config.dataDir)) as FileStorage,
      where: `${uploadsDirectory(config.dataDir)}`,
    }
  }
  await ensureBucket(config.s3)
  return { files: s3FileStorage(config.s3), where: `S3 ${config.s3.endpoint} (${config.s3.bucket})` }
}
