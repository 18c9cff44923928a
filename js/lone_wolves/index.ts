/**
 * The Lone Wolves board widget (anywidget front end): draws the synced view, highlights
 * legal moves locally, sends intents to Python, and shows every step's explanation, the
 * computer's thinking, hints and the solver's verdict.
 */
import { type Hint, hintPanel, type Verdict, verdictPanel } from "../common/advice";
import { Controls } from "../common/controls";
import { explanationElement, rulePopover, type TextContext } from "../common/explain";
import { type Catalog, type Encoded, term, text } from "../common/i18n";
import { label, type LabelKey } from "../common/labels";
import { explanationPanel, moveLog, type StepGroup } from "../common/panels";
import { type Model, type Reply, Session, type Step } from "../common/session";
import { type Thinking, ThinkingBar } from "../common/thinking";
import { Tooltip } from "../common/tooltip";
import { drawBoard, type Words } from "./board";
import { finalTable } from "./final";
import { type Action, applyAdvice, applyHighlight, keyOf, marks, type Selection } from "./highlight";
import { moveKeys, moveName } from "./moves";
import { expandLegal } from "./legal";
import type { Final, Legal, View } from "./types";
import "./style.css";

/** Group the log into tricks (a trick ends with the event that names the next leader). */
export function tricks(log: Step[]): StepGroup[] {
  const groups: StepGroup[] = [];
  let current: StepGroup = { start: 0, steps: [] };
  log.forEach((step, i) => {
    if (!current.steps.length) current.start = i;
    current.steps.push(step);
    if (step.e.some((e) => e[0] === "lw.ev.next_lead" || e[0] === "lw.ev.game_over")) {
      groups.push(current);
      current = { start: i + 1, steps: [] };
    }
  });
  if (current.steps.length) groups.push(current);
  return groups;
}

export interface BoardHandle {
  root: HTMLElement;
  /** Redraw everything now (normally scheduled on model changes). */
  draw(): void;
  /** The current card selection. */
  selection: Selection;
  destroy(): void;
}

