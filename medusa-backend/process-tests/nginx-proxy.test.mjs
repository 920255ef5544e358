// @ts-check
// The `web` service's nginx configuration, run for real outside Docker: the
// template rendered as the nginx image renders it (envsubst of
// BACKEND_UPSTREAM, STOREFRONT_UPSTREAM and SERVER_NAME only), in front of the built
// storefront's Node server (server.mjs) and a production-mode backend. Only
// the listening port and the file paths differ from the containers.
import assert from "node:assert/strict"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import { freshDatabase } from "./lib/databases.mjs"
import { BACKEND_DIR, freePort, productionEnv, startMedusa } from "./lib/medusa-process.mjs"
import { NGINX, startNginx } from "./lib/nginx.mjs"
import { ensureStorefrontBuilt, startStorefrontServer } from "./lib/storefront-process.mjs"

const METRICS_TOKEN = "process-tests-metrics-token"

const GOOGLE = "https://accounts.google.com/gsi/client"
if (!NGINX) console.log("# SKIP nginx configuration test: no nginx binary (apt-get install nginx-light)")

/**
 * A GET with a Host header of our choosing (fetch sends the URL's own): the status, or "closed"
 * when nginx hangs up without answering (444).
 * @param {string} url
 * @param {string} host
 * @returns {Promise<number | "closed">}
 */
function getWithHost(url, host) {
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { host } }, (res) => {
      res.resume()
      res.on("end", () => resolve(res.statusCode ?? 0))
    })
    req.on("error", () => resolve("closed"))
  })
}

/** The keys of the entries in nginx's page cache (each file starts with a "KEY: ..." line). @param {string} dir */
function cachedKeys(dir) {
  const keys = []
  const walk = (/** @type {string} */ d) => {
    if (!fs.existsSync(d)) return
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name)
      if (entry.isDirectory()) walk(file)
      else
        keys.push(
          fs
            .readFileSync(file)
            .toString("latin1")
            .match(/\nKEY: ([^\n]*)\n/)?.[1] ?? ""
        )
    }
  }
  walk(path.join(dir, "pages"))
  return keys
}

