import { defineConfig, type ProxyOptions } from "vite"
import react from "@vitejs/plugin-react"
import { fileURLToPath, URL } from "node:url"
import { inlineEntryCss } from "./build/inline-entry-css"
import { securityHeaders } from "./security-headers"

/**
 * The storefront talks to the backend on its own origin (no CORS, no key or
 * URL baked into the bundle): dev and preview servers forward these prefixes
 * to Medusa. In containers nginx does the same.
 */
const backendUrl = process.env.BACKEND_URL || "http://localhost:9000"

const toBackend: ProxyOptions = { target: backendUrl, changeOrigin: true }

// Regex keys so that SPA pages are never swallowed: "/auth" itself is the
// storefront's sign-in page, only "/auth/..." belongs to Medusa.
const proxy: Record<string, ProxyOptions> = {
  "^/api(/|$)": toBackend,
  "^/store(/|$)": toBackend,
  "^/static(/|$)": toBackend,
  "^/auth/": toBackend,
  // The Medusa admin, so the dashboard's link works on the storefront's origin as it does behind nginx.
  "^/app(/|$)": toBackend,
}

const server = { port: 5173, strictPort: true, proxy }

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server,
  preview: { ...server, headers: securityHeaders() },
})
