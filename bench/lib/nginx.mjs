// @ts-check
// The production nginx configuration (deploy/nginx/storefront.conf.template), run
// here with Debian's nginx in front of a running storefront and backend: its page
// cache, gzip and headers, as the shop is served in production (without TLS).
// The rendering and start-up are the process tests' (medusa-backend/process-tests/lib/nginx.mjs).
import { startNginx as start } from "../../medusa-backend/process-tests/lib/nginx.mjs"

/**
 * Starts nginx on 127.0.0.1:port and waits until it answers.
 * @param {{ storefront: string, backend: string, port?: number }} options the storefront's and backend's URLs
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>} `base` is the URL to ask (nginx answers only for SERVER_NAME 127.0.0.1)
 */
export async function startNginx({ storefront, backend, port = 4390 }) {
  return start({ backends: [new URL(backend).host], storefront: new URL(storefront).host, port })
}
