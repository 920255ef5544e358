import { crc32, deflateSync } from "zlib"

/** Small but real image files for multipart tests, built byte by byte. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "latin1"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** A width x height RGB PNG of one colour. */
export function png(width = 2, height = 2, rgb: [number, number, number] = [192, 57, 43]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

/**
 * A baseline 8x8 grey JPEG: one quantisation table, one-code Huffman tables
 * (DC category 0, AC end-of-block), one block whose bits are "00".
 */
export function jpeg(): Buffer {
  const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ""), "hex")
  const oneCodeTable = (tableClass: number) =>
    Buffer.concat([hex("FFC4 0014"), Buffer.from([tableClass << 4]), Buffer.from([1, ...Array(15).fill(0)]), Buffer.from([0])])
  return Buffer.concat([
    hex("FFD8"),
    hex("FFE0 0010 4A46494600 0101 00 0001 0001 0000"),
    hex("FFDB 0043 00"),
    Buffer.alloc(64, 1),
    hex("FFC0 000B 08 0008 0008 01 01 11 00"),
    oneCodeTable(0),
    oneCodeTable(1),
    hex("FFDA 0008 01 01 00 00 3F 00"),
    hex("3F"),
    hex("FFD9"),
  ])
}

/** A PNG signature followed by padding up to `size` bytes (for size limits). */
export function bigPng(size: number): Buffer {
  const head = png()
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0)])
}
