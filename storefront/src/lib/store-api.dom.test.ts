import { QueryClient } from "@tanstack/react-query"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "./api"
import { getStoreClient, storeGet, StoreNotConfiguredError } from "./store-api"
import { configAnswer } from "@/testing/answers"

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("storeGet", () => {
  it("calls /store on the same origin with the publishable key and the query", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse({ products: [] }))
    vi.stubGlobal("fetch", fetchMock)
    await expect(storeGet("pk_1", "/products", { region_id: "reg_1", limit: 100, fields: "id,*categories" })).resolves.toEqual({
      products: [],
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe("/store/products?region_id=reg_1&limit=100&fields=id%2C*categories")
    expect(init.headers).toMatchObject({ "x-publishable-api-key": "pk_1" })
  })

  it("never sends our /api bearer token to Medusa", async () => {
    window.localStorage.setItem("token", "abc.def")
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse({}))
    vi.stubGlobal("fetch", fetchMock)
    await storeGet("pk_1", "/products")
    expect(fetchMock.mock.calls[0]![0]).toBe("/store/products")
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty("Authorization")
  })

  it("throws ApiError with Medusa's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ type: "not_allowed", message: "Publishable key needed" }, 400))
    )
    const error = await storeGet("", "/products").catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, message: "Publishable key needed" })
  })
})

describe("getStoreClient", () => {
  it("prices in the configured region with the configured key", async () => {
    const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
      url === "/api/config" ? jsonResponse(configAnswer({ publishableKey: "pk_9", regionId: "reg_9" })) : jsonResponse({ ok: true })
    )
    vi.stubGlobal("fetch", fetchMock)
    const client = await getStoreClient(new QueryClient())
    expect(client.config).toMatchObject({ publishableKey: "pk_9", regionId: "reg_9" })
    await client.get("/products", { region_id: client.config.regionId })
    const [url, init] = fetchMock.mock.calls[1]!
    expect(url).toBe("/store/products?region_id=reg_9")
    expect(init.headers).toMatchObject({ "x-publishable-api-key": "pk_9" })
  })

  it("refuses to call the Store API without a key or region", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(configAnswer({ publishableKey: "pk_9", regionId: "" })))
    )
    await expect(getStoreClient(new QueryClient())).rejects.toBeInstanceOf(StoreNotConfiguredError)
  })
})
