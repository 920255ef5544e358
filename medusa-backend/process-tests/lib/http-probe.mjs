// @ts-check
import http from "node:http"
import net from "node:net"

/**
 * Low-level HTTP probes for the operations tests: requests whose body the
 * test finishes when it chooses (an in-flight request, or one that hangs),
 * and raw connection attempts.
 */

/**
 * Sends the headers and the first half of a JSON body now; the rest only on
 * finish(). Never call finish() and the request hangs like a stalled client.
 * Returns { response: Promise<{ status, headers, text }>, finish(), abort() }.
 */
export function splitBodyRequest(baseUrl, { method = "POST", path, headers = {}, body }) {
  const { hostname, port } = new URL(baseUrl)
  const payload = Buffer.from(JSON.stringify(body))
  const req = http.request({
    host: hostname,
    port,
    method,
    path,
    agent: false,
    headers: { "content-type": "application/json", "content-length": payload.length, ...headers },
  })
  const response = new Promise((resolve, reject) => {
    req.on("error", reject)
    req.on("response", (res) => {
      const chunks = []
      res.on("data", (chunk) => chunks.push(chunk))
      res.on("error", reject)
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString() }))
    })
  })
  response.catch(() => undefined) // a hung request's reset is expected; callers that care await `response`
  const half = Math.floor(payload.length / 2)
  req.write(payload.subarray(0, half))
  return {
    response,
    finish: () => req.end(payload.subarray(half)),
    abort: () => req.destroy(),
  }
}

/** Opens a fresh TCP connection: resolves "connected" or the error code (e.g. "ECONNREFUSED"). */
export function connectOutcome(baseUrl, timeoutMs = 2000) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) })
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      resolve("timeout")
    })
    socket.on("connect", () => {
      socket.destroy()
      resolve("connected")
    })
    socket.on("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? error.message))
  })
}

/** Polls `find()` until it returns something, or fails after timeoutMs. */
export async function eventually(find, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = await find()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`${what}: not seen within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
