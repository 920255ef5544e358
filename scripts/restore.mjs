#!/usr/bin/env node
// @ts-check
// `npm run restore -- FILE [--force]`: checks every part of the archive against its manifest
// first (nothing is touched when one is missing or altered), then restores the database into
// an empty one and the uploads into empty folders. --force replaces what is there.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { log } from "./lib/log.mjs"
import { DATABASE_ENTRY, filesUnder, unpackAndVerify } from "./lib/backup/archive.mjs"
import { emptyDatabase, ensureDatabaseExists, restoreDatabase, userRelationCount } from "./lib/backup/postgres-tools.mjs"
import { openDatabase, uploadDirs } from "./lib/backup/locations.mjs"

/** The URL without its password, for messages. @param {string} url */
function shown(url) {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = "***"
  return parsed.toString()
}

/** What is already in the target, as sentences (none: the target is empty). @param {string} url */
async function occupied(url) {
  const found = []
  const relations = await userRelationCount(url)
  if (relations > 0) found.push(`the database ${shown(url)} holds ${relations} tables and sequences`)
  for (const dir of Object.values(uploadDirs())) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0
    if (files > 0) found.push(`${dir} holds ${files} entries`)
  }
  return found
}

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes("--force")
  const file = args.find((a) => !a.startsWith("--"))
  if (!file) throw new Error("Name the archive: npm run restore -- FILE [--force]")
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`)
  const started = Date.now()

  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-restore-"))
  let database = null
  try {
    log.step(`Checking ${file} against its manifest...`)
    const manifest = await unpackAndVerify(file, staging)
    log.ok(
      `All ${manifest.files.length} files match (backup of ${manifest.createdAt}, shop ${manifest.shop?.version} ${manifest.shop?.commit ?? ""})`
    )

    database = await openDatabase({ mustExist: false })
    await ensureDatabaseExists(database.url)
    const found = await occupied(database.url)
    if (found.length && !force)
      throw new Error(
        `Refusing to restore over existing data: ${found.join("; ")}. Restore into an empty database and folders, or add --force to replace them.`
      )
    if (found.length) {
      log.warn(`--force: replacing ${found.join("; ")}`)
      await emptyDatabase(database.url)
    }

    log.step("Restoring the database...")
    const dumpMajor = Number(String(manifest.database?.pgDumpVersion ?? "0").split(".")[0])
    await restoreDatabase(database.url, path.join(staging, DATABASE_ENTRY), dumpMajor)

    for (const [entry, dir] of Object.entries(uploadDirs())) {
      // Contents, not the folder: in Docker each folder is a volume's mount point.
      fs.mkdirSync(dir, { recursive: true })
      for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true })
      if (fs.existsSync(path.join(staging, entry))) fs.cpSync(path.join(staging, entry), dir, { recursive: true })
      log.ok(`${filesUnder(staging, entry).length} files restored into ${dir}`)
    }
    log.ok(
      `Restored in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the shop (npm start, or docker compose up): it migrates a backup of an older version.`
    )
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    await database?.stop()
  }
}

main().catch((error) => {
  log.error(`Restore failed: ${error.message}`)
  process.exit(1)
})
