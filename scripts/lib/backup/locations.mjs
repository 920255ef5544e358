// @ts-check
// What the backup commands back up and restore into: the database (DATABASE_URL, or the
// embedded one of `npm start` in .data/postgres) and the two upload folders, where
// medusa-config.ts puts them (UPLOADS_DIR / PRIVATE_UPLOADS_DIR, else relative to medusa-backend/).
import fs from "node:fs"
import path from "node:path"
import { BACKEND_DIR, DATA_DIR } from "../paths.mjs"

export const EMBEDDED_DB_NAME = "sugandh"
export const EMBEDDED_DATA_DIR = path.join(DATA_DIR, "postgres")

/** The two upload folders, keyed by their archive folder name. */
export function uploadDirs() {
  return {
    uploads: path.resolve(BACKEND_DIR, process.env.UPLOADS_DIR || "uploads"),
    "private-uploads": path.resolve(BACKEND_DIR, process.env.PRIVATE_UPLOADS_DIR || "private-uploads"),
  }
}

/**
 * The port of an embedded PostgreSQL already running on .data/postgres (`npm start`), from its
 * postmaster.pid (line 4 is the port), or null when none runs there.
 */
function runningEmbeddedPort() {
  const pidFile = path.join(EMBEDDED_DATA_DIR, "postmaster.pid")
  if (!fs.existsSync(pidFile)) return null
  const [pid, , , port] = fs.readFileSync(pidFile, "utf8").split("\n")
  try {
    process.kill(Number(pid), 0)
  } catch {
    return null // a stale pid file after a crash: the server is not running
  }
  return Number(port)
}

/**
 * The database to back up or restore into: { url, stop() }. Starts the embedded server for
 * the command's duration when `npm start` is not running it.
 * @param {{ mustExist: boolean }} options a backup needs a database; a restore may create it
 */
export async function openDatabase({ mustExist }) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} }
  const port = runningEmbeddedPort()
  if (port) return { url: `postgres://postgres:postgres@127.0.0.1:${port}/${EMBEDDED_DB_NAME}`, stop: async () => {} }
  if (!fs.existsSync(path.join(EMBEDDED_DATA_DIR, "PG_VERSION")) && mustExist)
    throw new Error("Nothing to back up: DATABASE_URL is not set and .data/postgres holds no database (run npm start first)")
  // Loaded only here: the Docker backup image has no embedded PostgreSQL.
  const { startEmbeddedServer } = await import("../database.mjs")
  const server = await startEmbeddedServer({ dataDir: EMBEDDED_DATA_DIR, persistent: true })
  await server.ensureDatabase(EMBEDDED_DB_NAME)
  return { url: server.urlFor(EMBEDDED_DB_NAME), stop: () => server.stop() }
}

/** Where archives go: BACKUP_DIR, else .data/backups. */
export function backupDir() {
  return path.resolve(process.env.BACKUP_DIR || path.join(DATA_DIR, "backups"))
}
