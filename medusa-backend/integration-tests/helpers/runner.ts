import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Client } from "pg"
import { checkAnswersAgainstContract } from "./contract-check"

type MedusaRunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]

/**
 * What a test file starts from, copied from a template made once per run
 * (integration-tests/template-databases.js):
 * - "seeded": the shop as `npm start` seeds it (region, catalogue, stock, promotions, demo accounts);
 * - "migrated": every migration and search index, no rows (files that test the seed or an empty shop).
 */
export type StartingDatabase = "seeded" | "migrated"

let filesInThisWorker = 0

/** One connection to the maintenance database per worker, for copies, renames and drops. */
let maintenance: Promise<Client> | null = null
function maintenanceClient(): Promise<Client> {
  maintenance ??= (async () => {
    // The same connection settings Medusa's runner reads (DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD).
    const client = new Client({
      host: process.env.DB_HOST ?? "localhost",
      port: Number(process.env.DB_PORT ?? 5432),
      user: process.env.DB_USERNAME ?? "postgres",
      password: process.env.DB_PASSWORD || undefined,
      database: "postgres",
    })
    await client.connect()
    return client
  })()
  return maintenance
}

/**
 * Databases set aside by restores, dropped one after another behind the tests: a DROP
 * DATABASE waits for a checkpoint (seconds on a busy machine), a rename does not.
 */
let drops: Promise<void> = Promise.resolve()
let setAside = 0
function dropLater(database: string) {
  drops = drops.then(async () => {
    const client = await maintenanceClient()
    await client.query(`drop database if exists "${database}" with (force)`)
  })
}

function templateName(from: StartingDatabase): string {
  const name = from === "seeded" ? process.env.IT_TEMPLATE_SEEDED : process.env.IT_TEMPLATE_MIGRATED
  if (!name) throw new Error("No template database: run the integration layer through jest's globalSetup (jest.config.js)")
  return name
}

async function copyTemplate(template: string, database: string) {
  const client = await maintenanceClient()
  await client.query(`drop database if exists "${database}" with (force)`)
  await client.query(`create database "${database}" template "${template}"`)
}

/**
 * Medusa's runner restores a file's snapshot before every test by dropping the database and
 * copying the snapshot again; the drop is most of a test's set-up time. This restore renames
 * the used database out of the way (no checkpoint), copies the snapshot under the old name
 * (the app's pool reconnects to it) and drops the renamed one behind the tests.
 */
async function restoreFromSnapshot({ databaseName, templateName }: { databaseName: string; templateName: string }) {
  const client = await maintenanceClient()
  const aside = `${databaseName}_used_${++setAside}`
  await client.query(`alter database "${databaseName}" with allow_connections false`)
  await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
    databaseName,
  ])
  await client.query(`alter database "${databaseName}" rename to "${aside}"`)
  await client.query(`create database "${databaseName}" template "${templateName}"`)
  dropLater(aside)
}

// The function Medusa's runner calls for a restore (test-utils' database.js reads it from this
// module's exports at call time). Checked so that an upgrade that moves it fails loudly here.
const medusaTemplates = require("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
if (typeof medusaTemplates.restorePostgresDatabaseFromTemplate !== "function") {
  throw new Error("@medusajs/test-utils no longer exports restorePostgresDatabaseFromTemplate: update integration-tests/helpers/runner.ts")
}
medusaTemplates.restorePostgresDatabaseFromTemplate = restoreFromSnapshot

/**
 * Medusa's integration test runner on a copy of a migrated template instead of an
 * empty database: Medusa's runner keeps a database that already exists, so its
 * migration, link and search-index steps find nothing left to do, and its
 * snapshot/restore between tests is unchanged. Each file gets its own database, so
 * files run on several jest workers at once.
 */
export function integrationTestRunner({ from, ...options }: Omit<MedusaRunnerOptions, "dbName"> & { from: StartingDatabase }) {
  filesInThisWorker += 1
  const dbName = `sugandh_it_${process.pid}_${filesInThisWorker}`
  // After the runner's own clean-up (inner afterAll hooks run first): the set-aside databases go too.
  afterAll(async () => {
    await drops
    await (await maintenanceClient()).end()
    maintenance = null
  })
  return medusaIntegrationTestRunner({
    ...options,
    // Every /api answer the file's tests get is checked against the contract (helpers/contract-check.ts).
    testSuite: (suite) => {
      checkAnswersAgainstContract(() => suite.api)
      options.testSuite(suite)
    },
    dbName,
    hooks: {
      ...options.hooks,
      beforeServerStart: async (container) => {
        await copyTemplate(templateName(from), dbName)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}
