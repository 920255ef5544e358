// @ts-check
import path from "node:path"
import { BACKEND_DIR, BIN, CONTRACT_DIR, REACT_ROUTER_BIN, STOREFRONT_DIR } from "./paths.mjs"
import { log } from "./log.mjs"
import { run, startService } from "./processes.mjs"
import { needsSeed } from "./database.mjs"
import { assertPortUnused, waitForHttp } from "./ports.mjs"

const medusa = path.join(BIN, "medusa")

/**
 * Environment every backend command gets. Local runs are development unless told otherwise.
 * @param {string} databaseUrl
 * @param {Record<string, string>} [extra]
 */
export function backendEnv(databaseUrl, extra = {}) {
  return {
    NODE_ENV: process.env.NODE_ENV || "development",
    DATABASE_URL: databaseUrl,
    MEDUSA_DISABLE_TELEMETRY: "true",
    ...extra,
  }
}

/** @typedef {ReturnType<typeof backendEnv>} BackendEnv */

/** @param {BackendEnv} env */
export async function migrate(env) {
  log.step("Running database migrations...")
  await run(medusa, ["db:migrate"], { cwd: BACKEND_DIR, env, name: "medusa db:migrate", quiet: true })
  log.ok("Database is up to date")
}

/** @param {BackendEnv} env */
export async function seed(env) {
  log.step("Seeding the catalogue, region, shipping, promotions and demo accounts...")
  await run(medusa, ["exec", "./src/scripts/seed.ts"], { cwd: BACKEND_DIR, env, name: "seed" })
  log.ok("Seed finished")
}

/** @param {BackendEnv} env */
export async function seedIfEmpty(env) {
  if (await needsSeed(env.DATABASE_URL)) {
    await seed(env)
  } else {
    log.ok("Database already seeded (npm run seed re-runs it safely)")
  }
}

/**
 * Starts Medusa (`start`, or `develop` in watch mode) and waits for /health.
 * @param {BackendEnv} env
 * @param {{ port: number, watch?: boolean }} options
 */
export async function startBackend(env, { port, watch = false }) {
  log.step(`Starting the backend on :${port}${watch ? " (watch mode)" : ""}...`)
  await assertPortUnused(port, "the backend")
  const service = startService(medusa, [watch ? "develop" : "start"], {
    cwd: BACKEND_DIR,
    env: { ...env, PORT: String(port) },
    name: "backend",
  })
  await waitForHttp(`http://127.0.0.1:${port}/health`, { isAlive: service.alive })
  log.ok(`Backend answers on http://localhost:${port}`)
  return service
}

/**
 * Builds @sugandh/contract (packages/contract/dist), which both workspaces load at run
 * time: the backend its CommonJS build, the storefront its ES modules. `npm ci` builds it
 * too (the root `prepare` script); building again here means an edit to its src/ is what runs.
 */
export async function buildContract() {
  log.step("Building @sugandh/contract...")
  await run(process.execPath, [path.join(CONTRACT_DIR, "build.mjs")], { cwd: CONTRACT_DIR, name: "contract build", quiet: true })
  log.ok("Contract built")
}

export async function buildStorefront() {
  log.step("Building the storefront...")
  await run(REACT_ROUTER_BIN, ["build"], { cwd: STOREFRONT_DIR, name: "react-router build", quiet: true })
  log.ok("Storefront built")
}

/**
 * Serves the storefront: the built app's Node server (server-rendered pages,
 * forwarding the backend's paths so the browser sees one origin), or
 * `react-router dev` in watch mode. `env` adds e.g. CSP_GOOGLE_*.
 * @param {{ port: number, backendUrl: string, watch?: boolean, env?: Record<string, string> }} options
 */
export async function startStorefront({ port, backendUrl, watch = false, env = {} }) {
  await assertPortUnused(port, "the storefront")
  const [command, args] = watch ? [REACT_ROUTER_BIN, ["dev", "--port", String(port), "--strictPort"]] : [process.execPath, ["server.mjs"]]
  const service = startService(command, args, {
    cwd: STOREFRONT_DIR,
    env: { NODE_ENV: watch ? "development" : "production", PORT: String(port), BACKEND_URL: backendUrl, PROXY_BACKEND: "1", ...env },
    name: "storefront",
  })
  await waitForHttp(`http://127.0.0.1:${port}${watch ? "/" : "/healthz"}`, { isAlive: service.alive, timeoutMs: 60_000 })
  log.ok(`Storefront answers on http://localhost:${port}`)
  return service
}
