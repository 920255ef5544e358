// Jest globalSetup / globalTeardown for the integration layer: migrate once, copy per file.
//
// Every test file used to create an empty database, run every migration, seed the
// shop and boot Medusa before its first test (about 30-60 s a file). Here one run
// makes two template databases and each file starts from a copy of one of them
// (`CREATE DATABASE ... TEMPLATE ...`, about a second; helpers/runner.ts):
//   - "migrated": every migration, link and search index, no data (files that test
//     the seed itself or need an empty shop);
//   - "seeded": the same plus `src/scripts/seed.ts`, as `npm start` seeds.
// `npm test` makes them once for the integration, e2e and production layers and
// passes their names in IT_TEMPLATE_MIGRATED / IT_TEMPLATE_SEEDED; a bare `npx jest`
// makes its own here and drops them afterwards.
const { execFileSync } = require("node:child_process")
const path = require("node:path")
const { Client } = require("pg")
const { stampStatement } = require("./template-schema")

const BACKEND_DIR = path.join(__dirname, "..")

function serverUrl(database) {
  const user = encodeURIComponent(process.env.DB_USERNAME || "postgres")
  const password = process.env.DB_PASSWORD ? `:${encodeURIComponent(process.env.DB_PASSWORD)}` : ""
  return `postgres://${user}${password}@${process.env.DB_HOST || "localhost"}:${process.env.DB_PORT || "5432"}/${database}`
}

async function sql(statement, database = "postgres") {
  const client = new Client({ connectionString: serverUrl(database) })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function medusa(args, database) {
  execFileSync(process.execPath, [require.resolve("@medusajs/cli/cli.js"), ...args], {
    cwd: BACKEND_DIR,
    env: { ...process.env, NODE_ENV: "test", DATABASE_URL: serverUrl(database), MEDUSA_DISABLE_TELEMETRY: "true" },
    stdio: process.env.IT_TEMPLATE_VERBOSE ? "inherit" : "ignore",
  })
}

module.exports = async function makeTemplates() {
  if (process.env.IT_TEMPLATE_MIGRATED && process.env.IT_TEMPLATE_SEEDED) return
  const started = Date.now()
  const migrated = `sugandh_it_migrated_${process.pid}`
  const seeded = `sugandh_it_seeded_${process.pid}`
  await sql(`drop database if exists "${migrated}" with (force)`)
  await sql(`create database "${migrated}"`)
  medusa(["db:migrate"], migrated)
  // Copies of it may skip the migrations while the code's schema is unchanged (template-schema.js).
  await sql(stampStatement(), migrated)
  await sql(`drop database if exists "${seeded}" with (force)`)
  await sql(`create database "${seeded}" template "${migrated}"`)
  medusa(["exec", "./src/scripts/seed.ts"], seeded)
  // Workers are forked after globalSetup, so they inherit these.
  process.env.IT_TEMPLATE_MIGRATED = migrated
  process.env.IT_TEMPLATE_SEEDED = seeded
  process.env.IT_TEMPLATES_OWNED = "1"
  console.log(`\nIntegration templates ${migrated}, ${seeded} ready in ${Math.round((Date.now() - started) / 1000)} s`)
}

module.exports.dropTemplates = async function dropTemplates() {
  if (!process.env.IT_TEMPLATES_OWNED) return
  for (const name of [process.env.IT_TEMPLATE_MIGRATED, process.env.IT_TEMPLATE_SEEDED]) {
    await sql(`drop database if exists "${name}" with (force)`)
  }
}
module.exports.serverUrl = serverUrl
