/**
 * The form of one block (an editor component's `fields`, blocks.ts and text-blocks.ts): plain
 * labelled inputs for the field kinds the components use (string, text, number, select, image,
 * list), so the widget needs none of Decap's internals. An image field is a text box beside a
 * button that opens the media library (`pickImage`, media/media-library.tsx), where a photo can
 * be uploaded; the alt text given at its upload fills the form's empty alt field.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { EditorComponent } from "#server/back-office/editor/blocks.ts";
import { altFor } from "#server/back-office/editor/media/image-choices.ts";

type Data = Record<string, unknown>;
interface Field {
  label?: string;
  name: string;
  widget: string;
  options?: (string | number | { label: string; value: string })[];
  fields?: Field[];
  min?: number;
  hint?: string;
}

/** Opens the media library; `use` gets the public path of the image chosen or uploaded. */
export type PickImage = (value: string, use: (path: string) => void) => void;

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="block-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

// Long: one input per kind of field the blocks' forms have (a list of groups, select, text,
// number, string, image with its picker), each with its label and its change: one chain of cases
// reads better than six parts passing the same four values.
function FieldInput({
  field,
  value,
  onChange,
  pickImage,
}: {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  pickImage: PickImage;
}) {
  const label = field.label ?? field.name;
  if (field.widget === "list") {
    const items = Array.isArray(value) ? (value as Data[]) : [];
    const one = label.replace(/s$/, "");
    const set = (index: number, item: Data) =>
      onChange(items.map((before, at) => (at === index ? item : before)));
    return (
      <div className="block-list">
        {items.map((item, index) => (
          <fieldset key={index}>
            <legend>{`${one} ${index + 1}`}</legend>
            <Fields
              fields={field.fields ?? []}
              data={item}
              onChange={(next) => set(index, next)}
              pickImage={pickImage}
            />
            <button type="button" onClick={() => onChange(items.filter((_, at) => at !== index))}>
              {`Remove ${one.toLowerCase()} ${index + 1}`}
            </button>
          </fieldset>
        ))}
        <button type="button" onClick={() => onChange([...items, {}])}>
          {`Add ${one.toLowerCase()}`}
        </button>
      </div>
    );
  }
  return (
    <Labelled label={label}>
      {(id) => {
        if (field.widget === "select") {
          const options = (field.options ?? []).map((option) =>
            typeof option === "object" ? option : { label: String(option), value: String(option) },
          );
          return (
            <select id={id} value={text(value)} onChange={(event) => onChange(event.target.value)}>
              <option value="">(none)</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        if (field.widget === "text") {
          return (
            <textarea
              id={id}
              rows={3}
              value={text(value)}
              onChange={(event) => onChange(event.target.value)}
            />
          );
        }
        if (field.widget === "number") {
          return (
            <input
              id={id}
              type="number"
              min={field.min}
              value={text(value)}
              onChange={(event) =>
                onChange(event.target.value === "" ? undefined : Number(event.target.value))
              }
            />
          );
        }
        const input = (
          <input
            id={id}
            type="text"
            value={text(value)}
            onChange={(event) => onChange(event.target.value)}
          />
        );
        if (field.widget !== "image") return input;
        return (
          <span className="block-image">
            {input}
            <button type="button" onClick={() => pickImage(text(value), onChange)}>
              {`Choose or upload: ${label}`}
            </button>
          </span>
        );
      }}
    </Labelled>
  );
}

/** An image given alt text at upload fills the form's empty alt field (media/image-choices.ts). */
function withAlt(fields: Field[], field: Field, data: Data): Data {
  const alt = field.widget === "image" ? altFor(text(data[field.name])) : undefined;
  const hasAlt = fields.some((other) => other.name === "alt");
  return alt && hasAlt && text(data.alt) === "" ? { ...data, alt } : data;
}

function Fields({
  fields,
  data,
  onChange,
  pickImage,
}: {
  fields: Field[];
  data: Data;
  onChange: (data: Data) => void;
  pickImage: PickImage;
}) {
  return fields.map((field) => (
    <FieldInput
      key={field.name}
      field={field}
      value={data[field.name]}
      onChange={(value) => onChange(withAlt(fields, field, { ...data, [field.name]: value }))}
      pickImage={pickImage}
    />
  ));
}

/**
 * A block's form: `done` gets the form's data; nothing is written until then. `asText` (a block
 * being edited): back to the text, the cursor inside the block so it shows as written.
 */
export function BlockForm({
  component,
  initial,
  editing,
  done,
  cancel,
  asText,
  pickImage,
}: {
  component: EditorComponent;
  initial: Data;
  editing: boolean;
  done: (data: Data) => void;
  cancel: () => void;
  asText?: () => void;
  pickImage: PickImage;
}) {
  const [data, setData] = useState(initial);
  const form = useRef<HTMLFieldSetElement>(null);
  // The form opens with its first field focused, as a dialog would.
  useEffect(
    () => form.current?.querySelector<HTMLElement>("input, select, textarea, button")?.focus(),
    [],
  );
  return (
    <fieldset
      ref={form}
      className="block-form"
      onKeyDown={(event) => {
        if (event.key === "Escape") cancel();
      }}
    >
      <legend>{component.label}</legend>
      <Fields
        fields={component.fields as unknown as Field[]}
        data={data}
        onChange={setData}
        pickImage={pickImage}
      />
      <div className="block-actions">
        <button type="button" onClick={() => done(data)}>
          {editing ? "Update the block" : "Insert"}
        </button>
        <button type="button" onClick={cancel}>
          Cancel
        </button>
        {asText && (
          <button type="button" onClick={asText}>
            Edit as text
          </button>
        )}
      </div>
    </fieldset>
  );
}
