// @ts-check
// The storefront's production server: the React Router build (server-rendered
// pages, client navigations' data), the hashed assets, /healthz, and a clean
// stop on SIGTERM. In production nginx sits in front and forwards the
// backend's paths itself; `npm start` and the tests set PROXY_BACKEND=1 so
// this server forwards them, and the browser still sees one origin.
//
//   PORT (3000)  BACKEND_URL (http://localhost:9000)  PUBLIC_URL  PROXY_BACKEND
//   METRICS_TOKEN / METRICS_ALLOW_FROM: who may read GET /metrics (server-metrics.mjs)
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createRequestHandler } from "@react-router/express"
import compression from "compression"
import express from "express"
import { createProxyMiddleware } from "http-proxy-middleware"
import { countRequests, metricsRoute } from "./server-metrics.mjs"

const here = path.dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT || 3000)
const backendUrl = process.env.BACKEND_URL || "http://localhost:9000"
const DRAIN_MS = Number(process.env.SHUTDOWN_GRACE_MS || 10_000)

const app = express()
app.disable("x-powered-by")
app.use(countRequests)
app.get("/metrics", metricsRoute)
// Pages, data and assets go out compressed (nginx passes an encoded answer on as it is).
app.use(compression())
// Behind nginx: the client's scheme and host for the request URL (absolute links fall back to it without PUBLIC_URL).
// TRUSTED_PROXIES as the backend reads it ("none", or addresses, ranges, loopback/linklocal/uniquelocal).
const trustedProxies = process.env.TRUSTED_PROXIES?.trim() || "loopback, uniquelocal"
app.set("trust proxy", trustedProxies === "none" ? false : trustedProxies.split(",").map((s) => s.trim()))

let draining = false
// While stopping, every answer closes its connection, so keep-alive clients move to another replica.
app.use((_req, res, next) => {
  if (draining) res.setHeader("Connection", "close")
  next()
})
app.get("/healthz", (_req, res) => {
  res
    .status(draining ? 503 : 200)
    .type("text/plain")
    .send(draining ? "draining" : "ok")
})

if (process.env.PROXY_BACKEND) {
  // The same prefixes nginx forwards in production; bare /auth and /admin are pages of ours.
  const toBackend = createProxyMiddleware({
    target: backendUrl,
    changeOrigin: true,
    pathFilter: (pathname) => /^\/(api|store|static|app)(\/|$)|^\/auth\//.test(pathname),
    xfwd: true,
  })
  app.use(toBackend)
}

// The page loaders pass X-Forwarded-For on to the backend, which counts its limits (search, the
// sitemap) per visitor and believes this server. So the header is rewritten as a proxy would: the
// chain a trusted proxy (nginx) wrote, then the address this request came from; a visitor reaching
// this server directly cannot choose the address it is counted under.
const trustsPeer = app.get("trust proxy fn")
app.use((req, _res, next) => {
  const peer = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "")
  const written = peer && trustsPeer(peer, 0) ? req.headers["x-forwarded-for"] : undefined
  if (peer) req.headers["x-forwarded-for"] = [written, peer].filter(Boolean).join(", ")
  next()
})

const nosniff = (res) => res.setHeader("X-Content-Type-Options", "nosniff")
// Hashed build assets never change: cached for a year.
app.use(
  "/assets",
  express.static(path.join(here, "dist/client/assets"), { immutable: true, maxAge: "1y", index: false, setHeaders: nosniff })
)
// The rest of public/ (favicon, placeholder image): an hour.
app.use(express.static(path.join(here, "dist/client"), { maxAge: "1h", index: false, setHeaders: nosniff }))

const build = await import(path.join(here, "dist/server/index.js"))
app.all("*", createRequestHandler({ build }))

const server = app.listen(port, () => console.log(`Storefront server on http://localhost:${port}`))
server.keepAliveTimeout = 65_000

// Docker's SIGTERM (a deploy or --scale down): stop taking connections, say so
// on /healthz, finish the requests in flight, then exit.
function shutdown(signal) {
  if (draining) return
  draining = true
  console.log(`${signal}: finishing requests in flight`)
  server.close(() => process.exit(0))
  // Connections become idle as their last answer goes out: close them then, not after their keep-alive timeout.
  server.closeIdleConnections()
  setInterval(() => server.closeIdleConnections(), 250).unref()
  setTimeout(() => {
    console.error(`Requests still open after ${DRAIN_MS} ms: exiting`)
    process.exit(1)
  }, DRAIN_MS).unref()
}
process.on("SIGTERM", () => shutdown("SIGTERM"))
process.on("SIGINT", () => shutdown("SIGINT"))
