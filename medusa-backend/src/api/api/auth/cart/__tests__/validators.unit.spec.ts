import { AddToCartBody, UpdateCartItemBody } from "../validators"
import { AddToWishlistBody } from "../../wishlist/validators"

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message

describe("AddToCartBody", () => {
  it("keeps only the product id and quantity (default 1); a client's price, name or category never pass", () => {
    const parsed = AddToCartBody.parse({ productId: " P1 ", name: "x", category: "y", price: 1, image: "z" })
    expect(parsed).toEqual({ productId: "P1", quantity: 1 })
  })

  it.each([
    [{}, "Product ID is missing"],
    [{ productId: "" }, "Product ID is missing"],
    [{ productId: "  " }, "Product ID is missing"],
    [{ productId: null }, "Product ID is missing"],
    [{ productId: 3 }, "Product ID must be text"],
    [{ productId: "P1", quantity: 0 }, "Quantity must be a positive whole number"],
    [{ productId: "P1", quantity: -1 }, "Quantity must be a positive whole number"],
    [{ productId: "P1", quantity: 1.5 }, "Quantity must be a positive whole number"],
    [{ productId: "P1", quantity: "2" }, "Quantity must be a positive whole number"],
    [{ productId: "P1", quantity: 1000 }, "Quantity must be at most 999"],
  ])("refuses %j with %s", (body, message) => {
    expect(firstMessage(AddToCartBody.safeParse(body))).toBe(message)
  })
})

describe("UpdateCartItemBody", () => {
  it("accepts zero and negative quantities (they remove the item)", () => {
    expect(UpdateCartItemBody.parse({ quantity: 0 })).toEqual({ quantity: 0 })
    expect(UpdateCartItemBody.parse({ quantity: -4 })).toEqual({ quantity: -4 })
  })

  it.each([
    [{}, "Quantity is required"],
    [{ quantity: null }, "Quantity is required"],
    [{ quantity: "1" }, "Quantity must be a whole number"],
    [{ quantity: 2.5 }, "Quantity must be a whole number"],
    [{ quantity: 5000 }, "Quantity must be at most 999"],
  ])("refuses %j with %s", (body, message) => {
    expect(firstMessage(UpdateCartItemBody.safeParse(body))).toBe(message)
  })
})

describe("AddToWishlistBody", () => {
  it("trims the id and drops other fields", () => {
    expect(AddToWishlistBody.parse({ productId: " A1 ", price: 5 })).toEqual({ productId: "A1" })
  })

  it("refuses a missing or non-text id", () => {
    expect(firstMessage(AddToWishlistBody.safeParse({}))).toBe("Product ID is missing")
    expect(firstMessage(AddToWishlistBody.safeParse({ productId: ["P1"] }))).toBe("Product ID must be text")
  })
})
