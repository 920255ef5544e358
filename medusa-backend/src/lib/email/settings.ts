/** Store identity used in e-mails; read from the environment on each call so tests can change it. */
export type StoreSettings = {
  storeName: string
  storeEmail: string
  storePhone: string
  storefrontUrl: string
}

export function storeSettings(env: NodeJS.ProcessEnv = process.env): StoreSettings {
  return {
    storeName: env.STORE_NAME || "Sugandh",
    storeEmail: env.STORE_EMAIL || "care@sugandh.example",
    storePhone: env.STORE_PHONE || "+91 98765 43210",
    storefrontUrl: (env.STOREFRONT_URL || "http://localhost:5173").replace(/\/+$/, ""),
  }
}
