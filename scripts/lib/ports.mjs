// @ts-check
import net from "node:net"
import { claim, release } from "./machine-claims.mjs"

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

/** Gives a port's claim back (one that turned out to be busy). @param {number} port */
export function releasePort(port) {
  release(`port-${port}`)
}

/** A port the kernel considers free right now (it picks one when asked for port 0). @returns {Promise<number>} */
function kernelPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/**
 * A port for a server this run starts: free to bind, answering nobody, and claimed
 * for this process until it exits (machine-claims.mjs). A port is free between the
 * moment a run picks it and the moment its server binds it: without the claim a
 * second run (two `bash .ci/run` at once) could pick the same one and then test the
 * other run's server.
 * With `start`, the first such port at or above it (stable URLs for a person to open);
 * without, one the kernel picks.
 * @param {number} [start]
 */
export async function reservePort(start) {
  for (let i = 0; i < 200; i++) {
    const port = start ? start + i : await kernelPort()
    if (!claim(`port-${port}`)) continue
    if ((await isPortFree(port)) && !(await isPortAnswering(port))) return port
    releasePort(port)
  }
  throw new Error(start ? `No free port found between ${start} and ${start + 199}` : "No free port found")
}

/**
 * Refuses to start a server on a port something already answers on: its health
 * check would pass against the other server and the run would test that one.
 * @param {number} port
 * @param {string} what the server about to start, for the message
 */
export async function assertPortUnused(port, what) {
  if (await isPortAnswering(port)) {
    throw new Error(`Port ${port} already answers: refusing to start ${what} there (another run or server uses it)`)
  }
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
