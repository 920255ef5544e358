import { afterEach, describe, expect, it, vi } from "vitest"
import { configQueryOptions } from "@/lib/config"
import { json, mockFetch } from "@/testing/fetch-mock"
import { getStoreClient } from "@/lib/store-api"
import { createRequestQueryClient, seedConfig } from "./query-client.server"
import { configAnswer } from "@/testing/answers"

/** The backend's GET /api/config; the first answer can be made to fail. Returns how often it was asked. */
function backendConfig({ failFirst = false } = {}) {
  const { requests } = mockFetch(() =>
    failFirst && requests.length === 1 ? json({ message: "down" }, 503) : configAnswer({ publishableKey: "pk_1" })
  )
  return () => requests.filter((r) => r.url.endsWith("/api/config")).length
}

describe("seedConfig (store settings on the server)", () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it("asks the backend once for loaders that run at the same time, and hands each its own copy", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"))
    const asked = backendConfig()
    const [root, page] = [createRequestQueryClient(), createRequestQueryClient()]
    const [a, b] = await Promise.all([seedConfig(root), seedConfig(page)])
    expect(asked()).toBe(1)
    expect(a.publishableKey).toBe("pk_1")
    expect(b).toEqual(a)
    expect(page.getQueryData(configQueryOptions.queryKey)).toEqual(a)

    // Within the minute the cached copy serves; after it, the backend is asked again.
    await seedConfig(createRequestQueryClient())
    expect(asked()).toBe(1)
    vi.setSystemTime(new Date("2026-11-24T10:01:01Z"))
    await seedConfig(createRequestQueryClient())
    expect(asked()).toBe(2)
  })

  it("does not keep a failed answer: the next page asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    vi.setSystemTime(new Date("2026-11-25T10:00:00Z"))
    const asked = backendConfig({ failFirst: true })
    await expect(seedConfig(createRequestQueryClient())).rejects.toBeTruthy()
    const config = await seedConfig(createRequestQueryClient())
    expect(config.publishableKey).toBe("pk_1")
    expect(asked()).toBe(2)
  })
})

describe("a loader's catalogue calls", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("carry the visitor's X-Forwarded-For (the backend limits searches per visitor), and no other request's", async () => {
    const { requests } = mockFetch((request) =>
      request.url.endsWith("/api/config") ? configAnswer({ publishableKey: "pk_1" }) : { results: [{ hits: [], metadata: { count: 0 } }] }
    )
    const visitor = createRequestQueryClient(new Request("http://shop/search?q=oud", { headers: { "x-forwarded-for": "203.0.113.7" } }))
    const anonymous = createRequestQueryClient(new Request("http://shop/"))
    for (const client of [visitor, anonymous]) {
      await seedConfig(client)
      await (await getStoreClient(client)).post("/search", { entity: "product" })
    }
    const searches = requests.filter((r) => r.url.endsWith("/store/search"))
    expect(searches.map((r) => r.headers["x-forwarded-for"] ?? null)).toEqual(["203.0.113.7", null])
  })
})
