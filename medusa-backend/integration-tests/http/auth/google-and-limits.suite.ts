import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { SuiteWithSettings } from "../../helpers/runner"
import { bearer, noThrow, register, tokenFromEmail } from "../../helpers/auth"

// jose 6 is ESM only; a real dynamic import loads it under Jest (see src/lib/auth/jose.ts).
const esmImport = new Function("s", "return import(s)") as (
  s: string
) => Promise<typeof import("jose", { with: { "resolution-mode": "import" } })>

const CLIENT_ID = "test-client.apps.googleusercontent.com"

/** Our own "Google": an RSA key pair whose public half is served as a JWKS on 127.0.0.1. */
const google = {
  server: undefined as Server | undefined,
  url: "",
  sign: undefined as unknown as (
    claims: Record<string, unknown>,
    opts?: { key?: "good" | "other"; exp?: string | number; aud?: string }
  ) => Promise<string>,
}

// Listening from the suite's set-up on; the shop reads GOOGLE_JWKS_URL on each sign-in.
const startGoogle = async () => {
  const jose = await esmImport("jose")
  const good = await jose.generateKeyPair("RS256")
  const other = await jose.generateKeyPair("RS256")
  const jwk = { ...(await jose.exportJWK(good.publicKey)), kid: "test-key", alg: "RS256", use: "sig" }
  google.server = createServer((_req, res) => {
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => google.server!.listen(0, "127.0.0.1", resolve))
  google.url = `http://127.0.0.1:${(google.server!.address() as AddressInfo).port}/certs`
  google.sign = async (claims, opts = {}) =>
    new jose.SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "test-key" })
      .setIssuer("https://accounts.google.com")
      .setAudience(opts.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(opts.exp ?? "10m")
      .sign(opts.key === "other" ? other.privateKey : good.privateKey)
}

const priya = {
  sub: "google-sub-1",
  email: "Priya@Gmail.com",
  email_verified: true,
  given_name: "Priya",
  family_name: "Shah",
  name: "Priya Shah",
  picture: "https://example.com/p.png",
}

