#!/usr/bin/env node
// @ts-check
// `npm start` (and `npm run dev` with --dev): one command from a fresh clone to a
// running shop. Uses DATABASE_URL when set, otherwise an embedded PostgreSQL in .data/.
import path from "node:path"
import { DATA_DIR } from "./lib/paths.mjs"
import { log } from "./lib/log.mjs"
import { connectToServer, startEmbeddedServer } from "./lib/database.mjs"
import { onShutdownSignal } from "./lib/processes.mjs"
import { isPortFree } from "./lib/ports.mjs"
import { BUILT_ADMIN_NODE_ENV, ensureBuiltAdmin } from "./lib/built-admin.mjs"
import { backendEnv, buildContract, buildStorefront, migrate, seed, seedIfEmpty, startBackend, startStorefront } from "./lib/stack.mjs"

const watch = process.argv.includes("--dev")
const seedOnly = process.argv.includes("--seed-only")
const BACKEND_PORT = Number(process.env.PORT || 9000)
const STOREFRONT_PORT = Number(process.env.STOREFRONT_PORT || 5173)
const DB_NAME = "sugandh"

/**
 * @type {{
 *   db: import("./lib/database.mjs").ServerHandle | null,
 *   backend: import("./lib/processes.mjs").ServiceHandle | null,
 *   storefront: import("./lib/processes.mjs").ServiceHandle | null,
 * }}
 */
const running = { db: null, backend: null, storefront: null }
/** @type {Promise<void> | null} */
let stopping = null

/** Stops everything once, however many times it is asked (signal, a dying child, an error). */
function shutdown() {
  stopping ??= stopAll()
  return stopping
}

async function stopAll() {
  // Web servers first so no request hits a database that is going away.
  await Promise.all([running.storefront?.stop(), running.backend?.stop()])
  await running.db?.stop()
  log.ok("Stopped cleanly")
}

async function main() {
  onShutdownSignal(shutdown)

  for (const port of seedOnly ? [] : [BACKEND_PORT, STOREFRONT_PORT]) {
    if (!(await isPortFree(port)))
      throw new Error(`Port ${port} is already in use. Stop whatever runs there (an earlier npm start?) and try again.`)
  }

  // Both servers (and the migrations) load @sugandh/contract: build it first.
  await buildContract()

  let databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) {
    running.db = await startEmbeddedServer({ dataDir: path.join(DATA_DIR, "postgres"), persistent: true })
    await running.db.ensureDatabase(DB_NAME)
    databaseUrl = running.db.urlFor(DB_NAME)
  } else {
    await connectToServer(databaseUrl) // validates the URL's shape early
    log.ok("Using the database from DATABASE_URL")
  }

  const env = backendEnv(databaseUrl, {
    // Follow the chosen ports unless the URLs are set explicitly (the admin calls BACKEND_URL).
    BACKEND_URL: process.env.BACKEND_URL || `http://localhost:${BACKEND_PORT}`,
    STOREFRONT_URL: process.env.STOREFRONT_URL || `http://localhost:${STOREFRONT_PORT}`,
  })
  await migrate(env)
  if (seedOnly) {
    await seed(env)
    await shutdown()
    return
  }
  await seedIfEmpty(env)
  // Both builds at once; the admin's is reused while src/admin and Medusa stay the same.
  if (!watch) await Promise.all([buildStorefront(), ensureBuiltAdmin(env)])

  // Watch mode keeps Vite's admin (hot reload); otherwise "dev" serves the built one (lib/built-admin.mjs).
  const backendEnvFor = watch || env.NODE_ENV !== "development" ? env : { ...env, NODE_ENV: BUILT_ADMIN_NODE_ENV }
  running.backend = await startBackend(backendEnvFor, { port: BACKEND_PORT, watch })
  running.storefront = await startStorefront({ port: STOREFRONT_PORT, backendUrl: `http://127.0.0.1:${BACKEND_PORT}`, watch })

  printWelcome()
  // If either server dies on its own, take the rest down instead of limping on.
  const died = await Promise.race([running.backend.exited.then(() => "backend"), running.storefront.exited.then(() => "storefront")])
  if (stopping) return // a deliberate stop: the signal handler exits
  log.error(`The ${died} stopped unexpectedly; shutting down`)
  await shutdown()
  process.exit(1)
}

function printWelcome() {
  const adminEmail = process.env.ADMIN_EMAIL || "admin@sugandh.example"
  const shopperEmail = process.env.SHOPPER_EMAIL || "shopper@sugandh.example"
  log.plain(`
  ${process.env.STORE_NAME || "Sugandh"} is running${watch ? " in watch mode" : ""}

  Storefront     http://localhost:${STOREFRONT_PORT}
  Backend        http://localhost:${BACKEND_PORT}   (health: /health)
  Medusa admin   http://localhost:${BACKEND_PORT}/app

  Demo accounts (development defaults; set ADMIN_* / SHOPPER_* to change)
    operator     ${adminEmail} / ${process.env.ADMIN_PASSWORD ? "(from ADMIN_PASSWORD)" : "admin1234"}
    shopper      ${shopperEmail} / ${process.env.SHOPPER_PASSWORD ? "(from SHOPPER_PASSWORD)" : "shopper1234"}

  Press Ctrl-C to stop everything.
`)
}

main().catch(async (error) => {
  log.error(error.message)
  await shutdown().catch(() => {})
  process.exit(1)
})
