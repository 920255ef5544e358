import { ContactAnswerSchema } from "@/lib/answers"
import { api } from "@/lib/api"
import type { ContactForm } from "../utils/contact-rules"

export const sendContactMessage = (form: ContactForm) =>
  api.post(
    "/contact",
    {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim() || undefined,
      subject: form.subject,
      message: form.message.trim(),
    },
    { answer: ContactAnswerSchema }
  )
