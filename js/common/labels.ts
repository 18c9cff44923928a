/**
 * Words of the board kit's own controls (buttons, headings, notices), in every language.
 *
 * The words are Fluent messages of the catalogue Python sends once (`catalog.templates`):
 * the kit's are `label-…` (`src/wolfpack/widget/locales/<lang>/labels.ftl`), a game's its
 * own `<prefix>-label-…` (`lw-label-trick` in `src/wolfpack/lone_wolves/locales/…`). The
 * code names a label by its key in camel case, `label("newGame", lang)`, which is the
 * message `label-new-game`; a `{ $name }` in it is filled from the values given. A board
 * registers its catalogue when it mounts (`useLabels`); before that, or when the catalogue
 * has no such message, a label is its key.
 */

import { bundleOf, type Catalog, render } from "./i18n";

/** The prefix of the kit's label messages (`label-undo`); a game's are `<its prefix>-label`. */
export const KIT_LABELS = "label";

/** A label key: its message id's last part in camel case (`newGame` is `label-new-game`). */
export type LabelKey = string;

/** The values a label's `{ $name }` fields are filled with. */
export type LabelValues = Record<string, unknown>;

/** The Fluent id of label `key` among the messages `prefix`: `labelId("newGame")` is
 * `"label-new-game"`, `labelId("act_move", "tw-label")` is `"tw-label-act-move"`. */
export function labelId(key: string, prefix: string = KIT_LABELS): string {
  return `${prefix}-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replaceAll("_", "-")}`;
}

/** The catalogue the kit's labels are read from: the last one a board registered that holds them. */
let registered: Catalog | null = null;

/** Whether `cat` holds label messages of `prefix` (`"label"`: the kit's). */
export function hasLabels(cat: Catalog | null | undefined, prefix: string = KIT_LABELS): boolean {
  const start = `${prefix.replaceAll("-", ".")}.`;
  return Boolean(cat?.templates) && Object.keys(cat!.templates).some((key) => key.startsWith(start));
}

/** Read the kit's labels from `cat` from now on (a board does when it mounts; every board's
 * catalogue holds the same kit labels, so the last one is as good as the first). A catalogue
 * without them (a test's) leaves the one registered before. */
export function useLabels(cat: Catalog | null | undefined): void {
  if (cat && cat !== registered && hasLabels(cat)) registered = cat;
}

/** Label `key` of the messages `prefix` in `cat` and `lang`, its fields filled from
 * `values`; null when the catalogue has no such message. */
export function labelIn(
  cat: Catalog | null | undefined,
  key: string,
  lang: string,
  values: LabelValues = {},
  prefix: string = KIT_LABELS,
): string | null {
  if (!cat?.templates) return null;
  const id = labelId(key, prefix);
  if (!bundleOf(cat, lang).hasMessage(id)) return null;
  return render(cat, id, values, lang);
}

/** A board's words in `lang` from `cat`: a label of the game's messages `prefix`
 * (`"lw-label"`), else the kit's, else its key (what a renderer's `ctx.label` does). */
export function boardLabel(
  cat: Catalog | null | undefined,
  prefix: string,
  lang: string,
): (key: string, values?: LabelValues) => string {
  return (key, values = {}) => labelIn(cat, key, lang, values, prefix) ?? labelIn(cat, key, lang, values) ?? key;
}

/** The kit's word `key` in `lang` (the key itself while no catalogue holds it). */
export function label(key: LabelKey, lang: string): string {
  return labelIn(registered, key, lang) ?? key;
}

/** `label` with its `{ $name }` fields filled (numbers written as `lang` writes them). */
export function labelWith(key: LabelKey, lang: string, values: LabelValues): string {
  return labelIn(registered, key, lang, values) ?? key;
}

/** `template` with each `{name}` replaced by `params[name]`; a name with no value stays as
 * written (for words that are not labels, e.g. a pattern the catalogue sent). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Each language's name in itself (the language menu shows them so, whatever the board's language). */
export const LANGUAGE_NAMES: Record<string, string> = { en: "English", de: "Deutsch", ja: "日本語" };
