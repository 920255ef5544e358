import { registerOtel } from "@medusajs/medusa"
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http"

/**
 * OpenTelemetry traces through Medusa's own instrumentation (HTTP layer, remote
 * queries, workflows and steps, PostgreSQL), exported over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it, and OTEL_EXPORTER_OTLP_HEADERS,
 * itself). Off unless that endpoint is set: no SDK is started, nothing is sent.
 * Returns whether tracing was switched on.
 */
export function startTracing(env = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return false
  registerOtel({
    serviceName: env.OTEL_SERVICE_NAME || `sugandh-backend-${env.MEDUSA_WORKER_MODE || "shared"}`,
    exporter: new OTLPTraceExporter(),
    instrument: { http: true, query: true, workflows: true, db: true },
  })
  return true
}