describe("the storefront's nginx (deploy/nginx/storefront.conf.template)", { skip: !NGINX && "no nginx binary" }, () => {
  let db
  let backend
  let nginx
  let storefront
  let dir
  let base

  before(async () => {
    await ensureStorefrontBuilt()
    db = await freshDatabase("nginx")
    backend = await startMedusa({ name: "backend", env: productionEnv({ DATABASE_URL: db.url, REDIS_URL: "", METRICS_TOKEN }) })
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    storefront = await startStorefrontServer({
      BACKEND_URL: backend.url,
      PUBLIC_URL: base,
      CSP_GOOGLE_SCRIPT: GOOGLE,
      CSP_GOOGLE_CONNECT: "https://accounts.google.com/gsi/",
      CSP_GOOGLE_FRAME: "https://accounts.google.com/gsi/",
    })
    nginx = await startNginx({ backends: [`127.0.0.1:${backend.port}`], storefront: `127.0.0.1:${storefront.port}`, port })
    dir = nginx.dir
  })

  after(async () => {
    await nginx?.stop()
    await storefront?.stop()
    await backend?.stop()
    await db?.drop()
  })

  it("sends the server-rendered pages with the security headers, the CSP allowing Google only where configured", async () => {
    for (const page of ["/", "/perfumes", "/product/P1"]) {
      const res = await fetch(`${base}${page}`)
      assert.equal(res.status, 200)
      assert.match(await res.text(), /<h1[^>]*>[^<]+<\/h1>/, `${page} arrives rendered`)
      const csp = res.headers.get("content-security-policy")
      assert.equal(res.headers.get("content-security-policy"), csp, "one policy, not nginx's and the server's")
      assert.match(csp ?? "", /default-src 'self'/)
      // Public pages are cached and shared: their inline scripts are allowed by hash, never by a nonce (issue 28).
      assert.match(csp ?? "", new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ ${GOOGLE.replace(/[/.]/g, "\\$&")}`))
      assert.doesNotMatch(csp ?? "", /'nonce-/)
      assert.match(csp ?? "", /object-src 'none'/)
      assert.match(csp ?? "", /frame-ancestors 'none'/)
      assert.equal(res.headers.get("x-content-type-options"), "nosniff")
      assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin")
      assert.match(res.headers.get("strict-transport-security") ?? "", /max-age=31536000/)
      assert.equal(res.headers.get("cache-control"), "public, s-maxage=60, stale-while-revalidate=300")
    }
  })

  it("caches public pages for anonymous visitors only: a request with a cookie or a token never gets or fills the cache", async () => {
    const page = `${base}/product/P2`
    const status = async (headers = {}) => {
      const res = await fetch(page, { headers })
      assert.equal(res.status, 200)
      await res.text()
      return res.headers.get("x-cache-status")
    }
    // Credentials first: nothing may be stored for them.
    assert.equal(await status({ authorization: "Bearer abc" }), "BYPASS")
    assert.equal(await status({ cookie: "connect.sid=xyz" }), "BYPASS")
    assert.equal(await status(), "MISS")
    assert.equal(await status(), "HIT")
    assert.equal(await status({ authorization: "Bearer abc" }), "BYPASS", "a signed-in shopper never gets the cached copy")
    assert.equal(await status({ cookie: "connect.sid=xyz" }), "BYPASS")
    // One person's pages and errors are no-store: never cached.
    for (const path of ["/cart", "/product/NOPE"]) {
      await fetch(`${base}${path}`).then((r) => r.text())
      const again = await fetch(`${base}${path}`)
      await again.text()
      assert.notEqual(again.headers.get("x-cache-status"), "HIT", path)
      assert.equal(again.headers.get("cache-control"), "private, no-store", path)
    }
  })

  it("keeps /search pages only for queries the index knows: a made-up ?q= fills no cache entry", async () => {
    const get = async (/** @type {string} */ page) => {
      const res = await fetch(`${base}${page}`)
      assert.equal(res.status, 200)
      await res.text()
      return res
    }
    const unknown = `/search?q=zqxv${process.pid}`
    await get(unknown)
    const again = await get(unknown)
    assert.notEqual(again.headers.get("x-cache-status"), "HIT")
    assert.equal(again.headers.get("cache-control"), "no-store")
    assert.ok(!cachedKeys(dir).some((key) => key.includes("zqxv")), "no cache entry for the made-up query")
    // A query that finds products is an ordinary public page.
    await get("/search?q=velvet")
    const known = await get("/search?q=velvet")
    assert.equal(known.headers.get("x-cache-status"), "HIT")
  })

  it("answers only for the configured host (others: connection closed), and caches under that host", async () => {
    assert.equal(await getWithHost(`${base}/product/P3`, "127.0.0.1"), 200)
    for (const host of ["evil.example", "localhost", "127.0.0.2", "shop.example.com"]) {
      assert.equal(await getWithHost(`${base}/product/P3`, host), "closed", `Host: ${host}`)
      assert.equal(await getWithHost(`${base}/api/config`, host), "closed", `Host: ${host} for the backend's paths`)
    }
    // The container's health check asks by address.
    assert.equal(await getWithHost(`${base}/healthz`, "localhost"), 200)
    const keys = cachedKeys(dir)
    assert.ok(
      keys.some((key) => key === "http://127.0.0.1/product/P3"),
      `cached under the configured host: ${keys.join(", ")}`
    )
    assert.ok(
      keys.every((key) => key.startsWith("http://127.0.0.1/")),
      `every key names the configured host: ${keys.join(", ")}`
    )
  })

  it("never caches React Router's /__manifest, whatever its query", async () => {
    const html = await (await fetch(`${base}/`)).text()
    const version = html.match(/"version":\s*"([^"]+)"/)?.[1]
    assert.ok(version, "the page names its build version")
    const manifest = `${base}/__manifest?paths=${encodeURIComponent(`/product/P1,/made-up-${process.pid}`)}&version=${version}`
    const first = await fetch(manifest)
    assert.equal(first.status, 200)
    await first.text()
    const again = await fetch(manifest)
    await again.text()
    assert.notEqual(again.headers.get("x-cache-status"), "HIT")
    assert.ok(!cachedKeys(dir).some((key) => key.includes("__manifest")), "no cache entry for /__manifest")
  })

  it("writes verification and reset tokens to the access log as [hidden], in the URL and the Referer", async () => {
    const secret = "s3cr3t-Token_value"
    await fetch(`${base}/reset-password?token=${secret}`)
    await fetch(`${base}/verify-email?from=mail&token=${secret}x`)
    await fetch(`${base}/api/config`, { headers: { referer: `${base}/verify-email?token=${secret}y` } })
    await fetch(`${base}/about`)
    let log = ""
    for (let i = 0; i < 50 && !log.includes("/about"); i++) {
      await new Promise((r) => setTimeout(r, 100))
      log = fs.readFileSync(path.join(dir, "access.log"), "utf8")
    }
    assert.doesNotMatch(log, /s3cr3t/)
    assert.match(log, /"GET \/reset-password\?token=\[hidden\] HTTP/)
    assert.match(log, /"GET \/verify-email\?from=mail&token=\[hidden\] HTTP/)
    assert.match(log, /verify-email\?token=\[hidden\]"/)
  })

  it("caches hashed assets for a year and compresses them", async () => {
    const html = await (await fetch(`${base}/`)).text()
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1])
    assert.ok(scripts.length > 0, "the page links hashed scripts")
    let compressed = 0
    for (const script of scripts) {
      const plain = await fetch(`${base}${script}`, { headers: { "accept-encoding": "identity" } })
      const size = (await plain.arrayBuffer()).byteLength
      const res = await fetch(`${base}${script}`, { headers: { "accept-encoding": "gzip" } })
      assert.equal(res.status, 200, script)
      assert.match(res.headers.get("cache-control") ?? "", /max-age=31536000.*immutable/, script)
      // What is worth compressing is compressed (gzip_min_length 1024 in the template); tiny chunks go as they are.
      if (size >= 1024) {
        assert.equal(res.headers.get("content-encoding"), "gzip", script)
        compressed++
      }
    }
    assert.ok(compressed > 0, "the page's larger scripts are compressed")
  })

  it("proxies the backend's paths with a request id, and leaves the app's own /auth and /admin pages to the app", async () => {
    const config = await fetch(`${base}/api/config`)
    assert.equal(config.status, 200)
    const { publishableKey } = /** @type {{ publishableKey: string }} */ (await config.json())
    assert.match(config.headers.get("x-request-id") ?? "", /^[0-9a-f]{32}$/, "nginx's $request_id reaches the backend and comes back")
    const search = await fetch(`${base}/store/search`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-publishable-api-key": publishableKey },
      body: JSON.stringify({ entity: "product", pagination: { take: 2 } }),
    })
    assert.equal(search.status, 200)
    assert.equal(/** @type {{ results: Array<{ hits: unknown[] }> }} */ (await search.json()).results[0].hits.length, 2)
    assert.equal((await fetch(`${base}/ready`)).status, 200)
    // The operator's sign-in (the Medusa admin); Medusa's customer routes are closed (see the next test).
    const medusaAuth = await fetch(`${base}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    assert.match(medusaAuth.headers.get("content-type") ?? "", /json/, "Medusa's auth routes reach the backend")
    for (const appPage of ["/auth", "/admin", "/login"]) {
      const res = await fetch(`${base}${appPage}`)
      assert.equal(res.status, 200)
      assert.match(await res.text(), /^<!DOCTYPE html>/i, `${appPage} is the storefront's page`)
    }
  })

  it("never forwards /metrics; the backend answers it only with METRICS_TOKEN (401 otherwise)", async () => {
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` }
    for (const url of ["/metrics", "/metrics/", "/metrics?x=1"]) {
      const edge = await fetch(`${base}${url}`, { headers: bearer })
      assert.equal(edge.status, 404, url)
      assert.deepEqual(await edge.json(), { message: "Not found" })
    }
    assert.equal((await fetch(`${backend.url}/api/config`)).status, 200)
    const refused = await fetch(`${backend.url}/metrics`, { headers: { authorization: "Bearer wrong" } })
    assert.equal(refused.status, 401)
    assert.deepEqual(await refused.json(), { message: "Metrics need the METRICS_TOKEN bearer token" })
    assert.equal((await fetch(`${backend.url}/metrics`)).status, 401)
    const metrics = await fetch(`${backend.url}/metrics`, { headers: bearer })
    assert.equal(metrics.status, 200)
    assert.match(metrics.headers.get("content-type") ?? "", /^text\/plain/)
    const text = await metrics.text()
    // Requests by route pattern and status, the shop's facts from its database, the pool.
    assert.match(text, /^http_requests_total\{method="GET",route="\/api\/config",status="200"\} [1-9]/m)
    assert.match(text, /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/config",status="200"\}/m)
    assert.match(text, /^sugandh_emails |^# TYPE sugandh_emails gauge/m)
    assert.match(text, /^sugandh_payment_confirmations \d+/m)
    assert.match(text, /^sugandh_job_stale\{scheduled_job="unpaid-orders"\} 0/m)
    assert.match(text, /^sugandh_db_pool_connections\{state="max"\} [1-9]/m)
    assert.match(text, /^sugandh_metrics_source_up\{source="database"\} 1/m)
  })

  it("forwards only what the storefront and the Medusa admin use", async () => {
    const { publishableKey } = /** @type {{ publishableKey: string }} */ (await (await fetch(`${base}/api/config`)).json())
    const json = { "content-type": "application/json", "x-publishable-api-key": publishableKey }
    // Every Store API route but the search is closed at the edge (issue 28): checkout, customers, even catalogue reads.
    for (const [method, url] of [
      ["POST", "/store/carts"],
      ["POST", "/store/carts/cart_1/complete"],
      ["GET", "/store/customers/me"],
      ["POST", "/store/customers"],
      ["GET", "/store/products?limit=2"],
      ["GET", "/store/regions"],
      ["GET", "/store/orders"],
    ]) {
      const res = await fetch(`${base}${url}`, { method, headers: json, ...(method === "POST" ? { body: "{}" } : {}) })
      assert.equal(res.status, 404, `${method} ${url}`)
      assert.deepEqual(await res.json(), { message: "Not found" }, `${method} ${url}`)
    }
    assert.equal((await fetch(`${base}/store/search`, { headers: json })).status, 403, "the search is a POST")
    const customerLogin = await fetch(`${base}/auth/customer/emailpass`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: "a@b.c", password: "x" }),
    })
    assert.equal(customerLogin.status, 404)
    assert.deepEqual(await customerLogin.json(), { message: "Not found" })
    const register = await fetch(`${base}/auth/customer/emailpass/register`, { method: "POST", headers: json, body: "{}" })
    assert.equal(register.status, 404)
    // The catalogue's search is the one Store API POST the storefront makes (listings, suggestions).
    const search = await fetch(`${base}/store/search`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ entity: "product", pagination: { take: 1 } }),
    })
    assert.equal(search.status, 200)
    const found = /** @type {{ results: Array<{ hits: unknown[] }> }} */ (await search.json())
    assert.equal(found.results[0].hits.length, 1)
    // The same routes on the backend itself stay open to Medusa's JS SDK (with the backend's own limits and hooks).
    const direct = await fetch(`${backend.url}/store/carts`, { method: "POST", headers: json, body: "{}" })
    assert.equal(direct.status, 200)
  })

  it("forwards Medusa's payment webhooks (POST /hooks/payment/<provider>) and nothing else under /hooks/ (issue 46)", async () => {
    const body = JSON.stringify({ entity: "event", event: "payment.captured", payload: {} })
    const hook = await fetch(`${base}/hooks/payment/razorpay_sugandh`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64) },
      body,
    })
    // Medusa's hook route answers 200 and hands the body to the provider asynchronously (a bad signature changes nothing there).
    assert.equal(hook.status, 200, "the webhook reaches Medusa")
    assert.equal((await fetch(`${base}/hooks/payment/razorpay_sugandh`)).status, 403, "a webhook is a POST")
    for (const url of ["/hooks/other", "/hooks/payment/razorpay_sugandh/extra", "/hooks/"]) {
      const res = await fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body })
      assert.equal(res.status, 404, url)
    }
  })

  it("forwards on /auth only the actor types, providers and methods the Medusa admin uses (issue 28)", async () => {
    const json = { "content-type": "application/json" }
    const operator = JSON.stringify({ email: "admin@sugandh.example", password: "admin1234" })
    /** @param {string} url @param {string} [method] */
    const call = (url, method = "POST") =>
      fetch(`${base}${url}`, { method, headers: json, ...(method === "GET" || method === "HEAD" ? {} : { body: operator }) })
    // The operator's sign-in reaches the backend and answers a token.
    const signIn = await call("/auth/user/emailpass")
    assert.equal(signIn.status, 200)
    assert.equal(typeof (/** @type {{ token: unknown }} */ (await signIn.json()).token), "string")
    for (const url of ["/auth/user/emailpass/register", "/auth/user/emailpass/reset-password", "/auth/user/emailpass/update"]) {
      const res = await call(url)
      assert.notEqual(res.status, 404, `${url} reaches Medusa`)
      assert.match(res.headers.get("content-type") ?? "", /json/, url)
      await res.text()
    }
    assert.equal((await call("/auth/user/providers", "GET")).status, 200)
    // Any other actor type, provider or sub-route: 404 at the edge, for every method.
    for (const url of [
      "/auth/zz/emailpass",
      "/auth/zz/emailpass/register",
      "/auth/admin/emailpass",
      "/auth/customer/emailpass",
      "/auth/user/google",
      "/auth/emailpass/user",
      "/auth/user/emailpass/callback",
      "/auth/verification/request",
      "/auth/token/refresh",
    ]) {
      for (const method of ["POST", "GET", "PUT", "DELETE"]) {
        const res = await call(url, method)
        assert.equal(res.status, 404, `${method} ${url}`)
        assert.deepEqual(await res.json(), { message: "Not found" }, `${method} ${url}`)
        assert.equal(res.headers.get("x-frame-options"), "DENY")
      }
    }
    // The sign-in itself takes POST only (a GET with a JSON body would reach Medusa's password check otherwise).
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const res = await call("/auth/user/emailpass", method)
      assert.equal(res.status, 403, `${method} /auth/user/emailpass`)
      await res.text()
    }
  })

  it("passes the TLS front's X-Forwarded-Proto on, so the admin's Secure, SameSite=Strict session cookie is set", async () => {
    const login = await fetch(`${base}/auth/user/emailpass`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "admin@sugandh.example", password: "admin1234" }),
    })
    assert.equal(login.status, 200)
    const { token } = /** @type {{ token: string }} */ (await login.json())
    const session = (proto) =>
      fetch(`${base}/auth/session`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...(proto ? { "x-forwarded-proto": proto } : {}) },
      })
    const behindTls = await session("https")
    assert.equal(behindTls.status, 200)
    const cookie = behindTls.headers.get("set-cookie") ?? ""
    assert.match(cookie, /connect\.sid=/)
    assert.match(cookie, /; Secure/i)
    assert.match(cookie, /SameSite=Strict/i)
    // Plain http without a TLS front: express-session refuses to send a Secure cookie.
    const plain = await session(undefined)
    assert.equal(plain.headers.get("set-cookie"), null)
  })

  it("serves uploads sandboxed and unsniffed, and lets nothing of the backend be framed (the admin too)", async () => {
    const name = `edge-test-${process.pid}.html`
    const file = path.join(BACKEND_DIR, "uploads", name)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, "<script>alert(document.cookie)</script>")
    try {
      const upload = await fetch(`${base}/static/${name}`)
      assert.equal(upload.status, 200)
      assert.match(upload.headers.get("content-security-policy") ?? "", /^sandbox\b/)
      assert.equal(upload.headers.get("x-content-type-options"), "nosniff")
      assert.equal(upload.headers.get("x-frame-options"), "DENY")
    } finally {
      fs.rmSync(file, { force: true })
    }
    for (const url of ["/api/config", "/app", "/admin/orders", "/auth/user/emailpass", "/ready"]) {
      const res = await fetch(`${base}${url}`)
      assert.equal(res.headers.get("x-frame-options"), "DENY", url)
      assert.match(res.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/, url)
    }
  })
})
