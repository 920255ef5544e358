import type { TestSuite } from "../../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import {
  bearer,
  countRows,
  createOperator,
  eventually,
  holdSmtp,
  lastEmail,
  noThrow,
  register,
  requestResetToken,
  sentEmail,
  sentEmails,
  tokenFromEmail,
  tokenLink,
} from "../../helpers/auth"

// Project code is required lazily: importing it at the top loads Medusa's
// framework before the test runner points its config at the test database.
const lazy = {
  requireAdmin: () => require("../../../src/lib/auth/middlewares").requireAdmin,
  setAccountRoleWorkflow: () => require("../../../src/workflows/account/set-account-role").setAccountRoleWorkflow,
  accountTokenModule: () => require("../../../src/modules/account-token").ACCOUNT_TOKEN_MODULE as string,
  errorAnswer: () => require("../../../src/api/utils/error-answer") as typeof import("../../../src/api/utils/error-answer"),
  DomainError: () => require("../../../src/lib/errors").DomainError,
}

/** A middleware's refusal as the client would get it: the status and body the error handler's mapping gives. */
function answered(error: unknown) {
  if (!(error instanceof lazy.DomainError())) return error
  const { status, body } = lazy.errorAnswer().contractAnswer(error as never)
  return { status, ...body }
}

/** Runs a middleware list the way Express would and reports what it decided (a refusal as its answer). */
async function runMiddlewares(list: Array<(req: any, res: any, next: any) => unknown>, req: Partial<MedusaRequest>) {
  for (const mw of list) {
    const outcome = await new Promise<{ error?: any; responded?: number }>((resolve) => {
      const res = { status: (s: number) => ({ json: () => resolve({ responded: s }) }) } as unknown as MedusaResponse
      mw(req, res, (error?: unknown) => resolve({ error: answered(error) }))
    })
    if (outcome.error || outcome.responded) return outcome
  }
  return {}
}

