import { useState, type FormEvent } from "react"
import { apiErrorText } from "@/lib/api"
import { useToast } from "@/components/toast"
import { useFormError } from "@/components/ui/use-form-error"
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields"
import { bindField } from "@/components/ui/bind-field"
import { BusyText } from "@/components/ui/spinner"
import { Alert } from "@/components/ui/alert"
import { Button } from "@/components/ui/button"
import "@/styles/forms.css"
import { useSendContactMessage } from "../api/contact-mutations"
import { CONTACT_SUBJECTS, CONTACT_TEXTS, validateContact, type ContactForm as ContactFormValues } from "../utils/contact-rules"
import { OptionList } from "@/components/ui/option-list"
import styles from "./contact-form.module.css"

/** The message form for a signed-in shopper, prefilled with their name and e-mail. */
export function ContactForm({ prefill }: { prefill: { name: string; email: string } }) {
  const toast = useToast()
  const [form, setForm] = useState<ContactFormValues>({ name: prefill.name, email: prefill.email, phone: "", subject: "", message: "" })
  const send = useSendContactMessage()
  const sending = send.isPending
  const { error, rejects, reportFailure } = useFormError()
  const set = (key: keyof ContactFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rejects(validateContact(form))) return
    send.mutate(form, {
      onSuccess: (answer) => {
        toast.success(answer.message || CONTACT_TEXTS.thanks)
        const email = form.email.trim()
        if (answer.confirmationSent !== false) setTimeout(() => toast.info(CONTACT_TEXTS.confirmation(email)), 2000)
        setForm((f) => ({ ...f, phone: "", subject: "", message: "" }))
      },
      // No answer at all: the client's own reason (network or timeout) is the message. A refusal toasts the
      // server's message plus one toast per entry of its errors list (requirements CON-04).
      onError: (e) =>
        reportFailure(e, {
          failed: CONTACT_TEXTS.failed,
          network: apiErrorText(e, CONTACT_TEXTS.failed),
          messageWithErrors: true,
        }),
    })
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="form__row form__row--2">
        <TextField label="Full name" {...bindField(form, set, "name")} autoComplete="name" required />
        <TextField label="Email" type="email" {...bindField(form, set, "email")} autoComplete="email" required />
      </div>
      <div className="form__row form__row--2">
        <TextField label="Phone" type="tel" {...bindField(form, set, "phone")} autoComplete="tel" />
        <SelectField label="Subject" {...bindField(form, set, "subject")} required>
          <option value="">Choose a subject</option>
          <OptionList options={CONTACT_SUBJECTS} />
        </SelectField>
      </div>
      <TextAreaField label="Message" {...bindField(form, set, "message")} rows={6} required minLength={10} />
      <p className={styles.requiredNote}>Fields marked * are required. A confirmation e-mail will follow your message.</p>
      <Button type="submit" className={styles.submit} disabled={sending}>
        <BusyText busy={sending} busyText={CONTACT_TEXTS.sending}>
          Send Message
        </BusyText>
      </Button>
    </form>
  )
}
