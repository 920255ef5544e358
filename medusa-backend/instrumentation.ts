import { configManager } from "@medusajs/framework/config"
import { logger } from "@medusajs/framework/logger"
import { armShutdownDeadline, SHUTDOWN_DEADLINE_MS } from "./src/lib/operations/shutdown-deadline"
import { checkStartupDependencies } from "./src/lib/operations/startup-checks"
import { startTracing } from "./src/lib/operations/tracing"

/**
 * `medusa start` imports this file from the folder it runs in (this one, or
 * .medusa/server for the built server, where `medusa build` compiles it) and
 * calls register() before its loaders connect to anything. Medusa meant the
 * hook for OpenTelemetry, hence its "OTEL registered" log line just before; traces
 * are on only with OTEL_EXPORTER_OTLP_ENDPOINT (src/lib/operations/tracing.ts).
 * No other command (migrations, exec, build) loads it.
 */
export function register(): void {
  armShutdownDeadline()
  logger.info(`Shutdown deadline: ${SHUTDOWN_DEADLINE_MS / 1000} s after SIGTERM/SIGINT`)
  if (startTracing()) logger.info(`OpenTelemetry traces to ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT}`)

  // register() is not awaited, so the checks run beside Medusa's loaders; a
  // failure ends the process long before those would give up on their own.
  const { databaseUrl, redisUrl, databaseDriverOptions } = configManager.config.projectConfig
  checkStartupDependencies({
    databaseUrl,
    redisUrl,
    databaseDriverOptions: databaseDriverOptions as Record<string, unknown> | undefined,
  }).catch((error: Error) => {
    logger.error(error.message)
    process.exit(1)
  })
}
