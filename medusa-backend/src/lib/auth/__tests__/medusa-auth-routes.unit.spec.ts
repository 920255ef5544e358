import { isServedMedusaAuthRoute } from "../medusa-auth-routes"

// As medusa-config.ts configures it.
const shop = { user: ["emailpass"], customer: ["emailpass"] }
const served = (method: string, path: string) => isServedMedusaAuthRoute(method, path, shop)

describe("isServedMedusaAuthRoute", () => {
  it.each([
    ["POST", "/auth/user/emailpass"],
    ["POST", "/auth/user/emailpass/register"],
    ["POST", "/auth/user/emailpass/reset-password"],
    ["POST", "/auth/user/emailpass/update"],
    ["POST", "/auth/customer/emailpass"],
    ["POST", "/auth/customer/emailpass/"],
    ["GET", "/auth/user/providers"],
    ["POST", "/auth/session"],
    ["DELETE", "/auth/session"],
    ["POST", "/auth/token/refresh"],
    ["GET", "/auth/mfa/factors"],
    ["POST", "/auth/mfa/factors"],
    ["DELETE", "/auth/mfa/factors/abc"],
    ["POST", "/auth/mfa/factors/abc/verify"],
    ["POST", "/auth/mfa/challenges/abc/verify"],
    ["POST", "/auth/mfa/recovery-codes"],
    ["OPTIONS", "/auth/user/emailpass"],
  ])("serves %s %s", (method, path) => {
    expect(served(method, path)).toBe(true)
  })

  it.each([
    // Actor types nobody configured: Medusa would check the password and issue a token.
    ["POST", "/auth/zz/emailpass"],
    ["POST", "/auth/zz/emailpass/register"],
    ["POST", "/auth/admin/emailpass"],
    ["POST", "/auth/USER/emailpass"],
    ["POST", "/auth/constructor/emailpass"],
    ["POST", "/auth/__proto__/emailpass"],
    ["GET", "/auth/zz/providers"],
    // Providers the actor does not use, and Medusa's provider-first route.
    ["POST", "/auth/user/google"],
    ["GET", "/auth/user/google/callback"],
    ["POST", "/auth/emailpass/user"],
    // emailpass through another method (Express parses a GET's JSON body too), or a redirect flow it has not.
    ["GET", "/auth/user/emailpass"],
    ["PUT", "/auth/user/emailpass"],
    ["PATCH", "/auth/customer/emailpass/register"],
    ["GET", "/auth/user/emailpass/callback"],
    ["POST", "/auth/user/emailpass/callback"],
    ["POST", "/auth/user/emailpass/other"],
    ["POST", "/auth/user/emailpass/update/more"],
    ["GET", "/auth/session"],
    ["GET", "/auth/token/refresh"],
    ["POST", "/auth/token/other"],
    ["POST", "/auth/verification/request"],
    ["POST", "/auth/verification/confirm"],
    ["POST", "/auth/user"],
    ["POST", "/auth"],
    // Two-factor: only Medusa's own routes and methods (issue 43, Low 4).
    ["PUT", "/auth/mfa/factors"],
    ["DELETE", "/auth/mfa/factors"],
    ["GET", "/auth/mfa/factors/abc"],
    ["GET", "/auth/mfa/recovery-codes"],
    ["POST", "/auth/mfa/anything"],
    ["POST", "/auth/mfa/challenges/abc/verify/more"],
    ["POST", "/auth/mfa"],
  ])("refuses %s %s", (method, path) => {
    expect(served(method, path)).toBe(false)
  })

  it("reads the query-less path and follows the configured map", () => {
    expect(served("POST", "/auth/user/emailpass?x=1")).toBe(true)
    expect(isServedMedusaAuthRoute("POST", "/auth/customer/emailpass", { user: ["emailpass"] })).toBe(false)
    expect(isServedMedusaAuthRoute("GET", "/auth/customer/google", { customer: ["google"] })).toBe(true)
    expect(isServedMedusaAuthRoute("GET", "/auth/customer/google/callback", { customer: ["google"] })).toBe(true)
    expect(isServedMedusaAuthRoute("POST", "/auth/user/emailpass", {})).toBe(false)
  })
})
