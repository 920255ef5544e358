import { MedusaError } from "@medusajs/framework/utils"
import { isInsufficientInventory, isLockTimeout } from "../cart-failure"
import { findLine, type CartLine } from "../cart-view"

describe("cart error recognition", () => {
  it("recognises Medusa's inventory refusal by code or message", () => {
    const coded = new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      "Some variant does not have the required inventory",
      MedusaError.Codes.INSUFFICIENT_INVENTORY
    )
    expect(isInsufficientInventory(coded)).toBe(true)
    // Errors that crossed a workflow boundary may arrive as plain objects.
    expect(isInsufficientInventory({ message: "Some variant does not have the required inventory" })).toBe(true)
    expect(isInsufficientInventory(new Error("Variant not found"))).toBe(false)
    expect(isInsufficientInventory(undefined)).toBe(false)
  })

  it("recognises lock timeouts of the in-memory, Postgres and Redis lockers", () => {
    expect(isLockTimeout(new Error("Timed-out acquiring lock."))).toBe(true)
    expect(isLockTimeout(new Error('Failed to acquire lock for key "cart_1"'))).toBe(true)
    expect(isLockTimeout(new Error("boom"))).toBe(false)
  })
})

describe("findLine", () => {
  const lines: CartLine[] = [
    { itemId: "cali_1", productId: "P1", medusaProductId: "prod_1", quantity: 1 },
    { itemId: "cali_2", productId: "RF2", medusaProductId: "prod_2", quantity: 3 },
  ]

  it("matches spec ids in any case and Medusa ids exactly", () => {
    expect(findLine(lines, "p1")?.itemId).toBe("cali_1")
    expect(findLine(lines, " rf2 ")?.itemId).toBe("cali_2")
    expect(findLine(lines, "prod_2")?.itemId).toBe("cali_2")
    expect(findLine(lines, "PROD_2")).toBeUndefined()
    expect(findLine(lines, "P3")).toBeUndefined()
    expect(findLine(lines, "")).toBeUndefined()
  })
})
