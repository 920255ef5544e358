import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Client } from "pg"

type MedusaRunnerOptions = Parameters<typeof medusaIntegrationTestRunner>[0]

/**
 * What a test file starts from, copied from a template made once per run
 * (integration-tests/template-databases.js):
 * - "seeded": the shop as `npm start` seeds it (region, catalogue, stock, promotions, demo accounts);
 * - "migrated": every migration and search index, no rows (files that test the seed or an empty shop).
 */
export type StartingDatabase = "seeded" | "migrated"

let filesInThisWorker = 0

function templateName(from: StartingDatabase): string {
  const name = from === "seeded" ? process.env.IT_TEMPLATE_SEEDED : process.env.IT_TEMPLATE_MIGRATED
  if (!name) throw new Error("No template database: run the integration layer through jest's globalSetup (jest.config.js)")
  return name
}

async function copyTemplate(template: string, database: string) {
  // The same connection settings Medusa's runner reads (DB_HOST, DB_PORT, DB_USERNAME, DB_PASSWORD).
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: "postgres",
  })
  await client.connect()
  try {
    await client.query(`drop database if exists "${database}" with (force)`)
    await client.query(`create database "${database}" template "${template}"`)
  } finally {
    await client.end()
  }
}

/**
 * Medusa's integration test runner on a copy of a migrated template instead of an
 * empty database: Medusa's runner keeps a database that already exists, so its
 * migration, link and search-index steps find nothing left to do, and its
 * snapshot/restore between tests is unchanged. Each file gets its own database, so
 * files run on several jest workers at once.
 */
export function integrationTestRunner({ from, ...options }: Omit<MedusaRunnerOptions, "dbName"> & { from: StartingDatabase }) {
  filesInThisWorker += 1
  const dbName = `sugandh_it_${process.pid}_${filesInThisWorker}`
  return medusaIntegrationTestRunner({
    ...options,
    dbName,
    hooks: {
      ...options.hooks,
      beforeServerStart: async (container) => {
        await copyTemplate(templateName(from), dbName)
        await options.hooks?.beforeServerStart?.(container)
      },
    },
  })
}