// Seeded: profile addresses are checked against the delivery zones (a PIN must be served).
export const accountsSuite: TestSuite = ({ api, getContainer, dbConnection }) => {
  describe("register, login, me", () => {
    it("registers with a normalised e-mail, returns token and user, and sends a verification e-mail", async () => {
      const res = await register(api, { email: "  Asha@Example.COM " })
      expect(res.status).toBe(201)
      expect(res.data.message).toBe("Registration successful! Please check your email to verify your account.")
      expect(res.data.token).toEqual(expect.any(String))
      expect(res.data.user).toEqual({
        _id: expect.stringMatching(/^cus_/),
        id: res.data.user._id,
        firstName: "Asha",
        lastName: "Rao",
        name: "Asha Rao",
        email: "asha@example.com",
        phone: "",
        address: "",
        addressDetails: null,
        role: "customer",
        isEmailVerified: false,
        isGoogleAccount: false,
        createdAt: expect.any(String),
      })
      expect(JSON.stringify(res.data)).not.toMatch(/password|scrypt|hash/i)
      const mail = await lastEmail(getContainer(), "asha@example.com", "verify-email")
      expect(mail).toBeDefined()
      // The sent mail carries the storefront's verification link with a fresh token, and that token is the one that verifies.
      const sent = await sentEmail("asha@example.com", /./)
      expect(sent?.text).toMatch(tokenLink("verify-email"))
      const token = await tokenFromEmail(getContainer(), "asha@example.com", "verify-email")
      expect(sent?.text).toMatch(tokenLink("verify-email", token))

      const me = await api.get("/api/auth/me", bearer(res.data.token))
      expect(me.status).toBe(200)
      expect(me.data.user).toEqual(res.data.user)
    })

    it("refuses a second registration of the same e-mail (any case) with 409", async () => {
      await register(api)
      const res = await register(api, { email: "ASHA@example.com", password: "another1" })
      expect(res.status).toBe(409)
      expect(res.data).toEqual({ message: "An account with this email already exists. Please log in instead." })
    })

    it("logs in; wrong password and unknown e-mail give the same 401", async () => {
      await register(api)
      const ok = await api.post("/api/auth/login", { email: " ASHA@example.com", password: "secret1" }, noThrow)
      expect(ok.status).toBe(200)
      expect(ok.data).toEqual({
        token: expect.any(String),
        user: expect.objectContaining({ email: "asha@example.com" }),
        message: "Login successful",
      })

      const wrong = await api.post("/api/auth/login", { email: "asha@example.com", password: "nope123" }, noThrow)
      const unknown = await api.post("/api/auth/login", { email: "nobody@example.com", password: "nope123" }, noThrow)
      expect(wrong.status).toBe(401)
      expect(unknown.status).toBe(401)
      expect(wrong.data).toEqual({ message: "Invalid email or password" })
      expect(unknown.data).toEqual(wrong.data)
    })

    it("answers 401 on /me without a token, with a bad token, or for a deleted customer", async () => {
      expect((await api.get("/api/auth/me", noThrow)).data).toEqual({ message: "Please login to continue" })
      expect((await api.get("/api/auth/me", noThrow)).status).toBe(401)
      expect((await api.get("/api/auth/me", bearer("not.a.jwt"))).status).toBe(401)
      const { data } = await register(api)
      await getContainer().resolve(Modules.CUSTOMER).deleteCustomers([data.user.id])
      expect((await api.get("/api/auth/me", bearer(data.token))).status).toBe(401)
    })

    it("lets an operator made by the seed or the Medusa admin sign in on the storefront as admin", async () => {
      await createOperator(getContainer(), "ops@example.com", "ops12345")
      const first = await api.post("/api/auth/login", { email: "ops@example.com", password: "ops12345" }, noThrow)
      expect(first.status).toBe(200)
      expect(first.data.user).toMatchObject({ role: "admin", email: "ops@example.com", firstName: "Ops", lastName: "Team" })
      const second = await api.post("/api/auth/login", { email: "ops@example.com", password: "ops12345" }, noThrow)
      expect(second.data.user.id).toBe(first.data.user.id)
      // The same e-mail cannot be registered as a shopper.
      expect((await register(api, { email: "ops@example.com" })).status).toBe(409)
    })
  })

  describe("profile and password", () => {
    it("updates the own profile, keeps role, accepts address text or object", async () => {
      const { data } = await register(api)
      const res = await api.put(
        "/api/auth/profile",
        {
          firstName: " Asha ",
          lastName: "Iyer",
          email: "asha@example.com",
          phone: "+91 90000 00000",
          address: "12 MG Road",
          role: "admin",
          isEmailVerified: true,
        },
        bearer(data.token)
      )
      expect(res.status).toBe(200)
      expect(res.data.message).toBe("Profile updated successfully!")
      expect(res.data.user).toMatchObject({
        firstName: "Asha",
        lastName: "Iyer",
        name: "Asha Iyer",
        phone: "+91 90000 00000",
        address: "12 MG Road",
        addressDetails: { street: "12 MG Road", city: "", state: "", zipCode: "" },
        role: "customer",
        isEmailVerified: false,
      })

      const obj = await api.put(
        "/api/auth/profile",
        {
          firstName: "Asha",
          lastName: "Iyer",
          email: "asha@example.com",
          address: { street: "12 MG Road", city: "Lucknow", state: "Uttar Pradesh", zipCode: "226001" },
        },
        bearer(data.token)
      )
      expect(obj.data.user.address).toBe("12 MG Road, Lucknow, Uttar Pradesh 226001")
      // The state follows the PIN: its GST state code comes back with it.
      expect(obj.data.user.addressDetails).toEqual({
        street: "12 MG Road",
        city: "Lucknow",
        state: "Uttar Pradesh",
        zipCode: "226001",
        stateCode: "09",
      })
      expect(obj.data.user.phone).toBe("+91 90000 00000")
      // Stored as the customer's default shipping address in Medusa (one, updated in place).
      const addresses = await getContainer().resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: data.user.id })
      expect(addresses).toHaveLength(1)
      expect(addresses[0]).toMatchObject({
        address_1: "12 MG Road",
        city: "Lucknow",
        province: "Uttar Pradesh",
        postal_code: "226001",
        country_code: "in",
        is_default_shipping: true,
      })

      const cleared = await api.put(
        "/api/auth/profile",
        { firstName: "Asha", lastName: "Iyer", email: "asha@example.com", address: "" },
        bearer(data.token)
      )
      expect(cleared.data.user.address).toBe("")
      expect(await getContainer().resolve(Modules.CUSTOMER).listCustomerAddresses({ customer_id: data.user.id })).toHaveLength(0)
    })

    it("changes the e-mail only to a free address, with the current password, once the new address is verified", async () => {
      const asha = await register(api)
      await register(api, { email: "ravi@example.com", firstName: "Ravi" })
      const body = { firstName: "Asha", lastName: "Rao", currentPassword: "secret1" }
      const taken = await api.put("/api/auth/profile", { ...body, email: "Ravi@Example.com" }, bearer(asha.data.token))
      expect(taken.status).toBe(409)
      expect(taken.data).toEqual({ message: "This email is already in use by another account" })

      const moved = await api.put("/api/auth/profile", { ...body, email: "asha.rao@example.com" }, bearer(asha.data.token))
      expect(moved.status).toBe(200)
      // The old address stays the e-mail and the login until the new one is verified.
      expect(moved.data.user).toMatchObject({ email: "asha@example.com", pendingEmail: "asha.rao@example.com" })
      const token = await tokenFromEmail(getContainer(), "asha.rao@example.com", "verify-email")
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "secret1" }, noThrow)).status).toBe(200)
      expect((await api.post("/api/auth/login", { email: "asha.rao@example.com", password: "secret1" }, noThrow)).status).toBe(401)

      const verified = await api.post("/api/auth/verify-email", { token }, noThrow)
      expect(verified.status).toBe(200)
      expect(verified.data.user).toMatchObject({ email: "asha.rao@example.com", isEmailVerified: true })
      expect(verified.data.user.pendingEmail).toBeUndefined()
      expect((await api.post("/api/auth/login", { email: "asha.rao@example.com", password: "secret1" }, noThrow)).status).toBe(200)
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "secret1" }, noThrow)).status).toBe(401)
      // The old address is free again.
      expect((await register(api, { email: "asha@example.com" })).status).toBe(201)
    })

    it("changes the password only with the current one", async () => {
      const { data } = await register(api)
      const wrong = await api.put("/api/auth/change-password", { currentPassword: "wrong12", newPassword: "newpass1" }, bearer(data.token))
      expect(wrong.status).toBe(400)
      expect(wrong.data.message).toBe("Current password is incorrect")
      const short = await api.put("/api/auth/change-password", { currentPassword: "secret1", newPassword: "12345" }, bearer(data.token))
      expect(short.status).toBe(400)
      expect(short.data.errors).toEqual([{ msg: "New password must be at least 6 characters", path: "newPassword" }])
      const anon = await api.put("/api/auth/change-password", { currentPassword: "secret1", newPassword: "newpass1" }, noThrow)
      expect(anon.status).toBe(401)

      const ok = await api.put("/api/auth/change-password", { currentPassword: "secret1", newPassword: "newpass1" }, bearer(data.token))
      expect(ok.status).toBe(200)
      expect(ok.data).toEqual({ message: "Password updated successfully!", token: expect.any(String) })
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "secret1" }, noThrow)).status).toBe(401)
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "newpass1" }, noThrow)).status).toBe(200)
    })
  })

  describe("e-mail verification", () => {
    it("verifies with the e-mailed token once, logs in, and sends a welcome e-mail", async () => {
      await register(api)
      const container = getContainer()
      const mail = await lastEmail(container, "asha@example.com", "verify-email")
      // Stored without the token: it is only in the sent e-mail (read from the SMTP sink).
      expect(mail?.data).toEqual({ firstName: "Asha" })
      const token = await tokenFromEmail(container, "asha@example.com", "verify-email")

      const res = await api.post("/api/auth/verify-email", { token }, noThrow)
      expect(res.status).toBe(200)
      expect(res.data.message).toBe("Email verified successfully! You are now logged in.")
      expect(res.data.user.isEmailVerified).toBe(true)
      expect((await api.get("/api/auth/me", bearer(res.data.token))).data.user.isEmailVerified).toBe(true)
      expect(await lastEmail(container, "asha@example.com", "welcome")).toBeDefined()
      // The welcome mail links to the catalogue and carries no account token.
      const welcome = await sentEmail("asha@example.com", /^Welcome to /)
      expect(welcome?.text).toMatch(/https?:\/\/\S+\/categories(?![\w/-])/)
      expect(welcome?.text).not.toMatch(/token=/)

      const again = await api.post("/api/auth/verify-email", { token }, noThrow)
      expect(again.status).toBe(400)
      expect(again.data).toEqual({ message: "Invalid or expired verification token" })
      // Only the hash is stored.
      const { rows } = await dbConnection.raw("select token_hash from account_token")
      expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token)
    })

    it("refuses an expired or unknown token and a token replaced by a resend", async () => {
      await register(api)
      const container = getContainer()
      const first = await tokenFromEmail(container, "asha@example.com", "verify-email")
      const resend = await api.post("/api/auth/resend-verification", { email: "ASHA@example.com" }, noThrow)
      expect(resend.status).toBe(200)
      expect(resend.data).toEqual({ message: "Verification email sent successfully! Please check your email." })
      const second = await tokenFromEmail(container, "asha@example.com", "verify-email")
      expect(second).not.toBe(first)
      expect((await api.post("/api/auth/verify-email", { token: first }, noThrow)).status).toBe(400)
      expect((await api.post("/api/auth/verify-email", { token: "made-up-token" }, noThrow)).status).toBe(400)

      await dbConnection.raw("update account_token set expires_at = now() - interval '1 minute' where purpose = 'verify_email'")
      const expired = await api.post("/api/auth/verify-email", { token: second }, noThrow)
      expect(expired.status).toBe(400)
      expect(expired.data.message).toBe("Invalid or expired verification token")
    })

    it("answers resend the same way for unknown addresses and sends nothing", async () => {
      const res = await api.post("/api/auth/resend-verification", { email: "ghost@example.com" }, noThrow)
      expect(res.status).toBe(200)
      expect(res.data).toEqual({ message: "Verification email sent successfully! Please check your email." })
      expect(await lastEmail(getContainer(), "ghost@example.com", "verify-email")).toBeUndefined()
    })
  })

  describe("password reset", () => {
    it("always answers forgot-password with the same text and mails a 1 h link only to real accounts", async () => {
      await register(api)
      const known = await api.post("/api/auth/forgot-password", { email: "Asha@example.com " }, noThrow)
      const unknown = await api.post("/api/auth/forgot-password", { email: "ghost@example.com" }, noThrow)
      expect(known.status).toBe(200)
      expect(unknown.status).toBe(200)
      expect(known.data).toEqual({ message: "Password reset instructions sent to your email" })
      expect(unknown.data).toEqual(known.data)
      // The link is mailed after the answer: wait for it before reading what was stored.
      await tokenFromEmail(getContainer(), "asha@example.com", "reset-password")
      expect(await lastEmail(getContainer(), "ghost@example.com", "reset-password")).toBeUndefined()
      const { rows } = await dbConnection.raw(
        "select extract(epoch from (expires_at - created_at))::int as ttl from account_token where purpose = 'reset_password'"
      )
      expect(rows[0].ttl).toBeGreaterThanOrEqual(3599)
      expect(rows[0].ttl).toBeLessThanOrEqual(3601)
    })

    it("does the same work before answering a known and an unknown e-mail; the link goes out afterwards (issue 28, point 10)", async () => {
      await register(api)
      const container = getContainer()
      const { PASSWORD_RESET_REQUESTED_EVENT } = require("../../../src/lib/auth/password-reset")
      const emitted: unknown[] = []
      container.resolve(Modules.EVENT_BUS).subscribe(PASSWORD_RESET_REQUESTED_EVENT, async (event: { data: unknown }) => {
        emitted.push(event.data)
      })
      const tokensBefore = (await dbConnection.raw("select count(*)::int as n from account_token")).rows[0].n
      // The mail server keeps every sender waiting: an answer that waited for the account's
      // lookup, token or e-mail could not arrive (on the old route the known address timed out here).
      const release = await holdSmtp()
      const sentBefore = (await sentEmails()).length
      try {
        const ask = (email: string) => api.post("/api/auth/forgot-password", { email }, { ...noThrow, timeout: 8_000 })
        const [known, unknown] = [await ask("asha@example.com"), await ask("ghost@example.com")]
        expect([known.status, unknown.status]).toEqual([200, 200])
        expect(unknown.data).toEqual(known.data)
        // Both requests did the one same thing: hand the address to the subscriber.
        expect(emitted).toEqual([{ email: "asha@example.com" }, { email: "ghost@example.com" }])
        // The known address's link is on its way (held by the mail server), after both answers left.
        const held = await eventually(
          async () => (await sentEmails()).slice(sentBefore).filter((m) => m.to === "asha@example.com"),
          (list) => list.length === 1
        )
        expect(held).toHaveLength(1)
      } finally {
        release()
      }
      // Afterwards: one token for the account, nothing and no e-mail for the unknown address.
      const tokensAfter = await eventually(
        async () => (await dbConnection.raw("select count(*)::int as n from account_token")).rows[0].n,
        (n) => n === tokensBefore + 1
      )
      expect(tokensAfter).toBe(tokensBefore + 1)
      expect((await sentEmails()).slice(sentBefore).filter((m) => m.to === "ghost@example.com")).toEqual([])
      expect(await lastEmail(container, "ghost@example.com", "reset-password")).toBeUndefined()
    })

    it("resets the password with the e-mailed token once and logs the user in", async () => {
      await register(api)
      const token = await requestResetToken(api, "asha@example.com")

      const mismatch = await api.post("/api/auth/reset-password", { token, password: "fresh12", confirmPassword: "fresh13" }, noThrow)
      expect(mismatch.status).toBe(400)
      expect(mismatch.data.errors).toEqual([{ msg: "Passwords do not match", path: "confirmPassword" }])
      const short = await api.post("/api/auth/reset-password", { token, password: "abc", confirmPassword: "abc" }, noThrow)
      expect(short.data.errors[0].msg).toBe("Password must be at least 6 characters long")

      const res = await api.post("/api/auth/reset-password", { token, password: "fresh12", confirmPassword: "fresh12" }, noThrow)
      expect(res.status).toBe(200)
      expect(res.data.message).toBe("Password reset successfully! You are now logged in.")
      expect(res.data.user).toMatchObject({ email: "asha@example.com", isEmailVerified: true })
      expect((await api.get("/api/auth/me", bearer(res.data.token))).status).toBe(200)
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "fresh12" }, noThrow)).status).toBe(200)

      const reused = await api.post("/api/auth/reset-password", { token, password: "other12", confirmPassword: "other12" }, noThrow)
      expect(reused.status).toBe(400)
      expect(reused.data).toEqual({ message: "Invalid or expired reset token" })
    })

    it("refuses an expired reset token and one whose e-mail changed since", async () => {
      const { data } = await register(api)
      const container = getContainer()
      const token = await requestResetToken(api, "asha@example.com")
      const service = container.resolve(lazy.accountTokenModule()) as any
      const [record] = await service.listAccountTokens({ purpose: "reset_password" })
      await service.updateAccountTokens({ id: record.id, expires_at: new Date(Date.now() - 1000) })
      const expired = await api.post("/api/auth/reset-password", { token, password: "fresh12", confirmPassword: "fresh12" }, noThrow)
      expect(expired.status).toBe(400)
      expect(expired.data.message).toMatch(/Invalid or expired/)

      const token2 = await requestResetToken(api, "asha@example.com")
      await api.put(
        "/api/auth/profile",
        { firstName: "Asha", lastName: "Rao", email: "asha2@example.com", currentPassword: "secret1" },
        bearer(data.token)
      )
      // Still the login until the new address is verified: the link stays good until then.
      const verifyToken = await tokenFromEmail(container, "asha2@example.com", "verify-email")
      expect((await api.post("/api/auth/verify-email", { token: verifyToken }, noThrow)).status).toBe(200)
      const moved = await api.post("/api/auth/reset-password", { token: token2, password: "fresh12", confirmPassword: "fresh12" }, noThrow)
      expect(moved.status).toBe(400)
    })
  })

  describe("roles", () => {
    it("makes a customer admin (Medusa admin login with the same password) and back", async () => {
      const container = getContainer()
      const { data } = await register(api)
      const adminLogin = () => api.post("/auth/user/emailpass", { email: "asha@example.com", password: "secret1" }, noThrow)
      const check = (token: string) =>
        runMiddlewares(lazy.requireAdmin(), { headers: { authorization: `Bearer ${token}` }, scope: container } as any)

      // A customer is refused by requireAdmin with 403, an anonymous caller with 401.
      expect((await check(data.token)).error).toMatchObject({ status: 403, message: "You don't have permission to access this page." })
      expect((await runMiddlewares(lazy.requireAdmin(), { headers: {}, scope: container } as any)).error).toMatchObject({ status: 401 })

      await lazy
        .setAccountRoleWorkflow()(container)
        .run({ input: { customerId: data.user.id, role: "admin" } })
      expect((await api.get("/api/auth/me", bearer(data.token))).data.user.role).toBe("admin")
      expect(await check(data.token)).toEqual({})
      const login = await adminLogin()
      expect(login.status).toBe(200)
      const me = await api.get("/admin/users/me", bearer(login.data.token))
      expect(me.status).toBe(200)
      expect(me.data.user).toMatchObject({ email: "asha@example.com", first_name: "Asha", last_name: "Rao" })

      await lazy
        .setAccountRoleWorkflow()(container)
        .run({ input: { customerId: data.user.id, role: "customer" } })
      expect((await api.get("/api/auth/me", bearer(data.token))).data.user.role).toBe("customer")
      // Checked on every request: the same token is refused now.
      expect((await check(data.token)).error).toMatchObject({ status: 403 })
      const again = await adminLogin()
      expect((await api.get("/admin/users/me", bearer(again.data.token ?? "none"))).status).toBe(401)
      // The storefront login is untouched.
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "secret1" }, noThrow)).data.user.role).toBe(
        "customer"
      )

      // And admin again after a demotion (the old link is cleared first).
      await lazy
        .setAccountRoleWorkflow()(container)
        .run({ input: { customerId: data.user.id, role: "admin" } })
      expect((await api.get("/admin/users/me", bearer((await adminLogin()).data.token))).status).toBe(200)
    })
  })

  describe("bad input", () => {
    const big = "x".repeat(11 * 1024)
    type Case = { name: string; method: "post" | "put"; url: string; body: unknown; auth?: boolean; status: number; raw?: boolean }
    const cases: Case[] = []
    const add = (method: Case["method"], url: string, auth: boolean, bodies: Array<[string, unknown, number]>) =>
      bodies.forEach(([name, body, status]) =>
        cases.push({ name: `${method.toUpperCase()} ${url} ${name}`, method, url, body, auth, status, raw: typeof body === "string" })
      )
    const common: Array<[string, unknown, number]> = [
      ["malformed JSON", '{"email": "a@b.co",', 400],
      ["JSON array", "[1,2]", 400],
      ["oversized body", JSON.stringify({ email: "a@b.co", pad: big }), 413],
      ["empty object", {}, 400],
    ]
    add("post", "/api/auth/register", false, [
      ...common,
      ["wrong types", { firstName: 1, lastName: [], email: true, password: 123456 }, 400],
      ["bad e-mail", { firstName: "A", lastName: "B", email: "no-at", password: "secret1" }, 400],
      ["short password", { firstName: "A", lastName: "B", email: "new@example.com", password: "12345" }, 400],
    ])
    add("post", "/api/auth/login", false, [...common, ["wrong types", { email: ["a@b.co"], password: { x: 1 } }, 400]])
    add("post", "/api/auth/google/verify", false, [...common, ["wrong types", { idToken: 42 }, 400]])
    add("post", "/api/auth/google/signup", false, [...common, ["wrong types", { idToken: null }, 400]])
    add("post", "/api/auth/verify-email", false, [...common, ["wrong types", { token: 5 }, 400], ["unknown token", { token: "nope" }, 400]])
    add("post", "/api/auth/resend-verification", false, [...common, ["wrong types", { email: 5 }, 400]])
    add("post", "/api/auth/forgot-password", false, [...common, ["wrong types", { email: {} }, 400]])
    add("post", "/api/auth/reset-password", false, [...common, ["wrong types", { token: 1, password: 2, confirmPassword: 3 }, 400]])
    add("put", "/api/auth/profile", true, [
      ...common,
      ["wrong types", { firstName: 1, lastName: "B", email: "asha@example.com", phone: 5, address: 7 }, 400],
      ["taken e-mail", { firstName: "A", lastName: "B", email: "ravi@example.com" }, 409],
      ["new e-mail without the current password", { firstName: "A", lastName: "B", email: "new@example.com" }, 400],
      [
        "new e-mail with a wrong current password",
        { firstName: "A", lastName: "B", email: "new@example.com", currentPassword: "wrong12" },
        400,
      ],
    ])
    add("put", "/api/auth/change-password", true, [...common, ["wrong types", { currentPassword: 1, newPassword: false }, 400]])
    add("put", "/api/auth/profile", false, [["no token", { firstName: "A", lastName: "B", email: "x@example.com" }, 401]])
    add("post", "/api/auth/logout", false, [["no token", {}, 401]])

    it("answers every endpoint's bad input with 4xx in the /api shape and changes nothing", async () => {
      const { data } = await register(api)
      await register(api, { email: "ravi@example.com" })
      const before = await countRows(dbConnection as any)
      const profileBefore = (await api.get("/api/auth/me", bearer(data.token))).data.user
      const failures: string[] = []
      for (const c of cases) {
        const headers: Record<string, string> = { "content-type": "application/json" }
        if (c.auth) headers.authorization = `Bearer ${data.token}`
        const res = await api.request({
          method: c.method,
          url: c.url,
          data: c.body,
          headers,
          validateStatus: () => true,
          transformRequest: c.raw ? [(d: unknown) => d] : undefined,
        })
        const okShape =
          typeof res.data?.message === "string" &&
          (res.data.errors === undefined || res.data.errors.every((e: any) => typeof e.msg === "string" && typeof e.path === "string"))
        if (res.status !== c.status || !okShape) failures.push(`${c.name}: ${res.status} ${JSON.stringify(res.data).slice(0, 200)}`)
        if (c.name.endsWith("wrong types") && c.status === 400 && !(res.data.errors?.length > 0)) failures.push(`${c.name}: no errors list`)
      }
      expect(failures).toEqual([])
      expect(await countRows(dbConnection as any)).toEqual(before)
      expect((await api.get("/api/auth/me", bearer(data.token))).data.user).toEqual(profileBefore)
    })
  })
}
