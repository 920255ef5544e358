// @ts-check
// The production nginx configuration (deploy/nginx/storefront.conf.template), run
// here with Debian's nginx in front of a running storefront and backend: its page
// cache, gzip and headers, as the shop is served in production (without TLS).
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..")

/**
 * Starts nginx on 127.0.0.1:port and waits until it answers.
 * @param {{ storefront: string, backend: string, port?: number }} options the storefront's and backend's URLs
 * @returns {Promise<{ base: string, stop: () => void }>} `base` is the URL to ask (nginx answers only for SERVER_NAME 127.0.0.1)
 */
export async function startNginx({ storefront, backend, port = 4390 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"))
  /** @type {Record<string, string>} */
  const vars = { BACKEND_UPSTREAM: new URL(backend).host, STOREFRONT_UPSTREAM: new URL(storefront).host, SERVER_NAME: "127.0.0.1" }
  const site = execFileSync(
    "envsubst",
    [
      Object.keys(vars)
        .map((k) => `\${${k}}`)
        .join(" "),
    ],
    {
      input: fs.readFileSync(path.join(ROOT, "deploy/nginx/storefront.conf.template"), "utf8"),
      env: { ...process.env, ...vars },
    }
  )
    .toString()
    .replace(/listen 80( default_server)?;/g, (_m, flag) => `listen 127.0.0.1:${port}${flag ?? ""};`)
    .replace("/var/cache/nginx/pages", path.join(dir, "pages"))
    .replace("/var/log/nginx/access.log", path.join(dir, "access.log"))
  fs.writeFileSync(path.join(dir, "site.conf"), site)
  /** @param {string} name */
  const temp = (name) => `${name} ${path.join(dir, name)};`
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;" : ""}\nworker_processes 1;\npid ${path.join(dir, "nginx.pid")};\nerror_log ${path.join(dir, "error.log")} warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  ${["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(temp).join("\n  ")}\n  include ${path.join(dir, "site.conf")};\n}\n`
  )
  const child = spawn("/usr/sbin/nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" })
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return { base: `http://127.0.0.1:${port}`, stop: () => (child.kill("SIGTERM"), fs.rmSync(dir, { recursive: true, force: true })) }
}
