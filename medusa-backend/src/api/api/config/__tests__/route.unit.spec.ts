import { GET, resetConfigCache } from "../route"

type Rows = { api_key: object[]; region: object[] }

function fakeRequest(rows: Rows, calls: { n: number }) {
  const query = {
    graph: async ({ entity }: { entity: keyof Rows }) => {
      calls.n++
      return { data: rows[entity] }
    },
  }
  return { scope: { resolve: () => query } } as any
}

function fakeResponse() {
  const res: any = { statusCode: 200, body: undefined }
  res.status = (code: number) => {
    res.statusCode = code
    return res
  }
  res.json = (body: unknown) => {
    res.body = body
    return res
  }
  return res
}

describe("GET /api/config", () => {
  beforeEach(() => resetConfigCache())

  it("answers 503 with a message before the seed has run", async () => {
    const res = fakeResponse()
    await GET(fakeRequest({ api_key: [], region: [] }, { n: 0 }), res)
    expect(res.statusCode).toBe(503)
    expect(res.body.message).toMatch(/seed/)
  })

  it("returns the key, region and settings, and caches the look-up", async () => {
    const calls = { n: 0 }
    const req = fakeRequest(
      {
        api_key: [
          { token: "pk_revoked", revoked_at: new Date() },
          { token: "pk_live", revoked_at: null },
        ],
        region: [{ id: "reg_1" }],
      },
      calls
    )
    const first = fakeResponse()
    await GET(req, first)
    expect(first.statusCode).toBe(200)
    expect(first.body).toEqual(
      expect.objectContaining({
        publishableKey: "pk_live",
        regionId: "reg_1",
        currency: "inr",
        storeName: expect.any(String),
        festivalCode: "FESTIVE20",
        contact: expect.objectContaining({ hours: "24/7" }),
      })
    )
    const second = fakeResponse()
    await GET(req, second)
    expect(second.body.publishableKey).toBe("pk_live")
    expect(calls.n).toBe(2) // one api_key and one region look-up, then cached
  })

  it("includes googleClientId only when it is set", async () => {
    const req = fakeRequest({ api_key: [{ token: "pk", revoked_at: null }], region: [{ id: "r" }] }, { n: 0 })
    process.env.GOOGLE_CLIENT_ID = "client-123"
    const res = fakeResponse()
    await GET(req, res)
    delete process.env.GOOGLE_CLIENT_ID
    expect(res.body.googleClientId).toBe("client-123")
    const without = fakeResponse()
    await GET(req, without)
    expect(without.body).not.toHaveProperty("googleClientId")
  })
})
