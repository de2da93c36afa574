import { describe, expect, it } from 'vitest'
import type { FileStorage } from '../../../../server/platform/storage/file-storage'

// What every FileStorage adapter must do; run against the local disk and a real S3 peer.
export function fileStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the file-storage contract`, () => {
    const bytes = (text: string) => new TextEncoder().encode(text)

    it('gives back what was put, with its size', async () => {
      await storage().put('applications/cv-1.pdf', bytes('%PDF-1.4 un CV'), 'application/pdf')
      expect(new TextDecoder().decode((await storage().get('applications/cv-1.pdf')) ?? undefined)).toBe(
        '%PDF-1.4 un CV',
      )
      expect(await storage().size('applications/cv-1.pdf')).toBe(14)
    })

    it('keeps folders apart and nested keys whole', async () => {
      await storage().put('media/bibliotheque/abc-640.webp', bytes('image'), 'image/webp')
      expect(await storage().get('originals/bibliotheque/abc-640.webp')).toBeNull()
      expect(await storage().size('media/bibliotheque/abc-640.webp')).toBe(5)
    })

    it('replaces a file whole', async () => {
      await storage().put('media/doc.pdf', bytes('première version, plus longue'), 'application/pdf')
      await storage().put('media/doc.pdf', bytes('seconde'), 'application/pdf')
      expect(new TextDecoder().decode((await storage().get('media/doc.pdf')) ?? undefined)).toBe('seconde')
    })

    it('answers null for a missing file, and removing one twice is fine', async () => {
      expect(await storage().get('media/absent.webp')).toBeNull()
      expect(await storage().size('media/absent.webp')).toBeNull()
      await storage().put('media/gone.webp', bytes('x'), 'image/webp')
      await storage().remove('media/gone.webp')
      await storage().remove('media/gone.webp')
      expect(await storage().get('media/gone.webp')).toBeNull()
    })

    it.each(['../secret', 'media/../../etc/passwd', '/etc/passwd', 'media\\x', 'media//x', ''])(
      'refuses the key %j',
      async (key) => {
        await expect(storage().put(key, bytes('x'), 'text/plain')).rejects.toThrow(/clé de fichier refusée/)
        await expect(storage().get(key)).rejects.toThrow(/clé de fichier refusée/)
      },
    )

    it('keeps binary bytes exact', async () => {
      const all = Uint8Array.from({ length: 256 }, (_, i) => i)
      await storage().put('media/binary.bin', all, 'application/octet-stream')
      expect(Array.from((await storage().get('media/binary.bin')) ?? [])).toEqual(Array.from(all))
    })
  })
}
