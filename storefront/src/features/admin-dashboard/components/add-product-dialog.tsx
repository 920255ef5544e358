import { useState, type FormEvent } from "react"
import { useToast } from "@/components/toast"
import { DialogActions, TitledDialog } from "@/components/ui/dialog"
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields"
import { bindField } from "@/components/ui/bind-field"
import { useCreateProduct } from "../api/mutations"
import { failureText, successText, TEXTS } from "../utils/messages"
import {
  EMPTY_PRODUCT,
  PRODUCT_CATEGORIES,
  PRODUCT_FRAGRANCES,
  PRODUCT_SIZES,
  toProductFormData,
  validateProductDraft,
  type ProductDraft,
  type ProductErrors,
} from "../utils/product-form"
import { ImagePicker } from "./image-picker"
import { CancelSubmit } from "@/components/ui/cancel-submit"
import { OptionList } from "@/components/ui/option-list"
import ui from "./admin.module.css"

/** Add Product: every field of the form (requirements ADM-06), checked here and again by the server. */
export function AddProductDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateProduct()
  return (
    <TitledDialog open={open} title="Add Product" onClose={onClose} busy={create.isPending} testId="add-product">
      {open && <ProductForm create={create} onDone={onClose} />}
    </TitledDialog>
  )
}

function ProductForm({ create, onDone }: { create: ReturnType<typeof useCreateProduct>; onDone: () => void }) {
  const toast = useToast()
  const [draft, setDraft] = useState<ProductDraft>(EMPTY_PRODUCT)
  const [images, setImages] = useState<File[]>([])
  const [errors, setErrors] = useState<ProductErrors>({})
  const set = (key: keyof ProductDraft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }))
  const busy = create.isPending

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const found = validateProductDraft(draft)
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    create.mutate(toProductFormData(draft, images), {
      onSuccess: (answer) => {
        toast.success(successText(answer, "Product created successfully"))
        onDone()
      },
      onError: (error) => toast.error(failureText(error, TEXTS.productFailed, TEXTS.productNetwork)),
    })
  }

  /** A field's wiring: its draft value and error; required ones are starred and aria-required (the form checks them itself). */
  const wire = (key: Exclude<keyof ProductDraft, "featured">, required = true) => ({
    ...bindField(draft, set, key),
    error: errors[key],
    star: required,
    "aria-required": required,
    disabled: busy,
  })

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form__row form__row--2">
        <TextField label="Name" {...wire("name")} maxLength={200} data-autofocus />
        <TextField label="Brand" {...wire("brand")} maxLength={100} />
      </div>
      <TextAreaField label="Description" {...wire("description")} maxLength={5000} />
      <div className="form__row form__row--3">
        <TextField label="Price (₹)" {...wire("price")} type="number" min={0} step={0.01} inputMode="decimal" />
        <TextField label="Original price (₹)" {...wire("originalPrice", false)} type="number" min={0} step={0.01} inputMode="decimal" />
        <TextField label="Stock quantity" {...wire("stockQuantity")} type="number" min={0} step={1} inputMode="numeric" />
      </div>
      <div className="form__row form__row--3">
        <SelectField label="Category" {...wire("category")}>
          <option value="">Select category</option>
          <OptionList options={PRODUCT_CATEGORIES} />
        </SelectField>
        <SelectField label="Fragrance" {...wire("fragrance")}>
          <option value="">Select fragrance</option>
          <OptionList values={PRODUCT_FRAGRANCES} label={(f) => f.charAt(0).toUpperCase() + f.slice(1)} />
        </SelectField>
        <SelectField label="Size" {...wire("size")}>
          <option value="">Select size</option>
          <OptionList values={PRODUCT_SIZES} />
        </SelectField>
      </div>
      <TextField
        label="Tags"
        hint="Separate tags with commas."
        {...wire("tags", false)}
        maxLength={1000}
        placeholder="rose, summer, gift"
      />
      <label className={ui.check}>
        <input
          type="checkbox"
          name="featured"
          checked={draft.featured}
          disabled={busy}
          onChange={(e) => setDraft((d) => ({ ...d, featured: e.target.checked }))}
        />
        <span>Featured product</span>
      </label>
      <ImagePicker files={images} onChange={setImages} disabled={busy} />
      <DialogActions>
        <CancelSubmit onCancel={onDone} busy={busy} submitText="Add Product" busyText="Adding Product..." />
      </DialogActions>
    </form>
  )
}
