#!/usr/bin/env node
// @ts-check
// `npm test`: every test layer, against PostgreSQL on 127.0.0.1:5432 when it
// answers, otherwise an embedded one. Layers: typecheck (tsc, ESLint, Prettier,
// the import-zone tests), backend-unit,
// backend-integration, storefront-unit, e2e, production (real `medusa start`
// processes: server + worker on Redis, kill -9 and Redis restart under load,
// shutdown and start-up checks, docker-compose.yml validation).
// `npm test -- --only=e2e,storefront-unit` runs a subset; further arguments go
// to the layers' runners as file filters, e.g.
// `npm test -- --only=e2e e2e/orders.spec.ts` or
// `npm test -- --only=backend-integration invoices`.
import fs from "node:fs"
import { createRequire } from "node:module"
import os from "node:os"
import path from "node:path"
import { BACKEND_DIR, BIN, DATA_DIR, STOREFRONT_DIR } from "./lib/paths.mjs"
import { log } from "./lib/log.mjs"
import { localServerIfAnswering, startEmbeddedServer } from "./lib/database.mjs"
import { onShutdownSignal, run } from "./lib/processes.mjs"
import { reservePort, isPortAnswering } from "./lib/ports.mjs"
import { claim, liveClaims } from "./lib/machine-claims.mjs"
import {
  countsFromJestLike,
  countsFromNodeTap,
  countsFromPlaywright,
  failedTestsFromJestLike,
  failedTestsFromNodeTap,
  failedTestsFromPlaywright,
  fileTimesFromJestLike,
  fileTimesFromNodeTap,
  fileTimesFromPlaywright,
  joinPlaywrightReports,
  readCounts,
  slowest,
} from "./lib/results.mjs"
import { LOAD_TEST_LIMITS } from "./lib/load-test-limits.mjs"
import { backendEnv, buildContract, buildStorefront, migrate, seed, startBackend, startStorefront } from "./lib/stack.mjs"
import { startGoogleStandIn } from "./lib/google-stand-in.mjs"
import { BUILT_ADMIN_NODE_ENV, ensureBuiltAdmin } from "./lib/built-admin.mjs"
import { startSmtpSink } from "./lib/smtp-sink.cjs"
import { runStaticChecks } from "./lib/static-checks.mjs"

/** Stamps a migrated template so that integration files may skip Medusa's migrations on its copies. */
const { stampStatement } = createRequire(import.meta.url)(path.join(BACKEND_DIR, "integration-tests/template-schema.js"))

const LAYERS = ["typecheck", "backend-unit", "backend-integration", "storefront-unit", "e2e", "production"]
const onlyArg = process.argv.find((a) => a.startsWith("--only="))
const selected = onlyArg ? onlyArg.slice("--only=".length).split(",") : LAYERS
/** File filters for the runners (jest, vitest, playwright); empty in a full run. */
const fileFilters = process.argv.slice(2).filter((a) => !a.startsWith("--"))
for (const layer of selected) {
  if (!LAYERS.includes(layer)) {
    log.error(`Unknown layer "${layer}". Layers: ${LAYERS.join(", ")}`)
    process.exit(2)
  }
}

const REPORT_DIR = path.join(DATA_DIR, "test-reports")
/** Integration files run side by side, one per core (each boots its own Medusa; about 1.5 GB each). */
const INTEGRATION_WORKERS = Math.max(1, Math.min(os.availableParallelism(), 2))
/** Production process-test files run side by side (each starts up to four Medusa processes). */
const PROCESS_TEST_FILES_AT_ONCE = 2
/**
 * This run announces itself, so that runs sharing the machine (two clones, two `bash .ci/run`)
 * each take a share of the cores in the layers that fill them with browsers and servers: with
 * two runs on two cores, four Chromiums and four Medusa processes starve each other and journeys
 * hit their time limit. Counted when a layer starts, since the other run may start later.
 */
