import { act, renderHook, screen, waitFor } from "@testing-library/react"
import type { ReactNode } from "react"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { TestProviders } from "@/testing/render"
import { useWishlist } from "./use-wishlist"

const list = vi.fn()
const add = vi.fn()
const remove = vi.fn()
vi.mock("../api/wishlist-api", () => ({
  wishlistApi: { list: () => list(), add: (id: string) => add(id), remove: (id: string) => remove(id), clear: vi.fn() },
  wishlistQueryKey: (userId: string | null) => ["user", userId ?? "guest", "wishlist"],
}))

const prompt = vi.fn()
// The module useSignedInGuard reads the prompt from.
vi.mock("@/components/login-dialog/use-login-prompt", async (original) => ({
  ...(await original<typeof import("@/components/login-dialog/use-login-prompt")>()),
  useLoginPrompt: () => prompt,
}))

const item = (id: string, name: string) => ({ id, name, _id: `prod_${id}`, productId: id, itemId: `wli_${id}` })

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders>{children}</TestProviders>
}

beforeEach(() => {
  vi.clearAllMocks()
})

describe("useWishlist", () => {
  it("asks a guest to log in ('add to wishlist') without calling the server", async () => {
    const { result } = renderHook(() => useWishlist({ userId: null, authBusy: false }), { wrapper })
    act(() => result.current.toggle({ id: "P1", name: "Velvet Oud" }))
    expect(prompt).toHaveBeenCalledWith("add to wishlist")
    await act(() => result.current.clear())
    expect(prompt).toHaveBeenLastCalledWith("manage wishlist")
    expect(list).not.toHaveBeenCalled()
    expect(add).not.toHaveBeenCalled()
  })

  it("does nothing while auth is still being checked", () => {
    const { result } = renderHook(() => useWishlist({ userId: null, authBusy: true }), { wrapper })
    act(() => result.current.toggle({ id: "P1", name: "Velvet Oud" }))
    expect(prompt).not.toHaveBeenCalled()
  })

  it("loads the server's list, adds with the spec's toast and refuses duplicates", async () => {
    list.mockResolvedValue({ wishlist: [item("P2", "Morning Dew")] })
    add.mockResolvedValue({ wishlist: [item("P2", "Morning Dew"), item("P1", "Velvet Oud")], added: true })
    const { result } = renderHook(() => useWishlist({ userId: "cus_1", authBusy: false }), { wrapper })
    await waitFor(() => expect(result.current.has("p2")).toBe(true))

    await act(() => result.current.add({ id: "P1", name: "Velvet Oud" }))
    expect(add).toHaveBeenCalledWith("P1")
    expect(result.current.has("P1")).toBe(true)
    expect(await screen.findByText("Velvet Oud added to wishlist!")).toBeInTheDocument()

    await act(() => result.current.add({ id: "P2", name: "Morning Dew" }))
    expect(add).toHaveBeenCalledTimes(1)
    expect(await screen.findByText("Product is already in your wishlist!")).toBeInTheDocument()
  })

  it("removes optimistically and restores the list when the server refuses", async () => {
    list.mockResolvedValue({ wishlist: [item("P2", "Morning Dew")] })
    remove.mockRejectedValue(new Error("boom"))
    const { result } = renderHook(() => useWishlist({ userId: "cus_1", authBusy: false }), { wrapper })
    await waitFor(() => expect(result.current.has("P2")).toBe(true))
    await act(() => result.current.remove({ id: "P2", name: "Morning Dew" }))
    expect(result.current.has("P2")).toBe(true)
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument()
  })
})
