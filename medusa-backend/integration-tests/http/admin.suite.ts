import type { TestSuite } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import FormData from "form-data"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import { forgetStoreContext } from "../../src/lib/catalogue/store-context"
import { ADMIN, SHOPPER, as, cancelOrder, capture, login, placeOrder, refund, register } from "../helpers/admin"
import { png } from "../helpers/admin-images"
import { listAdminCustomerIds } from "../../src/lib/auth/admin-accounts"
import { changeAccountRoleWorkflow } from "../../src/workflows/account/change-account-role"

export const adminSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let adminToken: string
  let shopperToken: string
  let adminId: string
  let shopperId: string

  beforeAll(async () => {
    forgetStoreContext()
    seeded = await runSeed(getContainer(), { ...process.env, NODE_ENV: "test" })
    adminToken = await login(api, ADMIN)
    shopperToken = await login(api, SHOPPER)
    adminId = (await api.get("/api/auth/me", as(adminToken))).data.user._id
    shopperId = (await api.get("/api/auth/me", as(shopperToken))).data.user._id
  })

  /** The shopper opened their verification link (the seed's demo accounts are not verified): only then may they be promoted. */
  const verifyEmailOf = async (customerId: string) => {
    const customers = getContainer().resolve(Modules.CUSTOMER)
    const customer = await customers.retrieveCustomer(customerId)
    await customers.updateCustomers(customerId, { metadata: { ...(customer.metadata ?? {}), isEmailVerified: true } })
  }

  const productForm = () => {
    const form = new FormData()
    for (const [k, v] of Object.entries({
      name: "Matrix Musk",
      brand: "Sugandh",
      description: "A test product.",
      price: "199",
      category: "attars",
      fragrance: "woody",
      size: "12ml",
      stockQuantity: "3",
    })) {
      form.append(k, v)
    }
    form.append("images", png(), { filename: "m.png", contentType: "image/png" })
    return form
  }

  /** Every operator call, with a valid request so an admin gets 2xx. */
  const calls: [string, (token?: string) => Promise<{ status: number }>][] = [
    ["GET /api/admin/stats", (t) => api.get("/api/admin/stats", as(t))],
    ["GET /api/admin/users", (t) => api.get("/api/admin/users", as(t))],
    ["PUT /api/admin/users/{id}/role", (t) => api.put(`/api/admin/users/${shopperId}/role`, { role: "customer" }, as(t))],
    ["GET /api/admin/products", (t) => api.get("/api/admin/products", as(t))],
    [
      "POST /api/admin/products",
      (t) => {
        const form = productForm()
        return api.post("/api/admin/products", form, { ...as(t), headers: { ...as(t).headers, ...form.getHeaders() } })
      },
    ],
    ["DELETE /api/admin/products/{id}", (t) => api.delete("/api/admin/products/S1", as(t))],
    ["GET /api/coupons", (t) => api.get("/api/coupons", as(t))],
    ["POST /api/coupons", (t) => api.post("/api/coupons", { code: "MATRIX10", discountType: "percentage", discountAmount: 10 }, as(t))],
    ["PUT /api/coupons/{id}/status", (t) => api.put("/api/coupons/FESTIVE20/status", { isActive: false }, as(t))],
    ["DELETE /api/coupons/{id}", (t) => api.delete("/api/coupons/FESTIVE20", as(t))],
  ]

  describe("authorisation", () => {
    it("answers every operator call with 401 anonymous, 403 customer, 2xx admin", async () => {
      const seen: Record<string, number[]> = {}
      for (const [name, call] of calls) {
        const anonymous = await call(undefined)
        const customer = await call(shopperToken)
        const bad = await call("not-a-token")
        seen[name] = [anonymous.status, customer.status, bad.status]
      }
      for (const [name] of calls) expect([name, ...seen[name]]).toEqual([name, 401, 403, 401])
      // The refused calls wrote nothing: the product, the coupon and S1 are as seeded.
      const products = await getContainer().resolve(Modules.PRODUCT).listProducts({ title: "Matrix Musk" })
      expect(products).toHaveLength(0)
      const promotions = await getContainer()
        .resolve(Modules.PROMOTION)
        .listPromotions({ code: ["MATRIX10", "FESTIVE20"] })
      expect(promotions.map((p) => [p.code, p.status])).toEqual([["FESTIVE20", "active"]])

      for (const [name, call] of calls) {
        const res = await call(adminToken)
        expect([name, res.status >= 200 && res.status < 300]).toEqual([name, true])
      }
    })

    it("uses the same /api error shape for refusals", async () => {
      const anonymous = await api.get("/api/admin/stats", as())
      expect(anonymous.data).toEqual({ message: "Please login to continue" })
      const customer = await api.get("/api/admin/users", as(shopperToken))
      expect(customer.data).toEqual({ message: "You don't have permission to access this page." })
    })
  })

  describe("stats", () => {
    it("counts accounts, orders, products and revenue (captured less refunds, cancelled excluded)", async () => {
      const container = getContainer()
      const before = (await api.get("/api/admin/stats", as(adminToken))).data
      expect(before).toEqual({ totalUsers: expect.any(Number), totalOrders: 0, totalRevenue: 0, totalProducts: 52 })
      expect(before.totalUsers).toBeGreaterThanOrEqual(2)

      // Paid: captured in full.
      const paid = await placeOrder(api, container, seeded, [{ catalogueId: "P1", quantity: 2 }])
      await capture(container, paid.paymentId)
      // Partly refunded: captured, then 50 refunded.
      const refunded = await placeOrder(api, container, seeded, [{ catalogueId: "A1", quantity: 1 }])
      await capture(container, refunded.paymentId)
      await refund(container, refunded.paymentId, 50)
      // Pending: authorised only, no money yet.
      await placeOrder(api, container, seeded, [{ catalogueId: "S1", quantity: 1 }])
      // Cancelled before payment was confirmed.
      const cancelled = await placeOrder(api, container, seeded, [{ catalogueId: "P2", quantity: 1 }])
      await cancelOrder(container, cancelled.orderId)
      // Paid, then cancelled: whatever Medusa did with the money, a cancelled order adds nothing.
      const paidThenCancelled = await placeOrder(api, container, seeded, [{ catalogueId: "P3", quantity: 1 }])
      await capture(container, paidThenCancelled.paymentId)
      await cancelOrder(container, paidThenCancelled.orderId)

      await register(api, "newbuyer@example.com")
      const after = (await api.get("/api/admin/stats", as(adminToken))).data
      expect(after).toEqual({
        totalUsers: before.totalUsers + 1,
        totalOrders: 5,
        totalRevenue: paid.total + refunded.total - 50,
        totalProducts: 52,
      })
      expect(paid.total).toBeGreaterThan(0)
    })
  })

  describe("users and roles", () => {
    it("lists accounts with the spec's fields and their role, newest first", async () => {
      const { data } = await api.get("/api/admin/users", as(adminToken))
      const admin = data.find((u: { email: string }) => u.email === ADMIN.email)
      const shopper = data.find((u: { email: string }) => u.email === SHOPPER.email)
      expect(admin).toEqual({
        _id: adminId,
        id: adminId,
        firstName: expect.any(String),
        lastName: expect.any(String),
        email: ADMIN.email,
        role: "admin",
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      })
      expect(shopper).toMatchObject({ _id: shopperId, role: "customer", firstName: "Asha" })
      const dates = data.map((u: { createdAt: string }) => u.createdAt)
      expect([...dates].sort().reverse()).toEqual(dates)
    })

    it("promotes a customer (who can then use the operator calls and the Medusa admin) and demotes them again", async () => {
      await verifyEmailOf(shopperId)
      const promote = await api.put(`/api/admin/users/${shopperId}/role`, { role: "admin" }, as(adminToken))
      expect(promote.status).toBe(200)
      expect(promote.data.user).toMatchObject({ _id: shopperId, email: SHOPPER.email, role: "admin" })
      expect((await api.get("/api/admin/stats", as(shopperToken))).status).toBe(200)
      const medusaAdmin = async () => {
        const { data } = await api.post("/auth/user/emailpass", SHOPPER, as())
        return (await api.get("/admin/users/me", as(data.token))).status
      }
      expect(await medusaAdmin()).toBe(200)
      const users = (await api.get("/api/admin/users", as(adminToken))).data
      expect(users.find((u: { _id: string }) => u._id === shopperId).role).toBe("admin")

      // Promoting twice changes nothing.
      expect((await api.put(`/api/admin/users/${shopperId}/role`, { role: "admin" }, as(adminToken))).status).toBe(200)

      const demote = await api.put(`/api/admin/users/${shopperId}/role`, { role: "customer" }, as(adminToken))
      expect(demote.status).toBe(200)
      expect(demote.data.user.role).toBe("customer")
      expect((await api.get("/api/admin/stats", as(shopperToken))).status).toBe(403)
      expect(await medusaAdmin()).toBe(401)
    })

    it("promotes only an account whose e-mail is verified (409 otherwise, nothing written) (issue 28, point 6)", async () => {
      const fresh = await register(api, "unverified@example.com", "Uma")
      const refused = await api.put(`/api/admin/users/${fresh.id}/role`, { role: "admin" }, as(adminToken))
      expect(refused.status).toBe(409)
      expect(refused.data).toEqual({
        message: "Only a user whose email address is verified can be made an admin. Ask them to open the verification link first.",
      })
      const users = (await api.get("/api/admin/users", as(adminToken))).data
      expect(users.find((u: { _id: string }) => u._id === fresh.id).role).toBe("customer")
      expect(await getContainer().resolve(Modules.USER).listUsers({ email: "unverified@example.com" })).toHaveLength(0)
      expect((await api.get("/api/admin/stats", as(fresh.token))).status).toBe(403)
      // The same account, once verified, can be promoted.
      await verifyEmailOf(fresh.id)
      expect((await api.put(`/api/admin/users/${fresh.id}/role`, { role: "admin" }, as(adminToken))).status).toBe(200)
      expect((await api.get("/api/admin/stats", as(fresh.token))).status).toBe(200)
      // Demoting needs no verification.
      expect((await api.put(`/api/admin/users/${fresh.id}/role`, { role: "customer" }, as(adminToken))).status).toBe(200)
    })

    it("makes no operator through the Medusa admin's invites: creating, resending or accepting one is refused", async () => {
      const medusaLogin = await api.post("/auth/user/emailpass", ADMIN, as())
      expect(medusaLogin.status).toBe(200)
      const operator = as(medusaLogin.data.token)
      const invite = await api.post("/admin/invites", { email: "stranger@example.com" }, operator)
      expect(invite.status).toBe(403)
      expect(invite.data.message).toBe(
        "Operators are made from the dashboard's Users tab, and only from accounts whose email address is verified."
      )
      expect((await api.post("/admin/invites/invite_1/resend", {}, operator)).status).toBe(403)
      expect((await api.post("/admin/invites/accept?token=abc", { first_name: "S", last_name: "T" }, as())).status).toBe(403)
      expect(await getContainer().resolve(Modules.USER).listInvites({})).toHaveLength(0)
    })

    it("refuses an operator demoting themself, and keeps the role", async () => {
      const res = await api.put(`/api/admin/users/${adminId}/role`, { role: "customer" }, as(adminToken))
      expect(res.status).toBe(409)
      expect(res.data.message).toBe("You cannot remove your own admin role. Ask another admin to do it.")
      expect((await api.get("/api/admin/stats", as(adminToken))).status).toBe(200)
    })

    it("never leaves the shop without an admin when two admins demote each other at once", async () => {
      await verifyEmailOf(shopperId)
      await api.put(`/api/admin/users/${shopperId}/role`, { role: "admin" }, as(adminToken))
      const [a, b] = await Promise.all([
        api.put(`/api/admin/users/${shopperId}/role`, { role: "customer" }, as(adminToken)),
        api.put(`/api/admin/users/${adminId}/role`, { role: "customer" }, as(shopperToken)),
      ])
      const statuses = [a.status, b.status].sort()
      // Either one demotion wins and the other finds the last admin, or the
      // second request is refused at the door (403) because its sender was just demoted.
      expect(statuses[0]).toBe(200)
      expect([403, 409]).toContain(statuses[1])
      const refused = a.status === 200 ? b : a
      if (refused.status === 409) {
        expect(refused.data.message).toBe("The last admin cannot be made a customer. Make another user an admin first.")
      }
      const users = (await api.get("/api/admin/users", as(a.status === 200 ? adminToken : shopperToken))).data
      expect(users.filter((u: { role: string }) => u.role === "admin")).toHaveLength(1)
    })

    it("validates the role change and writes nothing on refusal", async () => {
      const bad = await api.put(`/api/admin/users/${shopperId}/role`, { role: "owner" }, as(adminToken))
      expect(bad.status).toBe(400)
      expect(bad.data.message).toBe("Role must be customer or admin")
      const missing = await api.put("/api/admin/users/cus_unknown/role", { role: "admin" }, as(adminToken))
      expect(missing.status).toBe(404)
      expect(missing.data.message).toBe("User not found")
      expect(await getContainer().resolve(Modules.USER).listUsers({ email: SHOPPER.email })).toHaveLength(0)
    })

    it("lets exactly one of two concurrent demotions of the last two admins through, by the workflow's lock alone", async () => {
      await verifyEmailOf(shopperId)
      const container = getContainer()
      const setRole = (actorId: string, customerId: string, role: "customer" | "admin") =>
        changeAccountRoleWorkflow(container).run({ input: { actorId, customerId, role } })
      await setRole(adminId, shopperId, "admin")
      expect(await listAdminCustomerIds(container)).toEqual(new Set([adminId, shopperId]))

      // Straight to the workflow, past the route's admin check: only the lock keeps both from counting two admins.
      const outcomes = await Promise.allSettled([setRole(adminId, shopperId, "customer"), setRole(shopperId, adminId, "customer")])
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1)
      const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === "rejected")
      expect(refused).toHaveLength(1)
      // The loser's operator is the one the winner demoted: no longer an admin once it holds the lock.
      expect(refused[0].reason).toMatchObject({ name: "DomainError", kind: "forbidden" })
      const admins = await listAdminCustomerIds(container)
      expect(admins.size).toBe(1)

      // Back to the seeded roles for the tests after this one.
      if (admins.has(shopperId)) {
        await setRole(shopperId, adminId, "admin")
        await setRole(adminId, shopperId, "customer")
      }
      expect(await listAdminCustomerIds(container)).toEqual(new Set([adminId]))
    })
  })
}