claim(`test-run-${process.pid}`)
/**
 * Every PostgreSQL connection the tests open (Medusa, the runners, the process tests; node-postgres
 * reads PGOPTIONS) commits without waiting for the WAL flush. A commit is still visible at once and
 * survives any crash of ours (kill -9 of Medusa, a Redis restart); only a crash of PostgreSQL
 * itself could lose the last few hundred milliseconds, which no test does. On this machine's disk a
 * flushed commit costs 2-7 ms (500 single-row inserts: 1.2-3.5 s against 0.15-0.8 s), and Medusa's
 * workflows commit often. `PGOPTIONS` naming synchronous_commit already is left as it is.
 */
if (!/synchronous_commit/.test(process.env.PGOPTIONS ?? "")) {
  process.env.PGOPTIONS = `${process.env.PGOPTIONS ?? ""} -c synchronous_commit=off`.trim()
}
const runsOnThisMachine = () => Math.max(1, liveClaims("test-run-"))
const E2E_DB = `sugandh_e2e_${process.pid}`
/**
 * Migrated once per run, then copied (CREATE DATABASE ... TEMPLATE): every integration file starts
 * from a copy of one of these, the e2e stack from a copy of the seeded one, and each production
 * process test from its own copy of the seeded one.
 */
const TEMPLATES = { migrated: `sugandh_tpl_migrated_${process.pid}`, seeded: `sugandh_tpl_seeded_${process.pid}` }
/**
 * What is running now, for stopAll. `dropE2e`/`dropTemplates` mark the databases this run made.
 * @type {{
 *   db: (import("./lib/database.mjs").ServerHandle & { dropE2e?: boolean, dropTemplates?: boolean }) | null,
 *   backend: import("./lib/processes.mjs").ServiceHandle | null,
 *   storefront: import("./lib/processes.mjs").ServiceHandle | null,
 * }}
 */
const running = { db: null, backend: null, storefront: null }
/** @type {Array<import("./lib/results.mjs").Counts & { name: string, seconds: number, error?: string, names?: import("./lib/results.mjs").TestNames }>} */
const results = []

/** The database the layers that need one share (main() provides it before they run). */
function database() {
  if (!running.db) throw new Error("no database: main() provides one before the layers that need it")
  return running.db
}

async function stopAll() {
  await Promise.all([running.storefront?.stop(), running.backend?.stop()])
  running.storefront = running.backend = null
  if (running.db?.dropE2e) await running.db.dropDatabase(E2E_DB).catch(() => {})
  if (running.db?.dropTemplates) for (const name of Object.values(TEMPLATES)) await running.db.dropDatabase(name).catch(() => {})
  await running.db?.stop()
  running.db = null
}

async function provideDatabase() {
  const local = await localServerIfAnswering()
  if (local) {
    log.ok("Using PostgreSQL on 127.0.0.1:5432")
    return local
  }
  log.step("No PostgreSQL on 127.0.0.1:5432; starting an embedded one")
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-test-pg-"))
  return startEmbeddedServer({ dataDir, persistent: false })
}

/**
 * Runs one layer, records its counts, never throws (a failed layer must not hide the others).
 * @param {string} name
 * @param {string} reportFile
 * @param {(file: string) => import("./lib/results.mjs").Counts} reader
 * @param {() => Promise<unknown>} body
 * @param {(file: string) => import("./lib/results.mjs").FileTime[]} [timesReader] time per test file, for the slowest five
 * @param {(file: string) => import("./lib/results.mjs").TestNames} [namesReader] the failed and flaky tests, named at the end
 */
