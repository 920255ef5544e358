import { describe, expect, it } from "vitest"
import type { AdminOrder } from "../types"
import { byPaymentFilter } from "./payment-filter"

const order = (id: string, orderStatus: AdminOrder["orderStatus"], paymentReference: string | null) =>
  ({ _id: id, orderStatus, paymentStatus: orderStatus === "pending" ? "pending" : "paid", paymentReference }) as AdminOrder

describe("byPaymentFilter", () => {
  const orders = [order("a", "pending", null), order("b", "pending", "412345678901"), order("c", "processing", "412345678902")]
  it("splits unpaid orders by whether the shopper submitted a reference", () => {
    expect(byPaymentFilter(orders, "all").map((o) => o._id)).toEqual(["a", "b", "c"])
    expect(byPaymentFilter(orders, "awaiting").map((o) => o._id)).toEqual(["a"])
    expect(byPaymentFilter(orders, "submitted").map((o) => o._id)).toEqual(["b"])
  })
})

describe("byPaymentFilter, cash on delivery", () => {
  const cod = (id: string, orderStatus: AdminOrder["orderStatus"], paymentStatus: AdminOrder["paymentStatus"]) =>
    ({ _id: id, orderStatus, paymentStatus, paymentMethod: "cod", paymentReference: null }) as AdminOrder
  const orders = [
    cod("unconfirmed", "pending", "awaiting-confirmation"),
    cod("confirmed", "processing", "pending"),
    cod("shipped", "shipped", "pending"),
    cod("delivered", "delivered", "pending"),
    cod("paid", "delivered", "paid"),
  ]
  it("lists COD orders to confirm, and those whose cash is outstanding; neither counts as awaiting a transfer", () => {
    expect(byPaymentFilter(orders, "cod-confirm").map((o) => o._id)).toEqual(["unconfirmed"])
    expect(byPaymentFilter(orders, "cod-cash").map((o) => o._id)).toEqual(["shipped", "delivered"])
    expect(byPaymentFilter(orders, "awaiting")).toEqual([])
  })
})
