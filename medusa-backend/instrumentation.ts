import { logger } from "@medusajs/framework/logger"
import { armShutdownDeadline, SHUTDOWN_DEADLINE_MS } from "./src/lib/operations/shutdown-deadline"

/**
 * `medusa start` imports this file from the folder it runs in (this one, or
 * .medusa/server for the built server, where `medusa build` compiles it) and
 * calls register() before its loaders connect to anything. Medusa meant the
 * hook for OpenTelemetry, hence its "OTEL registered" log line just before.
 * No other command (migrations, exec, build) loads it.
 */
export function register(): void {
  armShutdownDeadline()
  logger.info(`Shutdown deadline: ${SHUTDOWN_DEADLINE_MS / 1000} s after SIGTERM/SIGINT`)
}
