import { useState, type FormEvent, type ReactNode } from "react"
import { useToast } from "@/components/toast"
import { DialogActions, TitledDialog } from "@/components/ui/dialog"
import { Field, type FieldControlProps } from "@/components/ui/field"
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
import { Button } from "@/components/ui/button"
import ui from "./admin.module.css"

/** Add Product: every field of the spec's form, checked here and again by the server. */
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

  const field = (key: keyof ProductDraft, label: string, control: (props: ControlProps) => ReactNode, required = true, hint?: string) => (
    <Field label={label} required={required} error={errors[key]} hint={hint}>
      {(wiring) => control({ ...wiring, name: key, "aria-required": required, disabled: busy })}
    </Field>
  )

  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form__row form__row--2">
        {field("name", "Name", (p) => (
          <input {...p} className="input" value={draft.name} onChange={set("name")} maxLength={200} data-autofocus />
        ))}
        {field("brand", "Brand", (p) => (
          <input {...p} className="input" value={draft.brand} onChange={set("brand")} maxLength={100} />
        ))}
      </div>
      {field("description", "Description", (p) => (
        <textarea {...p} className="textarea" value={draft.description} onChange={set("description")} maxLength={5000} />
      ))}
      <div className="form__row form__row--3">
        {field("price", "Price (₹)", (p) => (
          <input
            {...p}
            className="input"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={draft.price}
            onChange={set("price")}
          />
        ))}
        {field(
          "originalPrice",
          "Original price (₹)",
          (p) => (
            <input
              {...p}
              className="input"
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={draft.originalPrice}
              onChange={set("originalPrice")}
            />
          ),
          false
        )}
        {field("stockQuantity", "Stock quantity", (p) => (
          <input
            {...p}
            className="input"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={draft.stockQuantity}
            onChange={set("stockQuantity")}
          />
        ))}
      </div>
      <div className="form__row form__row--3">
        {field("category", "Category", (p) => (
          <select {...p} className="select" value={draft.category} onChange={set("category")}>
            <option value="">Select category</option>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        ))}
        {field("fragrance", "Fragrance", (p) => (
          <select {...p} className="select" value={draft.fragrance} onChange={set("fragrance")}>
            <option value="">Select fragrance</option>
            {PRODUCT_FRAGRANCES.map((f) => (
              <option key={f} value={f}>
                {f.charAt(0).toUpperCase() + f.slice(1)}
              </option>
            ))}
          </select>
        ))}
        {field("size", "Size", (p) => (
          <select {...p} className="select" value={draft.size} onChange={set("size")}>
            <option value="">Select size</option>
            {PRODUCT_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field(
        "tags",
        "Tags",
        (p) => (
          <input {...p} className="input" value={draft.tags} onChange={set("tags")} maxLength={1000} placeholder="rose, summer, gift" />
        ),
        false,
        "Separate tags with commas."
      )}
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
        <Button variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Adding Product..." : "Add Product"}
        </Button>
      </DialogActions>
    </form>
  )
}

type ControlProps = FieldControlProps & {
  name: string
  "aria-required": boolean
  disabled: boolean
}
