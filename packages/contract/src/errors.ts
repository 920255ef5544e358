import { z } from "zod"

/** One refused field of a request: the message shown beside it and the field's dotted path ("shippingAddress.zipCode"). */
export const FieldErrorSchema = z.object({ msg: z.string(), path: z.string() })
export type FieldError = z.infer<typeof FieldErrorSchema>

/**
 * Every refused /api call answers `{ message, errors?, ...extra }`: the message to
 * show, the field errors when fields were refused, and the extra fields a call
 * documents (isGoogleAccount, available, items ...), which pass through.
 */
export const ErrorAnswerSchema = z.looseObject({
  message: z.string(),
  errors: z.array(FieldErrorSchema).optional(),
})
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>
