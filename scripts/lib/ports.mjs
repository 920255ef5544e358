// @ts-check
import net from "node:net"

/** Resolves true when something accepts TCP connections on host:port. */
export function isPortAnswering(port, host = "127.0.0.1", timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    const done = (answer) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
  })
}

/** True when we can bind the port ourselves (nothing listens on it, on any interface). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.listen({ port }, () => server.close(() => resolve(true)))
  })
}

/** The first free port at or above `start`. @param {number} start */
export async function findFreePort(start) {
  for (let port = start; port < start + 200; port++) {
    if (await isPortFree(port)) return port
  }
  throw new Error(`No free port found between ${start} and ${start + 199}`)
}

/**
 * Polls an HTTP URL until it answers 2xx, or throws after timeoutMs.
 * @param {string} url
 * @param {{ timeoutMs?: number, isAlive?: () => boolean }} [options] `isAlive` false stops the wait at once
 */
export async function waitForHttp(url, { timeoutMs = 180_000, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process serving ${url} exited before it answered`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}
