import { formatAddress, fromStoredAddress, toAddressParts } from "../address"
import { normalizeEmail } from "../email"
import { GoogleNotConfiguredError, verifyGoogleIdToken } from "../google"
import { toApiUser } from "../user"

describe("address", () => {
  it("accepts text or an object and formats one line", () => {
    expect(toAddressParts(" 12 MG Road ")).toEqual({ street: "12 MG Road", city: "", state: "", zipCode: "" })
    expect(toAddressParts("  ")).toBeNull()
    expect(toAddressParts(null)).toBeNull()
    const parts = toAddressParts({ street: "12 MG Road", city: "Lucknow", state: "UP", zipCode: "226001" })
    expect(formatAddress(parts)).toBe("12 MG Road, Lucknow, UP 226001")
    expect(formatAddress(toAddressParts({ city: "Pune" }))).toBe("Pune")
    expect(fromStoredAddress({ address_1: "A", city: "B", province: "C", postal_code: "1" })).toEqual({
      street: "A",
      city: "B",
      state: "C",
      zipCode: "1",
    })
  })
})

describe("user object", () => {
  it("maps a customer and never exposes metadata or secrets", () => {
    const user = toApiUser(
      {
        id: "cus_1",
        first_name: "Asha",
        last_name: "Rao",
        email: "asha@example.com",
        phone: null,
        metadata: { isEmailVerified: true, isGoogleAccount: false, password: "x", profilePicture: "https://p" },
        created_at: "2026-01-01T00:00:00.000Z",
      },
      "admin",
      { address_1: "12 MG Road", city: "Lucknow", province: null, postal_code: null }
    )
    expect(user).toEqual({
      _id: "cus_1",
      id: "cus_1",
      firstName: "Asha",
      lastName: "Rao",
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "",
      address: "12 MG Road, Lucknow",
      addressDetails: { street: "12 MG Road", city: "Lucknow", state: "", zipCode: "" },
      role: "admin",
      isEmailVerified: true,
      isGoogleAccount: false,
      profilePicture: "https://p",
      createdAt: "2026-01-01T00:00:00.000Z",
    })
  })

  it("normalises e-mails", () => {
    expect(normalizeEmail("  Asha@Example.COM ")).toBe("asha@example.com")
  })
})

describe("Google ID token", () => {
  it("refuses when GOOGLE_CLIENT_ID is not set", async () => {
    await expect(verifyGoogleIdToken("x.y.z", {})).rejects.toBeInstanceOf(GoogleNotConfiguredError)
  })
})
