// @ts-check
// The storefront's production server (storefront/server.mjs) as a process:
// health, the rendered page, and a clean stop on SIGTERM that finishes the
// request in flight (a deploy or `--scale` down must not cut a shopper off).
// The backend here is a small stand-in that answers slowly on purpose, so a
// request is surely in flight when the signal arrives.
import assert from "node:assert/strict"
import { execFile } from "node:child_process"
import { createHash } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { promisify } from "node:util"
import { after, before, describe, it } from "node:test"
import { STOREFRONT_DIR, startStorefrontServer } from "./lib/storefront-process.mjs"

const run = promisify(execFile)
// A whole /api/config answer, as the backend gives it: the storefront parses it with the contract's ConfigAnswerSchema.
const CONFIG = {
  publishableKey: "pk_test",
  regionId: "reg_1",
  currency: "inr",
  storeName: "Sugandh",
  contact: { phone: "+91 98765 43210", email: "care@sugandh.example", whatsapp: "919876543210", hours: "10 am - 7 pm" },
  social: { instagram: "https://instagram.com/sugandh", facebook: "https://facebook.com/sugandh", youtube: "https://youtube.com/@sugandh" },
  festivalCode: null,
  gst: { gstin: "09AAACS1234F1Z5" },
  giftWrap: { price: 49, tax: 7.47, messageMaxLength: 200 },
  cod: { fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 24 },
}