export const googleAndLimitsSuite: SuiteWithSettings = {
  env: {
    GOOGLE_CLIENT_ID: CLIENT_ID,
    AUTH_RATE_LIMIT_MAX: "5",
    AUTH_RATE_LIMIT_EMAIL_MAX: "3",
    AUTH_RATE_LIMIT_WINDOW_MS: "60000",
  },
  suite: ({ api, getContainer }) => {
    const previousJwksUrl = process.env.GOOGLE_JWKS_URL
    beforeAll(async () => {
      await startGoogle()
      process.env.GOOGLE_JWKS_URL = google.url
    })
    afterAll(async () => {
      if (previousJwksUrl === undefined) delete process.env.GOOGLE_JWKS_URL
      else process.env.GOOGLE_JWKS_URL = previousJwksUrl
      await new Promise((resolve) => google.server?.close(resolve))
    })
    // Each test gets its own client IP (Medusa trusts one proxy hop), so limits do not leak between tests.
    let ipCounter = 0
    let ip = ""
    beforeEach(() => {
      ip = `10.0.0.${++ipCounter}`
    })
    const post = (url: string, body: unknown) => api.post(url, body, { ...noThrow, headers: { "x-forwarded-for": ip } })

    it("answers verify for an unknown Google account with 404 USER_NOT_FOUND and the profile", async () => {
      const res = await post("/api/auth/google/verify", { idToken: await google.sign(priya) })
      expect(res.status).toBe(404)
      expect(res.data).toEqual({
        message: "No account found for this Google account. Please sign up first.",
        error: "USER_NOT_FOUND",
        userInfo: { email: "priya@gmail.com", firstName: "Priya", lastName: "Shah", picture: "https://example.com/p.png" },
      })
    })

    it("signs up with Google once (409 USER_EXISTS after), then verify signs in; no password login", async () => {
      const idToken = await google.sign(priya)
      const signup = await post("/api/auth/google/signup", { idToken })
      expect(signup.status).toBe(201)
      expect(signup.data.token).toEqual(expect.any(String))
      expect(signup.data.user).toMatchObject({
        email: "priya@gmail.com",
        firstName: "Priya",
        lastName: "Shah",
        role: "customer",
        isGoogleAccount: true,
        isEmailVerified: true,
        profilePicture: "https://example.com/p.png",
      })
      expect((await api.get("/api/auth/me", bearer(signup.data.token))).data.user.id).toBe(signup.data.user.id)

      const again = await post("/api/auth/google/signup", { idToken })
      expect(again.status).toBe(409)
      expect(again.data).toMatchObject({ error: "USER_EXISTS", message: "Account already exists! Please log in instead." })

      const verify = await post("/api/auth/google/verify", { idToken })
      expect(verify.status).toBe(200)
      expect(verify.data.user.id).toBe(signup.data.user.id)

      const password = await post("/api/auth/login", { email: "priya@gmail.com", password: "whatever1" })
      expect(password.status).toBe(400)
      expect(password.data).toEqual({
        message: "This account was created with Google. Please use Google Sign-In.",
        isGoogleAccount: true,
      })
      // Registering the same e-mail with a password is refused too.
      expect(
        (
          await api.post(
            "/api/auth/register",
            { firstName: "P", lastName: "S", email: "priya@gmail.com", password: "secret1" },
            { ...noThrow, headers: { "x-forwarded-for": ip } }
          )
        ).status
      ).toBe(409)
    })

    it("takes isEmailVerified from the token, and refuses to sign up an e-mail Google has not verified", async () => {
      const ok = await post("/api/auth/google/signup", {
        idToken: await google.sign({ ...priya, sub: "g-3", email: "checked@gmail.com" }),
      })
      expect(ok.status).toBe(201)
      expect(ok.data.user).toMatchObject({ isEmailVerified: true, isGoogleAccount: true })
      const res = await post("/api/auth/google/signup", {
        idToken: await google.sign({ ...priya, sub: "g-2", email: "new@gmail.com", email_verified: false }),
      })
      expect(res.status).toBe(400)
      expect(res.data).toEqual({
        message: "Your Google account's email address is not verified. Please verify it with Google or register with email and password.",
        error: "EMAIL_NOT_VERIFIED",
      })
      expect(
        (
          await post("/api/auth/google/verify", {
            idToken: await google.sign({ ...priya, sub: "g-2", email: "new@gmail.com", email_verified: false }),
          })
        ).status
      ).toBe(404)
    })

    it("links Google to an existing password account with the same verified e-mail", async () => {
      const reg = await register(api, { email: "priya@gmail.com" })
      // Not before the account itself verified the address: a squatter's account must not be handed over.
      const early = await post("/api/auth/google/verify", { idToken: await google.sign(priya) })
      expect(early.status).toBe(409)
      expect(early.data).toEqual({
        message:
          "An account with this email already exists but its email is not verified yet. Please log in with your password and verify your email before using Google Sign-In.",
        error: "EMAIL_NOT_VERIFIED",
      })
      const token = await tokenFromEmail(getContainer(), "priya@gmail.com", "verify-email")
      expect((await post("/api/auth/verify-email", { token })).status).toBe(200)
      const res = await post("/api/auth/google/verify", { idToken: await google.sign(priya) })
      expect(res.status).toBe(200)
      expect(res.data.user).toMatchObject({ id: reg.data.user.id, isGoogleAccount: false })
      expect((await post("/api/auth/login", { email: "priya@gmail.com", password: "secret1" })).status).toBe(200)
    })

    it("refuses tokens signed by another key, for another audience, or expired with 401", async () => {
      const bad = [
        await google.sign(priya, { key: "other" }),
        await google.sign(priya, { aud: "someone-else" }),
        await google.sign(priya, { exp: Math.floor(Date.now() / 1000) - 60 }),
        "not-a-jwt",
      ]
      for (const idToken of bad) {
        for (const url of ["/api/auth/google/verify", "/api/auth/google/signup"]) {
          const res = await post(url, { idToken })
          expect(res.status).toBe(401)
          expect(res.data).toEqual({ message: "Invalid or expired Google token. Please sign in with Google again." })
        }
      }
    })

    it("limits login per e-mail across IPs, then per IP, with 429", async () => {
      await register(api, { email: "limit@example.com" })
      const login = (email: string, from: string) =>
        api.post("/api/auth/login", { email, password: "wrong12" }, { ...noThrow, headers: { "x-forwarded-for": from } })
      // Per e-mail: 3 tries in the window, from any IP.
      expect((await login("limit@example.com", "10.1.0.1")).status).toBe(401)
      expect((await login("limit@example.com", "10.1.0.2")).status).toBe(401)
      expect((await login("limit@example.com", "10.1.0.3")).status).toBe(401)
      const blocked = await login("limit@example.com", "10.1.0.4")
      expect(blocked.status).toBe(429)
      expect(blocked.data).toEqual({ message: "Too many attempts. Please wait a few minutes and try again." })
      expect(blocked.headers["retry-after"]).toEqual(expect.any(String))
      // Per IP: 5 requests in the window, whatever the e-mail.
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await login(`someone${i}@example.com`, "10.2.0.1")).status)
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    })

    it.each([
      "/api/auth/register",
      "/api/auth/google/verify",
      "/api/auth/forgot-password",
      "/api/auth/resend-verification",
      "/api/auth/google/signup",
      "/api/auth/verify-email",
      "/api/auth/reset-password",
    ])("limits %s per IP with 429", async (url) => {
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await post(url, { email: `x${i}@example.com` })).status)
      expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true)
      expect(statuses[5]).toBe(429)
    })

    it.each(["/api/auth/profile", "/api/auth/change-password"])("limits PUT %s per IP with 429, signed in or not", async (url) => {
      const { data } = await api.post(
        "/api/auth/register",
        { firstName: "Put", lastName: "Test", email: `put${url.length}@example.com`, password: "secret1" },
        { ...noThrow, headers: { "x-forwarded-for": `10.9.9.${url.length}` } }
      )
      const statuses = []
      for (let i = 0; i < 6; i++) {
        const headers = { "x-forwarded-for": ip, ...(i % 2 ? { authorization: `Bearer ${data.token}` } : {}) }
        statuses.push((await api.put(url, { email: `x${i}@example.com` }, { ...noThrow, headers })).status)
      }
      expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true)
      expect(statuses[5]).toBe(429)
    })
  },
}