/** Build a board view for `model` inside `el`. */
export function mountBoard(model: Model, el: HTMLElement): BoardHandle {
  const session = Session.of(model);
  const root = document.createElement("div");
  root.className = "wolfpack-board lone-wolves";
  (root as any).wolfpackModel = model;
  (root as any).wolfpackLegal = () => legal();
  const controls = new Controls((intent) => send(intent));
  const status = document.createElement("div");
  status.className = "wp-status";
  const notice = document.createElement("div");
  notice.className = "wp-notice";
  notice.setAttribute("aria-live", "assertive");
  const stage = document.createElement("div");
  stage.className = "wp-stage";
  const panels = document.createElement("div");
  panels.className = "wp-panels";
  const final = document.createElement("div");
  final.className = "wp-final";
  const thinkingBar = new ThinkingBar((intent) => send(intent));
  const advice = document.createElement("div");
  advice.className = "wp-advice";
  root.append(controls.el, thinkingBar.el, status, notice, stage, advice, final, panels);
  const tooltip = new Tooltip(root);
  const popover = rulePopover(root);
  el.append(root);

  const selection: Selection = { card: null };
  let svg: SVGSVGElement | null = null;
  let lastPosition = -1;
  let renders = 0;
  let scheduled = false;
  let panelLang = "";

  const catalog = (): Catalog => model.get("catalog");
  const lang = (): string => model.get("language") || "en";
  const view = (): View => {
    const main = model.get("view_main");
    if (!main || !main.game) return main;
    return {
      ...main,
      territories: [0, 1, 2, 3, 4].map((i) => model.get(`view_t${i}`)),
      packs: model.get("view_packs"),
    };
  };
  const legal = (): Legal => expandLegal(model.get("legal"));
  const ctx = (): TextContext => ({
    catalog: catalog(),
    lang: lang(),
    showRule: (id) => popover.show(ctx(), id),
  });
  const explain = (e: Encoded) => text(catalog(), e, lang());
  const words = (): Words => {
    const c = catalog();
    const l = lang();
    return {
      card: (code) => term(c, "card", code, l),
      territory: (name) => term(c, "terr", name, l),
      suit: (letter) => term(c, "suit", letter, l),
      effect: (name) => term(c, "effect", name, l),
      location: (name) => term(c, "loc", name, l),
      player: (p) => term(c, "player", p, l),
      label: (key) => label(key as LabelKey, l),
    };
  };

  function send(intent: Record<string, unknown>): void {
    root.dataset.busy = "true";
    session.send(intent);
  }

  function showNotice(e: Encoded | null, kind: "refused" | "info"): void {
    notice.replaceChildren();
    notice.className = `wp-notice ${kind}`;
    if (e) {
      notice.append(explanationElement(ctx(), e));
      notice.dataset.key = e[0];
    }
  }

  function statusText(): string {
    const v = view();
    const w = words();
    if (!v || !v.territories) return "";
    if (v.to_move === null) return `${label("over", lang())} · ${v.scores[0]} : ${v.scores[1]}`;
    const lg = legal();
    const mine = Object.keys(lg.moves ?? {}).length > 0;
    const who = `${w.player(v.to_move)} ${w.label("toMove")}`;
    if (!mine) return `${who}. ${lg.waiting ? explain(lg.waiting) : ""}`;
    const hint =
      v.phase === "play"
        ? selection.card
          ? `${w.label("chooseTerritory")} ${w.card(selection.card)}.`
          : w.label("chooseCard")
        : v.phase === "reveal"
          ? w.label("chooseReveal")
          : v.phase === "take"
            ? w.label("chooseTake")
            : w.label("choosePlace");
    return `${who}: ${hint}`;
  }

  /** The hint and the verdict for the position shown (Python sends only what this view may see). */
  function advised(): { hint: Hint | null; verdict: Verdict | null } {
    const position = model.get("nav")?.position;
    const h: Hint | undefined = model.get("hint");
    const v: Verdict | undefined = model.get("verdict");
    return {
      hint: h && h.moves && h.position === position ? h : null,
      verdict: v && v.best && v.position === position ? v : null,
    };
  }

  function updateThinking(): void {
    const thinking: Thinking = model.get("thinking") ?? {};
    const nav = model.get("nav") ?? {};
    thinkingBar.update({
      thinking,
      canHint: Boolean(nav.hint),
      canSolve: Boolean(nav.solve),
      language: lang(),
      playerName: (p) => term(catalog(), "player", p, lang()),
    });
    root.dataset.thinking = thinking.kind ?? "";
  }

  function drawAdvice(): void {
    const { hint, verdict } = advised();
    const name = (move: string) => moveName(move, words());
    const player = (p: number) => term(catalog(), "player", p, lang());
    advice.replaceChildren(
      ...(hint ? [hintPanel(ctx(), hint, name, player)] : []),
      ...(verdict ? [verdictPanel(ctx(), verdict, name, player)] : []),
    );
  }

  /** Re-apply highlighting after a selection change: no redraw, no message to Python. */
  function highlight(): void {
    if (!svg) return;
    applyHighlight(svg, marks(view(), legal(), selection), explain);
    const { hint, verdict } = advised();
    const keys = new Set<string>();
    for (const a of [hint, verdict]) if (a) for (const k of moveKeys(view(), a.best, a.player)) keys.add(k);
    applyAdvice(svg, keys);
    status.textContent = statusText();
    svg.dataset.selected = selection.card ?? "";
  }

  function drawPanels(): void {
    panelLang = lang();
    const c = ctx();
    const groups = tricks(session.log);
    const player = (p: number) => term(catalog(), "player", p, lang());
    panels.replaceChildren(
      explanationPanel(c, groups.slice(-2), player),
      moveLog(c, session.log, player, (position) => send({ cmd: "seek", position })),
    );
  }

  function draw(): void {
    scheduled = false;
    const v = view();
    if (!v || !v.territories || !catalog()?.templates) return;
    const nav = model.get("nav");
    if (nav.position !== lastPosition) {
      selection.card = null;
      lastPosition = nav.position;
      if (notice.classList.contains("refused")) showNotice(null, "info");
    }
    const lg = legal();
    if (selection.card && !Object.keys(lg.moves ?? {}).some((m) => m.startsWith(`play ${selection.card} `))) {
      selection.card = null;
    }
    svg = drawBoard(v, words());
    stage.replaceChildren(svg);
    controls.update({
      nav,
      perspective: model.get("perspective"),
      bot: model.get("bot"),
      strength: model.get("strength") ?? "",
      levels: catalog().levels ?? [],
      language: lang(),
      languages: catalog().languages,
      players: 2,
      playerName: (p) => term(catalog(), "player", p, lang()),
    });
    const f: Final = model.get("final");
    final.replaceChildren(...(f && f.points ? [finalTable(ctx(), f, words())] : []));
    if (panelLang !== lang()) drawPanels();
    updateThinking();
    drawAdvice();
    highlight();
    renders += 1;
    root.dataset.lang = lang();
    root.dataset.position = String(nav.position);
    root.dataset.renders = String(renders);
    root.lang = lang();
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(draw);
  }

  function activate(target: Element): void {
    const m = marks(view(), legal(), selection).get(keyOf(target));
    if (!m) return;
    const action: Action = m.action;
    if (action.kind === "select") {
      selection.card = action.card;
      highlight();
      if (action.card && svg) {
        const first = svg.querySelector<SVGElement>('[data-kind="territory"].target');
        if (first && (target as HTMLElement).matches?.(":focus")) first.focus();
      }
    } else if (action.kind === "move") {
      selection.card = null;
      highlight();
      send({ cmd: "move", move: action.move });
    } else if (action.kind === "refuse") {
      showNotice(action.why, "refused");
      notice.dataset.local = "true";
    }
  }

  function chosen(ev: Event): Element | null {
    let node = ev.target as Element | null;
    while (node && node !== root) {
      if (node.hasAttribute?.("data-kind") && node.getAttribute("tabindex") === "0") return node;
      node = node.parentElement;
    }
    return null;
  }

  const onClick = (ev: MouseEvent) => {
    const target = chosen(ev);
    if (target) activate(target);
  };
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key === "Escape") {
      selection.card = null;
      popover.hide();
      highlight();
      return;
    }
    const target = chosen(ev);
    if (!target) return;
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      activate(target);
    } else if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") {
      const all = [...(svg?.querySelectorAll<SVGElement>('[data-kind][tabindex="0"]') ?? [])];
      const i = all.indexOf(target as SVGElement);
      const next = all[(i + (ev.key === "ArrowRight" ? 1 : all.length - 1)) % all.length];
      ev.preventDefault();
      next?.focus();
    }
  };
  const onOver = (ev: Event) => {
    const target = chosen(ev);
    const reason = target?.getAttribute("data-reason");
    if (target && reason) tooltip.show(target, reason, root);
    else tooltip.hide();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("mouseover", onOver);
  root.addEventListener("focusin", (ev) => {
    const target = ev.target as Element;
    if (target.matches?.(":focus-visible")) onOver(ev);
  });
  root.addEventListener("mouseleave", () => tooltip.hide());

  const traits = [
    "view_main",
    "view_t0",
    "view_t1",
    "view_t2",
    "view_t3",
    "view_t4",
    "view_packs",
    "legal",
    "nav",
    "final",
    "language",
    "perspective",
    "bot",
    "strength",
    "hint",
    "verdict",
    "catalog",
  ];
  for (const name of traits) model.on(`change:${name}`, schedule);
  // Progress arrives often: it updates the thinking row only, nothing is redrawn.
  model.on("change:thinking", updateThinking);
  const unsubscribe = session.subscribe((event, reply: Reply | null) => {
    if (event === "log") drawPanels();
    else if (event === "refused" && reply?.type === "done" && reply.refused) {
      showNotice(reply.refused, "refused");
      delete notice.dataset.local;
    } else if (event === "notice" && reply?.type === "notice") showNotice(reply.why, "info");
    else if (event === "done" && !session.busy) {
      delete root.dataset.busy;
    }
  });
  draw();

  return {
    root,
    draw,
    selection,
    destroy() {
      for (const name of traits) model.off(`change:${name}`, schedule);
      model.off("change:thinking", updateThinking);
      unsubscribe();
      root.remove();
    },
  };
}

export default {
  initialize({ model }: { model: Model }) {
    Session.of(model);
  },
  render({ model, el }: { model: Model; el: HTMLElement }) {
    const board = mountBoard(model, el);
    return () => board.destroy();
  },
};
