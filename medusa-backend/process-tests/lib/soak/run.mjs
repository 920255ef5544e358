// @ts-check
import { auditOrders, settle, stockSnapshot } from "./ledger.mjs"
import { injectAndHeal } from "./faults.mjs"
import { startMemorySampler } from "./memory.mjs"
import { startSoakStack } from "./stack.mjs"
import { BUY, catalogue, makeBuyers, operatorToken, recorder, startBuyers, startOperator, startVisitors } from "./traffic.mjs"
import { setStock } from "../order-ledger.mjs"

/**
 * One soak: starts the stack, seeds the buyers, runs the traffic for
 * `durationMs` while it injects `faults` at evenly spaced fixed times
 * (fault i of n at (i + 1) / (n + 1) of the run), then lets the shop settle
 * and audits it. bench/soak.mjs runs it for minutes with every fault;
 * process-tests/soak.test.mjs for a minute with one.
 *
 * @param {object} options
 * @param {number} options.durationMs
 * @param {string[]} options.faults keys of FAULTS, in order
 * @param {number} [options.visitors]
 * @param {number} [options.buyers]
 * @param {boolean} [options.ownDatabase] needed for the PostgreSQL restart
 * @param {number} [options.scarceStock] units of the scarce product at the start (it sells out: no oversell)
 * @param {number} [options.healLimitMs] a fault not healed by then fails the run
 * @param {(line: string) => void} [options.log]
 */
export async function runSoak({
  durationMs,
  faults,
  visitors = 50,
  buyers: buyerCount = 10,
  ownDatabase = true,
  scarceStock = 40,
  healLimitMs = 300_000,
  log = () => {},
}) {
  const stack = await startSoakStack({ ownDatabase, log })
  const memory = startMemorySampler(() => stack.pids())
  try {
    const { productIds, searchWords } = await catalogue(stack.db)
    await setStock(stack.db, BUY.scarce, scarceStock)
    const buyers = await makeBuyers({ serverUrl: stack.serverUrls[0], db: stack.db, count: buyerCount })
    const stockAtStart = await stockSnapshot(stack.db, [...BUY.plentiful, BUY.scarce])
    // The seeded festival offer's code (FESTIVAL_CODE), as the storefront reads it.
    const config = /** @type {{ festivalCode: string }} */ (await (await fetch(`${stack.edge}/api/config`)).json())
    const couponCode = config.festivalCode
    const rec = recorder()
    const startedAt = Date.now()
    log(`traffic: ${visitors} visitors, ${buyerCount} buyers, ${durationMs / 1000} s`)
    const operator = startOperator({ edge: stack.edge, rec, token: await operatorToken(stack.edge) })
    const visiting = startVisitors({ edge: stack.edge, rec, count: visitors, productIds, searchWords })
    const buying = startBuyers({ edge: stack.edge, rec, buyers, couponCode, operator })

    /** @type {import("./faults.mjs").FaultOutcome[]} */
    const outcomes = []
    for (const [i, name] of faults.entries()) {
      const due = startedAt + ((i + 1) / (faults.length + 1)) * durationMs
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())))
      const outcome = await injectAndHeal(stack, name, { limitMs: healLimitMs, log })
      outcomes.push(outcome)
      if (outcome.healedAt === null) break // the run fails naming it; no further fault is injected
    }
    await new Promise((r) => setTimeout(r, Math.max(0, startedAt + durationMs - Date.now())))
    const endedAt = Date.now()
    log("traffic stops; waiting for the shop to settle")
    await Promise.all([visiting.stop(), buying.stop()])
    await operator.stop()
    const customerIds = buyers.map((b) => b.id)
    const settled = await settle(stack.db, customerIds, 180_000)
    const audit = await auditOrders(stack.db, { customerIds, placed: buying.placed, stockAtStart })
    memory.stop()
    return {
      startedAt,
      endedAt,
      durationMs,
      visitors,
      buyers: buyerCount,
      samples: rec.samples,
      faults: outcomes,
      faultsPlanned: faults,
      settled,
      audit,
      unanswered: buying.unanswered,
      memory: memory.samples,
      unplannedExits: Object.values(stack.processes).flatMap((p) => p.unplannedExits.map((e) => ({ process: p.name, ...e }))),
    }
  } finally {
    memory.stop()
    await stack.stop()
  }
}

/** @typedef {Awaited<ReturnType<typeof runSoak>>} SoakResult */
