// @ts-check
import fs from "node:fs"

/** Reads pass/fail/skip counts from a jest or vitest JSON report (same shape). */
/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @param {string} file @returns {Counts} */
export function countsFromJestLike(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/** Reads counts from Playwright's JSON reporter. Flaky tests passed on retry: counted as passed. */
/** @param {string} file @returns {Counts} */
export function countsFromPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"))
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  }
}

/** The counts `reader` finds in `file`, or null when the file is missing or unreadable. @param {(file: string) => Counts} reader @param {string} file */
export function readCounts(reader, file) {
  try {
    return reader(file)
  } catch {
    return null // the runner crashed before writing its report
  }
}

/** Reads the closing summary of Node's TAP reporter ("# pass 3", "# fail 0", ...); cancelled tests count as failed. */
/** @param {string} file @returns {Counts} */
export function countsFromNodeTap(file) {
  const text = fs.readFileSync(file, "utf8")
  /** @param {string} name */
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, "m"))?.[1] ?? 0)
  if (!/^# tests \d+$/m.test(text)) throw new Error("no summary in the TAP report")
  return {
    passed: count("pass"),
    failed: count("fail") + count("cancelled"),
    skipped: count("skipped") + count("todo"),
  }
}
