// @ts-check
// docs/requirements.md stays true: every requirement row has a unique id, every file it
// names exists, and every test-name fragment it quotes occurs in the test file it names.
// A file moved or a test renamed without the table following fails here.
import assert from "node:assert/strict"
import fs from "node:fs"
import path from "node:path"
import { test } from "node:test"

const ROOT = path.resolve(import.meta.dirname, "..", "..")
/** The table's short prefixes (see the legend at the top of docs/requirements.md). */
const PREFIXES = {
  "sf:": "storefront/src/",
  "be:": "medusa-backend/src/",
  "it:": "medusa-backend/integration-tests/http/",
  "e2e:": "storefront/e2e/",
}

/** The repository path a backticked token names, or null when it is not a path. @param {string} token */
function pathOf(token) {
  for (const [prefix, dir] of Object.entries(PREFIXES)) if (token.startsWith(prefix)) return dir + token.slice(prefix.length)
  return /^(storefront|scripts|medusa-backend|packages|docs|bench)\//.test(token) ? token : null
}

const rows = fs
  .readFileSync(path.join(ROOT, "docs", "requirements.md"), "utf8")
  .split("\n")
  .filter((line) => /^\| [A-Z]+-\d+ \|/.test(line))

test("docs/requirements.md has rows with unique ids", () => {
  assert.ok(rows.length > 100, `only ${rows.length} requirement rows`)
  const ids = rows.map((line) => line.split(" | ")[0].slice(2))
  assert.deepEqual(
    ids.filter((id, i) => ids.indexOf(id) !== i),
    []
  )
})

test("every file docs/requirements.md names exists", () => {
  const missing = rows.flatMap((line) =>
    [...line.matchAll(/`([^`]+)`/g)]
      .map((m) => pathOf(m[1]))
      .filter((p) => p !== null && !fs.existsSync(path.join(ROOT, p)))
      .map((p) => `${line.split(" | ")[0].slice(2)}: ${p}`)
  )
  assert.deepEqual(missing, [])
})

test("every test name docs/requirements.md quotes occurs in its test file", () => {
  const missing = []
  for (const line of rows) {
    const tests = line.split(" | ").at(-1) ?? ""
    for (const [, token, quoted] of tests.matchAll(/`([^`]+)`((?:\s*"[^"]+",?)*)/g)) {
      const file = pathOf(token)
      if (!file || !fs.existsSync(path.join(ROOT, file)) || !fs.statSync(path.join(ROOT, file)).isFile()) continue
      const source = fs.readFileSync(path.join(ROOT, file), "utf8")
      for (const [, fragment] of quoted.matchAll(/"([^"]+)"/g)) {
        if (!source.includes(fragment)) missing.push(`${line.split(" | ")[0].slice(2)}: ${file}: "${fragment}"`)
      }
    }
  }
  assert.deepEqual(missing, [])
})

test("every row of docs/requirements.md says whether it is done or different on purpose, and why", () => {
  const wrong = rows
    .map((line) => line.split(" | "))
    .filter((cells) => cells.length !== 5 || !(cells[2] === "done" || /^different on purpose: .{20,}/.test(cells[2])))
    .map((cells) => `${cells[0].slice(2)}: ${cells.length === 5 ? cells[2] : `${cells.length} columns`}`)
  assert.deepEqual(wrong, [])
})

// A test: any layer's file (the production layer's process tests named by their path).
test("a row that is done names a test that holds it", () => {
  const untested = rows
    .map((line) => line.split(" | "))
    .filter(
      (cells) =>
        cells[2] === "done" && !/`(sf|be|it|e2e):[^`]+`|`scripts\/[^`]+`|`medusa-backend\/process-tests\/[^`]+`/.test(cells.at(-1) ?? "")
    )
    .map((cells) => cells[0].slice(2))
  assert.deepEqual(untested, [])
})
