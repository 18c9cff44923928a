/** Explanations as DOM: the sentence, then a chip per rule id that opens the rule's text. */
import { type Catalog, type Encoded, rulesOf, sentence, sentenceGap, ruleText } from "./i18n";
import { label } from "./labels";

export interface TextContext {
  catalog: Catalog;
  lang: string;
  /** Open the rule text of `id` (the rule popover), next to `anchor` when given. */
  showRule(id: string, anchor?: Element): void;
}

/** A `<span class="wp-expl">` with the sentence, its rule chips, and its notes. */
export function explanationElement(ctx: TextContext, e: Encoded): HTMLElement {
  const span = document.createElement("span");
  span.className = "wp-expl";
  span.dataset.key = e[0];
  const words = document.createElement("span");
  words.className = "wp-sentence";
  words.textContent = sentence(ctx.catalog, e, ctx.lang);
  span.append(words);
  for (const id of rulesOf(ctx.catalog, e)) span.append(" ", ruleChip(ctx, id));
  for (const note of e[2] ?? []) {
    const n = explanationElement(ctx, note);
    n.classList.add("wp-note");
    span.append(sentenceGap(ctx.lang), n);
  }
  return span;
}

/** Explanations as a list, one per item (`ul.<className>`). */
export function explanationList(ctx: TextContext, items: Encoded[], className: string): HTMLUListElement {
  const list = document.createElement("ul");
  list.className = className;
  for (const e of items) {
    const li = document.createElement("li");
    li.append(explanationElement(ctx, e));
    list.append(li);
  }
  return list;
}

/** A button naming a rule id; clicking it shows the rule's text. */
export function ruleChip(ctx: TextContext, id: string): HTMLButtonElement {
  const chip = document.createElement("button");
  chip.type = "button";
  chip.className = "wp-rule-chip";
  chip.dataset.rule = id;
  chip.textContent = id;
  chip.title = `${label("rule", ctx.lang)} ${id}: ${ruleText(ctx.catalog, id, ctx.lang).title}`;
  chip.addEventListener("click", (ev) => {
    ev.stopPropagation();
    ctx.showRule(id, chip);
  });
  return chip;
}

/** The rule popover: heading, text, close button, shown next to the chip that opened it
 * (so the page does not jump away from what the reader was reading). */
export function rulePopover(host: HTMLElement): {
  show(ctx: TextContext, id: string, anchor?: Element): void;
  hide(): void;
} {
  const box = document.createElement("div");
  box.className = "wp-rule";
  box.setAttribute("role", "dialog");
  box.hidden = true;
  host.append(box);
  return {
    show(ctx, id, anchor) {
      const { title, text } = ruleText(ctx.catalog, id, ctx.lang);
      box.replaceChildren();
      box.dataset.rule = id;
      const h = document.createElement("h4");
      h.textContent = `${id} ${title}`;
      const p = document.createElement("p");
      p.textContent = text;
      const close = document.createElement("button");
      close.type = "button";
      close.className = "wp-rule-close";
      close.textContent = label("close", ctx.lang);
      close.addEventListener("click", () => {
        box.hidden = true;
      });
      box.append(h, p, close);
      box.hidden = false;
      if (anchor) {
        const a = anchor.getBoundingClientRect();
        const r = host.getBoundingClientRect();
        box.style.top = `${a.bottom - r.top + 4}px`;
        box.style.left = `${Math.max(0, Math.min(a.left - r.left, r.width - 440))}px`;
        box.style.right = "auto";
      }
      close.focus({ preventScroll: true });
    },
    hide() {
      box.hidden = true;
    },
  };
}
