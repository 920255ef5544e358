/**
 * Absolute URLs for canonical links, Open Graph and the sitemap. Production
 * sets PUBLIC_URL (behind nginx the request's own host is internal); without
 * it the request's origin is used (npm start, tests).
 */
export function publicOrigin(request: Request): string {
  const configured = process.env.PUBLIC_URL?.trim()
  return (configured || new URL(request.url).origin).replace(/\/$/, "")
}

export function absoluteUrl(request: Request, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${publicOrigin(request)}${path.startsWith("/") ? path : `/${path}`}`
}
