// @ts-check
import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { assertPortUnused, reservePort, waitForHttp } from "../../../scripts/lib/ports.mjs"
import { LOAD_TEST_LIMITS } from "../../../scripts/lib/load-test-limits.mjs"

/**
 * Real Medusa processes for the process tests: `medusa start` on this
 * machine, exactly as production runs it, with its output captured line by
 * line so a test can ask which process logged what.
 */
export const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const MEDUSA_BIN = path.resolve(BACKEND_DIR, "../node_modules/.bin/medusa")

/** A test shop's own GSTIN (well-formed, Delhi), legal name, contacts, UPI and bank account: none is an example. */
export const PRODUCTION_SHOP_SETTINGS = {
  STORE_PHONE: "+91 11 4000 0000",
  STORE_EMAIL: "care@process-tests.invalid",
  STORE_WHATSAPP: "911140000000",
  STORE_LEGAL_NAME: "Process Tests Traders LLP",
  STORE_GSTIN: "07AABCT1234K1ZH",
  STORE_REGISTERED_ADDRESS: "1 Test Road, New Delhi 110001",
  STORE_STATE: "Delhi",
  STORE_SIGNATORY_NAME: "Test Signatory",
  STORE_UPI_ID: "process-tests@okaxis",
  STORE_BANK_ACCOUNT_NUMBER: "123456789012",
  STORE_BANK_IFSC: "UTIB0000001",
  STORE_BANK_NAME: "Axis Bank",
}

/**
 * Settings every test process shares: production mode, its secrets, no admin build needed.
 * @param {Record<string, string | undefined>} [extra]
 */
export function productionEnv(extra = {}) {
  return {
    NODE_ENV: "production",
    // At least 32 characters and not a published example: production refuses anything weaker.
    JWT_SECRET: "process-tests-jwt-secret-0123456789abcdef",
    COOKIE_SECRET: "process-tests-cookie-secret-0123456789abcdef",
    // The shop's own invoice identity and payment accounts: production refuses the examples.
    ...PRODUCTION_SHOP_SETTINGS,
    DISABLE_MEDUSA_ADMIN: "true",
    MEDUSA_DISABLE_TELEMETRY: "true",
    // Every simulated shopper comes from 127.0.0.1 and the fault tests place dozens of orders
    // (20 parallel checkouts, then their retries): the per-IP and per-customer limits that
    // protect production would refuse the tests' own traffic.
    ...LOAD_TEST_LIMITS,
    ...extra,
  }
}

/** A port no other run on this machine can pick until this process exits (scripts/lib/ports.mjs). */
export const freePort = () => reservePort()

/**
 * Spawns `medusa start` (or another medusa command) and returns a handle:
 * lines (all output so far), waitFor(regex), signal(name), exited.
 * Server and shared modes get a port and wait for /health; worker mode
 * serves no HTTP, so it waits for the "Server is ready" log line instead.
 * @param {object} options
 * @param {string} options.name how the test and the verbose log name the process
 * @param {Record<string, string | undefined>} options.env added to this process's environment
 * @param {number} [options.port] a free one when not given
 * @param {string[]} [options.args]
 * @param {string} [options.cwd]
 * @param {boolean} [options.waitUntilReady]
 * @param {number} [options.readyTimeoutMs]
 */
export async function startMedusa({
  name,
  env,
  port,
  args = ["start"],
  cwd = BACKEND_DIR,
  waitUntilReady = true,
  readyTimeoutMs = 120_000,
}) {
  port = port ?? (await freePort())
  await assertPortUnused(port, name)
  const child = spawn(MEDUSA_BIN, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const lines = []
  const watchers = new Set()
  const collect = (stream) => {
    let pending = ""
    stream.on("data", (chunk) => {
      pending += chunk
      const parts = pending.split("\n")
      pending = parts.pop() ?? ""
      for (const line of parts) {
        if (!line.trim()) continue
        lines.push(line)
        if (process.env.PROCESS_TESTS_VERBOSE) process.stdout.write(`[${name}] ${line}\n`)
        for (const watcher of watchers) watcher(line)
      }
    })
  }
  collect(child.stdout)
  collect(child.stderr)
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })))
  let exitInfo = null
  exited.then((info) => (exitInfo = info))

  const handle = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    lines,
    exited,
    isAlive: () => exitInfo === null,
    /** Resolves with the first line (already seen or coming) that matches; rejects on timeout or exit. */
    waitFor(pattern, timeoutMs = 60_000) {
      const seen = lines.find((l) => pattern.test(l))
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const done = (fn, value) => {
          clearTimeout(timer)
          watchers.delete(watcher)
          fn(value)
        }
        const watcher = (line) => pattern.test(line) && done(resolve, line)
        const timer = setTimeout(
          () => done(reject, new Error(`${name}: no line matching ${pattern} within ${timeoutMs} ms\n${tail(lines)}`)),
          timeoutMs
        )
        watchers.add(watcher)
        exited.then(() => done(reject, new Error(`${name} exited before logging ${pattern}\n${tail(lines)}`)))
      })
    },
    signal(sig) {
      if (exitInfo === null) child.kill(sig)
    },
    /** SIGTERM, then SIGKILL if it is still running after timeoutMs. */
    async stop(timeoutMs = 15_000) {
      if (exitInfo !== null) return exitInfo
      child.kill("SIGTERM")
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
      const info = await exited
      clearTimeout(timer)
      return info
    },
    /** Output lines that parse as JSON (production logs), as objects. */
    jsonLines() {
      return lines.flatMap((line) => {
        try {
          const parsed = JSON.parse(line)
          return parsed && typeof parsed === "object" ? [parsed] : []
        } catch {
          return []
        }
      })
    },
  }

  if (waitUntilReady) {
    try {
      await handle.waitFor(/Server is ready on port/, readyTimeoutMs)
      if (env.MEDUSA_WORKER_MODE !== "worker")
        await waitForHttp(`${handle.url}/health`, { timeoutMs: readyTimeoutMs, isAlive: handle.isAlive })
    } catch (error) {
      child.kill("SIGKILL")
      throw error
    }
  }
  return handle
}

function tail(lines, n = 30) {
  return lines.slice(-n).join("\n")
}
