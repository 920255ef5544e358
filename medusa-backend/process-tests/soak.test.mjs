// @ts-check
// The soak (bench/soak.mjs, issue 47) for one minute with one fault: the production split
// (two servers, a worker, a private Redis, the storefront's server, nginx with the shipped
// configuration) under visitors and buyers through nginx while one server is killed with
// kill -9 at 0:30. The same code as `npm run soak`; the database is a copy of the layer's
// seeded template on the shared PostgreSQL (the soak restarts a cluster of its own instead).
import assert from "node:assert/strict"
import fs from "node:fs"
import { describe, it } from "node:test"
import { NGINX } from "./lib/nginx.mjs"
import { markdown, summarize } from "./lib/soak/report.mjs"
import { runSoak } from "./lib/soak/run.mjs"

const skip = !NGINX ? "no nginx binary (apt-get install nginx-light)" : !fs.existsSync("/usr/bin/redis-server") ? "no redis-server" : false
if (skip) console.log(`# SKIP soak: ${skip}`)

describe("a one-minute soak with kill -9 of one server", { skip }, () => {
  it("heals, loses and doubles no order, oversells nothing, leaves no reservation behind and e-mails each order once", async () => {
    const result = await runSoak({
      durationMs: 60_000,
      faults: ["kill -9 server-1"],
      visitors: 10,
      buyers: 4,
      ownDatabase: false,
      scarceStock: 5,
      healLimitMs: 180_000,
      log: (line) => process.env.PROCESS_TESTS_VERBOSE && console.log(`# ${line}`),
    })
    const summary = summarize(result)
    console.log(markdown(summary))
    const met = (/** @type {string} */ target) => {
      const v = summary.verdict.find((x) => x.target === target)
      assert.ok(v, target)
      assert.ok(v.ok, `${target}: ${v.detail}`)
    }
    met("every fault healed")
    met("0 lost orders")
    met("0 doubled orders")
    met("no half-written order left")
    met("0 oversell, stock = start - sold")
    met("no reservation left by a cancelled or absent order")
    met("order e-mails exactly once")
    met("no process exited by itself")
    // Not asserted here (printed above): the heal time and the 5xx outside the fault's first 10 s, which on a
    // loaded machine are mostly nginx's 504s for slow answers; `npm run soak` judges those targets.
    assert.ok(summary.orders.answered >= 5, `orders went through before and after the kill: ${summary.orders.answered}`)
    assert.ok(
      result.samples.some((s) => s.t > (result.faults[0].healedAt ?? Infinity) && s.route === "order place" && s.status === 201),
      "orders after the heal"
    )
    const scarce = summary.stock.P3
    assert.ok(scarce.sold <= 5, `the scarce product sold ${scarce.sold} of 5`)
  })
})
