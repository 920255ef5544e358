import type { ElementType, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react"
import { cx } from "./cx"
import { Field } from "./field"

/** What the kit's one-element fields take besides their control's own props. */
type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** The label's "*"; by default it follows `required`. */
  star?: boolean
  /** Goes to the field's wrapper, like Field's. */
  className?: string
  /** Added to the control's own class ("input", "select", "textarea"). */
  controlClassName?: string
}

type Without<P> = Omit<P, keyof FieldProps | "id" | "aria-describedby" | "aria-invalid">

type Tag = "input" | "select" | "textarea"

/** The Field around a control whose tag is also its global class ("input", "select", "textarea"). */
function kitField(tag: Tag, { label, hint, error, star, className, controlClassName, ...control }: FieldProps & { required?: boolean }) {
  const Control: ElementType = tag
  return (
    <Field label={label} hint={hint} error={error} required={star ?? control.required} className={className}>
      {(field) => <Control {...field} className={cx(tag, controlClassName)} {...control} />}
    </Field>
  )
}

/** A Field with an <input class="input">; every other prop reaches the input. */
export function TextField(props: FieldProps & Without<InputHTMLAttributes<HTMLInputElement>>) {
  return kitField("input", props)
}

/** A Field with a <select class="select">; the options are its children, every other prop reaches the select. */
export function SelectField(props: FieldProps & Without<SelectHTMLAttributes<HTMLSelectElement>>) {
  return kitField("select", props)
}

/** A Field with a <textarea class="textarea">; every other prop reaches the textarea. */
export function TextAreaField(props: FieldProps & Without<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  return kitField("textarea", props)
}
