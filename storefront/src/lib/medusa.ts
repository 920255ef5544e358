import Medusa from "@medusajs/js-sdk"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback } from "react"
import { configQueryOptions, type StoreConfig } from "./config"

/**
 * The Medusa JS SDK for the Store API (catalogue). It talks to our own
 * origin (proxied to the backend) with the publishable key served by
 * /api/config. Our /api bearer token is separate (see ./api.ts), so the SDK
 * keeps no token of its own.
 */
let cached: { key: string; sdk: Medusa } | null = null

export function getMedusaClient(publishableKey: string): Medusa {
  if (cached?.key !== publishableKey) {
    cached = {
      key: publishableKey,
      sdk: new Medusa({
        baseUrl: window.location.origin,
        publishableKey,
        auth: { type: "jwt", jwtTokenStorageMethod: "nostore" },
      }),
    }
  }
  return cached.sdk
}

export type StoreClient = { sdk: Medusa; config: StoreConfig }

export class StoreNotConfiguredError extends Error {
  constructor() {
    super("The shop is not fully configured yet (no publishable key or region).")
    this.name = "StoreNotConfiguredError"
  }
}

/**
 * Returns a function for query functions: it waits for the config (fetching
 * it if needed, so a retry also retries a failed config load) and hands back
 * a ready SDK with the region to price in.
 */
export function useStoreClient(): () => Promise<StoreClient> {
  const queryClient = useQueryClient()
  return useCallback(async () => {
    const config = await queryClient.ensureQueryData(configQueryOptions)
    if (!config.publishableKey || !config.regionId) {
      throw new StoreNotConfiguredError()
    }
    return { sdk: getMedusaClient(config.publishableKey), config }
  }, [queryClient])
}
