import { describe, expect, it } from "vitest"
import type { CartItem, CartState } from "../types"
import { cartCount, cartReducer, CART_VALIDATION, EMPTY_CART, toAddPayload } from "./cart-rules"

const item = (productId: string, quantity = 1, price = 279): CartItem => ({
  productId,
  name: `Perfume ${productId}`,
  category: "perfumes",
  price,
  quantity,
  image: null,
})

const loaded = (items: CartItem[]): CartState => ({
  items,
  totals: { subtotal: 100, shipping: 99, codFee: 0, discount: 0, tax: 0, total: 199, itemCount: cartCount(items) },
  pending: false,
})

describe("cartReducer", () => {
  it("replaces the whole cart with the server's answer", () => {
    const state = loaded([item("P1", 3)])
    const next = cartReducer(state, {
      type: "replace",
      view: { cart: [item("A2", 1)], totals: { subtotal: 240, shipping: 99, codFee: 0, discount: 0, tax: 0, total: 339, itemCount: 1 } },
    })
    expect(next.items).toEqual([item("A2", 1)])
    expect(next.totals?.total).toBe(339)
    expect(next.pending).toBe(false)
  })

  it("raises the quantity when the id is already in the cart", () => {
    const next = cartReducer(loaded([item("P1", 2)]), { type: "add", item: item("P1", 3) })
    expect(next.items).toEqual([item("P1", 5)])
    expect(next.pending).toBe(true)
  })

  it("matches ids without regard to case", () => {
    const next = cartReducer(loaded([item("P1", 1)]), { type: "add", item: item("p1", 1) })
    expect(next.items).toHaveLength(1)
    expect(next.items[0]!.quantity).toBe(2)
  })

  it("appends a new id, with quantity defaulting to 1", () => {
    const next = cartReducer(loaded([item("P1", 1)]), { type: "add", item: item("A3", 0) })
    expect(next.items.map((i) => [i.productId, i.quantity])).toEqual([
      ["P1", 1],
      ["A3", 1],
    ])
  })

  it("sets a quantity, and removes the item at 0 or less", () => {
    const state = loaded([item("P1", 1), item("A3", 2)])
    expect(cartReducer(state, { type: "setQuantity", productId: "A3", quantity: 4 }).items[1]!.quantity).toBe(4)
    expect(cartReducer(state, { type: "setQuantity", productId: "A3", quantity: 0 }).items).toEqual([item("P1", 1)])
    expect(cartReducer(state, { type: "setQuantity", productId: "P1", quantity: -2 }).items).toEqual([item("A3", 2)])
  })

  it("removes by id and clears", () => {
    const state = loaded([item("P1", 1), item("A3", 2)])
    expect(cartReducer(state, { type: "remove", productId: "P1" }).items).toEqual([item("A3", 2)])
    expect(cartReducer(state, { type: "clear" }).items).toEqual([])
  })

  it("keeps the server's totals while a local change waits (the client never computes money)", () => {
    const state = loaded([item("P1", 1)])
    const next = cartReducer(state, { type: "setQuantity", productId: "P1", quantity: 3 })
    expect(next.totals).toEqual(state.totals)
    expect(next.pending).toBe(true)
  })

  it("does not change the state it was given", () => {
    const state = loaded([item("P1", 1)])
    const copy = structuredClone(state)
    cartReducer(state, { type: "add", item: item("P1", 1) })
    expect(state).toEqual(copy)
  })
})

describe("cartCount", () => {
  it("is the sum of quantities", () => {
    expect(cartCount([])).toBe(0)
    expect(cartCount([item("P1", 2), item("A1", 3)])).toBe(5)
  })
})

describe("toAddPayload", () => {
  it("reads the spec's fields with their fallbacks", () => {
    expect(toAddPayload({ _id: "P1", title: "Oud", fragrance: "woody", images: [{ url: "/a.svg" }] })).toEqual({
      ok: true,
      payload: { productId: "P1", name: "Oud", category: "woody", price: 0, quantity: 1, image: "/a.svg" },
    })
    const result = toAddPayload({ productId: "S1", name: "Sticks", price: 99 }, 3)
    expect(result).toMatchObject({ ok: true, payload: { productId: "S1", category: "perfume", price: 99, quantity: 3 } })
    expect(result.ok && result.payload.image).toBe("/placeholder-product.svg")
  })

  it("prefers _id, then id, then productId", () => {
    expect(toAddPayload({ _id: "X", id: "Y", productId: "Z", name: "n" })).toMatchObject({ payload: { productId: "X" } })
    expect(toAddPayload({ id: "Y", productId: "Z", name: "n" })).toMatchObject({ payload: { productId: "Y" } })
  })

  it("refuses a product without an id or a name", () => {
    expect(toAddPayload({ name: "No id" })).toEqual({ ok: false, error: CART_VALIDATION.missingId })
    expect(toAddPayload({ id: "P1" })).toEqual({ ok: false, error: CART_VALIDATION.missingName })
  })

  it("starts from an empty cart", () => {
    expect(EMPTY_CART).toEqual({ items: [], totals: null, pending: false })
  })
})
