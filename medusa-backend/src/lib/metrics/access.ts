import { timingSafeEqual } from "node:crypto"
import { BlockList, isIP } from "node:net"

/**
 * Who may read /metrics: a caller with `Authorization: Bearer <METRICS_TOKEN>`, or one
 * connecting from an address in METRICS_ALLOW_FROM (comma-separated addresses or CIDR
 * ranges; the socket's own address, never X-Forwarded-For). Neither set: nobody.
 */
export function metricsAccessAllowed(authorization: string | undefined, remoteAddress: string | undefined, env = process.env): boolean {
  const token = env.METRICS_TOKEN
  if (token && authorization?.startsWith("Bearer ")) {
    const given = Buffer.from(authorization.slice("Bearer ".length))
    const expected = Buffer.from(token)
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true
  }
  const allowed = env.METRICS_ALLOW_FROM
  if (!allowed || !remoteAddress) return false
  const address = remoteAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "")
  const family = isIP(address)
  if (!family) return false
  return allowList(allowed).check(address, family === 4 ? "ipv4" : "ipv6")
}

function allowList(setting: string): BlockList {
  const list = new BlockList()
  for (const entry of setting
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split("/")
    const family = isIP(address)
    if (!family) throw new Error(`METRICS_ALLOW_FROM: "${entry}" is not an address or a CIDR range`)
    const type = family === 4 ? "ipv4" : "ipv6"
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}
