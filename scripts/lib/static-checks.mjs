// @ts-check
// The typecheck layer of `npm test`: checks that read the code without running
// the shop. Each one counts as one passed or failed check; the script tests
// (scripts/lint/, scripts/lib/tests/) count one per test.
import fs from "node:fs"
import path from "node:path"
import { BACKEND_DIR, BIN, CONTRACT_DIR, REACT_ROUTER_BIN, ROOT, STOREFRONT_DIR } from "./paths.mjs"
import { log } from "./log.mjs"
import { run } from "./processes.mjs"
import { countsFromNodeTap, readCounts } from "./results.mjs"

// Caches live in node_modules/.cache and are keyed on file contents, so a fresh
// clone (CI) checks everything and a second local run only the changed files.
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache")

// The longest first, so the two lanes end close together. `before` runs first in the same lane.
/** @typedef {{ command: string, args: string[], cwd: string }} Command */
/** @type {Array<{ name: string, before?: Command } & Command>} */
const CHECKS = [
  {
    name: "eslint",
    command: path.join(BIN, "eslint"),
    args: [".", "--max-warnings=0", "--cache", "--cache-strategy=content", `--cache-location=${path.join(CACHE_DIR, "eslint")}/`],
    cwd: ROOT,
  },
  { name: "tsc (backend)", command: path.join(BIN, "tsc"), args: ["--noEmit", "-p", "."], cwd: BACKEND_DIR },
  { name: "tsc (contract)", command: path.join(BIN, "tsc"), args: ["--noEmit", "-p", "tsconfig.json"], cwd: CONTRACT_DIR },
  {
    name: "tsc (storefront)",
    // The route modules import their types from ./+types/ (React Router's typegen, not committed).
    before: { command: REACT_ROUTER_BIN, args: ["typegen"], cwd: STOREFRONT_DIR },
    command: path.join(BIN, "tsc"),
    args: ["-b"],
    cwd: STOREFRONT_DIR,
  },
  // scripts/, bench/, the process tests and storefront/server.mjs (tsconfig.json at the root).
  { name: "tsc (Node scripts, JavaScript)", command: path.join(BIN, "tsc"), args: ["-p", "tsconfig.json"], cwd: ROOT },
  { name: "prettier --check", command: path.join(BIN, "prettier"), args: [".", "--check", "--cache", "--log-level=warn"], cwd: ROOT },
]

// The import-zone tests and the test scripts' own tests (ports and claims two runs share).
const SCRIPT_TEST_DIRS = [path.join(ROOT, "scripts", "lint"), path.join(ROOT, "scripts", "lib", "tests")]

/** Checks that run at once: the machine's two cores. */
const AT_ONCE = 2

/**
 * Runs the checks two at a time (each prints its output only when it fails, so two
 * never interleave) and returns the counts and the names of the checks that failed.
 * @param {string} reportDir where the script tests leave their TAP report
 */
export async function runStaticChecks(reportDir) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  /** @type {string[]} */
  const failed = []
  const queue = [...CHECKS]
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const started = Date.now()
      try {
        if (check.before) await run(check.before.command, check.before.args, { cwd: check.before.cwd, name: check.name, quiet: true })
        await run(check.command, check.args, { cwd: check.cwd, name: check.name, quiet: true })
        counts.passed++
        log.ok(`${check.name} (${Math.round((Date.now() - started) / 1000)} s)`)
      } catch {
        counts.failed++
        failed.push(check.name)
        log.error(`${check.name} failed (its output is above)`)
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, lane))

  const tapReport = path.join(reportDir, "script-tests.tap")
  fs.rmSync(tapReport, { force: true })
  const files = SCRIPT_TEST_DIRS.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".test.mjs"))
      .map((f) => path.join(dir, f))
  )
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
      { cwd: ROOT, name: "script tests" }
    )
  } catch {
    failed.push("script tests")
  }
  const scriptCounts = readCounts(countsFromNodeTap, tapReport) ?? { passed: 0, failed: 1, skipped: 0 }
  counts.passed += scriptCounts.passed
  counts.failed += scriptCounts.failed
  counts.skipped += scriptCounts.skipped
  return { counts, failed }
}
