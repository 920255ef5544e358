import { Modules } from "@medusajs/framework/utils"
import type { SeedResult } from "../../src/scripts/seed"
import { addToCart, ADMIN, as, cartTotals, login, newCustomer, orderBody, placeOrder, seed, SHOPPER } from "../helpers/checkout"
import type { TestSuite } from "../helpers/runner"

/** The dashboard's Users tab: View Profile (GET /api/admin/users/{id}) and Edit of the name (PUT /api/admin/users/{id}). */
export const adminUserProfileSuite: TestSuite = ({ api, getContainer }) => {
  let seeded: SeedResult
  let adminToken: string
  let shopperToken: string
  let shopperId: string

  beforeAll(async () => {
    seeded = await seed(getContainer())
    adminToken = await login(api, ADMIN)
    shopperToken = await login(api, SHOPPER)
    shopperId = (await api.get("/api/auth/me", as(shopperToken))).data.user._id
  })

  async function order(token: string, catalogueId: string) {
    await addToCart(api, token, catalogueId, 1)
    const res = await placeOrder(api, token, orderBody(await cartTotals(api, token)))
    if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.data)}`)
    return res.data.order as { id: string; orderNumber: string; total: number; createdAt: string }
  }

  it("answers 401 anonymous and 403 to a customer for both calls, and writes nothing", async () => {
    for (const token of [undefined, shopperToken]) {
      const read = await api.get(`/api/admin/users/${shopperId}`, as(token))
      const edit = await api.put(`/api/admin/users/${shopperId}`, { firstName: "Hacked", lastName: "Name" }, as(token))
      expect([read.status, edit.status]).toEqual(token ? [403, 403] : [401, 401])
      expect(edit.data).toMatchObject({ message: expect.any(String) })
    }
    const [customer] = await getContainer().resolve(Modules.CUSTOMER).listCustomers({ id: shopperId })
    expect(customer.first_name).not.toBe("Hacked")
  })

  it("shows one account's name, e-mail, role, joined date, verification, orders count and last order", async () => {
    const fresh = await newCustomer(api, seeded, "meera@example.com", "Meera")
    const none = await api.get(`/api/admin/users/${fresh.id}`, as(adminToken))
    expect(none.status).toBe(200)
    expect(none.data.user).toMatchObject({
      _id: fresh.id,
      firstName: "Meera",
      lastName: "Kumar",
      email: "meera@example.com",
      role: "customer",
      isEmailVerified: false,
      ordersCount: 0,
      lastOrder: null,
    })

    await order(shopperToken, "P1")
    const last = await order(shopperToken, "S1")
    const res = await api.get(`/api/admin/users/${shopperId}`, as(adminToken))
    expect(res.status).toBe(200)
    expect(res.data.user).toMatchObject({
      _id: shopperId,
      email: SHOPPER.email,
      role: "customer",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isEmailVerified: expect.any(Boolean),
      ordersCount: 2,
      lastOrder: { _id: last.id, orderNumber: last.orderNumber, orderStatus: "pending", total: last.total },
    })

    const admin = await api.get("/api/auth/me", as(adminToken))
    expect((await api.get(`/api/admin/users/${admin.data.user._id}`, as(adminToken))).data.user.role).toBe("admin")
    const unknown = await api.get("/api/admin/users/cus_unknown", as(adminToken))
    expect(unknown.status).toBe(404)
    expect(unknown.data.message).toBe("User not found")
  })

  it("lets Edit change the name only (trimmed), seen by the shopper and the list", async () => {
    const res = await api.put(
      `/api/admin/users/${shopperId}`,
      { firstName: "  Asha ", lastName: "Verma-Rao", email: "other@example.com", role: "admin" },
      as(adminToken)
    )
    expect(res.status).toBe(200)
    expect(res.data.message).toBe("User updated successfully")
    expect(res.data.user).toMatchObject({ firstName: "Asha", lastName: "Verma-Rao", email: SHOPPER.email, role: "customer" })
    const me = await api.get("/api/auth/me", as(shopperToken))
    expect(me.data.user).toMatchObject({ firstName: "Asha", lastName: "Verma-Rao", name: "Asha Verma-Rao", email: SHOPPER.email })
    const list = (await api.get("/api/admin/users", as(adminToken))).data
    expect(list.find((u: { _id: string }) => u._id === shopperId)).toMatchObject({ firstName: "Asha", lastName: "Verma-Rao" })
  })

  it("refuses a blank or too long name with the field's message, and an unknown account with 404, changing nothing", async () => {
    const before = (await api.get(`/api/admin/users/${shopperId}`, as(adminToken))).data.user
    const blank = await api.put(`/api/admin/users/${shopperId}`, { firstName: "   ", lastName: "Rao" }, as(adminToken))
    expect(blank.status).toBe(400)
    expect(blank.data.errors).toEqual(expect.arrayContaining([{ msg: "First name is required", path: "firstName" }]))
    const long = await api.put(`/api/admin/users/${shopperId}`, { firstName: "A", lastName: "x".repeat(51) }, as(adminToken))
    expect(long.status).toBe(400)
    expect(long.data.errors).toEqual(expect.arrayContaining([{ msg: "Last name must be at most 50 characters", path: "lastName" }]))
    const notText = await api.put(`/api/admin/users/${shopperId}`, { firstName: 5, lastName: "Rao" }, as(adminToken))
    expect(notText.status).toBe(400)
    const unknown = await api.put("/api/admin/users/cus_unknown", { firstName: "A", lastName: "B" }, as(adminToken))
    expect(unknown.status).toBe(404)
    expect(unknown.data.message).toBe("User not found")
    const after = (await api.get(`/api/admin/users/${shopperId}`, as(adminToken))).data.user
    expect([after.firstName, after.lastName]).toEqual([before.firstName, before.lastName])
  })
}
