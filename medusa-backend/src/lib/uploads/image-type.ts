/**
 * Recognises an image by its first bytes (magic numbers), never by the file
 * name or the type the browser claims: a renamed text file is not an image.
 * Only raster formats browsers show everywhere; SVG is refused because it can
 * carry scripts.
 */
type ImageType = { mimeType: string; extension: string }

const PNG: ImageType = { mimeType: "image/png", extension: "png" }
const JPEG: ImageType = { mimeType: "image/jpeg", extension: "jpg" }
const GIF: ImageType = { mimeType: "image/gif", extension: "gif" }
const WEBP: ImageType = { mimeType: "image/webp", extension: "webp" }

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0))

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return GIF
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return WEBP
  return null
}
