// The files Écrin keeps (CVs, media library originals, WebP sizes, catalogue PDFs, product images),
// behind one port so that several servers can share them (docs/decisions/038-file-storage.md).
// A key is a relative path such as `applications/cv-….pdf` or `media/bibliotheque/….webp`: the local
// adapter maps it under DATA_DIR/uploads (the layout older versions wrote), the S3 adapter to an object.

export type FileStorage = {
  /** Writes the whole file; a reader never sees half of it (temp file + rename, or one PUT). */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>
  /** The size in bytes, or null when there is no such file. */
  size(key: string): Promise<number | null>
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>
}

// Keys come from our own code and from database rows; a row is outside input too, so a key that
// could leave its root (`..`, absolute, backslash, NUL, empty segment) is refused everywhere.
export function isSafeKey(key: string): boolean {
  if (key === '' || key.length > 512 || key.startsWith('/') || /[\\\0]/.test(key)) return false
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
}

export function checkedKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`clé de fichier refusée : ${key}`)
  return key
}

/** The folders of the storage, each the first segment of its keys. */
export const STORAGE_FOLDERS = { media: 'media', originals: 'originals', applications: 'applications' } as const

export const mediaKey = (name: string) => `${STORAGE_FOLDERS.media}/${name}`
export const originalKey = (name: string) => `${STORAGE_FOLDERS.originals}/${name}`
