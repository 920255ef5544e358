import { clientIp } from "../client-ip"

const req = (peer: string, xff?: string) => ({
  socket: { remoteAddress: peer } as never,
  headers: xff === undefined ? {} : { "x-forwarded-for": xff },
})

describe("clientIp", () => {
  const saved = process.env.TRUSTED_PROXIES
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUSTED_PROXIES
    else process.env.TRUSTED_PROXIES = saved
  })

  it("ignores X-Forwarded-For from an untrusted (public) peer", () => {
    delete process.env.TRUSTED_PROXIES
    expect(clientIp(req("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9")
    expect(clientIp(req("::ffff:203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9")
  })

  it("by default believes only loopback (the storefront server on this machine), not any private address", () => {
    delete process.env.TRUSTED_PROXIES
    expect(clientIp(req("127.0.0.1", "198.51.100.7"))).toBe("198.51.100.7")
    expect(clientIp(req("::1", "198.51.100.7"))).toBe("198.51.100.7")
    // Another machine of a shared private network (a VPC) forging the header is not believed (issue 43, Low 3).
    expect(clientIp(req("10.0.0.9", "198.51.100.7"))).toBe("10.0.0.9")
    expect(clientIp(req("172.18.0.3", "198.51.100.7"))).toBe("172.18.0.3")
  })

  it("behind trusted proxies takes the nearest untrusted hop, so a client-sent prefix is not believed", () => {
    process.env.TRUSTED_PROXIES = "loopback,172.30.0.128/25,10.0.0.5" // docker-compose's containers and a TLS front
    // client spoofs 1.1.1.1; the TLS front (10.0.0.5) appended the real 198.51.100.7; nginx (172.30.0.130) appended the front.
    expect(clientIp(req("172.30.0.130", "1.1.1.1, 198.51.100.7, 10.0.0.5"))).toBe("198.51.100.7")
    expect(clientIp(req("127.0.0.1", "198.51.100.7"))).toBe("198.51.100.7")
    expect(clientIp(req("127.0.0.1"))).toBe("127.0.0.1")
    expect(clientIp(req("127.0.0.1", "not-an-ip"))).toBe("127.0.0.1")
  })

  it("trusts exactly the configured addresses and ranges", () => {
    process.env.TRUSTED_PROXIES = "203.0.113.0/24"
    expect(clientIp(req("203.0.113.9", "198.51.100.1"))).toBe("198.51.100.1")
    expect(clientIp(req("127.0.0.1", "198.51.100.1"))).toBe("127.0.0.1")
    process.env.TRUSTED_PROXIES = "none"
    expect(clientIp(req("10.0.0.2", "198.51.100.1"))).toBe("10.0.0.2")
    process.env.TRUSTED_PROXIES = "nonsense"
    expect(() => clientIp(req("10.0.0.2", "198.51.100.1"))).toThrow(/TRUSTED_PROXIES/)
  })
})
