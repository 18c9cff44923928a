/**
 * Texts rendered in the browser from the catalog Python sends once: every message's Fluent
 * source per language (with the rule ids each cites), term words per language, and the
 * rule texts. `@fluent/bundle` renders the same catalogues Python's `fluent.runtime` does,
 * so the board shows the same sentences as Python's `Explanation.text()`.
 */
import {
  FluentBundle,
  type FluentFunction,
  FluentResource,
  FluentType,
  type FluentValue,
  type FluentVariable,
  type Scope,
} from "@fluent/bundle";

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
  /** Every message by key: its Fluent source per language and `rules`, the rule ids it cites. */
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

/** The words for a term value, e.g. `term(cat, "card", "r4", "de")` → "Rot 4". */
export function term(cat: Catalog, kind: string, value: unknown, lang: string): string {
  if (isRendered(value)) return value.$[lang] ?? value.$.en ?? "";
  const key = value === null || value === undefined ? "null" : String(value);
  const pattern = cat.patterns?.[kind]?.[lang];
  if (pattern !== undefined) return pattern.replace("{}", () => key);
  return cat.terms[kind]?.[lang]?.[key] ?? key;
}

/** A whole number as `lang` writes it in a sentence, by CLDR (as Python's Babel does):
 * "10,408", German "10.408"; smaller ones as they are. */
export function wholeNumber(value: number, lang: string): string {
  if (!Number.isInteger(value)) return String(value);
  return new Intl.NumberFormat(lang).format(value);
}

/** The Fluent id of a message key: its dots turned into hyphens (as catalog.py's). */
export const fluentId = (key: string): string => key.replaceAll(".", "-");

/** A parameter Fluent has no type for (null, a truth value, a list, words Python rendered):
 * handed on as itself to the term kind that shows it; shown as Python writes it otherwise. */
class Value extends FluentType<unknown> {
  toString(scope?: Scope): string {
    const v = this.value;
    if (isRendered(v)) return v.$[scope?.bundle.locales[0] ?? "en"] ?? v.$.en ?? "";
    if (v === null || v === undefined) return "None";
    if (v === true) return "True";
    if (v === false) return "False";
    return String(v);
  }
}

const asArgument = (value: unknown): FluentVariable =>
  typeof value === "string" || typeof value === "number" ? value : new Value(value);

/** A function's argument as the term kinds take it (Fluent wraps numbers). */
const plain = (value: FluentValue | undefined): unknown =>
  value instanceof FluentType ? value.value : value;

/** The functions a catalogue's messages call (`CARD_ACC($card)`: term kind `card_acc`). */
const CALL = /\b([A-Z][A-Z0-9_]*)\(/g;

const BUNDLES = new WeakMap<Catalog, Map<string, FluentBundle>>();

/** The Fluent bundle of a catalog's messages in `lang`, made once per catalog. */
export function bundleOf(cat: Catalog, lang: string): FluentBundle {
  let byLang = BUNDLES.get(cat);
  if (!byLang) BUNDLES.set(cat, (byLang = new Map()));
  let bundle = byLang.get(lang);
  if (bundle) return bundle;
  const lines: string[] = [];
  const functions: Record<string, FluentFunction> = {};
  for (const [key, byLanguage] of Object.entries(cat.templates)) {
    const source = byLanguage[lang] ?? byLanguage.en;
    if (source === undefined) continue;
    lines.push(`${fluentId(key)} =${source.startsWith("\n") ? "" : " "}${source}`);
    for (const [, name] of source.matchAll(CALL)) {
      const kind = name.toLowerCase();
      functions[name] ??= (positional) => term(cat, kind, plain(positional[0]), lang);
    }
  }
  bundle = new FluentBundle(lang, { functions, useIsolating: false });
  bundle.addResource(new FluentResource(lines.join("\n") + "\n"));
  byLang.set(lang, bundle);
  return bundle;
}

/** Render message `key` with `params` in `lang`, as Python's `i18n.render` does (the key
 * itself when the catalog has no such message). */
export function render(cat: Catalog, key: string, params: Record<string, unknown>, lang: string): string {
  const message = bundleOf(cat, lang).getMessage(fluentId(key));
  if (!message?.value) return key;
  const args: Record<string, FluentVariable> = {};
  for (const [name, value] of Object.entries(params)) args[name] = asArgument(value);
  return bundleOf(cat, lang).formatPattern(message.value, args, []);
}

/** The rule ids an explanation cites (the template's, unless the explanation names its own). */
export function rulesOf(cat: Catalog, e: Encoded): string[] {
  if (e[3] && e[3].length) return e[3];
  const rules = cat.templates[e[0]]?.rules ?? "";
  return rules.split(/\s+/).filter(Boolean);
}

/** One sentence of an explanation (without notes and rule ids). */
export function sentence(cat: Catalog, e: Encoded, lang: string): string {
  return render(cat, e[0], e[1] ?? {}, lang);
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
