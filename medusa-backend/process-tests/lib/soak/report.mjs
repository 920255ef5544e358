// @ts-check
import { isError } from "./traffic.mjs"
import { FAULTS } from "./faults.mjs"
import { memorySlopes } from "./memory.mjs"

/**
 * A soak's figures and its verdict against the targets of issue 47:
 * 0 lost or doubled orders, 0 oversell, 0 5xx outside 10 s after a fault,
 * every fault healed within 15 s, memory flat after warm-up (<= 5 MB a minute
 * per process).
 */
export const TARGETS = { errorWindowMs: 10_000, healSeconds: 15, mbPerMinute: 5, warmUpMs: 120_000 }

/** Nearest-rank percentile of an ascending list. @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** "a 502 ×3, b 504 ×1": how many of the list fall under each key. @template T @param {T[]} list @param {(x: T) => string} key */
function countBy(list, key) {
  /** @type {Map<string, number>} */
  const counts = new Map()
  for (const x of list) counts.set(key(x), (counts.get(key(x)) ?? 0) + 1)
  return [...counts.entries()].map(([k, n]) => `${k} ×${n}`).join(", ")
}

/** @param {import("./run.mjs").SoakResult} result @param {{ warmUpMs?: number }} [options] */
export function summarize(result, { warmUpMs = TARGETS.warmUpMs } = {}) {
  const { samples, startedAt } = result
  const minute = (/** @type {number} */ t) => Math.floor((t - startedAt) / 60_000)
  const minutes = Math.ceil(result.durationMs / 60_000)

  /** @type {Array<{ minute: number, requests: number, errors: number, timeouts: number }>} */
  const perMinute = Array.from({ length: minutes }, (_, m) => ({ minute: m + 1, requests: 0, errors: 0, timeouts: 0 }))
  /** @type {Map<string, { requests: number, errors: number, timeouts: number, ms: number[] }>} */
  const routes = new Map()
  for (const s of samples) {
    const m = perMinute[Math.min(minutes - 1, minute(s.t))]
    m.requests++
    if (isError(s)) m.errors++
    if (s.timedOut) m.timeouts++
    const r = routes.get(s.route) ?? { requests: 0, errors: 0, timeouts: 0, ms: [] }
    r.requests++
    if (isError(s)) r.errors++
    if (s.timedOut) r.timeouts++
    r.ms.push(s.ms)
    routes.set(s.route, r)
  }
  const perRoute = [...routes.entries()]
    .map(([route, r]) => {
      const sorted = r.ms.sort((a, b) => a - b)
      return {
        route,
        requests: r.requests,
        errors: r.errors,
        timeouts: r.timeouts,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
      }
    })
    .sort((a, b) => b.requests - a.requests)

  // A 5xx (or no answer) counts against the target when it started outside every fault's first 10 s.
  const windows = result.faults.map((f) => [f.at, f.at + TARGETS.errorWindowMs])
  const outside = samples.filter((s) => isError(s) && !windows.some(([a, b]) => s.t >= a && s.t <= b))
  const faults = result.faults.map((f) => ({
    name: f.name,
    atSeconds: Math.round((f.at - startedAt) / 1000),
    healSeconds: f.healSeconds,
    backSeconds: f.backSeconds,
    errorsInWindow: samples.filter((s) => isError(s) && s.t >= f.at && s.t <= f.at + TARGETS.errorWindowMs).length,
  }))

  /** @type {Record<string, number[]>} MB per minute (the minute's last sample) by role */
  const memoryPerMinute = {}
  for (const s of result.memory) {
    const list = (memoryPerMinute[s.role] ??= Array.from({ length: minutes + 1 }, () => NaN))
    list[Math.min(minutes, Math.max(0, minute(s.t) + 1))] = Math.round(s.mb)
  }
  const slopes = memorySlopes(result.memory, { warmUpMs, minSpanMs: Math.min(180_000, result.durationMs / 3) })

  const { orders, stock, emails } = result.audit
  // A killed replica must come back too (the shop healed without it, but a fault whose process never returns did not heal).
  const notHealed = result.faults
    .filter((f) => f.healedAt === null || (FAULTS[f.name].replica && f.backSeconds === null))
    .map((f) => f.name)
  const skipped = result.faultsPlanned.slice(result.faults.length)
  const verdict = [
    {
      target: "every fault healed",
      ok: notHealed.length === 0 && skipped.length === 0,
      detail: notHealed.length ? `NOT HEALED: ${notHealed.join(", ")}` : "all healed",
    },
    {
      target: `each fault healed within ${TARGETS.healSeconds} s`,
      ok: faults.every((f) => f.healSeconds !== null && f.healSeconds <= TARGETS.healSeconds),
      detail: faults.map((f) => `${f.name} ${f.healSeconds === null ? "never" : `${f.healSeconds.toFixed(1)} s`}`).join(", "),
    },
    {
      target: "0 lost orders",
      ok: orders.lost.length === 0,
      detail: `${orders.answered} answered 201/200, ${orders.stored} in the database, lost ${orders.lost.length}`,
    },
    { target: "0 doubled orders", ok: orders.doubled.length === 0, detail: `doubled ${orders.doubled.length}` },
    { target: "no half-written order left", ok: orders.halfWritten.length === 0, detail: `${orders.halfWritten.length}` },
    {
      target: "0 oversell, stock = start - sold",
      ok: Object.values(stock).every((s) => !s.oversold && s.stockedRight && s.reservedRight),
      detail: Object.entries(stock)
        .map(
          ([id, s]) =>
            `${id} sold ${s.sold} shipped ${s.shipped} stocked ${s.start.stocked}->${s.end.stocked} reserved ${s.start.reserved}->${s.end.reserved}`
        )
        .join("; "),
    },
    {
      target: "no reservation left by a cancelled or absent order",
      ok: Object.values(stock).every((s) => s.heldForNothing === 0),
      detail: Object.entries(stock)
        .map(([id, s]) => `${id} ${s.heldForNothing}`)
        .join(", "),
    },
    {
      target: "order e-mails exactly once",
      ok: emails.wrong.length === 0 && result.settled,
      detail: `${emails.sent} sent, ${emails.wrong.length} wrong${emails.wrong.length ? `: ${emails.wrong.slice(0, 5).join("; ")}` : ""}`,
    },
    {
      target: `0 5xx outside ${TARGETS.errorWindowMs / 1000} s after a fault`,
      ok: outside.length === 0,
      detail: `${outside.length}${outside.length ? ` (${countBy(outside, (x) => `${x.route} ${x.status || "refused"}`)})` : ""}`,
    },
    {
      target: `memory <= ${TARGETS.mbPerMinute} MB/min per process after warm-up`,
      ok: Object.values(slopes).every((s) => s === null || s.mbPerMinute <= TARGETS.mbPerMinute),
      detail: Object.entries(slopes)
        .map(([role, s]) => `${role} ${s ? `${s.mbPerMinute.toFixed(2)}` : "n/a"}`)
        .join(", "),
    },
    {
      target: "no process exited by itself",
      ok: result.unplannedExits.length === 0,
      detail: result.unplannedExits.map((e) => e.process).join(", ") || "none",
    },
  ]
  return { perMinute, perRoute, faults, memoryPerMinute, slopes, verdict, outsideErrors: outside.length, orders, stock, emails }
}

