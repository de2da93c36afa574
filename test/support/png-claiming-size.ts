import { crc32 } from 'node:zlib'

/**
 * A valid small PNG whose header claims `width` × `height` (a decompression bomb's shape): the image
 * checks must refuse it from the header, without decoding a pixel.
 */
export function pngClaimingSize(smallPng: Uint8Array, width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(smallPng)
  const view = new DataView(bytes.buffer)
  // The IHDR chunk follows the 8-byte signature: length (4), type (4), width (4), height (4)..., CRC.
  view.setUint32(16, width)
  view.setUint32(20, height)
  view.setUint32(29, crc32(bytes.subarray(12, 29)))
  return bytes
}
