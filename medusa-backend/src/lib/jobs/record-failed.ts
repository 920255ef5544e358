import type { Logger } from "@medusajs/framework/types"

/** What a job does when its run could not be recorded (Redis away): log it and go on. */
export const recordFailed = (logger: Logger) => (error: Error) => logger.warn(`Could not record the job run: ${error.message}`)
