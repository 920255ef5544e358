/**
 * A safe stored name for an uploaded image: the client's base name reduced to
 * [a-z0-9-] (no paths, no dots, bounded length) plus the extension of the
 * type the content really has.
 */
export function safeImageFileName(originalName: string | undefined, extension: string): string {
  const base = (originalName ?? "")
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return `${base || "image"}.${extension}`
}

/**
 * The local file provider returns absolute URLs on this backend's /static;
 * products store the bare path instead (as the seed does), so images load
 * through the storefront's same-origin proxy and survive a change of host.
 * Other providers' URLs (S3, CDN) are kept as they are.
 */
export function toStoredFileUrl(url: string, backendUrl: string): string {
  try {
    const file = new URL(url)
    const backend = new URL(backendUrl)
    if (file.origin === backend.origin && file.pathname.startsWith("/static/")) return file.pathname
  } catch {
    // not an absolute URL: already a path
  }
  return url
}
