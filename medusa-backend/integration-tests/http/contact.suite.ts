import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AxiosInstance, AxiosRequestConfig } from "axios"
import { runSeed, type SeedResult } from "../../src/scripts/seed"
import type { SuiteWithSettings } from "../helpers/runner"
import { CONTACT_MODULE } from "../../src/modules/contact"
import type ContactModuleService from "../../src/modules/contact/service"

const INBOX = "inbox@shop.test"
const noThrow: AxiosRequestConfig = { validateStatus: () => true }
const withHeaders = (headers: Record<string, string>): AxiosRequestConfig => ({ ...noThrow, headers })

type Db = { raw: (sql: string) => Promise<{ rows: Array<Record<string, string>> }> }

/** Row counts of everything these calls may write. */
async function counts(db: Db) {
  const out: Record<string, number> = {}
  for (const table of ["contact_message", "newsletter_subscriber", "notification"]) {
    const { rows } = await db.raw(`select count(*)::int as n from ${table}`)
    out[table] = Number(rows[0].n)
  }
  return out
}

async function customerToken(api: AxiosInstance, publishableKey: string, email: string) {
  const password = "secret123"
  const reg = await api.post("/auth/customer/emailpass/register", { email, password })
  const created = await api.post(
    "/store/customers",
    { email, first_name: "Meera", last_name: "Iyer" },
    { headers: { authorization: `Bearer ${reg.data.token}`, "x-publishable-api-key": publishableKey } }
  )
  const login = await api.post("/auth/customer/emailpass", { email, password })
  return { token: login.data.token as string, customerId: created.data.customer.id as string }
}

async function emailsTo(container: MedusaContainer, to: string, template: string) {
  return container.resolve(Modules.NOTIFICATION).listNotifications({ to, template, channel: "email" })
}

