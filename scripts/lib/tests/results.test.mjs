// @ts-check
// The end of a test run names its failed and flaky tests (scripts/lib/results.mjs):
// CI keeps only a long log's tail, where the layers' own reports are long gone.
import assert from "node:assert/strict"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { failedTestsFromJestLike, failedTestsFromNodeTap, failedTestsFromPlaywright } from "../results.mjs"

/** @param {string} name @param {string} text */
function reportFile(name, text) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "results-test-")), name)
  fs.writeFileSync(file, text)
  return file
}

test("Node's TAP: names the failed tests, not the suites and files around them", () => {
  const tap = [
    "# Subtest: file a",
    "    # Subtest: suite",
    "        not ok 1 - leaf one",
    "        ok 2 - leaf two",
    "    not ok 1 - suite",
    "not ok 1 - file a",
    "# Subtest: file b",
    "    ok 1 - fine",
    "ok 2 - file b",
    "not ok 3 - a file that crashed before any test",
  ].join("\n")
  assert.deepEqual(failedTestsFromNodeTap(reportFile("p.tap", tap)), {
    failed: ["leaf one", "a file that crashed before any test"],
    flaky: [],
  })
})

test("jest and vitest: a failed test by file and full name, a crashed file by its name", () => {
  const report = {
    testResults: [
      {
        name: "a.spec.ts",
        status: "failed",
        assertionResults: [
          { status: "passed", fullName: "ok" },
          { status: "failed", fullName: "cart adds" },
        ],
      },
      { name: "b.spec.ts", status: "failed", assertionResults: [] },
      { name: "c.spec.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "fine" }] },
    ],
  }
  assert.deepEqual(failedTestsFromJestLike(reportFile("j.json", JSON.stringify(report))), {
    failed: ["a.spec.ts › cart adds", "b.spec.ts"],
    flaky: [],
  })
})

test("Playwright: failed and flaky tests with their file and line, in nested suites", () => {
  const report = {
    suites: [
      {
        file: "buy-now.spec.ts",
        specs: [{ title: "guest", line: 14, tests: [{ status: "expected" }] }],
        suites: [{ specs: [{ title: "signed in", line: 24, tests: [{ status: "flaky" }] }] }],
      },
      { file: "cart.spec.ts", specs: [{ title: "adds", line: 9, tests: [{ status: "unexpected" }] }] },
    ],
  }
  assert.deepEqual(failedTestsFromPlaywright(reportFile("e.json", JSON.stringify(report))), {
    failed: ["cart.spec.ts:9 › adds"],
    flaky: ["buy-now.spec.ts:24 › signed in"],
  })
})
