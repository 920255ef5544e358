/** The answer for a path Express cannot decode or that carries control characters (NUL...). */
export const MALFORMED_PATH_MESSAGE = "Malformed request path"

/**
 * Whether every segment of a raw (still percent-encoded) path decodes and is
 * free of control characters. Such a segment would otherwise reach a database
 * query as a route parameter (PostgreSQL refuses NUL in text: a 500).
 */
export function isWellFormedPath(rawPath: string): boolean {
  for (const segment of rawPath.split("/")) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return false
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return false
  }
  return true
}

/** Express' own "Failed to decode param" error (a URIError with status 400). */
export const isParamDecodeError = (err: unknown): boolean =>
  err instanceof URIError ||
  (typeof (err as { message?: unknown })?.message === "string" && (err as Error).message.startsWith("Failed to decode param"))
