import { defineConfig, loadEnv, Modules } from "@medusajs/framework/utils"
import { assertProductionSettings } from "./src/lib/production-settings"
import { backendUrl as backendUrlFromEnv } from "./src/lib/backend-url"
import { shiprocketOptionsFromEnv } from "./src/modules/providers/fulfillment-shiprocket/settings"
import { razorpayProviders } from "./src/modules/providers/payment-razorpay/settings"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const isProduction = process.env.NODE_ENV === "production"

/** Shortest secret accepted in production: 32 characters (e.g. `openssl rand -base64 48`). */
const MIN_SECRET_LENGTH = 32

/**
 * Values published in this repository or in Medusa's docs: anyone can sign
 * tokens with them. Compared lower-cased; "change-me…" is matched as a prefix.
 */
const PUBLISHED_SECRETS = new Set([
  "sugandh-dev-jwt_secret",
  "sugandh-dev-cookie_secret",
  "supersecret",
  "secret",
  "process-tests-jwt-secret",
  "process-tests-cookie-secret",
])

/**
 * Secrets have development defaults so `npm start` works on a fresh clone;
 * in production a missing, short or published secret must stop start-up
 * instead of silently signing tokens with a guessable value.
 */
function secret(name: "JWT_SECRET" | "COOKIE_SECRET"): string {
  const value = process.env[name]
  if (!isProduction) {
    return value || `sugandh-dev-${name.toLowerCase()}`
  }
  const how = `Set ${name} to a long random string (for example: openssl rand -base64 48) before starting in production (NODE_ENV=production).`
  if (!value) {
    throw new Error(`${name} is not set. ${how}`)
  }
  const lower = value.trim().toLowerCase()
  if (lower.startsWith("change-me") || lower.startsWith("changeme") || PUBLISHED_SECRETS.has(lower)) {
    throw new Error(`${name} is a published example value. ${how}`)
  }
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(`${name} is shorter than ${MIN_SECRET_LENGTH} characters. ${how}`)
  }
  return value
}

// The same stop for the shop's GSTIN, legal name, UPI and bank details: never the examples in production.
assertProductionSettings()

const storefrontUrl = process.env.STOREFRONT_URL || "http://localhost:5173"
const backendUrl = backendUrlFromEnv()
const redisUrl = process.env.REDIS_URL
// Shiprocket only when its API user is set (SHIPROCKET_EMAIL/PASSWORD/PICKUP_LOCATION); off by default.
const shiprocketOptions = shiprocketOptionsFromEnv()

const storeCors = process.env.STORE_CORS || `${storefrontUrl},http://127.0.0.1:5173,http://localhost:4173`
const adminCors = process.env.ADMIN_CORS || `${backendUrl},http://127.0.0.1:9000`
const authCors = process.env.AUTH_CORS || `${storeCors},${adminCors}`

