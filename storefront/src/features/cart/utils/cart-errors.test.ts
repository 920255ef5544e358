import { describe, expect, it } from "vitest"
import { ApiError, NETWORK_ERROR_MESSAGE } from "@/lib/api"
import { cartErrorMessages } from "./cart-errors"

const http = (status: number, body: Record<string, unknown> | null, errors: { msg: string; path: string }[] = []) =>
  new ApiError(String(body?.message ?? "x"), { status, body, errors })

describe("cartErrorMessages", () => {
  it("adds: each field error, else the server message, else the fallback", () => {
    expect(
      cartErrorMessages(
        "add",
        http(400, { message: "Bad" }, [
          { msg: "A", path: "a" },
          { msg: "B", path: "b" },
        ])
      )
    ).toEqual(["A", "B"])
    expect(cartErrorMessages("add", http(409, { message: "Only 2 left" }))).toEqual(["Only 2 left"])
    expect(cartErrorMessages("add", http(500, {}))).toEqual(["Failed to add item to cart"])
  })

  it("a 405 without JSON is the temporarily unavailable text", () => {
    expect(cartErrorMessages("add", http(405, null))).toEqual(["Cart service temporarily unavailable. Please try again."])
  })

  it("network failures and timeouts give each operation's own text", () => {
    const network = new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, kind: "network" })
    const timeout = new ApiError("t", { status: 0, kind: "timeout" })
    expect(cartErrorMessages("add", network)).toEqual(["Error adding item to cart"])
    expect(cartErrorMessages("remove", timeout)).toEqual(["Error removing item from cart"])
    expect(cartErrorMessages("clear", network)).toEqual(["Error clearing cart"])
    expect(cartErrorMessages("update", network)).toEqual(["Error updating cart item"])
  })

  it("other operations: the server message or their fallback", () => {
    expect(cartErrorMessages("remove", http(404, { message: "Item not found in cart" }))).toEqual(["Item not found in cart"])
    expect(cartErrorMessages("remove", http(500, null))).toEqual(["Failed to remove item from cart"])
    expect(cartErrorMessages("clear", http(500, null))).toEqual(["Failed to clear cart"])
    expect(cartErrorMessages("update", http(500, null))).toEqual(["Failed to update cart item"])
  })
})
