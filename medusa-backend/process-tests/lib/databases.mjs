// @ts-check
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import path from "node:path"
import pg from "pg"
import { BACKEND_DIR } from "./medusa-process.mjs"

/**
 * Databases for the process tests. `npm test` migrates and seeds one template
 * database per run (PROCESS_TESTS_TEMPLATE_DB) and each test copies it with
 * CREATE DATABASE ... TEMPLATE, which takes a second instead of a seed's
 * twenty. Run alone, a test file makes that template itself.
 */
const SERVER_URL = process.env.PROCESS_TESTS_PG_URL || "postgres://postgres@127.0.0.1:5432"
const run = promisify(execFile)

/** @param {string} name */
export function databaseUrl(name) {
  return `${SERVER_URL}/${name}`
}

/**
 * Runs one statement on its own connection; the rows are `any` (each caller names the columns it reads).
 * @param {string} database
 * @param {string} text
 * @param {unknown[]} [params]
 * @returns {Promise<any[]>}
 */
export async function sql(database, text, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl(database) })
  await client.connect()
  try {
    return (await client.query(text, params)).rows
  } finally {
    await client.end()
  }
}

async function exists(name) {
  return (await sql("postgres", "select 1 from pg_database where datname = $1", [name])).length > 0
}

/**
 * Migrates and seeds a database with Medusa's own CLI (what production does).
 * @param {string} name
 * @param {string} [url] another server's database (the soak's own cluster)
 */
export async function migrateAndSeed(name, url = databaseUrl(name)) {
  const medusa = path.resolve(BACKEND_DIR, "../node_modules/.bin/medusa")
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, DATABASE_URL: url, NODE_ENV: "development", MEDUSA_DISABLE_TELEMETRY: "true" }
  delete env.REDIS_URL
  await run(medusa, ["db:migrate"], { cwd: BACKEND_DIR, env, maxBuffer: 64 * 1024 * 1024 })
  await run(medusa, ["exec", "./src/scripts/seed.ts"], { cwd: BACKEND_DIR, env, maxBuffer: 64 * 1024 * 1024 })
}

async function templateName() {
  const given = process.env.PROCESS_TESTS_TEMPLATE_DB
  if (given) return given
  const name = "sugandh_process_tests_template"
  if (!(await exists(name))) {
    // Built under a name of its own and renamed when complete: a failed seed leaves no empty template behind.
    const building = `${name}_building_${process.pid}`
    await sql("postgres", `create database "${building}"`)
    try {
      await migrateAndSeed(building)
      if (!(await exists(name))) await sql("postgres", `alter database "${building}" rename to "${name}"`)
    } finally {
      await sql("postgres", `drop database if exists "${building}" with (force)`)
    }
  }
  return name
}

/**
 * A fresh copy of the seeded template; returns { name, url, query(), drop() }.
 * @param {string} label
 */
export async function freshDatabase(label) {
  const template = await templateName()
  const name = `sugandh_pt_${label}_${process.pid}_${Date.now() % 100000}`
  await sql("postgres", `create database "${name}" template "${template}"`)
  return {
    name,
    url: databaseUrl(name),
    /** @param {string} text @param {unknown[]} [params] */
    query: (text, params) => sql(name, text, params),
    drop: () => sql("postgres", `drop database if exists "${name}" with (force)`),
  }
}
