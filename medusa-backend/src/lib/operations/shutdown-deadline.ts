import { constants } from "node:os"
import { logger } from "@medusajs/framework/logger"

/**
 * `medusa start` handles SIGTERM/SIGINT by closing the listener, waiting for
 * in-flight requests, then closing the database pool and Redis, and exits 0.
 * It waits with no time limit (GracefulShutdownServer without a timeout), so
 * one request that never ends (a client that stops sending its body) keeps
 * the process alive until the orchestrator's SIGKILL. This puts a deadline on
 * it: the shutdown gets SHUTDOWN_DEADLINE_MS, then the process exits 1 with
 * a logged error. 9 s fits a 10 s budget and Docker's stop_grace_period (15 s).
 */
export const SHUTDOWN_DEADLINE_MS = 9_000

export function armShutdownDeadline(deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let started = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return
    started = true
    // Medusa adds its own handler only once start-up has finished. A signal
    // before that finds ours alone: nothing is draining, so stop at once
    // (as Node would without any handler) instead of waiting out the deadline.
    if (process.listenerCount(signal) === 1) {
      logger.warn(`Received ${signal} during start-up; exiting.`)
      process.exit(128 + (constants.signals[signal] ?? 15))
    }
    setTimeout(() => {
      logger.error(
        `Shutdown after ${signal} did not finish within ${deadlineMs / 1000} s (a request or connection is still open); exiting with code 1.`
      )
      process.exit(1)
    }, deadlineMs).unref()
  }
  process.on("SIGTERM", onSignal)
  process.on("SIGINT", onSignal)
}