async function layer(name, reportFile, reader, body, timesReader, namesReader) {
  log.step(`Layer ${name}`)
  fs.rmSync(reportFile, { force: true })
  const started = Date.now()
  /** @type {Error | null} */
  let crashed = null
  try {
    await body()
  } catch (error) {
    crashed = error instanceof Error ? error : new Error(String(error))
  }
  const counts = readCounts(reader, reportFile) ?? { passed: 0, failed: 0, skipped: 0 }
  if (crashed && counts.failed === 0) counts.failed = 1 // the runner died or a setup step failed
  const seconds = Math.round((Date.now() - started) / 1000)
  const names = namesReader ? (readCounts(namesReader, reportFile) ?? undefined) : undefined
  results.push({ name, ...counts, seconds, error: crashed?.message, names })
  const summary = `${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`
  if (counts.failed) log.error(summary)
  else log.ok(summary)
  const times = timesReader ? (readCounts(timesReader, reportFile) ?? []) : []
  if (times.length) {
    log.plain(`  slowest files of ${name}:`)
    for (const t of slowest(times))
      log.plain(`    ${t.seconds.toFixed(1).padStart(7)} s  ${path.relative(process.cwd(), t.file) || t.file}`)
  }
}

/**
 * The migrated and seeded template databases (TEMPLATES), made once per run: `medusa db:migrate`
 * on an empty database, a copy of it, and the seed (the same `medusa exec` as `npm start`) on the copy.
 * The seed uploads the product images, whose URLs carry BACKEND_URL: the e2e stack's own, so its pages
 * show them (the other layers never load an image).
 * @param {import("./lib/database.mjs").ServerHandle} db
 * @param {string | undefined} backendUrl
 */
async function makeTemplates(db, backendUrl) {
  const started = Date.now()
  log.step("Template databases: migrate once, seed once (every layer copies them)")
  await db.recreateDatabase(TEMPLATES.migrated)
  await db.dropDatabase(TEMPLATES.seeded)
  db.dropTemplates = true
  await migrate(backendEnv(db.urlFor(TEMPLATES.migrated)))
  await db.query(TEMPLATES.migrated, stampStatement())
  await db.query("postgres", `create database "${TEMPLATES.seeded}" template "${TEMPLATES.migrated}"`)
  await seed(backendEnv(db.urlFor(TEMPLATES.seeded), backendUrl ? { BACKEND_URL: backendUrl } : {}))
  const seconds = Math.round((Date.now() - started) / 1000)
  results.push({ name: "templates", passed: 0, failed: 0, skipped: 0, seconds })
  log.ok(`Template databases ready (${seconds} s)`)
}

/** REDIS_URL for tests that use a real Redis, when one answers on 127.0.0.1:6379 (CI has one). */
async function redisEnv() {
  if (process.env.REDIS_URL) return { REDIS_URL: process.env.REDIS_URL }
  return (await isPortAnswering(6379)) ? { REDIS_URL: "redis://127.0.0.1:6379" } : {}
}

/**
 * @param {import("./lib/database.mjs").ServerHandle} db
 * @param {string} testType
 */
function jestEnv(db, testType) {
  return {
    TEST_TYPE: testType,
    NODE_OPTIONS: "--experimental-vm-modules",
    // Medusa's test runner turns SSL on for any database URL without "localhost".
    DB_HOST: db.host === "127.0.0.1" ? "localhost" : db.host,
    DB_PORT: String(db.port),
    DB_USERNAME: db.user,
    DB_PASSWORD: db.password,
    MEDUSA_DISABLE_TELEMETRY: "true",
  }
}

