/**
 * Texts rendered in the browser from the catalog Python sends once: message templates
 * (with the rule ids each cites), term words per language, and the rule texts.
 * The same templates render the same sentences as Python's `Explanation.text()`.
 */

/** An explanation as synced: `[key, params?, notes?, rules?]` (see widget/codec.py). */
export type Encoded = [string, Record<string, unknown>?, Encoded[]?, (string[] | null)?];

export interface Rule {
  title: Record<string, string>;
  text: Record<string, string>;
}

export interface Catalog {
  game: string;
  title?: string;
  languages: string[];
  templates: Record<string, Record<string, string>>;
  terms: Record<string, Record<string, Record<string, string>>>;
  /** Kinds whose words are a pattern around the value: `{kind: {lang: "hex {}"}}`. */
  patterns?: Record<string, Record<string, string>>;
  rules: Record<string, Rule>;
  /** The fewest and the most players of the game. */
  players?: [number, number];
}

/** A term value Python rendered itself (a kind whose words the catalog does not hold). */
interface Rendered {
  $: Record<string, string>;
}

const isRendered = (value: unknown): value is Rendered =>
  typeof value === "object" && value !== null && "$" in value;

const FIELD = /\{\{|\}\}|\{([^{}:]+)(?::([^{}]*))?\}/g;

/** The words for a term value, e.g. `term(cat, "card", "r4", "de")` → "Rot 4". */
export function term(cat: Catalog, kind: string, value: unknown, lang: string): string {
  if (isRendered(value)) return value.$[lang] ?? value.$.en ?? "";
  const key = value === null || value === undefined ? "null" : String(value);
  const pattern = cat.patterns?.[kind]?.[lang];
  if (pattern !== undefined) return pattern.replace("{}", () => key);
  return cat.terms[kind]?.[lang]?.[key] ?? key;
}

const GROUP_SEPARATOR: Record<string, string> = { en: ",", de: ".", ja: "," };

/** A whole number as `lang` writes it in a sentence: digits grouped by three from 1,000 on
 * ("10,408"; German "10.408"), smaller ones as they are (as Python's i18n.whole_number). */
export function wholeNumber(value: number, lang: string): string {
  if (!Number.isInteger(value) || Math.abs(value) < 1000) return String(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[lang] ?? ",");
  return value < 0 ? `-${digits}` : digits;
}

/** Fill a template: `{name:kind}` becomes the term words, `{name}` the value itself. */
export function format(
  cat: Catalog,
  template: string,
  params: Record<string, unknown>,
  lang: string,
): string {
  return template.replace(FIELD, (whole, name?: string, kind?: string) => {
    if (whole === "{{") return "{";
    if (whole === "}}") return "}";
    const value = params[name as string];
    if (kind || isRendered(value)) return term(cat, kind ?? "", value, lang);
    if (value === null || value === undefined) return "None";
    if (value === true) return "True";
    if (value === false) return "False";
    if (typeof value === "number") return wholeNumber(value, lang);
    return String(value);
  });
}

/** The rule ids an explanation cites (the template's, unless the explanation names its own). */
export function rulesOf(cat: Catalog, e: Encoded): string[] {
  if (e[3] && e[3].length) return e[3];
  const rules = cat.templates[e[0]]?.rules ?? "";
  return rules.split(/\s+/).filter(Boolean);
}

/** One sentence of an explanation (without notes and rule ids). */
export function sentence(cat: Catalog, e: Encoded, lang: string): string {
  const tpl = cat.templates[e[0]];
  if (!tpl) return e[0];
  return format(cat, tpl[lang] ?? tpl.en ?? e[0], e[1] ?? {}, lang);
}

/** What separates two sentences of one text: a space, but nothing after Japanese 「。」. */
export const sentenceGap = (lang: string): string => (lang === "ja" ? "" : " ");

/** A sentence with the rule ids it cites, placed as each language places a reference (as
 * Python's explain.cited): "… (LW-T1, LW-T3)" after it; in Japanese in full-width brackets
 * before the closing 「。」 ("…出せます（LW-T1、LW-T3）。"). */
export function cited(sentence: string, rules: string[], lang: string): string {
  if (!rules.length) return sentence;
  if (lang !== "ja") return `${sentence} (${rules.join(", ")})`;
  const ref = `（${rules.join("、")}）`;
  return sentence.endsWith("。") ? sentence.slice(0, -1) + ref + "。" : sentence + ref;
}

/** The whole text as Python renders it: sentence, rule ids in brackets, then the notes. */
export function text(cat: Catalog, e: Encoded, lang: string, cite = true): string {
  let out = sentence(cat, e, lang);
  if (cite) out = cited(out, rulesOf(cat, e), lang);
  for (const note of e[2] ?? []) out += sentenceGap(lang) + text(cat, note, lang, cite);
  return out;
}

/** A rule's heading and text in a language. */
export function ruleText(cat: Catalog, id: string, lang: string): { title: string; text: string } {
  const rule = cat.rules[id];
  if (!rule) return { title: id, text: "" };
  return { title: rule.title[lang] ?? rule.title.en ?? id, text: rule.text[lang] ?? rule.text.en ?? "" };
}
