import { BlockList, isIP } from "node:net"
import type { IncomingMessage } from "node:http"

/**
 * The real client address behind the documented proxy chain (TLS front ->
 * storefront nginx -> backend). X-Forwarded-For is believed only as far as it
 * was written by trusted proxies: reached directly from an untrusted peer, the
 * header is ignored and the peer's own address counts, so it cannot be spoofed.
 *
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, or the names
 * loopback, linklocal, uniquelocal (every private network: Docker, a VPC);
 * "none" trusts nobody. Default "loopback": the development stack, where the
 * storefront server forwards to the backend on this machine. Not every private
 * address: anyone else on a shared private network (a VPC) could then forge
 * the header. docker-compose.yml sets its own network's range (nginx and the
 * storefront servers); a load balancer or TLS front in front of nginx must be
 * added, or every shopper shares its address. Read on each request (tests change it).
 */
const DEFAULT_TRUSTED_PROXIES = "loopback"

const NAMED: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
}

let compiled: { spec: string; list: BlockList } | undefined

function trustedList(): BlockList {
  const spec = (process.env.TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES).trim()
  if (compiled?.spec === spec) return compiled.list
  const list = new BlockList()
  for (const raw of spec
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s && s !== "none")) {
    for (const entry of NAMED[raw] ?? [raw]) {
      const [address, bits] = entry.split("/")
      const family = isIP(address)
      if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range or loopback/linklocal/uniquelocal`)
      const type = family === 6 ? "ipv6" : "ipv4"
      if (bits === undefined) list.addAddress(address, type)
      else list.addSubnet(address, Number(bits), type)
    }
  }
  compiled = { spec, list }
  return list
}

/** "::ffff:1.2.3.4" (IPv4 on a dual-stack socket) -> "1.2.3.4". */
function normalize(address: string | undefined): string | undefined {
  const a = address?.trim()
  if (!a) return undefined
  return a.startsWith("::ffff:") && isIP(a.slice(7)) === 4 ? a.slice(7) : a
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4")
}

export function clientIp(req: Pick<IncomingMessage, "headers" | "socket">): string | undefined {
  const peer = normalize(req.socket?.remoteAddress)
  if (!peer) return undefined
  const list = trustedList()
  if (!isTrusted(list, peer)) return peer
  const header = req.headers["x-forwarded-for"]
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",")
  // From the nearest hop outwards: each trusted proxy vouches for the address before it.
  let client = peer
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalize(chain[i])
    if (!hop || !isIP(hop)) break
    client = hop
    if (!isTrusted(list, hop)) break
  }
  return client
}