describe("the storefront server (server.mjs)", () => {
  let backend
  let backendUrl
  /** @type {(string | string[] | undefined)[]} X-Forwarded-For of each /store/search the stand-in answered */
  const searchesForwardedFor = []
  let configDelayMs = 0

  before(async () => {
    if (!fs.existsSync(path.join(STOREFRONT_DIR, "dist/server/index.js"))) {
      await run(path.join(STOREFRONT_DIR, "node_modules/.bin/react-router"), ["build"], {
        cwd: STOREFRONT_DIR,
        maxBuffer: 64 * 1024 * 1024,
      })
    }
    backend = http.createServer((req, res) => {
      const answer = (body) => {
        res.writeHead(200, { "content-type": "application/json" })
        res.end(JSON.stringify(body))
      }
      if (req.url === "/api/config") return void setTimeout(() => answer(CONFIG), configDelayMs)
      if (req.url === "/store/search") {
        searchesForwardedFor.push(req.headers["x-forwarded-for"])
        return answer({ results: [{ hits: [], metadata: { count: 0 } }] })
      }
      res.writeHead(404).end()
    })
    await new Promise((resolve) => backend.listen(0, "127.0.0.1", () => resolve(undefined)))
    backendUrl = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (backend.address()).port}`
  })

  after(() => backend?.close())

  it("answers /healthz and renders a page from the backend's data, with immutable hashed assets", async () => {
    const server = await startStorefrontServer({ BACKEND_URL: backendUrl })
    try {
      const health = await fetch(`${server.url}/healthz`)
      assert.equal(health.status, 200)
      const page = await fetch(`${server.url}/about`)
      assert.equal(page.status, 200)
      const html = await page.text()
      assert.match(html, /<title>About Us \| Sugandh<\/title>/)
      assert.match(html, /<h1[^>]*>About Sugandh<\/h1>/)
      const asset = html.match(/(?:src|href)="(\/assets\/[^"]+\.js)"/)?.[1]
      assert.ok(asset, "the page links a hashed script")
      const res = await fetch(`${server.url}${asset}`)
      assert.equal(res.status, 200)
      assert.match(res.headers.get("cache-control") ?? "", /max-age=31536000.*immutable/)
      // Without PROXY_BACKEND the backend's paths are not this server's (nginx forwards them in production).
      assert.equal((await fetch(`${server.url}/api/config`)).status, 404)
    } finally {
      await server.stop()
    }
  })

  it("answers /metrics only with METRICS_TOKEN: requests by kind of path and status", async () => {
    const server = await startStorefrontServer({ BACKEND_URL: backendUrl, METRICS_TOKEN: "storefront-metrics-token" })
    try {
      assert.equal((await fetch(`${server.url}/about`)).status, 200)
      assert.equal((await fetch(`${server.url}/metrics`)).status, 401)
      assert.equal((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer nope" } })).status, 401)
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer storefront-metrics-token" } })
      assert.equal(res.status, 200)
      const text = await res.text()
      assert.match(text, /^http_requests_total\{method="GET",route="page",status="200"\} 1$/m)
      assert.match(text, /^http_requests_total\{method="GET",route="\/metrics",status="401"\} 2$/m)
      assert.match(text, /^process_resident_memory_bytes \d+/m)
    } finally {
      await server.stop()
    }
  })

  it("gives a page nginx may cache no nonce but its inline scripts' hashes; one person's pages a fresh nonce each", async () => {
    const server = await startStorefrontServer({ BACKEND_URL: backendUrl })
    try {
      const scriptSources = (/** @type {string} */ csp) => csp.match(/script-src ([^;]*)/)?.[1].split(" ") ?? []
      const inlineScripts = (/** @type {string} */ html) =>
        [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
          ([, attributes]) => !/\bsrc=/.test(attributes) && !/application\/ld\+json/.test(attributes)
        )
      const sha = (/** @type {string} */ text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

      const shared = await fetch(`${server.url}/about`)
      assert.match(shared.headers.get("cache-control") ?? "", /^public/)
      const csp = shared.headers.get("content-security-policy") ?? ""
      const html = await shared.text()
      assert.doesNotMatch(csp, /'nonce-/, "a cached page must not carry a nonce every reader of the cache would learn")
      assert.doesNotMatch(html, /\snonce="/)
      const scripts = inlineScripts(html)
      assert.ok(scripts.length >= 2, "React Router's loader data and module bootstrap are inline")
      for (const [, , body] of scripts) assert.ok(scriptSources(csp).includes(sha(body)), `the policy allows ${body.slice(0, 60)}`)
      assert.ok(scriptSources(csp).includes("'self'"))
      assert.ok(!scriptSources(csp).includes("'unsafe-inline'"))

      // Never shared: a nonce of its own per response, on every inline script.
      const nonces = []
      for (let i = 0; i < 2; i++) {
        const own = await fetch(`${server.url}/cart`)
        assert.equal(own.headers.get("cache-control"), "private, no-store")
        const nonce = own.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1]
        assert.ok(nonce, "a private page's policy has a nonce")
        const page = await own.text()
        for (const [, attributes] of inlineScripts(page)) assert.ok(attributes.includes(`nonce="${nonce}"`))
        nonces.push(nonce)
      }
      assert.notEqual(nonces[0], nonces[1])
    } finally {
      await server.stop()
    }
  })

  it("forwards the address a page request came from, and a visitor's own X-Forwarded-For only from a trusted proxy", async () => {
    const forwarded = async (/** @type {Record<string, string>} */ env) => {
      const server = await startStorefrontServer({ BACKEND_URL: backendUrl, ...env })
      try {
        searchesForwardedFor.length = 0
        const page = await fetch(`${server.url}/search?q=oud`, { headers: { "x-forwarded-for": "198.51.100.9" } })
        assert.equal(page.status, 200)
        assert.ok(searchesForwardedFor.length > 0, "the page searched the catalogue")
        // The searches made for this request (shared, cached lookups of the server carry no visitor).
        return [...new Set(searchesForwardedFor.filter(Boolean))]
      } finally {
        await server.stop()
      }
    }
    // The test reaches the server from 127.0.0.1: as nginx would with the default (loopback trusted)...
    assert.deepEqual(await forwarded({}), ["198.51.100.9, 127.0.0.1"])
    // ...and as a visitor reaching it directly, whose header is not believed (issue 43, Low 3).
    assert.deepEqual(await forwarded({ TRUSTED_PROXIES: "none" }), ["127.0.0.1"])
  })

  it("on SIGTERM reports draining, finishes the request in flight and exits 0", async () => {
    const server = await startStorefrontServer({ BACKEND_URL: backendUrl })
    // The settings are cached for a minute by a server that has read them: this one has not.
    configDelayMs = 1500
    try {
      const inFlight = fetch(`${server.url}/faq`)
      await new Promise((r) => setTimeout(r, 300))
      server.signal("SIGTERM")
      const response = await inFlight
      assert.equal(response.status, 200)
      assert.match(await response.text(), /Frequently Asked Questions/)
      const { code } = await server.exited
      assert.equal(code, 0)
      assert.ok(
        server.lines.some((l) => /SIGTERM: finishing requests in flight/.test(l)),
        server.lines.join("\n")
      )
    } finally {
      configDelayMs = 0
      await server.stop()
    }
  })
})
