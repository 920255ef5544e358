import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError, api, apiErrorText, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from "./api"

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe("api", () => {
  it("calls /api on the same origin and parses JSON", async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ storeName: "Sugandh" }))
    vi.stubGlobal("fetch", fetchMock)
    await expect(api.get("/config")).resolves.toEqual({ storeName: "Sugandh" })
    expect(fetchMock).toHaveBeenCalledWith("/api/config", expect.objectContaining({ method: "GET" }))
  })

  it("sends the stored token as a bearer header and bodies as JSON", async () => {
    window.localStorage.setItem("token", "abc.def")
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse({ cart: [] }))
    vi.stubGlobal("fetch", fetchMock)
    await api.post("/auth/cart", { productId: "P1", quantity: 1 })
    const init = fetchMock.mock.calls[0]![1]
    expect(init.headers).toMatchObject({
      Authorization: "Bearer abc.def",
      "Content-Type": "application/json",
    })
    expect(init.body).toBe(JSON.stringify({ productId: "P1", quantity: 1 }))
  })

  it("sends a FormData body as it is, leaving its multipart Content-Type to the browser", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse({ ok: true }))
    vi.stubGlobal("fetch", fetchMock)
    const form = new FormData()
    form.append("name", "Oud")
    await expect(api.post("/admin/products", form)).resolves.toEqual({ ok: true })
    const init = fetchMock.mock.calls[0]![1]
    expect(init.body).toBe(form)
    expect(init.headers).not.toHaveProperty("Content-Type")
  })

  it("sends no Authorization header without a token", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse({}))
    vi.stubGlobal("fetch", fetchMock)
    await api.get("/config")
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty("Authorization")
  })

  it("throws ApiError with status, message and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ message: "Validation failed", errors: [{ msg: "Email is invalid", path: "email" }] }, 400))
    )
    const error = await api.post("/auth/register", {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      kind: "http",
      message: "Validation failed",
      errors: [{ msg: "Email is invalid", path: "email" }],
    })
  })

  it("copes with a non-JSON error body: no message, so the caller's fallback shows", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 }))
    )
    const error = await api.get("/config").catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 502, kind: "http", message: "", errors: [] })
    expect(apiErrorText(error, "Failed to update profile")).toBe("Failed to update profile")
    expect(apiErrorText(new ApiError("Order not found", { status: 404 }), "Failed to cancel order")).toBe("Order not found")
    expect(apiErrorText(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" }), "x")).toBe(NETWORK_ERROR_MESSAGE)
  })

  it("reports network failures", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch")))
    )
    await expect(api.get("/config")).rejects.toMatchObject({
      status: 0,
      kind: "network",
      message: NETWORK_ERROR_MESSAGE,
    })
  })

  it("aborts after the timeout", async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))
          })
      )
    )
    const pending = api.get("/auth/me", { timeoutMs: 1000 }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1000)
    expect(await pending).toMatchObject({ status: 0, kind: "timeout", message: TIMEOUT_ERROR_MESSAGE })
  })

  it("aborts after the spec's 10 s when the caller names no timeout", async () => {
    vi.useFakeTimers()
    let aborted = false
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => {
              aborted = true
              reject(new DOMException("Aborted", "AbortError"))
            })
          })
      )
    )
    const pending = api.get("/auth/me").catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ status: 0, kind: "timeout", message: TIMEOUT_ERROR_MESSAGE })
  })
})
