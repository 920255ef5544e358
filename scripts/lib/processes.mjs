// @ts-check
import { spawn } from "node:child_process"
import { log } from "./log.mjs"

/**
 * Starts and stops the child processes of `npm start` / `npm test`.
 *
 * Children run in their own process group (detached) so a terminal's Ctrl-C
 * reaches only this script, which then stops them in order: web servers first,
 * the database last. Stopping signals the whole group, so grandchildren
 * (npm -> node, vite -> esbuild) go too.
 */
/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set()

/**
 * @typedef {object} ChildOptions
 * @property {string} [cwd]
 * @property {Record<string, string | undefined>} [env] added to this process's environment
 * @property {string} [name] how logs and errors name the child
 */

/**
 * @typedef {object} ServiceHandle
 * @property {string | undefined} name
 * @property {number | undefined} pid
 * @property {() => boolean} alive
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {(timeoutMs?: number) => Promise<void>} stop
 */

/**
 * Runs a command to its end; resolves with its output when `quiet` (else it is shown), rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {ChildOptions & { quiet?: boolean }} [options]
 * @returns {Promise<string>}
 */
export function run(command, args, { cwd, env, name, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      detached: true,
    })
    children.add(child)
    let output = ""
    if (quiet) {
      child.stdout?.on("data", (d) => (output += d))
      child.stderr?.on("data", (d) => (output += d))
    }
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      children.delete(child)
      if (code === 0) return resolve(output)
      if (quiet) process.stderr.write(output)
      reject(new Error(`${name ?? command} failed (${signal ?? `exit code ${code}`})`))
    })
  })
}

/**
 * Starts a long-running child; returns a handle with `alive()` and `stop()`.
 * @param {string} command
 * @param {string[]} args
 * @param {ChildOptions & { prefix?: string }} [options] `prefix` starts each relayed log line (default `[name]`)
 * @returns {ServiceHandle}
 */
export function startService(command, args, { cwd, env, name, prefix } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  children.add(child)
  let exited = false
  const tag = prefix ?? `[${name}]`
  /** @param {import("node:stream").Readable} stream @param {NodeJS.WriteStream} target */
  const relay = (stream, target) => {
    let pending = ""
    stream.on("data", (chunk) => {
      pending += chunk
      const lines = pending.split("\n")
      pending = lines.pop() ?? ""
      for (const line of lines) if (line.trim()) target.write(`${tag} ${line}\n`)
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  /** @type {ServiceHandle["exited"]} */
  const exitedPromise = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      exited = true
      children.delete(child)
      resolve({ code, signal })
    })
  )
  return {
    name,
    pid: child.pid,
    alive: () => !exited,
    exited: exitedPromise,
    stop: (timeoutMs = 10_000) => stopChild(child, exitedPromise, timeoutMs, name),
  }
}

/**
 * @param {import("node:child_process").ChildProcess} child
 * @param {Promise<unknown>} exitedPromise
 * @param {number} timeoutMs
 * @param {string | undefined} name
 */
async function stopChild(child, exitedPromise, timeoutMs, name) {
  if (child.exitCode !== null || child.signalCode !== null) return
  signalGroup(child, "SIGTERM")
  const timer = setTimeout(() => {
    log.warn(`${name} did not stop within ${timeoutMs / 1000} s; killing it`)
    signalGroup(child, "SIGKILL")
  }, timeoutMs)
  await exitedPromise
  clearTimeout(timer)
  // The group leader may exit before its own children; make sure none is left.
  signalGroup(child, "SIGKILL")
}

/** @param {import("node:child_process").ChildProcess} child @param {NodeJS.Signals} signal */
function signalGroup(child, signal) {
  if (child.pid === undefined) return // never started
  try {
    process.kill(-child.pid, signal)
  } catch {
    // group already gone
  }
}

/** Last-resort cleanup when this script itself is dying. */
export function killAllChildren() {
  for (const child of children) signalGroup(child, "SIGKILL")
}

/**
 * Calls `shutdown` once on SIGINT, SIGTERM or SIGHUP, then exits with `code`.
 * A second signal while shutting down forces an immediate exit.
 * @param {() => Promise<void>} shutdown
 */
export function onShutdownSignal(shutdown) {
  let shuttingDown = false
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, async () => {
      if (shuttingDown) {
        log.warn("Forced exit")
        killAllChildren()
        process.exit(130)
      }
      shuttingDown = true
      log.step(`${signal} received, stopping...`)
      try {
        await shutdown()
      } finally {
        process.exit(signal === "SIGINT" ? 130 : 143)
      }
    })
  }
  process.on("exit", killAllChildren)
}
