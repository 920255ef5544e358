import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"

// Placeholder replaced by the seed work: see src/lib/store-settings.ts once it exists.
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.json({ storeName: process.env.STORE_NAME || "Sugandh" })
}