export const contactSuite: SuiteWithSettings = {
  env: {
    STORE_EMAIL: INBOX,
    RATE_LIMIT_CONTACT: "10000",
    RATE_LIMIT_NEWSLETTER: "10000",
  },
  suite: ({ api, getContainer, dbConnection }) => {
    const db = dbConnection as unknown as Db
    let seeded: SeedResult
    let token: string
    let customerId: string
    const auth = () => withHeaders({ authorization: `Bearer ${token}` })
    const valid = {
      name: "Meera Iyer",
      email: "meera@example.com",
      phone: "+91 98765 43210",
      subject: "order-support",
      message: "My order has not arrived yet, could you check?",
    }

    beforeAll(async () => {
      seeded = await runSeed(getContainer(), { ...process.env })
      ;({ token, customerId } = await customerToken(api, seeded.publishableKey, "meera@example.com"))
    })

    describe("POST /api/contact", () => {
      it("stores the message, e-mails the sender and the store inbox, and thanks the sender", async () => {
        const res = await api.post("/api/contact", valid, auth())
        expect(res.status).toBe(201)
        expect(res.data).toEqual({ message: "Thank you for your message! We will get back to you soon.", confirmationSent: true })

        const [stored] = await getContainer().resolve<ContactModuleService>(CONTACT_MODULE).listContactMessages({ customer_id: customerId })
        expect(stored).toMatchObject({ ...valid, customer_id: customerId, status: "new" })

        const container = getContainer()
        const confirmation = await emailsTo(container, "meera@example.com", "contact-confirmation")
        const inbox = await emailsTo(container, INBOX, "contact-inbox")
        expect(confirmation).toHaveLength(1)
        expect(inbox).toHaveLength(1)
        // The rendered subject/body go to the provider; the stored notification keeps the template data.
        expect(confirmation[0].data).toMatchObject({ message: valid.message, subject: "order-support", messageId: stored.id })
        expect(inbox[0].data).toMatchObject({ name: valid.name, email: "meera@example.com", phone: valid.phone, message: valid.message })
        expect(inbox[0].resource_id).toBe(stored.id)
        expect(inbox[0].receiver_id).toBe(customerId)
      })

      it("phone is optional and 10 characters are enough", async () => {
        const { phone: _phone, ...noPhone } = valid
        expect((await api.post("/api/contact", noPhone, auth())).status).toBe(201)
        expect((await api.post("/api/contact", { ...valid, message: "0123456789" }, auth())).status).toBe(201)
      })

      it("sends the confirmation to the account's address, not to another typed in the form", async () => {
        const res = await api.post("/api/contact", { ...valid, email: "someone.else@example.com" }, auth())
        expect(res.status).toBe(201)
        const container = getContainer()
        expect(await emailsTo(container, "someone.else@example.com", "contact-confirmation")).toHaveLength(0)
        expect(await emailsTo(container, "meera@example.com", "contact-confirmation")).toHaveLength(1)
        const [inbox] = await emailsTo(container, INBOX, "contact-inbox")
        expect(inbox.data).toMatchObject({ email: "someone.else@example.com", accountEmail: "meera@example.com" })
      })

      it("needs sign-in: 401 without a usable bearer token, nothing written", async () => {
        const cases: Array<[string, Record<string, string>]> = [
          ["no token", {}],
          ["a bad token", { authorization: "Bearer nope" }],
          ["a non-bearer scheme", { authorization: "Basic bWVlcmE6c2VjcmV0" }],
        ]
        const before = await counts(db)
        for (const [label, headers] of cases) {
          const res = await api.post("/api/contact", valid, withHeaders(headers))
          expect([label, res.status, typeof res.data.message]).toEqual([label, 401, "string"])
        }
        expect(await counts(db)).toEqual(before)
      })

      it("a missing or blank required field gives 'Please fill in all required fields'", async () => {
        const cases: Array<[string, Record<string, unknown>]> = [
          ["name", { name: undefined }],
          ["email", { email: undefined }],
          ["subject", { subject: undefined }],
          ["message", { message: undefined }],
          ["name (blank)", { name: "   " }],
          ["message (empty)", { message: "" }],
        ]
        const before = await counts(db)
        for (const [label, change] of cases) {
          const res = await api.post("/api/contact", { ...valid, ...change }, auth())
          expect([label, res.status, res.data.message, res.data.errors?.length]).toEqual([
            label,
            400,
            "Please fill in all required fields",
            1,
          ])
        }
        expect(await counts(db)).toEqual(before)
      })

      it("lists every missing field", async () => {
        const res = await api.post("/api/contact", {}, auth())
        expect(res.status).toBe(400)
        expect(res.data.message).toBe("Please fill in all required fields")
        expect(res.data.errors.map((e: { path: string }) => e.path)).toEqual(["name", "email", "subject", "message"])
      })

      it("refuses each invalid field with its own text", async () => {
        const cases: Array<[string, Record<string, unknown>, string]> = [
          ["a short message", { message: "Too short" }, "Message must be at least 10 characters long"],
          ["a message short after trimming", { message: "   short    " }, "Message must be at least 10 characters long"],
          ["a bad e-mail", { email: "meera.example.com" }, "Please enter a valid email address"],
          ["an unknown subject", { subject: "billing" }, "Please choose a subject: product-inquiry, order-support, shipping or returns"],
          ["a bad phone", { phone: "call me maybe" }, "Please enter a valid phone number"],
          ["a huge message", { message: "m".repeat(5001) }, "Message must be at most 5000 characters"],
        ]
        const before = await counts(db)
        for (const [label, change, message] of cases) {
          const res = await api.post("/api/contact", { ...valid, ...change }, auth())
          expect([label, res.status, res.data.message]).toEqual([label, 400, message])
        }
        expect(await counts(db)).toEqual(before)
      })

      it("rate-limits per IP with 429", async () => {
        process.env.RATE_LIMIT_CONTACT = "2"
        try {
          const from = (ip: string) => withHeaders({ authorization: `Bearer ${token}`, "x-forwarded-for": ip })
          const statuses: number[] = []
          for (let i = 0; i < 3; i++) statuses.push((await api.post("/api/contact", valid, from("198.51.100.4"))).status)
          expect(statuses).toEqual([201, 201, 429])
          expect((await api.post("/api/contact", valid, from("198.51.100.5"))).status).toBe(201)
        } finally {
          process.env.RATE_LIMIT_CONTACT = "10000"
        }
      })
    })

    describe("POST /api/newsletter", () => {
      it("subscribes once: 201 first, 200 with a friendly message on repeat, never a duplicate", async () => {
        const first = await api.post("/api/newsletter", { email: "Fan@Example.com" }, noThrow)
        expect(first.status).toBe(201)
        expect(first.data).toMatchObject({
          success: true,
          alreadySubscribed: false,
          message: expect.stringContaining("Thank you for subscribing"),
        })
        const again = await api.post("/api/newsletter", { email: "  fan@example.COM " }, noThrow)
        expect(again.status).toBe(200)
        expect(again.data).toMatchObject({ success: true, alreadySubscribed: true, message: expect.stringContaining("already subscribed") })
        const { rows } = await db.raw("select email from newsletter_subscriber")
        expect(rows).toEqual([{ email: "fan@example.com" }])
      })

      it("stays single under simultaneous sign-ups of one address", async () => {
        const results = await Promise.all(
          Array.from({ length: 6 }, () => api.post("/api/newsletter", { email: "race@example.com" }, noThrow))
        )
        expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
        const { rows } = await db.raw("select count(*)::int as n from newsletter_subscriber where email = 'race@example.com'")
        expect(Number(rows[0].n)).toBe(1)
      })

      it("refuses a missing or invalid e-mail with 400", async () => {
        const cases: Array<[string, Record<string, unknown>]> = [
          ["an invalid e-mail", { email: "not-an-email" }],
          ["no e-mail", {}],
          ["a number", { email: 42 }],
          ["an e-mail with spaces inside", { email: "a b@example.com" }],
        ]
        const before = await counts(db)
        for (const [label, body] of cases) {
          const res = await api.post("/api/newsletter", body, noThrow)
          expect([label, res.status, res.data.message]).toEqual([label, 400, "Please enter a valid email address"])
        }
        expect(await counts(db)).toEqual(before)
      })

      it("rate-limits per IP with 429", async () => {
        process.env.RATE_LIMIT_NEWSLETTER = "2"
        try {
          const from = withHeaders({ "x-forwarded-for": "192.0.2.9" })
          const statuses: number[] = []
          for (let i = 0; i < 3; i++) statuses.push((await api.post("/api/newsletter", { email: `n${i}@example.com` }, from)).status)
          expect(statuses).toEqual([201, 201, 429])
        } finally {
          process.env.RATE_LIMIT_NEWSLETTER = "10000"
        }
      })
    })

    describe("bad input never gives a 5xx and never writes", () => {
      const json = { "content-type": "application/json" }
      const signedIn = () => ({ ...json, authorization: `Bearer ${token}` })
      const huge = JSON.stringify({ ...valid, message: "x".repeat(40_000) })
      const cases: Array<[string, string, unknown, () => Record<string, string>]> = [
        ["contact: malformed JSON", "/api/contact", '{"name":', signedIn],
        ["contact: JSON array", "/api/contact", "[]", signedIn],
        ["contact: JSON number", "/api/contact", "12", signedIn],
        [
          "contact: wrong types",
          "/api/contact",
          JSON.stringify({ name: 1, email: true, subject: ["shipping"], message: { a: 1 } }),
          signedIn,
        ],
        ["contact: object phone", "/api/contact", JSON.stringify({ ...valid, phone: { n: 1 } }), signedIn],
        ["contact: oversized body", "/api/contact", huge, signedIn],
        ["contact: anonymous malformed", "/api/contact", '{"name":', () => json],
        ["newsletter: malformed JSON", "/api/newsletter", '{"email":', () => json],
        ["newsletter: JSON array", "/api/newsletter", '["a@b.co"]', () => json],
        ["newsletter: email as array", "/api/newsletter", JSON.stringify({ email: ["a@b.co"] }), () => json],
        ["newsletter: very long e-mail", "/api/newsletter", JSON.stringify({ email: `${"a".repeat(300)}@example.com` }), () => json],
        ["newsletter: oversized body", "/api/newsletter", JSON.stringify({ email: "a@b.co", pad: "x".repeat(40_000) }), () => json],
        ["newsletter: text/plain body", "/api/newsletter", "a@b.co", () => ({ "content-type": "text/plain" })],
      ]

      it(`${cases.length} malformed requests to contact and newsletter -> 4xx with a message`, async () => {
        const before = await counts(db)
        for (const [label, url, body, headers] of cases) {
          const res = await api.post(url, body, withHeaders(headers()))
          expect([label, res.status >= 400 && res.status < 500, typeof res.data.message]).toEqual([label, true, "string"])
        }
        expect(await counts(db)).toEqual(before)
      })
    })
  },
}
