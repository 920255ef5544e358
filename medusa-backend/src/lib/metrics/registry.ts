import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client"

/**
 * The backend's Prometheus metrics (GET /metrics). Request metrics are counted by
 * this process; the shop's facts (orders, payments, e-mails) are read from the
 * database at each scrape, so every replica reports the same, restarts lose
 * nothing, and what the worker did counts too. Process memory and CPU come from
 * prom-client's defaults (the soak watches them).
 */
export const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const httpRequests = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
})

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Gauge<L>({ name, help, labelNames, registers: [registry] })

export const shopGauges = {
  orders: gauge("sugandh_orders_placed", "Orders placed (not deleted), by payment method, as the database counts them", ["payment_method"]),
  paymentConfirmations: gauge("sugandh_payment_confirmations", "Orders whose payment the operator confirmed"),
  paymentExpiries: gauge("sugandh_payment_expiries", "Orders cancelled by the unpaid-orders job (payment not received)"),
  codConfirmations: gauge("sugandh_cod_confirmations", "Cash-on-delivery orders confirmed, by who confirmed (customer, link, admin)", [
    "by",
  ]),
  emails: gauge("sugandh_emails", "E-mail notifications by status (success = sent, failure = failed, pending)", ["status"]),
  jobLastSuccess: gauge("sugandh_job_last_success_timestamp_seconds", "When each scheduled job last succeeded (Unix time)", [
    "scheduled_job",
  ]),
  jobLastDuration: gauge("sugandh_job_last_duration_seconds", "How long each scheduled job's last successful run took", ["scheduled_job"]),
  jobStale: gauge("sugandh_job_stale", "1 when a scheduled job has not succeeded for three of its intervals", ["scheduled_job"]),
  eventQueueWaiting: gauge("sugandh_event_queue_waiting_jobs", "Events waiting in Medusa's Redis event queue"),
  dbPool: gauge("sugandh_db_pool_connections", "This process's database pool: used, free, pending acquisitions, max", ["state"]),
  up: gauge("sugandh_metrics_source_up", "1 when the scrape could read the source (database, redis, jobs)", ["source"]),
}