/** Medusa's Redis-backed infrastructure modules, used when REDIS_URL is set so several instances can share work. */
const redisModules = redisUrl
  ? [
      {
        key: Modules.EVENT_BUS,
        resolve: "@medusajs/medusa/event-bus-redis",
        options: {
          redisUrl,
          jobOptions: {
            removeOnComplete: { age: 3600, count: 1000 },
            removeOnFail: { age: 3600, count: 1000 },
          },
          // BullMQ runs one job at a time by default. The search index gathers the
          // events of a short window into one rewrite (lib/search/batched-rewrites.ts),
          // which only works when a worker has several events in hand at once.
          workerOptions: { concurrency: 20 },
        },
      },
      {
        key: Modules.WORKFLOW_ENGINE,
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl } },
      },
      {
        key: Modules.LOCKING,
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
      {
        key: Modules.CACHING,
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/caching-redis",
              id: "caching-redis",
              is_default: true,
              options: { redisUrl },
            },
          ],
        },
      },
    ]
  : []

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    workerMode: (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") || "shared",
    http: {
      storeCors,
      adminCors,
      authCors,
      // The only actor types and providers of Medusa's /auth routes: operators (the Medusa admin)
      // and shoppers (the JS SDK) sign in with e-mail and password. Google sign-in is ours
      // (/api/auth/google/*), not a Medusa provider. Medusa still serves actor types this map
      // does not name, so src/api/cross-cutting/medusa-auth.ts refuses every other
      // /auth/{actor}/{provider} (and deploy/nginx forwards the same list).
      authMethodsPerActor: { user: ["emailpass"], customer: ["emailpass"] },
      jwtSecret: secret("JWT_SECRET"),
      cookieSecret: secret("COOKIE_SECRET"),
      // gzip JSON answers (the catalogue is ~106 KB raw, ~14 KB gzipped); nginx passes encoded answers through.
      compression: { enabled: true },
    },
    // The Medusa admin (/app) is served from the backend's own origin, so its
    // session cookie never needs to travel on a cross-site request: Strict
    // (Medusa's default is Lax). Secure stays Medusa's production default.
    cookieOptions: { sameSite: "strict" },
  },
  admin: {
    path: "/app",
    // The admin is served from the backend's own origin, so it calls the backend relative to its page
    // ("/", as src/admin/lib/sdk.ts does): one build works on any host and port (npm start, the e2e
    // stack, the Docker image behind nginx). Set MEDUSA_ADMIN_BACKEND_URL only for an admin hosted elsewhere.
    backendUrl: process.env.MEDUSA_ADMIN_BACKEND_URL || "/",
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true",
  },
  modules: [
    ...redisModules,
    {
      key: Modules.FILE,
      resolve: "@medusajs/medusa/file",
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/file-local",
            id: "local",
            // Files live in uploads/ but keep /static URLs: Medusa's express.static (on static/)
            // finds nothing there and src/api/static/[name] serves them with a sandbox CSP.
            // Private files (the Medusa admin's product exports, keys "private-…") live apart in
            // private-uploads/, never served by /static: /static/private-… redirects to
            // /api/admin/private-files/…, which only a signed-in operator may read.
            // UPLOADS_DIR / PRIVATE_UPLOADS_DIR move them (the backup and restore commands read the same two).
            options: {
              upload_dir: process.env.UPLOADS_DIR || "uploads",
              private_upload_dir: process.env.PRIVATE_UPLOADS_DIR || "private-uploads",
              backend_url: `${backendUrl}/static`,
            },
          },
        ],
      },
    },
    {
      key: Modules.NOTIFICATION,
      resolve: "@medusajs/medusa/notification",
      options: {
        // Real e-mail through SMTP when SMTP_URL is set; otherwise the local provider logs each message.
        // Either way the Notification module stores every notification.
        providers: [
          process.env.SMTP_URL
            ? {
                resolve: "./src/modules/providers/notification-smtp",
                id: "smtp",
                options: {
                  channels: ["email"],
                  smtp_url: process.env.SMTP_URL,
                  from:
                    process.env.MAIL_FROM ||
                    `${process.env.STORE_NAME || "Sugandh"} <${process.env.STORE_EMAIL || "care@sugandh.example"}>`,
                },
              }
            : {
                resolve: "@medusajs/medusa/notification-local",
                id: "local",
                options: { channels: ["email"] },
              },
        ],
      },
    },
    {
      key: Modules.PAYMENT,
      resolve: "@medusajs/medusa/payment",
      options: {
        // Manual payments (UPI QR and bank transfer), captured when an operator confirms the money arrived.
        // Registers pp_upi-qr_sugandh and pp_bank-transfer_sugandh; settings come from STORE_UPI_* / STORE_BANK_* env.
        // Razorpay (pp_razorpay_sugandh) only when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set: without them
        // the shop offers what it offers without any gateway (src/modules/providers/payment-razorpay).
        providers: [{ resolve: "./src/modules/providers/payment-manual-upi", id: "sugandh", options: {} }, ...razorpayProviders()],
        // Medusa handles a gateway's webhook this long after answering it (its default 5 s lets the shopper's
        // own confirmation finish first); tests shorten it.
        ...(Number(process.env.PAYMENT_WEBHOOK_DELAY_MS) > 0 ? { webhook_delay: Number(process.env.PAYMENT_WEBHOOK_DELAY_MS) } : {}),
      },
    },
    {
      key: Modules.FULFILLMENT,
      resolve: "@medusajs/medusa/fulfillment",
      options: {
        // Medusa's manual provider stays registered (manual_manual) for anything created with it;
        // Standard Shipping is priced by our own provider (sugandh-shipping_sugandh): free from a
        // ₹599 subtotal before coupons (src/modules/providers/fulfillment-sugandh).
        providers: [
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          { resolve: "./src/modules/providers/fulfillment-sugandh", id: "sugandh" },
          // Courier bookings through Shiprocket (shiprocket_shiprocket), surface couriers only.
          ...(shiprocketOptions
            ? [{ resolve: "./src/modules/providers/fulfillment-shiprocket", id: "shiprocket", options: shiprocketOptions }]
            : []),
        ],
      },
    },
    {
      key: Modules.TAX,
      resolve: "@medusajs/medusa/tax",
      options: {
        // tp_gst_gst: goods at their category's rate, delivery charges at the principal supply's rate
        // (composite supply; src/modules/providers/tax-gst). Medusa's tp_system stays registered.
        providers: [{ resolve: "./src/modules/providers/tax-gst", id: "gst" }],
      },
    },
    // Single-use, hashed e-mail verification and password reset tokens (src/modules/account-token).
    { resolve: "./src/modules/account-token" },
    // Customers' saved products (src/modules/wishlist), linked to customer and product.
    { resolve: "./src/modules/wishlist" },
    // Every handle a product has had, so links with an earlier one still find it (src/modules/handle-history).
    { resolve: "./src/modules/handle-history" },
    // Community: product reviews, contact messages, newsletter subscribers (src/modules/review|contact|newsletter).
    { resolve: "./src/modules/review" },
    { resolve: "./src/modules/contact" },
    { resolve: "./src/modules/newsletter" },
    // The operator's delivery zones by PIN (days, prepaid, COD) (src/modules/serviceability).
    { resolve: "./src/modules/serviceability" },
    // Catalogue search, listings and facets (src/search/product.ts) on the same PostgreSQL:
    // GIN + ts_rank, pg_trgm typo tolerance, filters and facets. `medusa db:migrate` also
    // migrates the search indexes; worker processes fill them at start and keep them current from events.
    // SEARCH_INDEX=off leaves the module out: only for measuring what keeping the index costs
    // (bench/import-cost.mjs); the storefront cannot list products without it.
    ...(process.env.SEARCH_INDEX === "off"
      ? []
      : [
          {
            key: Modules.SEARCH,
            resolve: "@medusajs/medusa/search",
            options: {
              providers: [{ resolve: "@medusajs/medusa/search-postgres", id: "postgres", options: { language: "english" } }],
            },
          },
        ]),
    // GST tax invoices and credit notes with gap-free number series (src/modules/invoice).
    { resolve: "./src/modules/invoice" },
    // Refunds asked of the one refund entry point, keyed by source; manual ones wait "due" for the operator (src/modules/refund-due).
    { resolve: "./src/modules/refund-due" },
    // Courier scans (webhook and tracking poll) and where each shipment stands (src/modules/courier-scan).
    { resolve: "./src/modules/courier-scan" },
  ],
})
