import { describe, expect, it } from "vitest"
import { withGiftWrap } from "./gift-wrap"

const offer = { price: 49, tax: 7.47 }
const cart = { subtotal: 596, shipping: 99, discount: 0, tax: 74.85, total: 695 }

describe("withGiftWrap", () => {
  it("adds the offer's price and the GST inside it when chosen, and nothing otherwise", () => {
    expect(withGiftWrap(cart, offer, true)).toEqual({ ...cart, giftWrap: 49, tax: 82.32, total: 744 })
    expect(withGiftWrap(cart, offer, false)).toEqual({ ...cart, giftWrap: 0 })
    expect(withGiftWrap(null, offer, true)).toBeNull()
  })

  it("does not count a wrap twice when the server's answer (409) already carries it, and takes it out when unticked", () => {
    const answered = { subtotal: 596, giftWrap: 49, shipping: 99, discount: 0, tax: 82.32, total: 744 }
    expect(withGiftWrap(answered, offer, true)).toEqual(answered)
    expect(withGiftWrap(answered, offer, false)).toEqual({ ...cart, giftWrap: 0 })
  })
})
