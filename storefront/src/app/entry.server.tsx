import { randomBytes } from "node:crypto"
import { Writable } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type EntryContext, type HandleDataRequestFunction } from "react-router"
import { GATEWAY_PAGE, securityHeaders } from "../../security-headers"
import { PRIVATE_PAGE_CACHE } from "./seo"
import { inlineScriptHashes } from "./server/script-hashes.server"
import { deferHydration } from "./server/defer-hydration.server"

// A page that takes longer than this to render answers with what it has.
export const streamTimeout = 10_000

/**
 * Renders a page to HTML. Every loader awaits its data, so the whole page
 * (with its largest image and text) is in the first response: we wait for
 * all of it rather than streaming a shell.
 *
 * React Router's inline scripts (loader data, module bootstrap) are allowed by
 * the CSP in one of two ways. A page nginx may cache (200, `public`) is sent
 * to many people: a nonce in it would be the same for all of them and known to
 * anyone who fetched it, which defeats a nonce. So such a page carries no
 * nonce and its policy lists the SHA-256 hashes of its own inline scripts,
 * which only this exact HTML matches (the whole page is rendered before it is
 * sent, so the hashes cost one pass over it). We keep the page cache: caching
 * is what lets one storefront server answer bursts, and hashes make it safe.
 * Every other page (one person's, errors) is never shared and gets a fresh
 * nonce per response.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  // Pages that did not say they are public (one person's pages, errors) are never kept by a shared cache.
  if (status !== 200 || !headers.has("Cache-Control")) headers.set("Cache-Control", PRIVATE_PAGE_CACHE)
  const shared = status === 200 && /^public\b/.test(headers.get("Cache-Control") ?? "")
  const nonce = shared ? undefined : randomBytes(16).toString("base64")
  // The payment gateway's script and frames are allowed on the checkout page alone (issue 46).
  const gateway = new URL(request.url).pathname.replace(/\/+$/, "") === GATEWAY_PAGE
  const policy = (scriptHashes?: string[]) => {
    for (const [name, value] of Object.entries(securityHeaders(process.env, { nonce, scriptHashes, gateway }))) headers.set(name, value)
  }
  policy()
  headers.set("Content-Type", "text/html; charset=utf-8")

  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers })

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const timer = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onAllReady() {
        shellRendered = true
        const chunks: Buffer[] = []
        const collect = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
            done()
          },
        })
        collect.on("finish", () => {
          clearTimeout(timer)
          const html = deferHydration(Buffer.concat(chunks).toString("utf8"))
          if (shared) policy(inlineScriptHashes(html))
          // A render that failed half-way is an error page: never kept by a shared cache.
          if (status !== 200) headers.set("Cache-Control", PRIVATE_PAGE_CACHE)
          resolve(new Response(html, { headers, status }))
        })
        pipe(collect)
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
