import { randomBytes } from "node:crypto"
import { PassThrough } from "node:stream"
import { createReadableStreamFromReadable } from "@react-router/node"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type EntryContext, type HandleDataRequestFunction } from "react-router"
import { securityHeaders } from "../../security-headers"
import { PRIVATE_PAGE_CACHE } from "./seo"
import { lowPriorityModulePreloadStream } from "./server/script-priority.server"

// A page that takes longer than this to render answers with what it has.
export const streamTimeout = 10_000

/**
 * Renders a page to HTML. Every loader awaits its data, so the whole page
 * (with its largest image and text) is in the first response: we wait for
 * all of it rather than streaming a shell. Each response gets its own CSP
 * nonce for React Router's inline scripts.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const nonce = randomBytes(16).toString("base64")
  for (const [name, value] of Object.entries(securityHeaders(process.env, { nonce }))) headers.set(name, value)
  // Pages that did not say they are public (one person's pages, errors) are never kept by a shared cache.
  if (status !== 200 || !headers.has("Cache-Control")) headers.set("Cache-Control", PRIVATE_PAGE_CACHE)
  headers.set("Content-Type", "text/html; charset=utf-8")

  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers })

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const timer = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        shellRendered = true
        const body = new PassThrough()
        body.on("finish", () => clearTimeout(timer))
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        pipe(lowPriorityModulePreloadStream()).pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        status = 500
        if (shellRendered) console.error(error)
      },
    })
  })
}

/** Client navigations' data (/product/P2.data): cached like the page itself only when the page said so. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  if (response.status !== 200 || !response.headers.has("Cache-Control")) response.headers.set("Cache-Control", PRIVATE_PAGE_CACHE)
  return response
}
