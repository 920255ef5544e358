// @ts-check
// The typecheck layer of `npm test`: checks that read the code without running
// the shop. Each one counts as one passed or failed check; the import-zone tests
// (scripts/lint/) count one per test.
import fs from "node:fs"
import path from "node:path"
import { BACKEND_DIR, BIN, ROOT, STOREFRONT_DIR } from "./paths.mjs"
import { log } from "./log.mjs"
import { run } from "./processes.mjs"
import { countsFromNodeTap, readCounts } from "./results.mjs"

// Caches live in node_modules/.cache and are keyed on file contents, so a fresh
// clone (CI) checks everything and a second local run only the changed files.
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache")

/** @type {Array<{ name: string, command: string, args: string[], cwd: string }>} */
const CHECKS = [
  { name: "tsc (backend)", command: path.join(BIN, "tsc"), args: ["--noEmit", "-p", "."], cwd: BACKEND_DIR },
  { name: "tsc (storefront)", command: path.join(BIN, "tsc"), args: ["-b"], cwd: STOREFRONT_DIR },
  // scripts/, bench/, the process tests and storefront/server.mjs (tsconfig.json at the root).
  { name: "tsc (Node scripts, JavaScript)", command: path.join(BIN, "tsc"), args: ["-p", "tsconfig.json"], cwd: ROOT },
  {
    name: "eslint",
    command: path.join(BIN, "eslint"),
    args: [".", "--max-warnings=0", "--cache", "--cache-strategy=content", `--cache-location=${path.join(CACHE_DIR, "eslint")}/`],
    cwd: ROOT,
  },
  { name: "prettier --check", command: path.join(BIN, "prettier"), args: [".", "--check", "--cache", "--log-level=warn"], cwd: ROOT },
]

const ZONE_TESTS_DIR = path.join(ROOT, "scripts", "lint")

/**
 * Runs every check in turn (the machine's cores are few) and returns the counts
 * and the names of the checks that failed; their output has gone to the terminal.
 * @param {string} reportDir where the import-zone tests leave their TAP report
 */
export async function runStaticChecks(reportDir) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  /** @type {string[]} */
  const failed = []
  for (const check of CHECKS) {
    const started = Date.now()
    try {
      await run(check.command, check.args, { cwd: check.cwd, name: check.name })
      counts.passed++
      log.ok(`${check.name} (${Math.round((Date.now() - started) / 1000)} s)`)
    } catch {
      counts.failed++
      failed.push(check.name)
      log.error(`${check.name} failed (see above)`)
    }
  }

  const tapReport = path.join(reportDir, "import-zones.tap")
  fs.rmSync(tapReport, { force: true })
  const files = fs
    .readdirSync(ZONE_TESTS_DIR)
    .filter((f) => f.endsWith(".test.mjs"))
    .map((f) => path.join(ZONE_TESTS_DIR, f))
  try {
    await run(
      process.execPath,
      [
        "--test",
        "--test-reporter=dot",
        "--test-reporter-destination=stdout",
        "--test-reporter=tap",
        `--test-reporter-destination=${tapReport}`,
        ...files,
      ],
      { cwd: ROOT, name: "import-zone tests" }
    )
  } catch {
    failed.push("import-zone tests")
  }
  const zoneCounts = readCounts(countsFromNodeTap, tapReport) ?? { passed: 0, failed: 1, skipped: 0 }
  counts.passed += zoneCounts.passed
  counts.failed += zoneCounts.failed
  counts.skipped += zoneCounts.skipped
  return { counts, failed }
}
