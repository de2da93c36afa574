import { crc32 } from 'node:zlib'
import { minimalPdf } from '../../../support/minimal-pdf'

// Small real files of each kind a CV can (or must not) be, built in memory.

// A small PDF of the structure the server checks (the hand-written brochure writer that made these is gone).
export function aPdf(): Uint8Array {
  return minimalPdf()
}

// A stored (uncompressed) zip: enough for file-type to read the entry names.
export function aZip(entries: Record<string, string>): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8')
    const data = Buffer.from(content, 'utf8')
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    locals.push(local, nameBytes, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const centralSize = centrals.reduce((total, part) => total + part.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Object.keys(entries).length, 8)
  end.writeUInt16LE(Object.keys(entries).length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]))
}

export function aDocx(): Uint8Array {
  return aZip({
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body/></w:document>',
  })
}

// An OLE compound file; Word's has a "WordDocument" stream in its directory (UTF-16 names).
export function aCompoundFile(streamName: string): Uint8Array {
  const header = Buffer.alloc(512)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x003e, 24)
  header.writeUInt16LE(0x0003, 26)
  header.writeUInt16LE(0xfffe, 28)
  header.writeUInt16LE(9, 30)
  const directory = Buffer.alloc(512)
  Buffer.from('Root Entry', 'utf16le').copy(directory, 0)
  Buffer.from(streamName, 'utf16le').copy(directory, 128)
  return new Uint8Array(Buffer.concat([header, directory]))
}

export const aDoc = () => aCompoundFile('WordDocument')

export function anElfExecutable(): Uint8Array {
  const bytes = Buffer.alloc(256)
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(bytes, 0)
  return new Uint8Array(bytes)
}

export function aWindowsExecutable(): Uint8Array {
  const bytes = Buffer.alloc(256)
  bytes.write('MZ', 0, 'latin1')
  bytes.writeUInt32LE(0x80, 0x3c)
  bytes.write('PE\0\0', 0x80, 'latin1')
  return new Uint8Array(bytes)
}

export function aPng(): Uint8Array {
  return new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'))
}
