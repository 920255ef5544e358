import { afterEach, describe, expect, it, vi } from "vitest"
import { configQueryOptions } from "@/lib/config"
import { createRequestQueryClient, seedConfig } from "./query-client.server"

/** The backend's GET /api/config, counted; the first answer can be made to fail. */
function backendConfig({ failFirst = false } = {}) {
  const calls: string[] = []
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(String(url))
      if (failFirst && calls.length === 1) return new Response(JSON.stringify({ message: "down" }), { status: 503, headers: { "Content-Type": "application/json" } })
      return new Response(JSON.stringify({ publishableKey: "pk_1", storeName: "Sugandh" }), { status: 200, headers: { "Content-Type": "application/json" } })
    })
  )
  return calls
}

describe("seedConfig (store settings on the server)", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("asks the backend once for loaders that run at the same time, and hands each its own copy", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"))
    const calls = backendConfig()
    const [root, page] = [createRequestQueryClient(), createRequestQueryClient()]
    const [a, b] = await Promise.all([seedConfig(root), seedConfig(page)])
    expect(calls.filter((url) => url.endsWith("/api/config"))).toHaveLength(1)
    expect(a.publishableKey).toBe("pk_1")
    expect(b).toEqual(a)
    expect(page.getQueryData(configQueryOptions.queryKey)).toEqual(a)

    // Within the minute the cached copy serves; after it, the backend is asked again.
    await seedConfig(createRequestQueryClient())
    expect(calls.filter((url) => url.endsWith("/api/config"))).toHaveLength(1)
    vi.setSystemTime(new Date("2026-11-24T10:01:01Z"))
    await seedConfig(createRequestQueryClient())
    expect(calls.filter((url) => url.endsWith("/api/config"))).toHaveLength(2)
  })

  it("does not keep a failed answer: the next page asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-25T10:00:00Z"))
    const calls = backendConfig({ failFirst: true })
    await expect(seedConfig(createRequestQueryClient())).rejects.toBeTruthy()
    const config = await seedConfig(createRequestQueryClient())
    expect(config.publishableKey).toBe("pk_1")
    expect(calls).toHaveLength(2)
  })
})
