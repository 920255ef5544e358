import type { MedusaContainer } from "@medusajs/framework/types"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Client } from "pg"
import { checkAnswersAgainstContract } from "./contract-check"
import { setDefaultRateLimitStore } from "../../src/lib/rate-limit"
// CommonJS, shared with the template makers (template-databases.js, scripts/test.mjs).
const { isMigratedCopy } = require("../template-schema")

type MedusaRunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]

/**
 * What a test file starts from, copied from a template made once per run
 * (integration-tests/template-databases.js):
 * - "seeded": the shop as `npm start` seeds it (region, catalogue, stock, promotions, demo accounts);
 * - "migrated": every migration and search index, no rows (files that test the seed or an empty shop).
 */
export type StartingDatabase = "seeded" | "migrated"

let filesInThisWorker = 0

/** The same connection settings Medusa's runner reads (DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD). */
function clientOf(database: string) {
  return new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database,
  })
}

/** One connection to the maintenance database per worker, for copies and renames. */
let maintenance: Promise<Client> | null = null
function maintenanceClient(): Promise<Client> {
  maintenance ??= (async () => {
    const client = clientOf("postgres")
    await client.connect()
    return client
  })()
  return maintenance
}

/**
 * Databases this file is done with (set aside by restores, its snapshot, its own database),
 * dropped together when the file ends. Every DROP DATABASE waits for a checkpoint of the whole
 * server (measured 4-7 s each one after another on a busy machine, 0.6 s each when eight are
 * issued at once: drops that wait together share a checkpoint), and a checkpoint between tests
 * also makes the next writes log whole pages again.
 */
const finished: string[] = []
const DROPS_AT_ONCE = 8
let setAside = 0

async function dropFinished() {
  const names = finished.splice(0)
  for (let i = 0; i < names.length; i += DROPS_AT_ONCE) {
    await Promise.all(
      names
        .slice(i, i + DROPS_AT_ONCE)
        .map((name) => withDatabase("postgres", (client) => client.query(`drop database if exists "${name}" with (force)`)))
    )
  }
}