async function main() {
  onShutdownSignal(stopAll)
  fs.mkdirSync(REPORT_DIR, { recursive: true })
  const jest = path.join(BIN, "jest")
  // Every layer loads the contract package (backend and storefront alike): build it before anything runs.
  await buildContract()
  const needsDb = selected.some((l) => l === "backend-integration" || l === "e2e" || l === "production")
  // The e2e stack's ports, taken now: the seeded template's image URLs name its backend.
  const e2ePorts = selected.includes("e2e") ? { backend: await reservePort(9200), storefront: await reservePort(4180) } : null
  if (needsDb) {
    running.db = await provideDatabase()
    await makeTemplates(running.db, e2ePorts ? `http://localhost:${e2ePorts.backend}` : undefined)
  }

  if (selected.includes("typecheck")) {
    // tsc on every project, ESLint, Prettier and the import-zone tests (scripts/lib/static-checks.mjs).
    const report = path.join(REPORT_DIR, "typecheck.json")
    await layer(
      "typecheck",
      report,
      (file) => JSON.parse(fs.readFileSync(file, "utf8")),
      async () => {
        const { counts, failed } = await runStaticChecks(REPORT_DIR)
        fs.writeFileSync(report, JSON.stringify(counts))
        if (failed.length) throw new Error(`failed: ${failed.join(", ")}`)
      }
    )
  }

  if (selected.includes("backend-unit")) {
    const redis = await redisEnv()
    const report = path.join(REPORT_DIR, "backend-unit.json")
    await layer(
      "backend-unit",
      report,
      countsFromJestLike,
      () =>
        run(jest, ["--maxWorkers=2", "--forceExit", "--passWithNoTests", "--json", `--outputFile=${report}`, ...fileFilters], {
          cwd: BACKEND_DIR,
          // The rate limiter's Redis store is tested against a real Redis when one answers.
          env: { TEST_TYPE: "unit", NODE_OPTIONS: "--experimental-vm-modules", ...redis },
          name: "backend unit tests",
        }),
      fileTimesFromJestLike,
      failedTestsFromJestLike
    )
  }

  if (selected.includes("backend-integration")) {
    const report = path.join(REPORT_DIR, "backend-integration.json")
    await layer(
      "backend-integration",
      report,
      countsFromJestLike,
      () =>
        // --silent: Medusa's boot logs would bury the results; failures still print in full.
        // Two workers (the machine's two cores), each file on its own copy of a template database
        // (integration-tests/helpers/runner.ts) and its own port. Workers are recycled after every
        // file (each Medusa boot exceeds the memory limit): every file starts in a fresh process, so
        // no module cache, ESM import or process-wide state leaks from one file into the next.
        run(
          jest,
          [
            `--maxWorkers=${INTEGRATION_WORKERS}`,
            "--workerIdleMemoryLimit=200MB",
            "--forceExit",
            "--silent",
            "--json",
            `--outputFile=${report}`,
            ...fileFilters,
          ],
          {
            cwd: BACKEND_DIR,
            env: {
              ...jestEnv(database(), "integration:http"),
              IT_TEMPLATE_MIGRATED: TEMPLATES.migrated,
              IT_TEMPLATE_SEEDED: TEMPLATES.seeded,
            },
            name: "backend integration tests",
          }
        ),
      fileTimesFromJestLike,
      failedTestsFromJestLike
    )
  }

  if (selected.includes("storefront-unit")) {
    const report = path.join(REPORT_DIR, "storefront-unit.json")
    await layer(
      "storefront-unit",
      report,
      countsFromJestLike,
      () =>
        run(path.join(BIN, "vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${report}`, ...fileFilters], {
          cwd: STOREFRONT_DIR,
          name: "storefront unit tests",
        }),
      fileTimesFromJestLike,
      failedTestsFromJestLike
    )
  }

  if (selected.includes("e2e")) {
    const report = path.join(REPORT_DIR, "e2e.json")
    await layer(
      "e2e",
      report,
      countsFromPlaywright,
      async () => {
        if (!e2ePorts) throw new Error("e2e ports are reserved before the templates")
        await database().dropDatabase(E2E_DB)
        await database().query("postgres", `create database "${E2E_DB}" template "${TEMPLATES.seeded}"`)
        database().dropE2e = true
        const { backend: backendPort, storefront: storefrontPort } = e2ePorts
        // The Medusa admin calls the backend at BACKEND_URL; e-mail links point at STOREFRONT_URL.
        // Google sign-in runs against a local stand-in key set (scripts/lib/google-stand-in.mjs).
        const google = await startGoogleStandIn()
        // E-mail goes out through SMTP to a local sink that files each message in E2E_MAIL_DIR: the
        // journeys read verification and reset links from the sent e-mail (stored data never holds tokens).
        const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-mail-"))
        const mail = await startSmtpSink({ dir: mailDir })
        const env = backendEnv(database().urlFor(E2E_DB), {
          SMTP_URL: mail.url,
          BACKEND_URL: `http://localhost:${backendPort}`,
          STOREFRONT_URL: `http://localhost:${storefrontPort}`,
          GOOGLE_CLIENT_ID: google.clientId,
          GOOGLE_JWKS_URL: google.jwksUrl,
          // Every journey signs up, signs in, orders and applies coupons from 127.0.0.1, several as the
          // same seeded accounts: the production limits (20 sign-ups per IP, 30 orders per IP in 10
          // minutes, 3 unpaid orders per customer ...) would refuse the suite's own traffic.
          ...LOAD_TEST_LIMITS,
        })
        // The Medusa admin as `npm start` serves it: built once (shared with `npm start`'s build while
        // src/admin and Medusa stay the same), not compiled by Vite on the first browser test's visit.
        await Promise.all([buildStorefront(), ensureBuiltAdmin(env)])
        running.backend = await startBackend({ ...env, NODE_ENV: BUILT_ADMIN_NODE_ENV }, { port: backendPort })
        running.storefront = await startStorefront({
          port: storefrontPort,
          backendUrl: `http://127.0.0.1:${backendPort}`,
          // 20 URLs per sitemap file instead of 50,000: the seeded 52 products then need three
          // files, so ssr.spec.ts checks that the sitemap index splits the catalogue without gaps.
          env: { ...google.storefrontEnv, SITEMAP_URLS_PER_FILE: "20" },
        })
        // Alone: two Playwright workers. Beside other runs: one, and each test's time limits
        // stretched by the number of runs (storefront/playwright.config.ts reads both).
        const sharing = runsOnThisMachine()
        const e2eShare = {
          E2E_WORKERS: process.env.E2E_WORKERS || (sharing > 1 ? "1" : "2"),
          E2E_TIME_SCALE: String(sharing),
        }
        if (sharing > 1) log.warn(`${sharing} test runs share this machine: e2e on ${e2eShare.E2E_WORKERS} worker, time limits x${sharing}`)
        try {
          // The journeys on two workers, then the files that change or count the catalogue one at a
          // time (storefront/playwright.config.ts): two invocations, so a failed journey does not
          // skip the second set as a project dependency would. Their reports are joined.
          /** @type {string[]} */
          const reports = []
          /** @type {Error | null} */
          let failure = null
          for (const project of ["journeys", "catalogue-changes"]) {
            const projectReport = path.join(REPORT_DIR, `e2e-${project}.json`)
            fs.rmSync(projectReport, { force: true })
            reports.push(projectReport)
            await run(
              path.join(BIN, "playwright"),
              [
                "test",
                `--project=${project}`,
                "--pass-with-no-tests",
                "--reporter=list,json",
                // Each invocation keeps its own traces and screenshots (Playwright empties its output folder).
                `--output=${path.join(STOREFRONT_DIR, "test-results", project)}`,
                ...fileFilters,
              ],
              {
                cwd: STOREFRONT_DIR,
                env: {
                  ...e2eShare,
                  E2E_BASE_URL: `http://localhost:${storefrontPort}`,
                  E2E_BACKEND_URL: `http://localhost:${backendPort}`,
                  E2E_DATABASE_URL: env.DATABASE_URL,
                  E2E_MAIL_DIR: mailDir,
                  E2E_GOOGLE_CLIENT_ID: google.clientId,
                  E2E_GOOGLE_KID: google.kid,
                  E2E_GOOGLE_PRIVATE_KEY: google.privateKeyPem,
                  PLAYWRIGHT_JSON_OUTPUT_NAME: projectReport,
                },
                name: `playwright (${project})`,
              }
            ).catch((error) => {
              failure ??= error
            })
          }
          joinPlaywrightReports(reports, report)
          if (failure) throw failure
        } finally {
          await Promise.all([running.storefront.stop(), running.backend.stop(), google.stop(), mail.stop()])
          fs.rmSync(mailDir, { recursive: true, force: true })
          running.storefront = running.backend = null
        }
      },
      fileTimesFromPlaywright,
      failedTestsFromPlaywright
    )
  }

  if (selected.includes("production")) {
    const report = path.join(REPORT_DIR, "production.tap")
    await layer(
      "production",
      report,
      countsFromNodeTap,
      async () => {
        // Each test copies the seeded template (CREATE DATABASE ... TEMPLATE) into databases of its own.
        const testDir = path.join(BACKEND_DIR, "process-tests")
        const files = fs
          .readdirSync(testDir)
          .filter((f) => f.endsWith(".test.mjs"))
          // `npm test -- --only=production nginx` runs only the files whose names contain a filter.
          .filter((f) => !fileFilters.length || fileFilters.some((filter) => f.includes(path.basename(filter))))
          .sort()
          .map((f) => path.join(testDir, f))
        // One `medusa build` for every test that runs the built server (lib/built-server.mjs).
        const { buildServer } = await import(path.join(testDir, "lib/built-server.mjs"))
        log.step("Building the backend as the Docker image does (medusa build)...")
        const build = await buildServer()
        try {
          // Two files at a time: each has its own databases, ports and Redis keys (lib/*.mjs), and
          // most of a file's time is spent waiting for processes to boot and stop.
          await run(
            process.execPath,
            [
              "--test",
              // One file at a time when other runs share the machine (see runsOnThisMachine).
              `--test-concurrency=${runsOnThisMachine() > 1 ? 1 : PROCESS_TEST_FILES_AT_ONCE}`,
              "--test-reporter=spec",
              "--test-reporter-destination=stdout",
              "--test-reporter=tap",
              `--test-reporter-destination=${report}`,
              ...files,
            ],
            {
              cwd: BACKEND_DIR,
              env: {
                PROCESS_TESTS_PG_URL: database()
                  .urlFor(TEMPLATES.seeded)
                  .replace(/\/[^/]+$/, ""),
                PROCESS_TESTS_TEMPLATE_DB: TEMPLATES.seeded,
                PROCESS_TESTS_BUILT_SERVER: build.serverDir,
                // The server + worker test needs Redis and says so when it skips.
                ...(await redisEnv()),
              },
              name: "production process tests",
            }
          )
        } finally {
          await build.remove()
        }
      },
      fileTimesFromNodeTap,
      failedTestsFromNodeTap
    )
  }

  await stopAll()
  const total = results.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
    { passed: 0, failed: 0, skipped: 0 }
  )
  log.plain("")
  for (const r of results)
    log.plain(
      `  ${r.failed ? "✖" : "✔"} ${r.name.padEnd(20)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.error ? `  (${r.error})` : ""}`
    )
  log.plain("")
  // A long log's tail is what CI keeps: name what failed (and what passed only on retry) here.
  for (const [label, key] of /** @type {const} */ ([
    ["failed", "failed"],
    ["flaky (passed on retry)", "flaky"],
  ])) {
    const named = results.flatMap((r) => (r.names?.[key] ?? []).map((test) => `${r.name}: ${test}`))
    if (!named.length) continue
    log.plain(`  ${label}:`)
    for (const test of named.slice(0, 30)) log.plain(`    ${test}`)
    if (named.length > 30) log.plain(`    ... and ${named.length - 30} more`)
    log.plain("")
  }
  // The plain closing line CI reads.
  log.plain(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0)
}

main().catch(async (error) => {
  log.error(error.stack ?? error.message)
  await stopAll().catch(() => {})
  process.exit(1)
})
