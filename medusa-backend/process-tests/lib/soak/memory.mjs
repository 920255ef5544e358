// @ts-check
import fs from "node:fs"

/**
 * Resident memory of the soak's processes, sampled from /proc: each role's
 * process with all its descendants (nginx's workers, PostgreSQL's backends),
 * so a role's figure is what it holds in all. A role's slope is fitted per
 * life of its process (a restart starts a new one), after its warm-up.
 */
const PAGE = 4096

/** pid -> parent pid, and pid -> resident bytes, of every process now. */
function processTable() {
  /** @type {Map<number, number>} */
  const parent = new Map()
  /** @type {Map<number, number>} */
  const rss = new Map()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      parent.set(Number(entry), Number(fields[1]))
      rss.set(Number(entry), Number(fs.readFileSync(`/proc/${entry}/statm`, "utf8").split(" ")[1]) * PAGE)
    } catch {
      // the process ended while we read
    }
  }
  return { parent, rss }
}

/** @param {ReturnType<typeof processTable>} table @param {number} root */
function treeBytes({ parent, rss }, root) {
  let total = rss.get(root) ?? 0
  for (const [pid, ppid] of parent) if (ppid === root) total += treeBytes({ parent, rss }, pid)
  return total
}

/**
 * Samples every `everyMs` the processes `pids()` names.
 * @param {() => Record<string, number | undefined>} pids
 * @param {number} [everyMs]
 */
export function startMemorySampler(pids, everyMs = 10_000) {
  /** @type {Array<{ t: number, role: string, pid: number, mb: number }>} */
  const samples = []
  const sample = () => {
    const table = processTable()
    const t = Date.now()
    for (const [role, pid] of Object.entries(pids())) {
      if (pid && table.rss.has(pid)) samples.push({ t, role, pid, mb: treeBytes(table, pid) / 1024 / 1024 })
    }
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    samples,
    stop: () => clearInterval(timer),
  }
}

/**
 * MB a minute by least squares, for each role's longest-lived process whose samples after its own
 * `warmUpMs` span at least `minSpanMs`; null for a role with no such life.
 * @param {Array<{ t: number, role: string, pid: number, mb: number }>} samples
 * @param {{ warmUpMs: number, minSpanMs: number }} options
 * @returns {Record<string, { mbPerMinute: number, pid: number, minutes: number } | null>}
 */
export function memorySlopes(samples, { warmUpMs, minSpanMs }) {
  /** @type {Record<string, { mbPerMinute: number, pid: number, minutes: number } | null>} */
  const slopes = {}
  const roles = [...new Set(samples.map((s) => s.role))]
  for (const role of roles) {
    slopes[role] = null
    const lives = [...new Set(samples.filter((s) => s.role === role).map((s) => s.pid))]
    for (const pid of lives) {
      const life = samples.filter((s) => s.role === role && s.pid === pid)
      const warm = life.filter((s) => s.t - life[0].t >= warmUpMs)
      if (warm.length < 3 || warm[warm.length - 1].t - warm[0].t < minSpanMs) continue
      const xs = warm.map((s) => (s.t - warm[0].t) / 60_000)
      const ys = warm.map((s) => s.mb)
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length
      const my = ys.reduce((a, b) => a + b, 0) / ys.length
      const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0)
      const minutes = xs[xs.length - 1]
      if (!slopes[role] || minutes > /** @type {{ minutes: number }} */ (slopes[role]).minutes)
        slopes[role] = { mbPerMinute: slope, pid, minutes }
    }
  }
  return slopes
}