/** A client of one database (not the maintenance one), for a single look. */
async function withDatabase<T>(database: string, body: (client: Client) => Promise<T>): Promise<T> {
  const client = clientOf(database)
  await client.connect()
  try {
    return await body(client)
  } finally {
    await client.end()
  }
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
 * (the app's pool reconnects to it) and leaves the renamed one to the drops at the file's end.
 */
async function restoreFromSnapshot({ databaseName, templateName }: { databaseName: string; templateName: string }) {
  const client = await maintenanceClient()
  const aside = `${databaseName}_used_${++setAside}`
  await client.query(`alter database "${databaseName}" with allow_connections false`)
  // A terminated backend may still be exiting when the rename comes ("being accessed by other
  // users", 55006): wait for each to end (PostgreSQL 14+'s timeout argument) and retry briefly.
  for (let attempt = 1; ; attempt++) {
    await client.query("select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [
      databaseName,
    ])
    try {
      await client.query(`alter database "${databaseName}" rename to "${aside}"`)
      break
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await client.query(`create database "${databaseName}" template "${templateName}"`)
  finished.push(aside)
}

// The functions Medusa's runner calls to restore and, at the file's end, to drop its snapshot and
// its database (test-utils' database.js reads them from this module's exports at call time): the
// drops join the others at the end (dropFinished). Checked so that an upgrade that moves them fails loudly here.
const medusaTemplates = require("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
for (const name of ["restorePostgresDatabaseFromTemplate", "dropPostgresDatabaseTemplate", "dropDatabase"]) {
  if (typeof medusaTemplates[name] !== "function") {
    throw new Error(`@medusajs/test-utils no longer exports ${name}: update integration-tests/helpers/runner.ts`)
  }
}
medusaTemplates.restorePostgresDatabaseFromTemplate = restoreFromSnapshot
medusaTemplates.dropPostgresDatabaseTemplate = async (templateName: string) => {
  finished.push(templateName)
}
medusaTemplates.dropDatabase = async ({ databaseName }: { databaseName: string }) => {
  finished.push(databaseName)
}

/**
 * Medusa's runner migrates every file's database before booting the app: each module's
 * migrations, the link tables and the search indexes (about 7 s a file quiet, 20 s on a busy
 * machine). On a copy of a template that `medusa db:migrate` made from this same code and
 * module list, every step finds nothing to do ("Skipped. Database is up-to-date", links "noop",
 * "Search indexes already up-to-date"): the module migrations and the search-index migration are
 * skipped there, and run as before on any other database (template-schema.js says which is
 * which). Medusa's link sync still runs: it also readies the read-only links (review.product),
 * which a plain import of the link files left out of Query. Checked so that an upgrade that
 * renames the steps fails loudly here.
 */
const medusaMigrationSteps = require("@medusajs/test-utils/dist/medusa-test-runner-utils/use-db")
for (const step of ["migrateDatabase", "migrateSearchIndexes"]) {
  if (typeof medusaMigrationSteps[step] !== "function") {
    throw new Error(`@medusajs/test-utils no longer exports ${step}: update integration-tests/helpers/runner.ts`)
  }
}
/** Whether this file's database is an up-to-date migrated copy (set before Medusa's runner migrates it). */
let migratedCopy = false
const { migrateDatabase, migrateSearchIndexes } = medusaMigrationSteps
medusaMigrationSteps.migrateDatabase = async (...args: unknown[]) => {
  if (!migratedCopy) return migrateDatabase(...args)
  const { logger } = await import("@medusajs/framework/logger")
  logger.info("A copy of a template migrated from this code: migrations and search-index migration skipped")
}
medusaMigrationSteps.migrateSearchIndexes = async (...args: unknown[]) => {
  if (!migratedCopy) return migrateSearchIndexes(...args)
}

/**
 * After every test Medusa's runner waits for the workflows still running. Its own limit (60 s)
 * throws from a timer, so the test fails, but the wait goes on until jest's hook limit (300 s
 * here): a workflow stuck after a failed test cost its file five minutes more. The same wait,
 * given up at the same 60 s. Checked so that an upgrade that moves it fails loudly here.
 */
const WORKFLOWS_WAIT_MS = 60_000
const medusaWorkflowWait = require("@medusajs/test-utils/dist/medusa-test-runner-utils/wait-workflow-executions")
if (typeof medusaWorkflowWait.waitWorkflowExecutions !== "function") {
  throw new Error("@medusajs/test-utils no longer exports waitWorkflowExecutions: update integration-tests/helpers/runner.ts")
}
const { waitWorkflowExecutions } = medusaWorkflowWait
medusaWorkflowWait.waitWorkflowExecutions = (container: MedusaContainer) => {
  const waiting: Promise<void> = waitWorkflowExecutions(container)
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Workflows still running ${WORKFLOWS_WAIT_MS / 1000} s after the test`)), WORKFLOWS_WAIT_MS)
  })
  // Medusa's loop keeps polling after a timeout until its container goes: its late end is nobody's error.
  waiting.catch(() => {})
  return Promise.race([waiting, limit]).finally(() => clearTimeout(timer))
}

/**
 * Medusa's integration test runner on a copy of a migrated template instead of an
 * empty database: Medusa's runner keeps a database that already exists, and its
 * migration, link and search-index steps are skipped (above); its snapshot/restore
 * between tests is unchanged. Each file gets its own database, so
 * files run on several jest workers at once.
 */
export function integrationTestRunner({ from, ...options }: Omit<MedusaRunnerOptions, "dbName"> & { from: StartingDatabase }) {
  filesInThisWorker += 1
  const dbName = `sugandh_it_${process.pid}_${filesInThisWorker}`
  // After the runner's own clean-up (inner afterAll hooks run first): every database the file used goes.
  afterAll(async () => {
    await (await maintenanceClient()).end()
    await dropFinished()
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
        migratedCopy = await withDatabase(dbName, isMigratedCopy)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}

const betweenSuites: Array<() => void | Promise<void>> = []

/** For what is kept in memory for a file (a test SMTP server's inbox): reset before each suite of a group. */
export function resetBetweenSuites(reset: () => void | Promise<void>) {
  betweenSuites.push(reset)
}
// Counted requests (sign-ups, orders per IP) start again for each suite, as in a file of its own.
resetBetweenSuites(() => setDefaultRateLimitStore(undefined))

/** What a `*.suite.ts` file exports: the body of a test file, given the running app (api, getContainer, ...). */
export type TestSuite = MedusaRunnerOptions["testSuite"]

/**
 * A suite with settings of its own (smaller rate limits, order limits, the store's e-mail): set in
 * `process.env` before the suite's own `beforeAll` and put back after its last test. Only settings
 * the shop reads on each request may go here (every limit, store setting and Google setting does;
 * medusa-config.ts and module options are read once at boot, so they may not).
 */
export type SuiteWithSettings = { env: Record<string, string>; suite: TestSuite }

/** Sets `env` in process.env now; the function it returns puts the previous values back. */
function applySettings(env: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  return () => {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
}

/**
 * Several suites on one Medusa app: each `*.suite.ts` used to be a file of its own, and every file
 * boots Medusa (about 25 s of a file's time on CI's two cores, whatever its tests do). Each suite
 * still starts from the database the app booted with, plus its own `beforeAll` set-up:
 * - before a suite, the database is restored from the app's first snapshot ("pristine"), so nothing
 *   the previous suite wrote is seen;
 * - after the suite's own `beforeAll` hooks, the database is snapshotted again, and Medusa's
 *   runner restores that snapshot before each of the suite's tests, as it does for a single file.
 * What `resetBetweenSuites` names starts again for each suite (the rate limiters' counts, the test
 * inbox); anything else held in memory (a module's cache) is shared as between the tests of one
 * file: a suite that depends on it resets it in its own `beforeAll`.
 * Run one suite alone with jest's name filter: `npx jest <group>.spec.ts -t "<suite name>"`.
 */
export function integrationTestSuites({ from, suites }: { from: StartingDatabase; suites: Record<string, TestSuite | SuiteWithSettings> }) {
  return integrationTestRunner({
    from,
    testSuite: (options) => {
      const pristine = `${options.dbConfig.dbName}_pristine`
      /** Whether a suite has run (a `-t` filter may skip the first ones): then the pristine snapshot exists. */
      let aSuiteRan = false
      for (const [name, entry] of Object.entries(suites)) {
        const { suite, env } = typeof entry === "function" ? { suite: entry, env: undefined } : entry
        describe(name, () => {
          let restoreSettings: (() => void) | undefined
          beforeAll(async () => {
            if (env) restoreSettings = applySettings(env)
            if (!aSuiteRan) {
              await options.dbUtils.snapshot({ templateName: pristine })
              finished.push(pristine)
              aSuiteRan = true
            } else {
              await options.dbUtils.restore({ templateName: pristine })
              // The previous suite's snapshot is set aside (dropped with the others at the end): a
              // snapshot under a name that exists would first drop it and wait for a checkpoint.
              await setAsideSnapshot(`${options.dbConfig.dbName}-template`)
            }
            for (const reset of betweenSuites) await reset()
          })
          suite(options)
          // After the suite's own set-up: its tests start from here (the first runs on it as it is).
          beforeAll(async () => {
            await options.dbUtils.snapshot()
          })
          afterAll(() => restoreSettings?.())
        })
      }
    },
  })
}

async function setAsideSnapshot(templateName: string) {
  const client = await maintenanceClient()
  const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [templateName])
  if (!rowCount) return
  const aside = `${templateName}_used_${++setAside}`
  await client.query(`alter database "${templateName}" rename to "${aside}"`)
  finished.push(aside)
}
