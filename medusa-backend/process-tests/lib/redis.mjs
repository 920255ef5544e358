// @ts-check
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import net from "node:net"
import { claim } from "../../../scripts/lib/machine-claims.mjs"
import { freePort } from "./medusa-process.mjs"

/**
 * Redis for the process tests. The shared one (REDIS_URL, in CI
 * redis://127.0.0.1:6379) is used through a logical database of its own per
 * test, claimed for the test's process (scripts/lib/machine-claims.mjs) and
 * emptied before use, so BullMQ queues of two tests, or of two runs at once, never meet.
 */
export function sharedRedisUrl() {
  return process.env.REDIS_URL || "redis://127.0.0.1:6379"
}

export async function redisAnswers(url = sharedRedisUrl()) {
  try {
    return (await command(url, ["PING"])) === "+PONG"
  } catch {
    return false
  }
}

/** A URL to an emptied logical database (1–15) of the shared Redis that no other test process on this machine holds. */
export async function isolatedRedisUrl() {
  const index = LOGICAL_DATABASES.find((i) => claim(`redis-db-${i}`))
  if (!index) throw new Error("Every logical Redis database (1-15) is held by another test process")
  const base = new URL(sharedRedisUrl())
  base.pathname = `/${index}`
  await command(base.href, ["FLUSHDB"])
  return base.href
}

/** Redis's logical databases but 0, which a person's own `npm start` may use. */
const LOGICAL_DATABASES = Array.from({ length: 15 }, (_, i) => i + 1)

/** Sends one command over RESP and returns the first reply line (enough for PING, FLUSHDB, DBSIZE). */
export function command(url, args) {
  const { hostname, port, pathname } = new URL(url)
  const db = pathname.replace("/", "") || "0"
  const encode = (parts) => `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join("")}`
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) })
    let buffer = ""
    socket.setTimeout(2000, () => socket.destroy(new Error("Redis did not answer")))
    socket.on("error", reject)
    socket.on("connect", () => socket.write(encode(["SELECT", db]) + encode(args)))
    socket.on("data", (chunk) => {
      buffer += chunk
      // Two complete reply lines: SELECT's "+OK", then ours.
      const complete = buffer.split("\r\n").slice(0, -1)
      if (complete.length >= 2) {
        socket.end()
        resolve(complete[1])
      }
    })
  })
}

/**
 * A private redis-server on a free port, for tests that restart Redis, or
 * null when none is installed. Persistence as in docker-compose.yml (append-only
 * file), fsynced on every write so a SIGKILL loses nothing the test relies on.
 */
export async function startPrivateRedis(binary = "/usr/bin/redis-server") {
  if (!fs.existsSync(binary)) return null
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-redis-"))
  const start = () => {
    const args = [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "yes",
      "--appendfsync",
      "always",
    ]
    const child = spawn(binary, args, { stdio: "ignore" })
    const exited = new Promise((resolve) => child.on("exit", resolve))
    return { child, exited }
  }
  let current = start()
  const url = `redis://127.0.0.1:${port}`
  const waitUp = async () => {
    for (let i = 0; i < 100; i++) {
      if (await redisAnswers(url)) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`redis-server on ${port} did not answer`)
  }
  await waitUp()
  return {
    url,
    pid: () => current.child.pid,
    /** Stops Redis abruptly (SIGKILL: no chance to say goodbye to clients), waits `downMs`, starts it again. */
    async restart(downMs) {
      current.child.kill("SIGKILL")
      await current.exited
      await new Promise((r) => setTimeout(r, downMs))
      current = start()
      await waitUp()
    },
    async stop() {
      current.child.kill("SIGKILL")
      await current.exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
