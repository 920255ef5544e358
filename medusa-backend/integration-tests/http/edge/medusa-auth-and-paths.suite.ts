import { Modules } from "@medusajs/framework/utils"
import type { SuiteWithSettings } from "../../helpers/runner"
import { endAllSessions } from "../../../src/lib/auth"
import { bearer, createOperator, lastEmail, noThrow, register, tokenFromEmail } from "../../helpers/auth"

export const medusaAuthAndPathsSuite: SuiteWithSettings = {
  env: {
    // The production defaults: 10 failures per account, 20 per IP, in 15 minutes.
    AUTH_RATE_LIMIT_MAX: "20",
    AUTH_RATE_LIMIT_EMAIL_MAX: "10",
    AUTH_RATE_LIMIT_WINDOW_MS: "900000",
  },
  suite: ({ api, getContainer }) => {
    // Each test its own client IP (Medusa trusts one proxy hop), so counters do not leak between tests.
    let ipCounter = 0
    let ip = ""
    beforeEach(() => {
      ip = `10.16.0.${++ipCounter}`
    })
    const from = (address: string) => ({ ...noThrow, headers: { "x-forwarded-for": address } })

    describe("Medusa's own auth routes are rate-limited", () => {
      it("answers the 11th wrong operator password in a row with 429, even from other IPs, and then refuses the right one too", async () => {
        await createOperator(getContainer(), "ops@example.com", "ops12345")
        const statuses: number[] = []
        for (let i = 0; i < 11; i++) {
          statuses.push(
            (await api.post("/auth/user/emailpass", { email: "ops@example.com", password: `wrong-${i}` }, from(`10.16.1.${i}`))).status
          )
        }
        expect(statuses).toEqual([...Array(10).fill(401), 429])
        const blocked = await api.post("/auth/user/emailpass", { email: "OPS@example.com", password: "ops12345" }, from("10.16.2.1"))
        expect(blocked.status).toBe(429)
        expect(blocked.data.message).toBe("Too many attempts. Please wait a few minutes and try again.")
        expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
      })

      it("counts only failures: an operator signing in right many times is never limited", async () => {
        await createOperator(getContainer(), "ops2@example.com", "ops12345")
        for (let i = 0; i < 12; i++) {
          const ok = await api.post("/auth/user/emailpass", { email: "ops2@example.com", password: "ops12345" }, from(ip))
          expect(ok.status).toBe(200)
          expect(ok.data.token).toEqual(expect.any(String))
        }
      })

      it("limits failures per IP across accounts on the customer login (21st refused)", async () => {
        const statuses: number[] = []
        for (let i = 0; i < 21; i++) {
          statuses.push(
            (await api.post("/auth/customer/emailpass", { email: `guess${i}@example.com`, password: "nope1234" }, from(ip))).status
          )
        }
        expect(statuses).toEqual([...Array(20).fill(401), 429])
        // Another address is not affected.
        expect(
          (await api.post("/auth/customer/emailpass", { email: "guess0@example.com", password: "nope1234" }, from("10.16.3.1"))).status
        ).toBe(401)
      })

      it("limits Medusa's register per IP (every attempt counts)", async () => {
        const statuses: number[] = []
        for (let i = 0; i < 21; i++) {
          statuses.push(
            (await api.post("/auth/customer/emailpass/register", { email: `new${i}@example.com`, password: "secret12" }, from(ip))).status
          )
        }
        expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
        expect(statuses[20]).toBe(429)
      })
    })

    describe("one failure counter per account across every sign-in door (issue 43, Lows 5 and 6)", () => {
      const shopper = async (email: string, password = "secret12") => {
        const res = await api.post("/api/auth/register", { firstName: "Asha", lastName: "Rao", email, password }, from(ip))
        expect(res.status).toBe(201)
        return res.data.token as string
      }
      const wrong = (door: string, email: string, i: number) =>
        api.post(door, { email, password: `wrong-${i}` }, from(`10.17.${door.length}.${i}`))

      it("counts /api/auth/login, /auth/customer/emailpass and /auth/user/emailpass failures together: the 11th is refused", async () => {
        await shopper("doors@example.com")
        const statuses: number[] = []
        for (let i = 0; i < 4; i++) statuses.push((await wrong("/api/auth/login", "doors@example.com", i)).status)
        for (let i = 0; i < 3; i++) statuses.push((await wrong("/auth/customer/emailpass", "DOORS@example.com", i)).status)
        for (let i = 0; i < 3; i++) statuses.push((await wrong("/auth/user/emailpass", "doors@example.com", i)).status)
        expect(statuses).toEqual(Array(10).fill(401))
        for (const door of ["/api/auth/login", "/auth/customer/emailpass", "/auth/user/emailpass"]) {
          const res = await api.post(door, { email: "doors@example.com", password: "secret12" }, from("10.17.99.1"))
          expect([door, res.status, res.data.message]).toEqual([door, 429, "Too many attempts. Please wait a few minutes and try again."])
        }
      })

      it("counts wrong current passwords on PUT /api/auth/change-password per account, with the sign-in doors", async () => {
        const token = await shopper("changer@example.com")
        const statuses: number[] = []
        for (let i = 0; i < 11; i++) {
          const res = await api.put(
            "/api/auth/change-password",
            { currentPassword: `wrong-${i}`, newPassword: "fresh123" },
            { ...noThrow, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": `10.17.50.${i}` } }
          )
          statuses.push(res.status)
        }
        expect(statuses).toEqual([...Array(10).fill(400), 429])
        // The same account's sign-in is locked too (for a client it is not known on).
        expect((await api.post("/api/auth/login", { email: "changer@example.com", password: "secret12" }, from("10.17.51.1"))).status).toBe(
          429
        )
      })

      it("counts failures only: the 11th and 12th right passwords in a row are signed in", async () => {
        await shopper("often@example.com")
        const statuses: number[] = []
        for (let i = 0; i < 12; i++) {
          statuses.push((await api.post("/api/auth/login", { email: "often@example.com", password: "secret12" }, from(ip))).status)
        }
        expect(statuses).toEqual(Array(12).fill(200))
      })

      it("a client the account is known on passes a lock others caused; an unknown one does not, nor after its own failures", async () => {
        await shopper("known@example.com")
        const right = { email: "known@example.com", password: "secret12" }
        expect((await api.post("/api/auth/login", right, from("10.17.60.1"))).status).toBe(200)
        for (let i = 0; i < 10; i++) expect((await wrong("/auth/customer/emailpass", "known@example.com", i)).status).toBe(401)
        // Locked for everybody else, whatever the door.
        expect((await api.post("/api/auth/login", right, from("10.17.60.2"))).status).toBe(429)
        // The shopper's own device signs in, through either door.
        expect((await api.post("/api/auth/login", right, from("10.17.60.1"))).status).toBe(200)
        expect((await api.post("/auth/customer/emailpass", right, from("10.17.60.1"))).status).toBe(200)
        // Its own wrong passwords still count: ten of them and it is locked as well.
        for (let i = 0; i < 10; i++) {
          expect((await api.post("/api/auth/login", { ...right, password: `typo-${i}` }, from("10.17.60.1"))).status).toBe(401)
        }
        expect((await api.post("/api/auth/login", right, from("10.17.60.1"))).status).toBe(429)
      })
    })

    describe("only the actor types and providers the shop uses (issue 28, point 1)", () => {
      const notFound = { message: "Not found" }

      it("answers another actor type with 404 for every method, before any password check or token", async () => {
        await createOperator(getContainer(), "ops3@example.com", "ops12345")
        const right = { email: "ops3@example.com", password: "ops12345" }
        for (const url of ["/auth/zz/emailpass", "/auth/admin/emailpass", "/auth/constructor/emailpass", "/auth/zz/emailpass/register"]) {
          for (const method of ["post", "get", "put", "delete"] as const) {
            const res = await api.request({ method, url, data: right, ...from(ip) })
            expect([method, url, res.status, res.data]).toEqual([method, url, 404, notFound])
          }
        }
        // Nothing was claimed by the register call.
        const identities = await getContainer()
          .resolve(Modules.AUTH)
          .listProviderIdentities({ provider: "emailpass", entity_id: "ops3@example.com" })
        expect(identities).toHaveLength(1)
      })

      it("refuses providers the actor does not use, Medusa's provider-first route, verification and a GET with a password", async () => {
        await createOperator(getContainer(), "ops4@example.com", "ops12345")
        const right = { email: "ops4@example.com", password: "ops12345" }
        const refused: Array<[string, string]> = [
          ["post", "/auth/user/google"],
          ["get", "/auth/user/emailpass/callback"],
          ["post", "/auth/emailpass/user"],
          ["post", "/auth/verification/request"],
          ["get", "/auth/user/emailpass"],
          ["put", "/auth/customer/emailpass"],
        ]
        for (const [method, url] of refused) {
          const res = await api.request({ method, url, data: right, ...from(ip) })
          expect([method, url, res.status, res.data]).toEqual([method, url, 404, notFound])
        }
        // The served routes still answer.
        expect((await api.post("/auth/user/emailpass", right, from(ip))).status).toBe(200)
        expect((await api.get("/auth/user/providers", from(ip))).status).toBe(200)
      })

      it("no other door opens once an account is locked: /auth/zz/emailpass is a 404 after the 429", async () => {
        await register(api, { email: "shopper@example.com", password: "secret12" })
        for (let i = 0; i < 10; i++) {
          await api.post("/auth/customer/emailpass", { email: "shopper@example.com", password: `wrong-${i}` }, from(`10.16.4.${i}`))
        }
        const right = { email: "shopper@example.com", password: "secret12" }
        expect((await api.post("/auth/customer/emailpass", right, from("10.16.5.1"))).status).toBe(429)
        const other = await api.post("/auth/zz/emailpass", right, from("10.16.5.2"))
        expect(other.status).toBe(404)
        expect(other.data.token).toBeUndefined()
      })

      it("counts every attempt before the password check: of 25 parallel wrong guesses at most 10 reach it", async () => {
        await createOperator(getContainer(), "ops5@example.com", "ops12345")
        const guesses = await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            api.post("/auth/user/emailpass", { email: "ops5@example.com", password: `guess-${i}` }, from(`10.16.6.${i}`))
          )
        )
        const statuses = guesses.map((g) => g.status)
        // 401 = the password was checked (and was wrong); 429 = refused before the check.
        expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
        expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([])
        expect((await api.post("/auth/user/emailpass", { email: "ops5@example.com", password: "ops12345" }, from(ip))).status).toBe(429)
      })
    })

    describe("Medusa's reset-password and two-factor routes (issue 43, Lows 4 and 7)", () => {
      it("answers reset-password like forgot-password: the same for known and unknown accounts, the shop's link mailed to the known", async () => {
        await createOperator(getContainer(), "reset-ops@example.com", "ops12345")
        await api.post(
          "/api/auth/register",
          { firstName: "R", lastName: "S", email: "reset-shopper@example.com", password: "secret12" },
          from(ip)
        )
        for (const [door, known] of [
          ["/auth/user/emailpass/reset-password", "reset-ops@example.com"],
          ["/auth/customer/emailpass/reset-password", "reset-shopper@example.com"],
        ]) {
          const knownAnswer = await api.post(door, { identifier: known.toUpperCase() }, from(ip))
          const unknownAnswer = await api.post(door, { identifier: `ghost-${known}` }, from(ip))
          expect([door, knownAnswer.status, knownAnswer.data]).toEqual([door, unknownAnswer.status, unknownAnswer.data])
          expect(knownAnswer.status).toBe(201)
          // The shop's reset e-mail (lib/auth/password-reset.ts) reaches the account; nothing goes to the unknown address.
          expect(await tokenFromEmail(getContainer(), known, "reset-password")).toEqual(expect.any(String))
          expect(await lastEmail(getContainer(), `ghost-${known}`, "reset-password")).toBeUndefined()
        }
        const malformed = await api.post("/auth/user/emailpass/reset-password", { identifier: "not-an-email" }, from(ip))
        expect(malformed.status).toBe(400)
        expect(malformed.data.message).toEqual(expect.any(String))
      })

      it("refuses an ended session on /auth/mfa (after the sessions end, the old token reads no factors)", async () => {
        await createOperator(getContainer(), "mfa-ops@example.com", "ops12345")
        const login = await api.post("/auth/user/emailpass", { email: "mfa-ops@example.com", password: "ops12345" }, from(ip))
        expect((await api.get("/auth/mfa/factors", bearer(login.data.token))).status).toBe(200)
        const [identity] = await getContainer()
          .resolve(Modules.AUTH)
          .listProviderIdentities({ provider: "emailpass", entity_id: "mfa-ops@example.com" })
        await endAllSessions(getContainer(), identity.auth_identity_id!)
        const ended = await api.get("/auth/mfa/factors", bearer(login.data.token))
        expect(ended.status).toBe(401)
        expect((await api.post("/auth/mfa/factors", { type: "totp" }, bearer(login.data.token))).status).toBe(401)
        // Methods Medusa does not serve there are closed whatever the credentials.
        expect((await api.put("/auth/mfa/factors", {}, from(ip))).status).toBe(404)
      })
    })

    describe("malformed path parameters answer 400", () => {
      it("refuses a NUL byte or broken percent-encoding on /api routes, signed in or not", async () => {
        const { data } = await register(api)
        const nul = await api.delete("/api/auth/cart/%00", bearer(data.token))
        expect(nul.status).toBe(400)
        expect(nul.data).toEqual({ message: "Malformed request path" })
        const broken = await api.get("/api/reviews/product/%E0%A4/stats", noThrow)
        expect(broken.status).toBe(400)
        expect(broken.data).toEqual({ message: "Malformed request path" })
        expect((await api.get("/api/products/abc%00def", noThrow)).status).toBe(400)
        expect((await api.get("/api/products/%ZZ", noThrow)).status).toBe(400)
      })

      it("refuses them on Medusa's own routes too", async () => {
        const auth = await api.post("/auth/user/emailpass%E0%A4", {}, noThrow)
        expect(auth.status).toBe(400)
        expect(auth.data.message).toBe("Malformed request path")
        await createOperator(getContainer(), "paths@example.com", "ops12345")
        const login = await api.post("/auth/user/emailpass", { email: "paths@example.com", password: "ops12345" }, from(ip))
        const admin = await api.get("/admin/orders/order_%00", bearer(login.data.token))
        expect(admin.status).toBe(400)
        expect(admin.data.message).toBe("Malformed request path")
      })
    })
  },
}
