import { useMutation } from "@tanstack/react-query"
import type { ContactForm } from "../utils/contact-rules"
import { sendContactMessage } from "./contact-api"

/** POST /api/contact. */
export const useSendContactMessage = () => useMutation({ mutationFn: (form: ContactForm) => sendContactMessage(form) })
