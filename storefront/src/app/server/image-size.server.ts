import { imageSize } from "image-size"
import type { PageSeo } from "../seo"

/**
 * og:image:width/height of link previews: the picture's real size, read once
 * per URL from the file itself with `image-size` (PNG, JPEG, WebP, GIF, SVG
 * headers), so an operator's upload of any shape is described truly. A URL's
 * content never changes (a new picture gets a new file name), so the answer
 * is kept for the process's life, at most MAX_KEPT URLs.
 */
type Size = { width: number; height: number } | null

const MAX_KEPT = 1000
// A preview without a size is better than a page that waits.
const READ_TIMEOUT_MS = 1500
// Every format's size is in its first bytes, except an SVG's root tag, which follows any comments.
const MAX_BYTES = 512 * 1024
const kept = new Map<string, Promise<Size>>()

/** Where the storefront server fetches a picture: our own /static paths from the backend (the internal network). */
function fetchUrl(url: string, publicOrigin: string): string {
  const parsed = new URL(url)
  if (parsed.origin !== publicOrigin || !parsed.pathname.startsWith("/static/")) return url
  const backend = (process.env.BACKEND_URL || "http://localhost:9000").replace(/\/$/, "")
  return `${backend}${parsed.pathname}`
}

async function readSize(url: string): Promise<Size> {
  const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
  if (!response.ok || !response.body) return null
  const bytes = new Uint8Array(await response.arrayBuffer()).subarray(0, MAX_BYTES)
  const { width, height } = imageSize(bytes)
  return width && height ? { width, height } : null
}

export function imageDimensions(url: string, publicOrigin: string): Promise<Size> {
  const known = kept.get(url)
  if (known) return known
  const reading = readSize(fetchUrl(url, publicOrigin)).catch(() => null)
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!)
  kept.set(url, reading)
  // A failed read is tried again by the next request rather than remembered.
  void reading.then((size) => size ?? kept.delete(url))
  return reading
}

/** The page's head with its preview picture's width and height, when the file can be read. */
export async function withImageSize(seo: PageSeo): Promise<PageSeo> {
  if (!seo.image) return seo
  const size = await imageDimensions(seo.image.url, new URL(seo.url).origin)
  return size ? { ...seo, image: { ...seo.image, ...size } } : seo
}
