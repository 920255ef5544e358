import { afterEach, describe, expect, it, vi } from "vitest"
import { userAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { updateProfileRequest } from "./profile-api"

const FORM = { firstName: "Meera", lastName: "Iyer", email: "meera@example.com", phone: "", address: "", currentPassword: "" }

afterEach(() => vi.unstubAllGlobals())

describe("updateProfileRequest", () => {
  it("sends the GSTIN upper-cased with the business name, clears them when emptied, and leaves them out otherwise", async () => {
    const { requests } = mockFetch(() => ({ user: userAnswer(), message: "Profile updated successfully" }))
    await updateProfileRequest({ ...FORM, gstin: " 27aapfu0939f1zv ", businessName: " Pune Attar House LLP " })
    await updateProfileRequest({ ...FORM, gstin: "", businessName: "", hadBusiness: true })
    await updateProfileRequest(FORM)
    expect(requests.map((r) => [r.method, r.url])).toEqual(Array(3).fill(["PUT", "/api/auth/profile"]))
    expect(requests[0].body).toMatchObject({ gstin: "27AAPFU0939F1ZV", businessName: "Pune Attar House LLP" })
    expect(requests[1].body).toMatchObject({ gstin: null, businessName: null })
    expect(requests[2].body).not.toHaveProperty("gstin")
  })
})
