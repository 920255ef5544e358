import { api } from "@/lib/api"
import type { LazyAnswer } from "@/lib/answers"

// Five 5 MB images take a while on a slow line; the JSON client's 15 s is too short.
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * POST of a multipart form (product images, a statement CSV): the API
 * client sends FormData as it is, with the same bearer token, answer parsing
 * (the contract's schema) and ApiError shapes as every other call, only with
 * a longer timeout.
 */
export const postForm = <T>(path: string, form: FormData, answer: LazyAnswer<T>) =>
  api.post(path, form, { timeoutMs: UPLOAD_TIMEOUT_MS, answer })
