import { describe, expect, it } from "vitest"
import { ApiError } from "@/lib/api"
import { toFailedResult } from "./auth-result"

describe("toFailedResult", () => {
  // The backend's 404 for an unknown Google account (medusa-backend src/api/api/auth/google/verify/route.ts):
  // Google gave no picture, so `picture` is null.
  const notFound = new ApiError("No account found for this Google account. Please sign up first.", {
    status: 404,
    body: {
      message: "No account found for this Google account. Please sign up first.",
      error: "USER_NOT_FOUND",
      userInfo: { email: "new@example.com", firstName: "New", lastName: "Shopper", picture: null },
    },
  })

  it("offers sign-up with the Google account's e-mail, also when Google gives no picture", async () => {
    expect(await toFailedResult(notFound, "fallback")).toMatchObject({
      success: false,
      needsSignup: true,
      userInfo: { email: "new@example.com", firstName: "New" },
    })
  })

  it("marks a Google sign-up of a known account as USER_EXISTS", async () => {
    const exists = new ApiError("Account exists", {
      status: 409,
      body: { message: "Account exists", error: "USER_EXISTS", userInfo: { email: "a@b.in" } },
    })
    expect(await toFailedResult(exists, "fallback")).toMatchObject({ userExists: true, userInfo: { email: "a@b.in" } })
  })
})
