/**
 * The FAQ block and marker, the meta block, the data block and a `go:` text link as editor
 * components, writing the contract's syntax (see blocks.ts for the products).
 */
import type { EditorComponent } from "./blocks.ts";

type Data = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const rows = (value: unknown) => (Array.isArray(value) ? (value as Data[]) : []);

export const faqComponent: EditorComponent = {
  id: "faq",
  label: "FAQ block",
  fields: [
    {
      label: "Questions",
      name: "items",
      widget: "list",
      fields: [
        { label: "Question", name: "question", widget: "string" },
        { label: "Answer (markdown)", name: "answer", widget: "text" },
        {
          label: "Product number",
          name: "product",
          widget: "number",
          value_type: "int",
          required: false,
        },
      ],
    },
  ],
  pattern: /^<!--\s*FAQ\b(?!\s*-->)([\s\S]*?)-->/i,
  fromBlock(match) {
    const items: Data[] = [];
    let current: Data | undefined;
    let field: "question" | "answer" = "question";
    for (const line of (match[1] ?? "").split("\n")) {
      const question = /^\s*Q:\s?(.*)$/.exec(line);
      const answer = /^\s*A:\s?(.*)$/.exec(line);
      const product = /^\s*PRODUCT:\s*(\d+)\s*$/i.exec(line);
      if (question) {
        current = { question: question[1] ?? "", answer: "" };
        items.push(current);
        field = "question";
      } else if (answer && current) {
        current.answer = answer[1] ?? "";
        field = "answer";
      } else if (product && current) current.product = Number(product[1]);
      else if (current && field === "answer" && line.trim() !== "") {
        current.answer = `${text(current.answer)}\n${line.trim()}`;
      }
    }
    return { items };
  },
  toBlock(data) {
    const lines = ["<!-- FAQ"];
    for (const item of rows(data.items)) {
      lines.push(`Q: ${text(item.question).replace(/\n/g, " ")}`);
      const [first = "", ...more] = text(item.answer).split("\n");
      lines.push(
        `A: ${first}`,
        ...more.filter((line) => line.trim() !== "").map((line) => `   ${line}`),
      );
      if (typeof item.product === "number") lines.push(`PRODUCT: ${item.product}`);
    }
    lines.push("-->");
    return lines.join("\n");
  },
  toPreview: (data) => `<p>FAQ: ${rows(data.items).length} questions</p>`,
};

export const insertFaq: EditorComponent = {
  id: "insert-faq",
  label: "FAQ here",
  fields: [],
  pattern: /^<!--\s*INSERT FAQ\s*-->/i,
  fromBlock: () => ({}),
  toBlock: () => "<!-- INSERT FAQ -->",
  toPreview: () => "<p>[FAQ]</p>",
};

const META_KEYS = [
  "title",
  "description",
  "keywords",
  "ogTitle",
  "ogDescription",
  "ogImage",
  "twitterTitle",
  "twitterDescription",
  "twitterImage",
];

export const metaComponent: EditorComponent = {
  id: "meta",
  label: "Meta block (title, description, link card)",
  fields: META_KEYS.map((name) =>
    name.endsWith("Image")
      ? {
          label: name,
          name,
          widget: "image",
          required: false,
          media_folder: "/images/og",
          public_folder: "/assets/content/images/og",
          choose_url: true,
        }
      : {
          label: name,
          name,
          widget: name.endsWith("escription") ? "text" : "string",
          required: false,
        },
  ),
  pattern: /^<!--\s*META\b([\s\S]*?)-->/i,
  fromBlock(match) {
    let value: unknown;
    try {
      value = JSON.parse(match[1] ?? "");
    } catch {
      return "its JSON does not parse";
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return "it is not a JSON object";
    }
    const others = Object.keys(value).filter((key) => !META_KEYS.includes(key));
    return others.length > 0 ? `the form has no field for ${others.join(", ")}` : (value as Data);
  },
  toBlock(data) {
    const meta = Object.fromEntries(
      META_KEYS.filter((key) => text(data[key]) !== "").map((key) => [key, text(data[key])]),
    );
    return `<!-- META\n${JSON.stringify(meta, null, 2)}\n-->`;
  },
  toPreview: (data) => `<p>Meta: ${text(data.title)}</p>`,
};

export const dataComponent: EditorComponent = {
  id: "data",
  label: "Data block (author, date, image, tags…)",
  fields: [
    {
      label: "Values",
      name: "values",
      widget: "list",
      fields: [
        {
          label: "Key",
          name: "key",
          widget: "string",
          pattern: ["^[A-Za-z][\\w-]*$", "a word: letters, digits, - and _"],
        },
        { label: "Value", name: "value", widget: "string" },
      ],
    },
  ],
  pattern: /^<!--\s*DATA\b([\s\S]*?)-->/i,
  fromBlock(match) {
    const values = (match[1] ?? "")
      .split("\n")
      .filter((line) => line.includes("="))
      .map((line) => ({
        key: line.slice(0, line.indexOf("=")).trim(),
        value: line.slice(line.indexOf("=") + 1).trim(),
      }));
    return { values };
  },
  toBlock: (data) =>
    [
      "<!-- DATA",
      ...rows(data.values).map((row) => `${text(row.key)}=${text(row.value).replace(/\n/g, " ")}`),
      "-->",
    ].join("\n"),
  toPreview: (data) => `<p>Data: ${rows(data.values).length} values</p>`,
};

export function goLinkComponent(goLinks: readonly string[]): EditorComponent {
  return {
    id: "go-link",
    label: "Affiliate link in the text",
    fields: [
      { label: "Link text", name: "text", widget: "string" },
      {
        label: "Link (links.json)",
        name: "link",
        widget: "select",
        options: goLinks.map((slug) => ({ label: slug, value: `go:${slug}` })),
      },
    ],
    pattern: /^\[([^\]\n]+)\]\((go:[a-z0-9-]+)\)/,
    fromBlock: (match) => ({ text: match[1] ?? "", link: match[2] ?? "" }),
    toBlock: (data) => `[${text(data.text).replace(/[[\]]/g, "")}](${text(data.link)})`,
    toPreview: (data) => `<a>${text(data.text)}</a>`,
  };
}
