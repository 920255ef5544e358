import { createCoalescingBatch } from "../coalescing-batch"

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function recorder(options: { quietMs?: number; maxWaitMs?: number; maxKeys?: number; flushMs?: number; failOnce?: boolean } = {}) {
  const flushes: string[][] = []
  let running = 0
  let overlapped = false
  let failNext = options.failOnce ?? false
  const batch = createCoalescingBatch<string>({
    quietMs: options.quietMs ?? 30,
    maxWaitMs: options.maxWaitMs ?? 1000,
    maxKeys: options.maxKeys ?? 100,
    flush: async (keys) => {
      running += 1
      if (running > 1) overlapped = true
      await sleep(options.flushMs ?? 5)
      running -= 1
      if (failNext) {
        failNext = false
        throw new Error("index write failed")
      }
      flushes.push([...keys].sort())
    },
  })
  return { batch, flushes, overlapped: () => overlapped }
}

describe("createCoalescingBatch", () => {
  it("flushes keys that arrive close together once, and each caller waits for that flush", async () => {
    const { batch, flushes } = recorder()
    const settled: string[] = []
    const calls = [["p1"], ["p1", "p2"], ["p3"], ["p2"]].map((keys, i) => batch.add(keys).then(() => settled.push(`call${i}`)))
    await sleep(5)
    expect(settled).toEqual([])
    await Promise.all(calls)
    expect(flushes).toEqual([["p1", "p2", "p3"]])
    expect(settled).toHaveLength(4)
  })

  it("flushes at once when a batch reaches maxKeys", async () => {
    const { batch, flushes } = recorder({ quietMs: 10_000, maxKeys: 3 })
    await batch.add(["a", "b", "c"])
    expect(flushes).toEqual([["a", "b", "c"]])
  })

  it("does not wait longer than maxWaitMs under a steady stream of keys", async () => {
    const { batch, flushes } = recorder({ quietMs: 40, maxWaitMs: 100 })
    const started = Date.now()
    let firstSettledAfter = 0
    const first = batch.add(["k0"]).then(() => (firstSettledAfter = Date.now() - started))
    // Keys every 10 ms for 400 ms: the quiet window alone would never close.
    for (let i = 1; Date.now() - started < 400; i++) {
      await sleep(10)
      void batch.add([`k${i}`])
    }
    await first
    expect(firstSettledAfter).toBeGreaterThanOrEqual(100)
    expect(firstSettledAfter).toBeLessThan(300)
    expect(flushes[0].length).toBeGreaterThan(1)
    expect(flushes.length).toBeGreaterThan(1)
  })

  it("puts keys added during a flush into the next flush, which starts after the first finished", async () => {
    const { batch, flushes, overlapped } = recorder({ quietMs: 5, flushMs: 50 })
    const first = batch.add(["p1"])
    await sleep(20) // the first flush is running now
    const second = batch.add(["p1", "p2"])
    await Promise.all([first, second])
    expect(flushes).toEqual([["p1"], ["p1", "p2"]])
    expect(overlapped()).toBe(false)
  })

  it("rejects every caller of a failed flush, and the next batch still flushes", async () => {
    const { batch, flushes } = recorder({ failOnce: true })
    const results = await Promise.allSettled([batch.add(["a"]), batch.add(["b"])])
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"])
    await batch.add(["c"])
    expect(flushes).toEqual([["c"]])
  })

  it("answers at once for no keys", async () => {
    const { batch, flushes } = recorder({ quietMs: 10_000 })
    await batch.add([])
    expect(flushes).toEqual([])
  })
})