/** @typedef {ReturnType<typeof summarize>} SoakSummary */

/** Markdown tables of one run. @param {SoakSummary} s */
export function markdown(s) {
  const lines = []
  lines.push("| minute | " + s.perMinute.map((m) => m.minute).join(" | ") + " |")
  lines.push("| --- | " + s.perMinute.map(() => "---").join(" | ") + " |")
  lines.push("| requests | " + s.perMinute.map((m) => m.requests).join(" | ") + " |")
  lines.push("| 5xx / refused | " + s.perMinute.map((m) => m.errors).join(" | ") + " |")
  lines.push("| no answer in 30 s (orders 60 s) | " + s.perMinute.map((m) => m.timeouts).join(" | ") + " |")
  lines.push("")
  lines.push("| route | requests | 5xx / refused | timed out | p50 ms | p95 ms |")
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: |")
  for (const r of s.perRoute) lines.push(`| ${r.route} | ${r.requests} | ${r.errors} | ${r.timeouts} | ${r.p50} | ${r.p95} |`)
  lines.push("")
  lines.push("| fault | at | healed after | 5xx in its first 10 s |")
  lines.push("| --- | ---: | ---: | ---: |")
  for (const f of s.faults)
    lines.push(
      `| ${f.name} | ${Math.floor(f.atSeconds / 60)}:${String(f.atSeconds % 60).padStart(2, "0")} | ${f.healSeconds === null ? "NOT HEALED" : `${f.healSeconds.toFixed(1)} s`} | ${f.errorsInWindow} |`
    )
  lines.push("")
  const roles = Object.keys(s.memoryPerMinute)
  const width = Math.max(...roles.map((r) => s.memoryPerMinute[r].length))
  lines.push("| RSS MB at minute | " + Array.from({ length: width }, (_, i) => i).join(" | ") + " | slope after warm-up MB/min |")
  lines.push("| --- | " + Array.from({ length: width }, () => "---:").join(" | ") + " | ---: |")
  for (const role of roles) {
    const slope = s.slopes[role]
    lines.push(
      `| ${role} | ${s.memoryPerMinute[role].map((v) => (Number.isNaN(v) ? "-" : v)).join(" | ")} | ${slope ? slope.mbPerMinute.toFixed(2) : "n/a"} |`
    )
  }
  lines.push("")
  lines.push("| target | met | measured |")
  lines.push("| --- | --- | --- |")
  for (const v of s.verdict) lines.push(`| ${v.target} | ${v.ok ? "yes" : "**no**"} | ${v.detail.replace(/\|/g, "/")} |`)
  return lines.join("\n")
}
