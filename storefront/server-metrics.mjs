// @ts-check
// The storefront server's Prometheus metrics (GET /metrics): requests and their durations
// by kind of path and status, plus the process's memory and CPU. Read by the operator's
// Prometheus on the internal network only: with `Authorization: Bearer <METRICS_TOKEN>` or
// from METRICS_ALLOW_FROM (the socket's address), as on the backend; nginx never forwards it.
import { timingSafeEqual } from "node:crypto"
import { BlockList, isIP } from "node:net"
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client"

const registry = new Registry()
collectDefaultMetrics({ register: registry })
const labelNames = /** @type {const} */ (["method", "route", "status"])
const requests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by kind of path and status",
  labelNames,
  registers: [registry],
})
const duration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by kind of path and status",
  labelNames,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

/**
 * Pages are labelled by kind, not by URL, so made-up paths cannot grow the series.
 * @param {string} pathname
 */
export function routeKind(pathname) {
  if (pathname === "/healthz" || pathname === "/metrics") return pathname
  if (pathname.startsWith("/assets/")) return "asset"
  if (pathname === "/__manifest") return "manifest"
  if (pathname === "/sitemap.xml" || pathname === "/robots.txt") return pathname
  if (/^\/(api|store|static|app)(\/|$)|^\/auth\//.test(pathname)) return "backend"
  if (pathname.endsWith(".data")) return "data"
  if (/\.[a-z0-9]+$/i.test(pathname)) return "file"
  return "page"
}

/** @type {import("express").RequestHandler} */
export function countRequests(req, res, next) {
  const stop = duration.startTimer()
  res.once("finish", () => {
    const labels = { method: req.method, route: routeKind(req.path), status: String(res.statusCode) }
    requests.inc(labels)
    stop(labels)
  })
  next()
}

/**
 * @param {string | undefined} authorization
 * @param {string | undefined} remoteAddress
 * @param {NodeJS.ProcessEnv} env
 */
export function metricsAccessAllowed(authorization, remoteAddress, env = process.env) {
  const token = env.METRICS_TOKEN
  if (token && authorization?.startsWith("Bearer ")) {
    const given = Buffer.from(authorization.slice("Bearer ".length))
    const expected = Buffer.from(token)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true
  }
  const address = remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "")
  if (!env.METRICS_ALLOW_FROM || !address || !isIP(address)) return false
  const list = new BlockList()
  for (const entry of env.METRICS_ALLOW_FROM.split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [base, bits] = entry.split("/")
    const type = isIP(base) === 6 ? "ipv6" : "ipv4"
    if (!isIP(base)) continue // a malformed entry lets nobody in
    if (bits === undefined) list.addAddress(base, type)
    else list.addSubnet(base, Number(bits), type)
  }
  return list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4")
}

/** @type {import("express").RequestHandler} */
export async function metricsRoute(req, res) {
  if (!metricsAccessAllowed(req.headers.authorization, req.socket.remoteAddress)) {
    res.setHeader("WWW-Authenticate", "Bearer")
    res.status(401).json({ message: "Metrics need the METRICS_TOKEN bearer token" })
    return
  }
  res.setHeader("Content-Type", registry.contentType)
  res.setHeader("Cache-Control", "no-store")
  res.send(await registry.metrics())
}
