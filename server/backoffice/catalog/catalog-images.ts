// Images of the catalogue (brand logos, product images): checked and re-encoded before any row
// points at them. A port, so that use cases and tests do not depend on sharp or on the disk.

export type CatalogImageFolder = 'brands' | 'products'

export type PreparedImage = { kind: 'ready'; webp: Uint8Array } | { kind: 'refused'; message: string }

export type CatalogImages = {
  /** Sniffs the bytes (PNG, JPEG, WebP only), checks the size, re-encodes to WebP. */
  prepare(bytes: Uint8Array): Promise<PreparedImage>
  /** Writes a prepared image under a fresh name and answers its public URL. */
  save(folder: CatalogImageFolder, ownerId: number, webp: Uint8Array): Promise<string>
  /** Removes a file saved earlier (a replaced logo, a write that did not commit); unknown URLs are ignored. */
  discard(url: string | null): Promise<void>
}

/**
 * The one way an upload reaches a record: the image is checked and written first, then `attach` points
 * the record at it inside its transaction and names the image it replaced. The file that ends unused
 * (the new one when the write failed, else the old one, once committed) is removed.
 */
export async function attachImage<T>(
  images: CatalogImages,
  target: { folder: CatalogImageFolder; ownerId: number; bytes: Uint8Array },
  attach: (url: string) => Promise<{ outcome: T; replaced: string | null; attached: boolean }>,
): Promise<{ kind: 'refused'; message: string } | { kind: 'done'; outcome: T }> {
  const prepared = await images.prepare(target.bytes)
  if (prepared.kind === 'refused') return prepared
  const url = await images.save(target.folder, target.ownerId, prepared.webp)
  const result = await attach(url).catch(async (error: unknown) => {
    await images.discard(url)
    throw error
  })
  await images.discard(result.attached ? result.replaced : url)
  return { kind: 'done', outcome: result.outcome }
}
