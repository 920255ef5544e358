#!/usr/bin/env node
// @ts-check
// How long `npm run backup` and `npm run restore` take for a large catalogue (issue 47,
// docs/operations.md): a copy of the process tests' seeded template on the local
// PostgreSQL is grown to at least N products by copying the seeded products' rows in SQL
// (bench/lib/clone-catalogue.mjs: the Admin API import of bench/grow-catalogue.mjs ran at
// about a product a second on the loaded machine), then backed up with scripts/backup.mjs and
// restored with scripts/restore.mjs into a new empty database and empty upload folders, each
// timed as a whole command, R rounds of backup + restore.
//   node bench/backup-restore-scale.mjs [--products 50000] [--rounds 3] [--keep-db]
// Needs PostgreSQL (PROCESS_TESTS_PG_URL, default postgres://postgres@127.0.0.1:5432) with a
// pg_dump / pg_restore of its major version or newer.
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { parseArgs } from "node:util"
import { databaseUrl, freshDatabase, sql } from "../medusa-backend/process-tests/lib/databases.mjs"
import { ROOT } from "../scripts/lib/paths.mjs"
import { cloneCatalogue } from "./lib/clone-catalogue.mjs"
import { minMedianMax } from "./lib/shop-client.mjs"

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    rounds: { type: "string", default: "3" },
    "keep-db": { type: "boolean", default: false },
  },
})
const exec = promisify(execFile)
const work = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-backup-scale-"))
const emptyUploads = () => {
  const dir = fs.mkdtempSync(path.join(work, "uploads-"))
  fs.mkdirSync(path.join(dir, "public"))
  fs.mkdirSync(path.join(dir, "private"))
  return { UPLOADS_DIR: path.join(dir, "public"), PRIVATE_UPLOADS_DIR: path.join(dir, "private") }
}

/** Runs one of the shop's npm scripts' files with this environment; resolves with the seconds it took. */
async function timed(script, scriptArgs, env) {
  const started = Date.now()
  await exec(process.execPath, [path.join(ROOT, "scripts", script), ...scriptArgs], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
  return (Date.now() - started) / 1000
}

const db = await freshDatabase("backup_scale")
console.log(`database ${db.name}`)
const restored = []
try {
  const [{ seeded }] = await db.query("select count(*)::int as seeded from product where deleted_at is null")
  const copies = Math.ceil(Number(args.products) / seeded) - 1
  const cloning = Date.now()
  await cloneCatalogue(db, copies)
  console.log(`copied the ${seeded} seeded products ${copies} times in ${((Date.now() - cloning) / 1000).toFixed(0)} s`)
  await db.query("vacuum analyze")
  const [{ products }] = await db.query("select count(*)::int as products from product where deleted_at is null")
  const [{ bytes }] = await db.query("select pg_database_size(current_database())::bigint as bytes")
  console.log(`${products} products, database ${(Number(bytes) / 1024 / 1024).toFixed(0)} MB`)

  const backups = []
  const restores = []
  for (let round = 1; round <= Number(args.rounds); round++) {
    const out = path.join(work, `round-${round}`)
    const backupSeconds = await timed("backup.mjs", ["--out", out], { DATABASE_URL: db.url, ...emptyUploads() })
    const [archive] = fs.readdirSync(out).filter((f) => !f.startsWith("."))
    const size = fs.statSync(path.join(out, archive)).size
    const target = `${db.name}_restored_${round}`
    restored.push(target)
    const restoreSeconds = await timed("restore.mjs", [path.join(out, archive)], { DATABASE_URL: databaseUrl(target), ...emptyUploads() })
    const [{ n }] = await sql(target, "select count(*)::int as n from product where deleted_at is null")
    if (n !== products) throw new Error(`round ${round}: the restored database has ${n} products, not ${products}`)
    backups.push(backupSeconds)
    restores.push(restoreSeconds)
    console.log(
      `round ${round}: backup ${backupSeconds.toFixed(1)} s (${(size / 1024 / 1024).toFixed(1)} MB archive), restore ${restoreSeconds.toFixed(1)} s, ${n} products restored`
    )
    await sql("postgres", `drop database if exists "${target}" with (force)`)
    fs.rmSync(out, { recursive: true, force: true })
  }
  const spread = (/** @type {number[]} */ v) => {
    const { min, median, max } = minMedianMax(v)
    return `${min.toFixed(1)} / ${median.toFixed(1)} / ${max.toFixed(1)} s`
  }
  console.log(`\n${products} products, ${args.rounds} rounds (min / median / max): backup ${spread(backups)}, restore ${spread(restores)}`)
} finally {
  for (const target of restored) await sql("postgres", `drop database if exists "${target}" with (force)`).catch(() => undefined)
  if (!args["keep-db"]) await db.drop()
  fs.rmSync(work, { recursive: true, force: true })
}
