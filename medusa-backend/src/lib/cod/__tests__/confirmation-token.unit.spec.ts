import { issueCodConfirmationToken, readCodConfirmationToken } from "../confirmation-token"

describe("COD confirmation token", () => {
  const secret = "test-secret-of-some-length-0123456789"
  const later = new Date(Date.now() + 60_000)

  it("names its order until it expires", () => {
    const token = issueCodConfirmationToken(secret, "order_01ABC", later)
    expect(readCodConfirmationToken(secret, token)).toEqual({ orderId: "order_01ABC" })
    expect(readCodConfirmationToken(secret, token, new Date(later.getTime() + 1000))).toBeNull()
  })

  it("refuses another secret, another order or another expiry", () => {
    const token = issueCodConfirmationToken(secret, "order_01ABC", later)
    expect(readCodConfirmationToken("another-secret", token)).toBeNull()
    expect(readCodConfirmationToken(secret, token.replace("order_01ABC", "order_01ABD"))).toBeNull()
    const [id, exp, sig] = token.split(".")
    expect(readCodConfirmationToken(secret, `${id}.${Number(exp) + 3600}.${sig}`)).toBeNull()
    expect(readCodConfirmationToken(secret, "nonsense")).toBeNull()
    expect(readCodConfirmationToken(secret, 42)).toBeNull()
  })
})
