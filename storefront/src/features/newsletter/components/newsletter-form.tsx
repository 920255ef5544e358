import { NewsletterAnswerSchema } from "@/lib/answers"
import { useMutation } from "@tanstack/react-query"
import { useId, useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { Button } from "@/components/ui/button"
import { api, isApiError } from "@/lib/api"
import styles from "./newsletter-form.module.css"

/** Newsletter sign-up: POST /api/newsletter {email}; the server's message becomes the toast. */
export function NewsletterForm() {
  const [email, setEmail] = useState("")
  const toast = useToast()
  const id = useId()
  const subscribe = useMutation({
    mutationFn: (value: string) => api.post("/newsletter", { email: value }, { answer: NewsletterAnswerSchema }),
  })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    try {
      const answer = await subscribe.mutateAsync(email.trim())
      if (answer.alreadySubscribed) toast.info(answer.message)
      else toast.success(answer.message || "Thank you for subscribing!")
      setEmail("")
    } catch (error) {
      toast.error(isApiError(error) ? error.message : "Could not subscribe. Please try again.")
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <input
        id={`${id}-email`}
        className={styles.input}
        type="email"
        required
        placeholder="Your email address"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" className={styles.submit} disabled={subscribe.isPending}>
        {subscribe.isPending ? "Subscribing…" : "Subscribe"}
      </Button>
    </form>
  )
}
