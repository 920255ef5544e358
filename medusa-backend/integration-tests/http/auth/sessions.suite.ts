import { generateResetPasswordTokenWorkflow } from "@medusajs/core-flows"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { AxiosResponse } from "axios"
import type { TestSuite } from "../../helpers/runner"
import { bearer, noThrow, register, requestResetToken, tokenFromEmail } from "../../helpers/auth"

// Project code is required lazily: importing it at the top loads Medusa's framework before the runner's config.
const setAccountRole = (
  container: Parameters<typeof generateResetPasswordTokenWorkflow>[0],
  customerId: string,
  role: "admin" | "customer"
) => require("../../../src/workflows/account/set-account-role").setAccountRoleWorkflow(container).run({ input: { customerId, role } })

/** Point 6 of issue 16: a password change or reset ends the account's other sessions. */
export const sessionsSuite: TestSuite = ({ api, getContainer }) => {
  const login = async (email: string, password: string) =>
    (await api.post("/api/auth/login", { email, password }, noThrow)).data.token as string

  describe("sessions end with a password change", () => {
    it("answers 401 to tokens issued before a password change; the changing device gets a fresh token", async () => {
      const { data } = await register(api)
      const laptop = data.token as string
      const phone = await login("asha@example.com", "secret1")
      expect((await api.get("/api/auth/me", bearer(phone))).status).toBe(200)

      const changed = await api.put("/api/auth/change-password", { currentPassword: "secret1", newPassword: "newpass1" }, bearer(laptop))
      expect(changed.status).toBe(200)
      expect(changed.data.token).toEqual(expect.any(String))

      for (const old of [laptop, phone]) {
        const me = await api.get("/api/auth/me", bearer(old))
        expect(me.status).toBe(401)
        expect(me.data).toEqual({ message: "Please login to continue" })
        expect((await api.get("/api/auth/cart", bearer(old))).status).toBe(401)
        expect((await api.get("/api/auth/orders", bearer(old))).status).toBe(401)
      }
      expect((await api.get("/api/auth/me", bearer(changed.data.token))).status).toBe(200)
      const fresh = await login("asha@example.com", "newpass1")
      expect((await api.get("/api/auth/me", bearer(fresh))).status).toBe(200)
      // A second change ends the fresh sessions too.
      const again = await api.put("/api/auth/change-password", { currentPassword: "newpass1", newPassword: "third12" }, bearer(fresh))
      expect(again.status).toBe(200)
      expect((await api.get("/api/auth/me", bearer(changed.data.token))).status).toBe(401)
      expect((await api.get("/api/auth/me", bearer(again.data.token))).status).toBe(200)
    })

    it("a failed change (wrong current password) ends nothing", async () => {
      const { data } = await register(api)
      const wrong = await api.put("/api/auth/change-password", { currentPassword: "nope123", newPassword: "newpass1" }, bearer(data.token))
      expect(wrong.status).toBe(400)
      expect((await api.get("/api/auth/me", bearer(data.token))).status).toBe(200)
    })

    it("answers 401 to tokens issued before a password reset; the reset's own token works", async () => {
      const { data } = await register(api)
      const before = data.token as string
      const token = await requestResetToken(api, "asha@example.com")
      const reset = await api.post("/api/auth/reset-password", { token, password: "fresh12", confirmPassword: "fresh12" }, noThrow)
      expect(reset.status).toBe(200)

      expect((await api.get("/api/auth/me", bearer(before))).status).toBe(401)
      expect(
        (await api.put("/api/auth/change-password", { currentPassword: "fresh12", newPassword: "x12345" }, bearer(before))).status
      ).toBe(401)
      expect((await api.get("/api/auth/me", bearer(reset.data.token))).status).toBe(200)
    })

    it("a reset through Medusa's own /auth/customer/emailpass/update (the JS SDK's) ends older sessions too", async () => {
      const { data } = await register(api)
      const before = data.token as string
      const container = getContainer()
      const { http } = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
      const { result: resetToken } = await generateResetPasswordTokenWorkflow(container).run({
        input: { entityId: "asha@example.com", actorType: "customer", provider: "emailpass", secret: http.jwtSecret! },
      })
      const update = await api.post("/auth/customer/emailpass/update", { password: "viaSdk12" }, bearer(resetToken))
      expect(update.status).toBe(200)
      expect(update.data).toEqual({ success: true })

      expect((await api.get("/api/auth/me", bearer(before))).status).toBe(401)
      const fresh = await login("asha@example.com", "viaSdk12")
      expect((await api.get("/api/auth/me", bearer(fresh))).status).toBe(200)
      // The reset token is single-use: a replay changes nothing and ends nothing.
      const replay = await api.post("/auth/customer/emailpass/update", { password: "other123" }, bearer(resetToken))
      expect(replay.status).toBe(401)
      expect((await api.get("/api/auth/me", bearer(fresh))).status).toBe(200)
    })
  })

  describe("sessions end everywhere (issue 28, point 3)", () => {
    const publishableKey = async () => {
      const [key] = await getContainer()
        .resolve(Modules.API_KEY)
        .createApiKeys([{ title: "sessions test", type: "publishable", created_by: "test" }])
      return key.token
    }
    const store = (token: string, key: string) => ({
      ...bearer(token),
      headers: { ...bearer(token).headers, "x-publishable-api-key": key },
    })
    const refresh = (token: string) => api.post("/auth/token/refresh", {}, bearer(token))
    /** The Medusa admin's cookie session, as the dashboard opens it after its sign-in. */
    const adminCookie = async (token: string) => {
      const session = await api.post("/auth/session", {}, bearer(token))
      expect(session.status).toBe(200)
      const cookie = ((session as AxiosResponse).headers["set-cookie"] ?? []).map((c: string) => c.split(";")[0]).join("; ")
      expect(cookie).toMatch(/connect\.sid=/)
      return { ...noThrow, headers: { cookie } }
    }

    it("POST /api/auth/logout ends this and every other session of the account on /api, /store and /auth/token/refresh", async () => {
      const key = await publishableKey()
      const { data } = await register(api)
      const laptop = data.token as string
      const phone = await login("asha@example.com", "secret1")
      expect((await api.get("/store/customers/me", store(phone, key))).status).toBe(200)
      // A live token refreshes into one that carries the same session version and works.
      const refreshed = await refresh(phone)
      expect(refreshed.status).toBe(200)
      expect((await api.get("/api/auth/me", bearer(refreshed.data.token))).status).toBe(200)

      const out = await api.post("/api/auth/logout", {}, bearer(laptop))
      expect(out.status).toBe(200)
      expect(out.data).toEqual({ message: "Logged out successfully" })

      for (const old of [laptop, phone, refreshed.data.token as string]) {
        const me = await api.get("/api/auth/me", bearer(old))
        expect(me.status).toBe(401)
        expect(me.data).toEqual({ message: "Please login to continue" })
        expect((await api.get("/store/customers/me", store(old, key))).status).toBe(401)
        // An ended token cannot be refreshed into a new one with the account's current session version.
        const again = await refresh(old)
        expect(again.status).toBe(401)
        expect(again.data.token).toBeUndefined()
        expect((await api.post("/api/auth/logout", {}, bearer(old))).status).toBe(401)
      }
      // Signing in again opens a new session.
      const fresh = await login("asha@example.com", "secret1")
      expect((await api.get("/api/auth/me", bearer(fresh))).status).toBe(200)
      expect((await api.get("/store/customers/me", store(fresh, key))).status).toBe(200)
      // Without a token, logout is a 401 in the /api shape.
      const anonymous = await api.post("/api/auth/logout", {}, noThrow)
      expect(anonymous.status).toBe(401)
      expect(anonymous.data).toEqual({ message: "Please login to continue" })
    })

    it("a token issued before a password change cannot be refreshed back to life", async () => {
      const { data } = await register(api)
      const before = data.token as string
      const changed = await api.put("/api/auth/change-password", { currentPassword: "secret1", newPassword: "newpass1" }, bearer(before))
      expect(changed.status).toBe(200)
      const refreshed = await refresh(before)
      expect(refreshed.status).toBe(401)
      expect(refreshed.data.token).toBeUndefined()
    })

    it("ends an operator's Medusa admin session (bearer and cookie) when their password changes", async () => {
      const container = getContainer()
      const { data } = await register(api)
      await setAccountRole(container, data.user.id, "admin")
      const adminToken = (await api.post("/auth/user/emailpass", { email: "asha@example.com", password: "secret1" }, noThrow)).data.token
      const cookie = await adminCookie(adminToken)
      expect((await api.get("/admin/users/me", bearer(adminToken))).status).toBe(200)
      expect((await api.get("/admin/orders", cookie)).status).toBe(200)

      const changed = await api.put(
        "/api/auth/change-password",
        { currentPassword: "secret1", newPassword: "newpass1" },
        bearer(data.token)
      )
      expect(changed.status).toBe(200)
      expect((await api.get("/admin/users/me", bearer(adminToken))).status).toBe(401)
      expect((await api.get("/admin/orders", cookie)).status).toBe(401)
      // The cookie session was destroyed, not only refused once.
      expect((await api.get("/admin/users/me", cookie)).status).toBe(401)
      expect((await refresh(adminToken)).status).toBe(401)
      // A new sign-in with the new password opens the admin again.
      const fresh = (await api.post("/auth/user/emailpass", { email: "asha@example.com", password: "newpass1" }, noThrow)).data.token
      expect((await api.get("/admin/users/me", bearer(fresh))).status).toBe(200)
    })

    it("ends a demoted operator's Medusa admin session at once (bearer and cookie)", async () => {
      const container = getContainer()
      const { data } = await register(api)
      await setAccountRole(container, data.user.id, "admin")
      const adminToken = (await api.post("/auth/user/emailpass", { email: "asha@example.com", password: "secret1" }, noThrow)).data.token
      const cookie = await adminCookie(adminToken)
      expect((await api.get("/admin/orders", bearer(adminToken))).status).toBe(200)
      expect((await api.get("/admin/products", cookie)).status).toBe(200)

      await setAccountRole(container, data.user.id, "customer")
      expect((await api.get("/admin/orders", bearer(adminToken))).status).toBe(401)
      expect((await api.get("/admin/products", cookie)).status).toBe(401)
      expect((await api.post("/admin/products", { title: "Ghost" }, bearer(adminToken))).status).toBe(401)
      // The storefront session is untouched by the demotion.
      expect((await api.get("/api/auth/me", bearer(data.token))).status).toBe(200)
    })
  })

  describe("changing the login e-mail", () => {
    const body = { firstName: "Asha", lastName: "Rao" }

    it("asks for the current password and changes nothing without it", async () => {
      const { data } = await register(api)
      const missing = await api.put("/api/auth/profile", { ...body, email: "new@example.com" }, bearer(data.token))
      expect(missing.status).toBe(400)
      expect(missing.data).toEqual({
        message: "Please enter your current password to change your email",
        errors: [{ msg: "Please enter your current password to change your email", path: "currentPassword" }],
      })
      const wrong = await api.put(
        "/api/auth/profile",
        { ...body, email: "new@example.com", currentPassword: "nope123" },
        bearer(data.token)
      )
      expect(wrong.status).toBe(400)
      expect(wrong.data.message).toBe("Current password is incorrect")
      const me = await api.get("/api/auth/me", bearer(data.token))
      expect(me.data.user.email).toBe("asha@example.com")
      expect(me.data.user.pendingEmail).toBeUndefined()
      // Names alone change without the password.
      const names = await api.put("/api/auth/profile", { ...body, firstName: "Ashu", email: "asha@example.com" }, bearer(data.token))
      expect(names.status).toBe(200)
      expect(names.data.message).toBe("Profile updated successfully!")
    })

    it("keeps the old login until the link sent to the new address is opened; a replaced pending address's link is void", async () => {
      const { data } = await register(api)
      const first = await api.put(
        "/api/auth/profile",
        { ...body, email: "first@example.com", currentPassword: "secret1" },
        bearer(data.token)
      )
      expect(first.status).toBe(200)
      expect(first.data.user).toMatchObject({ email: "asha@example.com", pendingEmail: "first@example.com" })
      const firstLink = await tokenFromEmail(getContainer(), "first@example.com", "verify-email")

      const second = await api.put(
        "/api/auth/profile",
        { ...body, email: "second@example.com", currentPassword: "secret1" },
        bearer(data.token)
      )
      expect(second.data.user).toMatchObject({ email: "asha@example.com", pendingEmail: "second@example.com" })
      expect((await api.post("/api/auth/verify-email", { token: firstLink }, noThrow)).status).toBe(400)
      expect((await api.get("/api/auth/me", bearer(data.token))).data.user.email).toBe("asha@example.com")
      expect(await login("asha@example.com", "secret1")).toEqual(expect.any(String))

      const secondLink = await tokenFromEmail(getContainer(), "second@example.com", "verify-email")
      const verified = await api.post("/api/auth/verify-email", { token: secondLink }, noThrow)
      expect(verified.status).toBe(200)
      expect(verified.data.user).toMatchObject({ email: "second@example.com", isEmailVerified: true })
      expect(await login("second@example.com", "secret1")).toEqual(expect.any(String))
      expect((await api.post("/api/auth/login", { email: "asha@example.com", password: "secret1" }, noThrow)).status).toBe(401)
    })
  })
}
