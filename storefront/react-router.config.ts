import type { Config } from "@react-router/dev/config"

/**
 * React Router's framework mode: public pages render on the server (loaders
 * fetch the same queries the pages read), one-person pages after hydration
 * (clientLoader + HydrateFallback). The build goes to dist/client (browser
 * assets) and dist/server (the request handler server.mjs runs);
 * client-bundle.ts says how the browser's files are cut (vite.config.ts).
 */
export default {
  appDirectory: "src/app",
  buildDirectory: "dist",
  ssr: true,
} satisfies Config
