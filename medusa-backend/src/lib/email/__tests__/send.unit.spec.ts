import { storableData } from "../send"

describe("storableData", () => {
  it("drops the verification or reset token and keeps the rest", () => {
    const data = { firstName: "Asha", token: "secret-token" }
    expect(storableData(data)).toEqual({ firstName: "Asha" })
    expect(data.token).toBe("secret-token")
    expect(storableData({ orderId: "order_1", total: 546 })).toEqual({ orderId: "order_1", total: 546 })
  })
})
