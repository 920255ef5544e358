// @ts-check
// docker-compose.yml as Docker would read it: `docker-compose config` (Debian's
// docker-compose needs no engine) resolves the env file, anchors and
// variables, and we check the production shape on its output.
import assert from "node:assert/strict"
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { describe, it } from "node:test"
import { parse } from "yaml"
import { BACKEND_DIR } from "./lib/medusa-process.mjs"

const ROOT = path.resolve(BACKEND_DIR, "..")
const run = promisify(execFile)

/** @returns {Promise<[command: string, args: string[]] | null>} */
async function composeCommand() {
  /** @type {Array<[string, string[]]>} */
  const candidates = [
    ["docker-compose", []],
    ["docker", ["compose"]],
  ]
  for (const [cmd, args] of candidates) {
    try {
      await run(cmd, [...args, "version"])
      return [cmd, args]
    } catch {
      // not installed (docker without the compose plugin also lands here)
    }
  }
  return null
}

const compose = await composeCommand()
if (!compose)
  console.log("# SKIP compose validation: neither docker-compose nor `docker compose` is installed (apt-get install docker-compose)")

/** The compose command; called only inside the suite, which is skipped without one. */
function composeArgv() {
  if (!compose) throw new Error("no docker-compose")
  return compose
}

/** Runs `config` in a copy of the project's compose setup, with the example env file as .env.production. */
async function resolvedConfig(envOverrides = {}, composeOptions = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-compose-"))
  try {
    fs.copyFileSync(path.join(ROOT, "docker-compose.yml"), path.join(dir, "docker-compose.yml"))
    const example = fs.readFileSync(path.join(ROOT, "deploy/production.env.example"), "utf8")
    const extra = Object.entries(envOverrides)
      .map(([k, v]) => `${k}=${v}`)
      .join("\n")
    fs.writeFileSync(path.join(dir, ".env.production"), `${example}\n${extra}\n`)
    const [cmd, args] = composeArgv()
    // The monitoring profile's files are mounted from deploy/monitoring (relative to the compose file).
    fs.cpSync(path.join(ROOT, "deploy/monitoring"), path.join(dir, "deploy/monitoring"), { recursive: true })
    const { stdout } = await run(cmd, [...args, "--env-file", ".env.production", ...composeOptions, "config"], { cwd: dir })
    return parse(stdout)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

describe("docker-compose.yml", { skip: !compose && "no docker-compose" }, () => {
  it("validates and has the production services", async () => {
    const config = await resolvedConfig()
    // docker-compose v1 lists the services of every profile; the compose plugin only the active ones.
    const always = Object.entries(config.services).filter(([, service]) => !service.profiles?.length)
    assert.deepEqual(always.map(([name]) => name).sort(), [
      "backend-server",
      "backend-worker",
      "backup",
      "postgres",
      "redis",
      "storefront",
      "web",
    ])
    for (const [name, service] of always) {
      assert.ok(service.healthcheck?.test, `${name} has a health check`)
      assert.ok(["always", "unless-stopped", "on-failure"].includes(service.restart), `${name} restarts`)
    }
    assert.match(config.services.postgres.image, /^postgres:16/)
    assert.match(config.services.redis.image, /^redis:7/)
    assert.ok(
      config.services.postgres.volumes.some((v) => (v.source ?? v).toString().startsWith("pgdata")),
      "named volume for PostgreSQL"
    )
    assert.ok("pgdata" in config.volumes)
  })

  it("splits the backend into server and worker modes on the same database and Redis", async () => {
    const { services } = await resolvedConfig()
    const server = services["backend-server"].environment
    const worker = services["backend-worker"].environment
    assert.equal(server.MEDUSA_WORKER_MODE, "server")
    assert.equal(worker.MEDUSA_WORKER_MODE, "worker")
    assert.equal(worker.DISABLE_MEDUSA_ADMIN, "true", "the admin is served by servers only")
    assert.notEqual(server.DISABLE_MEDUSA_ADMIN, "true")
    assert.equal(server.DATABASE_URL, worker.DATABASE_URL)
    assert.equal(server.REDIS_URL, worker.REDIS_URL)
    assert.equal(server.NODE_ENV, "production")
    // Replicas must not claim a fixed host port, or --scale would collide.
    assert.equal(services["backend-server"].ports, undefined)
    assert.equal(services.web.environment.BACKEND_UPSTREAM, "backend-server:9000")
  })

  it("renders pages in a scalable storefront service behind nginx, reading the backend over the internal network", async () => {
    const { services } = await resolvedConfig()
    const storefront = services.storefront
    assert.equal(storefront.ports, undefined, "no host port: --scale storefront=3 must not collide")
    assert.equal(storefront.environment.BACKEND_URL, "http://backend-server:9000")
    assert.equal(storefront.environment.PUBLIC_URL, "https://shop.example.com", "absolute links use the public address")
    assert.ok(storefront.healthcheck.test.join(" ").includes("/healthz"))
    assert.ok(storefront.stop_grace_period, "time to finish requests in flight on SIGTERM")
    assert.equal(services.web.environment.STOREFRONT_UPSTREAM, "storefront:3000")
    assert.equal(services.web.environment.SERVER_NAME, "shop.example.com", "nginx answers for the shop's host only")
    assert.ok(Object.keys(services.web.depends_on).includes("storefront"))
    assert.ok(services.web.ports.length === 1, "nginx is the one public port")
    const dockerfile = fs.readFileSync(path.join(ROOT, "storefront/Dockerfile"), "utf8")
    assert.deepEqual(
      JSON.parse(dockerfile.match(/^CMD (\[.*\])$/m)?.[1] ?? "null"),
      ["node", "server.mjs"],
      "node is PID 1 and gets SIGTERM"
    )
    assert.match(dockerfile, /^USER node$/m)
  })

  it("backs up on a schedule (daily by default, 14 kept) the same database and upload volumes the backend uses", async () => {
    const { services, volumes } = await resolvedConfig()
    const backup = services.backup
    assert.equal(backup.environment.DATABASE_URL, services["backend-server"].environment.DATABASE_URL)
    assert.equal(backup.environment.BACKUP_CRON, "30 20 * * *")
    assert.equal(backup.environment.BACKUP_KEEP, "14")
    // docker-compose v1 answers "source:target:mode", the compose plugin { source, target }.
    const mount = (v) => (typeof v === "string" ? { source: v.split(":")[0], target: v.split(":")[1] } : v)
    const mounts = Object.fromEntries(backup.volumes.map(mount).map((v) => [v.target, v.source]))
    const backendMounts = Object.fromEntries(services["backend-server"].volumes.map(mount).map((v) => [v.source, v.target]))
    assert.equal(mounts["/backups"], "backups")
    assert.ok("backups" in volumes)
    // The backup's folders are the backend's two upload volumes, where the image's commands look (Dockerfile ENV).
    const dockerfile = fs.readFileSync(path.join(ROOT, "deploy/backup/Dockerfile"), "utf8")
    for (const [volume, envName] of [
      ["uploads", "UPLOADS_DIR"],
      ["private-uploads", "PRIVATE_UPLOADS_DIR"],
    ]) {
      assert.ok(backendMounts[volume], `the backend mounts ${volume}`)
      assert.match(dockerfile, new RegExp(`${envName}=${Object.entries(mounts).find(([, source]) => source === volume)?.[0]}\\b`))
    }
    // Its pg_dump is the database's own major version.
    assert.equal(dockerfile.match(/^FROM (\S+)/m)?.[1], services.postgres.image)
    // Every file the image copies exists (a moved script would only show in a Docker build).
    for (const [, sources] of dockerfile.matchAll(/^COPY (?!--)(.+) \S+$/gm))
      for (const source of sources.split(" ")) assert.ok(fs.existsSync(path.join(ROOT, source)), source)
    const custom = await resolvedConfig({ BACKUP_CRON: "0 */6 * * *", BACKUP_KEEP: "30" })
    assert.equal(custom.services.backup.environment.BACKUP_CRON, "0 */6 * * *")
    assert.equal(custom.services.backup.environment.BACKUP_KEEP, "30")
  })

  it("has an optional monitoring profile: Prometheus scraping every backend and storefront server, Grafana with the shop's dashboard", async () => {
    const { services } = await resolvedConfig({}, ["--profile", "monitoring"])
    const { prometheus, grafana } = services
    assert.deepEqual(prometheus.profiles, ["monitoring"])
    assert.deepEqual(grafana.profiles, ["monitoring"])
    assert.ok(prometheus.healthcheck?.test && grafana.healthcheck?.test)
    // The servers let Prometheus in by its fixed address, outside the range Docker hands out (.128/25).
    const address = prometheus.networks.default.ipv4_address
    assert.match(address, /^172\.30\.0\.(\d+)$/)
    assert.ok(Number(address.split(".")[3]) < 128, address)
    assert.equal(services["backend-server"].environment.METRICS_ALLOW_FROM, address)
    assert.equal(services.storefront.environment.METRICS_ALLOW_FROM, address)
    assert.ok(
      grafana.ports.every((p) => String(p.host_ip ?? p).startsWith("127.0.0.1")),
      "Grafana on the host's loopback only"
    )

    const scrape = parse(fs.readFileSync(path.join(ROOT, "deploy/monitoring/prometheus.yml"), "utf8")).scrape_configs
    const targets = Object.fromEntries(scrape.map((job) => [job.job_name, job.dns_sd_configs[0]]))
    assert.deepEqual(targets.backend, { names: ["backend-server"], type: "A", port: 9000 })
    assert.deepEqual(targets.storefront, { names: ["storefront"], type: "A", port: 3000 })

    // The dashboard asks only for metrics the servers export, from the provisioned data source.
    const dashboard = JSON.parse(fs.readFileSync(path.join(ROOT, "deploy/monitoring/grafana/dashboards/sugandh.json"), "utf8"))
    assert.deepEqual(
      dashboard.panels.map((panel) => panel.title),
      ["Orders per hour", "5xx rate", "p95 response time", "Scheduled jobs: time since last success"]
    )
    const exported = [
      fs.readFileSync(path.join(BACKEND_DIR, "src/lib/metrics/registry.ts"), "utf8"),
      fs.readFileSync(path.join(ROOT, "storefront/server-metrics.mjs"), "utf8"),
    ].join("\n")
    const datasourceFile = path.join(ROOT, "deploy/monitoring/grafana/provisioning/datasources/prometheus.yml")
    const datasource = parse(fs.readFileSync(datasourceFile, "utf8")).datasources[0]
    let checked = 0
    for (const panel of dashboard.panels) {
      assert.equal(panel.datasource.uid, datasource.uid, panel.title)
      for (const { expr } of panel.targets) {
        for (const [, metric] of expr.matchAll(/\b((?:http|sugandh)_[a-z_]+?)(?:_bucket)?[[{()\s]/g)) {
          assert.ok(exported.includes(`"${metric}"`), `${panel.title}: ${metric} is exported`)
          checked++
        }
      }
    }
    assert.ok(checked >= 5, `${checked} metric names checked`)
  })

  it("the backend image runs medusa itself as PID 1, so Docker's SIGTERM reaches it", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, "medusa-backend/Dockerfile"), "utf8")
    const cmd = JSON.parse(dockerfile.match(/^CMD (\[.*\])$/m)?.[1] ?? "null")
    // npx/npm would be PID 1 and exit on SIGTERM, leaving medusa to be killed without draining.
    assert.match(cmd[0], /node_modules\/\.bin\/medusa$|^node$/)
    assert.equal(cmd.at(-1), "start")
  })

  it("the backend believes X-Forwarded-For only from its own network's containers, not the gateway", async () => {
    const { services, networks } = await resolvedConfig()
    assert.equal(services["backend-server"].environment.TRUSTED_PROXIES, "172.30.0.128/25")
    assert.deepEqual(networks.default.ipam.config, [{ subnet: "172.30.0.0/24", ip_range: "172.30.0.128/25", gateway: "172.30.0.1" }])
    const behindBalancer = await resolvedConfig({ TRUSTED_PROXIES: "172.30.0.128/25,203.0.113.10" })
    assert.equal(behindBalancer.services["backend-server"].environment.TRUSTED_PROXIES, "172.30.0.128/25,203.0.113.10")
  })

  it("takes secrets from the env file and refuses to start without a database password", async () => {
    const { services } = await resolvedConfig({ POSTGRES_PASSWORD: "from-the-env-file" })
    assert.match(services["backend-server"].environment.DATABASE_URL, /:from-the-env-file@postgres:5432\//)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sugandh-compose-"))
    try {
      fs.copyFileSync(path.join(ROOT, "docker-compose.yml"), path.join(dir, "docker-compose.yml"))
      fs.writeFileSync(path.join(dir, ".env.production"), "JWT_SECRET=x\n")
      const [cmd, args] = composeArgv()
      await assert.rejects(run(cmd, [...args, "--env-file", ".env.production", "config"], { cwd: dir }), /POSTGRES_PASSWORD/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
