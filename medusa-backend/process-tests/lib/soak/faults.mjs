// @ts-check
import { redisAnswers } from "../redis.mjs"

/**
 * The faults the soak injects, and how it tells that the shop has healed:
 * every process up (a killed one started again by its supervisor and
 * answering), each server's /ready 200 (database, Redis, event queue, job
 * freshness), the storefront's /healthz, and through nginx a page and an API
 * answer. The heal time is from the injection until all of that holds at once.
 * A killed server is one of two replicas: the shop has healed when nginx
 * serves everything from the other one and that one is ready; the time until
 * the killed replica answers again is reported apart (`backSeconds`).
 */

/** @typedef {import("./stack.mjs").SoakStack} SoakStack */

/** @type {Record<string, { process?: string, replica?: boolean, inject: (stack: SoakStack) => Promise<unknown> | unknown }>} */
export const FAULTS = {
  "kill -9 server-1": { process: "server-1", replica: true, inject: (stack) => stack.processes["server-1"].fault("SIGKILL") },
  "Redis restart": { inject: (stack) => stack.redis.restart(1000) },
  "PostgreSQL restart": {
    inject: (stack) => {
      if (!stack.db.restart) throw new Error("the shared PostgreSQL is not restarted: start the stack with ownDatabase")
      return stack.db.restart()
    },
  },
  "kill -9 worker": { process: "worker", inject: (stack) => stack.processes.worker.fault("SIGKILL") },
  "storefront restart": { process: "storefront", inject: (stack) => stack.processes.storefront.fault("SIGTERM") },
}

/** 200 within 5 s (the machine may be loaded), else false. @param {string} url */
async function answers200(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) })
    await res.arrayBuffer()
    return res.status === 200
  } catch {
    return false
  }
}

/**
 * Whether the whole shop is well now. `process` (the fault's) must have been started again after `since`,
 * unless it is a replica: then it is left out of the checks (`except`).
 * @param {SoakStack} stack
 * @param {{ process?: string, since: number, except?: string }} fault
 */
export async function shopIsWell(stack, { process, since, except }) {
  if (process && process !== except && !stack.processes[process].readyAfter(since)) return false
  if (!Object.values(stack.processes).every((p) => p.name === except || p.isUp())) return false
  const servers = stack.serverUrls.filter((_, i) => `server-${i + 1}` !== except)
  const checks = await Promise.all([
    ...servers.map((url) => answers200(`${url}/ready`)),
    answers200(`${stack.storefrontUrl}/healthz`),
    answers200(`${stack.edge}/api/config`),
    answers200(`${stack.edge}/about`),
    redisAnswers(stack.redis.url),
    stack.db.query("select 1").then(
      () => true,
      () => false
    ),
  ])
  return checks.every(Boolean)
}

/**
 * Injects one fault and waits until the shop is well again, or `limitMs` has passed; for a replica,
 * then also until it is back. Resolves { name, at, healedAt (null: not healed), healSeconds, backSeconds }.
 * @param {SoakStack} stack
 * @param {string} name a key of FAULTS
 * @param {{ limitMs?: number, log?: (line: string) => void }} [options]
 */
export async function injectAndHeal(stack, name, { limitMs = 120_000, log = () => {} } = {}) {
  const fault = FAULTS[name]
  const at = Date.now()
  const seconds = (/** @type {number} */ t) => (t - at) / 1000
  log(`fault: ${name}`)
  await fault.inject(stack)
  const except = fault.replica ? fault.process : undefined
  /** @type {number | null} */
  let healedAt = null
  while (Date.now() - at < limitMs) {
    if (await shopIsWell(stack, { process: fault.process, since: at, except })) {
      healedAt = Date.now()
      break
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  if (healedAt === null) {
    log(`NOT healed within ${limitMs / 1000} s: ${name}`)
    return { name, at, healedAt, healSeconds: null, backSeconds: null }
  }
  log(`healed: ${name} after ${seconds(healedAt).toFixed(1)} s`)
  /** @type {number | null} */
  let backSeconds = null
  if (except) {
    const supervised = stack.processes[except]
    while (Date.now() - at < limitMs && !supervised.readyAfter(at)) await new Promise((r) => setTimeout(r, 250))
    const back = supervised.readyAfter(at)
    backSeconds = back ? seconds(back.readyAt) : null
    log(back ? `${except} back after ${backSeconds?.toFixed(1)} s` : `${except} NOT back within ${limitMs / 1000} s`)
  }
  return { name, at, healedAt, healSeconds: seconds(healedAt), backSeconds }
}

/** @typedef {Awaited<ReturnType<typeof injectAndHeal>>} FaultOutcome */
