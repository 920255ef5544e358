const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// The tests run the scheduled jobs themselves: none fires on the clock mid-test (lib/jobs/job-schedule.ts).
process.env.SCHEDULED_JOBS ??= "off"
