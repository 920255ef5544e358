import { defineConfig, type ProxyOptions } from "vite"
import { reactRouter } from "@react-router/dev/vite"
import { fileURLToPath, URL } from "node:url"
import { shellChunk, stylesheetOrder } from "./client-bundle"

/**
 * The storefront talks to the backend on its own origin (no CORS, no key or
 * URL baked into the bundle). In watch mode (`react-router dev`) Vite forwards
 * these prefixes to Medusa; the built app's server.mjs does the same under
 * `npm start` and the tests, and nginx in production.
 */
const backendUrl = process.env.BACKEND_URL || "http://localhost:9000"

const toBackend: ProxyOptions = { target: backendUrl, changeOrigin: true }

// Regex keys so that pages are never swallowed: "/auth" itself is the
// storefront's sign-in page, only "/auth/..." belongs to Medusa.
const proxy: Record<string, ProxyOptions> = {
  "^/api(/|$)": toBackend,
  "^/store(/|$)": toBackend,
  "^/static(/|$)": toBackend,
  "^/auth/": toBackend,
  // The Medusa admin, so the dashboard's link works on the storefront's origin as it does behind nginx.
  "^/app(/|$)": toBackend,
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), stylesheetOrder()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy },
  build: {
    // One stylesheet for every page (client-bundle.ts). Set for the server build too:
    // React Router reads it there when it names the root route's stylesheet.
    cssCodeSplit: false,
    // The server bundle stays one file; only the browser's is cut (client-bundle.ts).
    ...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: shellChunk(), experimentalMinChunkSize: 5_000 } } }),
  },
}))
