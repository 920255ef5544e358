// @ts-check
import { execFile, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { BACKEND_DIR, freePort } from "./medusa-process.mjs"

/**
 * The `web` service's nginx (deploy/nginx/storefront.conf.template) run for
 * real outside Docker: the template rendered as the nginx image renders it
 * (envsubst of BACKEND_UPSTREAM, STOREFRONT_UPSTREAM and SERVER_NAME only).
 * Only the listening port, the file paths and, for several backend
 * processes, the upstream's server lines differ from the containers.
 */
const run = promisify(execFile)
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p))
const TEMPLATE = path.resolve(BACKEND_DIR, "../deploy/nginx/storefront.conf.template")
const BACKENDS_MARK = "__SUGANDH_BACKENDS__"

/** envsubst with an explicit list, as the nginx image does: nginx's own $variables stay. @param {Record<string, string>} vars */
async function render(vars) {
  const list = Object.keys(vars)
    .map((k) => `\${${k}}`)
    .join(" ")
  const child = spawn("envsubst", [list], { env: { ...process.env, ...vars } })
  let out = ""
  child.stdout.on("data", (d) => (out += d))
  child.stdin.end(fs.readFileSync(TEMPLATE, "utf8"))
  await new Promise((resolve, reject) =>
    child.on("exit", (code) => (code === 0 ? resolve(undefined) : reject(new Error(`envsubst ${code}`))))
  )
  return out
}

/**
 * Starts nginx on 127.0.0.1 and waits for /healthz. The shop's host is 127.0.0.1 (what fetch sends as Host).
 * @param {object} options
 * @param {string[]} options.backends host:port of each backend server process (Docker's DNS lists every replica)
 * @param {string} options.storefront host:port of the storefront's Node server
 * @param {number} [options.port]
 * @param {boolean} [options.serviceListener] also listen on `serviceUrl`, proxying everything to the same backend
 *   upstream: the stand-in for compose's `backend-server` service name, which the storefront's loaders call
 * @returns {Promise<{ base: string, serviceUrl: string | null, dir: string, port: number, pid: number | undefined, stop(): Promise<void> }>}
 */
export async function startNginx({ backends, storefront, port, serviceListener = false }) {
  if (!NGINX) throw new Error("no nginx binary (apt-get install nginx-light)")
  port = port ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-nginx-"))
  const servicePort = serviceListener ? await freePort() : null
  const site = (await render({ BACKEND_UPSTREAM: BACKENDS_MARK, STOREFRONT_UPSTREAM: storefront, SERVER_NAME: "127.0.0.1" }))
    .replace(`server ${BACKENDS_MARK};`, backends.map((b) => `server ${b};`).join("\n    "))
    .replace(/listen 80( default_server)?;/g, (_m, flag) => `listen 127.0.0.1:${port}${flag ?? ""};`)
    .replace("/var/cache/nginx/pages", path.join(dir, "pages"))
    .replace("/var/log/nginx/access.log", path.join(dir, "access.log"))
  const service = servicePort
    ? `server {
  listen 127.0.0.1:${servicePort};
  location / {
    proxy_pass http://sugandh_backend;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
  }
}`
    : ""
  fs.writeFileSync(path.join(dir, "site.conf"), `${site}\n${service}\n`)
  const temp = (/** @type {string} */ name) => `${name} ${path.join(dir, name.replace(/_path$/, ""))};`
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${["client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path", "scgi_temp_path"].map(temp).join("\n  ")}
  include ${path.join(dir, "site.conf")};
}
`
  )
  await run(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")])
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" })
  const exited = new Promise((resolve) => child.on("exit", resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM")
      await exited
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok)
        return {
          base: `http://127.0.0.1:${port}`,
          serviceUrl: servicePort ? `http://127.0.0.1:${servicePort}` : null,
          dir,
          port,
          stop,
          pid: child.pid,
        }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const log = fs.readFileSync(path.join(dir, "error.log"), "utf8")
  child.kill("SIGKILL")
  await stop()
  throw new Error(`nginx did not start:\n${log}`)
}
