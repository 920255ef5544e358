import { metricsAccessAllowed } from "../access"

describe("metricsAccessAllowed", () => {
  const env = { METRICS_TOKEN: "a-long-metrics-token", METRICS_ALLOW_FROM: "10.0.0.5, 172.30.0.0/24, fd00::/8" }

  it("lets in the bearer of METRICS_TOKEN and no other token", () => {
    expect(metricsAccessAllowed("Bearer a-long-metrics-token", "203.0.113.9", env)).toBe(true)
    expect(metricsAccessAllowed("Bearer a-long-metrics-tokeN", "203.0.113.9", env)).toBe(false)
    expect(metricsAccessAllowed("Bearer a-long-metrics-token-and-more", "203.0.113.9", env)).toBe(false)
    expect(metricsAccessAllowed("a-long-metrics-token", "203.0.113.9", env)).toBe(false)
    expect(metricsAccessAllowed(undefined, "203.0.113.9", env)).toBe(false)
  })

  it("lets in the configured addresses and ranges (IPv4-mapped too), by the socket's address", () => {
    expect(metricsAccessAllowed(undefined, "10.0.0.5", env)).toBe(true)
    expect(metricsAccessAllowed(undefined, "::ffff:172.30.0.77", env)).toBe(true)
    expect(metricsAccessAllowed(undefined, "fd12::1", env)).toBe(true)
    expect(metricsAccessAllowed(undefined, "10.0.0.6", env)).toBe(false)
    expect(metricsAccessAllowed(undefined, undefined, env)).toBe(false)
  })

  it("refuses everyone when neither setting is there (an empty token is no token)", () => {
    expect(metricsAccessAllowed("Bearer ", "127.0.0.1", {})).toBe(false)
    expect(metricsAccessAllowed("Bearer ", "127.0.0.1", { METRICS_TOKEN: "" })).toBe(false)
  })

  it("names a malformed METRICS_ALLOW_FROM entry", () => {
    expect(() => metricsAccessAllowed(undefined, "10.0.0.1", { METRICS_ALLOW_FROM: "10.0.0.0/8, intranet" })).toThrow(
      'METRICS_ALLOW_FROM: "intranet" is not an address or a CIDR range'
    )
  })
})
