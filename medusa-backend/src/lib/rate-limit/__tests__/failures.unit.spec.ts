import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { limitFailures } from "../failures"
import { MemoryRateLimitStore } from "../stores"

/** A sign-in request through limitFailures: resolves with the status its answer got, and whether it reached the route. */
function attempt(middleware: ReturnType<typeof limitFailures>, email: string, routeStatus: number) {
  return new Promise<{ status: number; checked: boolean }>((resolve) => {
    const res = {
      statusCode: 200,
      setHeader: () => undefined,
      status(code: number) {
        this.statusCode = code
        return this
      },
      json() {
        resolve({ status: this.statusCode, checked })
        return this
      },
    }
    let checked = false
    const req = { body: { email }, headers: {}, socket: { remoteAddress: "10.0.0.1" } }
    void middleware(req as unknown as MedusaRequest, res as unknown as MedusaResponse, (error?: unknown) => {
      if (error) throw error
      // The route: a password check, then its answer a moment later (as scrypt takes time).
      checked = true
      setTimeout(() => res.status(routeStatus).json(), 5)
    })
  })
}

const limiter = (store = new MemoryRateLimitStore()) =>
  limitFailures({
    name: "t.login",
    store,
    rules: [{ by: "email", key: (r) => (r.body as { email?: string } | undefined)?.email, limit: 3, windowMs: 60_000 }],
  })

describe("limitFailures", () => {
  it("lets at most the limit of parallel wrong guesses reach the password check", async () => {
    const middleware = limiter()
    const results = await Promise.all(Array.from({ length: 12 }, () => attempt(middleware, "ops@example.com", 401)))
    expect(results.filter((r) => r.checked)).toHaveLength(3)
    expect(results.filter((r) => r.status === 429)).toHaveLength(9)
    expect((await attempt(middleware, "ops@example.com", 200)).status).toBe(429)
  })

  it("gives a successful attempt its count back: right passwords never lock the account", async () => {
    const middleware = limiter()
    for (let i = 0; i < 10; i++) expect(await attempt(middleware, "ops@example.com", 200)).toEqual({ status: 200, checked: true })
    for (let i = 0; i < 3; i++) expect((await attempt(middleware, "ops@example.com", 401)).status).toBe(401)
    expect((await attempt(middleware, "ops@example.com", 200)).status).toBe(429)
  })
})
