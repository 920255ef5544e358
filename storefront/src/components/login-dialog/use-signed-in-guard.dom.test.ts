import { renderHook } from "@testing-library/react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { useSignedInGuard } from "./use-signed-in-guard"

const prompt = vi.fn()
vi.mock("./use-login-prompt", () => ({ useLoginPrompt: () => prompt }))

beforeEach(() => {
  prompt.mockClear()
})

describe("useSignedInGuard", () => {
  it("lets a signed-in shopper's action run", () => {
    const { result } = renderHook(() => useSignedInGuard("cus_1", false))
    expect(result.current("add to wishlist")).toBe(true)
    expect(prompt).not.toHaveBeenCalled()
  })

  it("stops a guest's action and asks them to log in for it", () => {
    const { result } = renderHook(() => useSignedInGuard(null, false))
    expect(result.current("add to wishlist")).toBe(false)
    expect(prompt).toHaveBeenCalledWith("add to wishlist")
  })

  it("stops any action silently while auth is busy", () => {
    const { result } = renderHook(() => useSignedInGuard(null, true))
    expect(result.current("clear cart")).toBe(false)
    expect(prompt).not.toHaveBeenCalled()
  })
})
