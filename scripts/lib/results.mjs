import fs from "node:fs"

/** Reads pass/fail/skip counts from a jest or vitest JSON report (same shape). */
export function countsFromJestLike(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}

/** Reads counts from Playwright's JSON reporter. Flaky tests passed on retry: counted as passed. */
export function countsFromPlaywright(file) {
  const { stats } = JSON.parse(fs.readFileSync(file, "utf8"))
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  }
}

export function readCounts(reader, file) {
  try {
    return reader(file)
  } catch {
    return null // the runner crashed before writing its report
  }
}

/** Reads the closing summary of Node's TAP reporter ("# pass 3", "# fail 0", ...); cancelled tests count as failed. */
export function countsFromNodeTap(file) {
  const text = fs.readFileSync(file, "utf8")
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, "m"))?.[1] ?? 0)
  if (!/^# tests \d+$/m.test(text)) throw new Error("no summary in the TAP report")
  return {
    passed: count("pass"),
    failed: count("fail") + count("cancelled"),
    skipped: count("skipped") + count("todo"),
  }
}
