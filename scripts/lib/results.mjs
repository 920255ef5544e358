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

/**
 * What `reader` finds in `file`, or null when the file is missing or unreadable.
 * @template T
 * @param {(file: string) => T} reader
 * @param {string} file
 * @returns {T | null}
 */
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

/** @typedef {{ file: string, seconds: number }} FileTime */

/** Time per test file from a jest or vitest JSON report (each file's start and end). @param {string} file @returns {FileTime[]} */
export function fileTimesFromJestLike(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  return (report.testResults ?? []).map((/** @type {any} */ r) => ({
    file: r.name ?? r.testFilePath,
    seconds: ((r.endTime ?? 0) - (r.startTime ?? 0)) / 1000,
  }))
}

/** Time per test file from Playwright's JSON reporter: the sum of its tests' runs (retries included). @param {string} file @returns {FileTime[]} */
export function fileTimesFromPlaywright(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  /** @type {Map<string, number>} */
  const perFile = new Map()
  /** @param {any} suite @param {string} inFile */
  const walk = (suite, inFile) => {
    const name = suite.file ?? inFile
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) perFile.set(name, (perFile.get(name) ?? 0) + (result.duration ?? 0) / 1000)
    for (const child of suite.suites ?? []) walk(child, name)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
  return [...perFile].map(([name, seconds]) => ({ file: name, seconds }))
}

/** Time per file from Node's TAP reporter: each file is a top-level test with its duration_ms. @param {string} file @returns {FileTime[]} */
export function fileTimesFromNodeTap(file) {
  const lines = fs.readFileSync(file, "utf8").split("\n")
  /** @type {FileTime[]} */
  const times = []
  lines.forEach((line, i) => {
    const top = line.match(/^(?:not )?ok \d+ - (.+)$/)
    if (!top) return
    for (let j = i + 1; j < Math.min(i + 8, lines.length); j++) {
      const duration = lines[j].match(/^ {2}duration_ms: ([\d.]+)/)
      if (duration) {
        times.push({ file: top[1], seconds: Number(duration[1]) / 1000 })
        return
      }
    }
  })
  return times
}

/** The `count` slowest files, slowest first. @param {FileTime[]} times @param {number} [count] */
export function slowest(times, count = 5) {
  return [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count)
}

/**
 * One Playwright JSON report from several runs' reports (counts added, suites listed together);
 * a missing report (a run that died before writing) is left out, and its failure is the caller's.
 * @param {string[]} files
 * @param {string} into
 */
export function joinPlaywrightReports(files, into) {
  const stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 }
  /** @type {unknown[]} */
  const suites = []
  for (const file of files) {
    const report = readCounts((f) => JSON.parse(fs.readFileSync(f, "utf8")), file)
    if (!report) continue
    for (const key of /** @type {(keyof typeof stats)[]} */ (Object.keys(stats))) stats[key] += report.stats?.[key] ?? 0
    suites.push(...(report.suites ?? []))
  }
  fs.writeFileSync(into, JSON.stringify({ stats, suites }))
}

/**
 * The tests a run should name at its end, so that a log's tail says which ones
 * failed: CI keeps only the last part of a long log.
 * @typedef {{ failed: string[], flaky: string[] }} TestNames
 */

/** Failed tests of a jest or vitest JSON report ("file › test"; a file that crashed is named alone). @param {string} file @returns {TestNames} */
export function failedTestsFromJestLike(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  /** @type {string[]} */
  const failed = []
  for (const suite of report.testResults ?? []) {
    const name = relativeName(suite.name ?? suite.testFilePath ?? "")
    const tests = (suite.assertionResults ?? []).filter((/** @type {any} */ t) => t.status === "failed")
    for (const t of tests) failed.push(`${name} › ${t.fullName ?? t.title}`)
    if (!tests.length && suite.status === "failed") failed.push(name)
  }
  return { failed, flaky: [] }
}

/** Failed and flaky (passed on retry) tests of Playwright's JSON report. @param {string} file @returns {TestNames} */
export function failedTestsFromPlaywright(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"))
  /** @type {TestNames} */
  const names = { failed: [], flaky: [] }
  /** @param {any} suite @param {string} inFile */
  const walk = (suite, inFile) => {
    const name = suite.file ?? inFile
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const title = `${name}:${spec.line} › ${spec.title}`
        if (test.status === "unexpected") names.failed.push(title)
        if (test.status === "flaky") names.flaky.push(title)
      }
    for (const child of suite.suites ?? []) walk(child, name)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
  return names
}

/** Failed tests of Node's TAP report: the innermost "not ok" lines, not the suites around them. @param {string} file @returns {TestNames} */
export function failedTestsFromNodeTap(file) {
  /** @type {string[]} */
  const failed = []
  // A suite's result line follows its subtests' lines, which are indented deeper:
  // the depths of "not ok" lines not yet claimed by the suite around them.
  /** @type {number[]} */
  let unclaimed = []
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const match = line.match(/^(\s*)(not )?ok \d+ - (.+)$/)
    if (!match) continue
    const depth = match[1].length
    const hasFailedChild = unclaimed.some((d) => d > depth)
    unclaimed = unclaimed.filter((d) => d <= depth)
    if (!match[2]) continue
    unclaimed.push(depth)
    if (!hasFailedChild) failed.push(match[3])
  }
  return { failed, flaky: [] }
}

/** @param {string} file */
const relativeName = (file) => (file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file)
