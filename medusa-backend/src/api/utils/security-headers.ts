import type { MedusaResponse } from "@medusajs/framework/http"

/** Nothing the backend answers may be framed or sniffed into another type (see cross-cutting/security-headers.ts). */
const FRAME_HEADERS = {
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
} as const

export function setSecurityHeaders(res: MedusaResponse): void {
  if (res.headersSent) return
  for (const [name, value] of Object.entries(FRAME_HEADERS)) {
    if (!res.hasHeader(name)) res.setHeader(name, value)
  }
}
