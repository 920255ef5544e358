import { resolveAccounts } from "../accounts"

describe("demo account settings", () => {
  it("falls back to the documented demo logins outside production", () => {
    const { operator, shopper, notes } = resolveAccounts({ NODE_ENV: "development" })
    expect(operator).toEqual({ email: "admin@sugandh.example", password: "admin1234", firstName: "Store", lastName: "Operator" })
    expect(shopper).toEqual({ email: "shopper@sugandh.example", password: "shopper1234", firstName: "Asha", lastName: "Verma" })
    expect(notes).toEqual([])
  })

  it("takes e-mails and passwords from env, e-mail lower-cased", () => {
    const { operator } = resolveAccounts({ ADMIN_EMAIL: " Owner@Shop.example ", ADMIN_PASSWORD: "s3cret!" })
    expect(operator).toEqual(expect.objectContaining({ email: "owner@shop.example", password: "s3cret!" }))
  })

  it("never uses default passwords in production", () => {
    const none = resolveAccounts({ NODE_ENV: "production" })
    expect(none.operator).toBeUndefined()
    expect(none.shopper).toBeUndefined()
    expect(none.notes).toHaveLength(2)
    expect(none.notes[0]).toMatch(/ADMIN_EMAIL\/ADMIN_PASSWORD/)

    const half = resolveAccounts({ NODE_ENV: "production", ADMIN_EMAIL: "owner@shop.example" })
    expect(half.operator).toBeUndefined()

    const given = resolveAccounts({ NODE_ENV: "production", ADMIN_EMAIL: "owner@shop.example", ADMIN_PASSWORD: "long-secret" })
    expect(given.operator?.password).toBe("long-secret")
    expect(given.shopper).toBeUndefined()
  })

  it("refuses the published demo passwords in production, naming the variable", () => {
    for (const password of ["admin1234", "shopper1234", "Change-me-please", "a-strong-password"]) {
      expect(() => resolveAccounts({ NODE_ENV: "production", ADMIN_EMAIL: "owner@shop.example", ADMIN_PASSWORD: password })).toThrow(
        "ADMIN_PASSWORD is a published demo password"
      )
    }
    expect(() => resolveAccounts({ NODE_ENV: "production", SHOPPER_EMAIL: "s@shop.example", SHOPPER_PASSWORD: "shopper1234" })).toThrow(
      "SHOPPER_PASSWORD is a published demo password"
    )
    // Outside production the demo passwords stay the documented defaults.
    expect(resolveAccounts({ ADMIN_PASSWORD: "admin1234" }).operator?.password).toBe("admin1234")
  })
})
