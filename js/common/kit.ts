/**
 * The board kit's shell: one `mountGame` for every game. It owns the controls, seats,
 * thinking bar, notices, status line, advice, log, language, keyboard navigation and
 * tooltips, and the click-path picker; a game's `Renderer` only assembles its view from
 * the synced parts and draws its board, naming the elements a player may click
 * (`data-el="kind:id"`, `data-owner` for what belongs to a player).
 */
import { type Hint, hintPanel, type Verdict, verdictPanel } from "./advice";
import { Controls, type Nav } from "./controls";
import { explanationElement, rulePopover, type TextContext } from "./explain";
import { type Handover, HandoverBanner } from "./hotseat";
import { type Catalog, type Encoded, term, text } from "./i18n";
import { boardLabel, label, type LabelValues, labelWith, useLabels } from "./labels";
import { canAct, type Legal } from "./legal";
import { LessonPanel, type LessonState, type TryDetail } from "./lesson";
import { morph, morphable } from "./morph";
import { explanationPanel, moveLog, type StepGroup } from "./panels";
import { type Action, type Mark, marks, type Present, validPrefix } from "./picker";
import { type CommandName, type Intent, TRAITS } from "./protocol.gen";
import { logAt, positionState, type ReplayData, ReplayKeeper, replayModel } from "./replay";
import { type Model, type Reply, Session, type Step } from "./session";
import { type Thinking, ThinkingBar } from "./thinking";
import { Tooltip } from "./tooltip";
import { annotateLog, TreePanel } from "./tree";

/** What a renderer draws with: words in the board's language. */
export interface DrawContext {
  lang: string;
  catalog: Catalog;
  /** A term's words (e.g. `term("card", "r4")`). */
  term(kind: string, value: unknown): string;
  /** A word of the game's board (its renderer's labels), else of the kit, its `{ $name }`
   * fields filled from `values`. */
  label(key: string, values?: LabelValues): string;
  /** A seat's name ("Player 1"). */
  player(p: number): string;
  /** What `draw` returned last time for this view (null at first): a renderer may update it
   * in place and return it, and the kit then leaves it where it is, so that a large board
   * is not built and laid out anew for every change. */
  previous?: SVGSVGElement | null;
}

/** One game's part of the board. */
export interface Renderer<V = any, F = any> {
  /** The CSS class of the board (e.g. "lone-wolves"). */
  name: string;
  /** The prefix of the catalogue's messages that are this game's board words (`"lw-label"`:
   * `lw-label-trick`, from the game's `locales/<lang>/labels.ftl`); a key it lacks is the kit's. */
  labels: string;
  /** The view from its synced parts (by name) and the game's static part; null if none. */
  assemble(parts: Record<string, any>, fixed: Record<string, any>): V | null;
  /** The board as SVG; elements a player may click carry `data-el`. A new drawing is
   * merged into the one shown (only what differs changes on the page), so a renderer's
   * listeners belong on the root element, added once per root. A renderer that sets
   * `inPlace` updates `ctx.previous` itself and returns it, or returns a new drawing that
   * then replaces the old one whole (the kit marks the elements again either way). */
  draw(view: V, ctx: DrawContext): SVGSVGElement;
  /** Whether `draw` updates its last drawing in place (see `draw`). */
  inPlace?: boolean;
  /** What to do now, on the viewer's turn, after the clicks `path`. */
  instruction?(view: V, path: string[], ctx: DrawContext): string;
  /** Points per player, for the status line at the end. */
  scores?(view: V): number[];
  /** The log in groups for the explanation panel (a trick, a turn); default: the last 8 steps. */
  groups?(log: Step[]): StepGroup[];
  /** The final scoring, once the game is over. */
  final?(final: F, ctx: DrawContext & TextContext): HTMLElement | null;
  /** A seat's colour, for the hot seat's prompt to pass the screen (default: the kit's
   * palette, hotseat.ts). */
  playerColour?(p: number): string | null;
}

export interface GameHandle {
  root: HTMLElement;
  /** Redraw everything now (normally scheduled on model changes). */
  draw(): void;
  /** The board elements clicked so far towards a move. */
  readonly path: string[];
  destroy(): void;
}


/** The traits whose change redraws the board (`thinking`, the search's progress, only
 * updates its bar). */
const REDRAWN = TRAITS.filter((name) => name !== "thinking");

/** The intents that move through the record (see `reached` in mountGame). */
const NAV_INTENTS = new Set<CommandName>(["undo", "redo", "back", "forward", "seek"]);

/** Below this width (px) an automatic board takes the compact layout. */
export const COMPACT_BELOW = 1000;

/** The notebook's own scrolling area around a board (JupyterLab 4, Notebook 7, JupyterLab
 * 3, the classic notebook), whose height is the screen a board has; else the window's. */
const SCROLLERS = ".jp-WindowedPanel-outer, .jp-Notebook, #site";

/** The screen's height (px) that the board `root` is shown in: its notebook's scrolling
 * area (see SCROLLERS), else the window, and never more than the window. */
export function screenHeight(root: HTMLElement): number {
  const area = root.closest<HTMLElement>(SCROLLERS);
  const window_ = window.innerHeight || document.documentElement.clientHeight;
  const height = area && area.clientHeight > 0 ? area.clientHeight : window_;
  return Math.max(0, Math.min(height, window_ || height));
}

/** The most (px) the drawing may be high for the whole board, from its controls down to
 * its status line, to be seen on one screen once scrolled to its top: the screen's height
 * less what the board shows above the drawing (controls, lesson panel, status) and its
 * frame below it; null when the board is not laid out (hidden, not in a page yet). */
export function fitHeight(root: HTMLElement, stage: HTMLElement, screen: number): number | null {
  const top = root.getBoundingClientRect();
  const at = stage.getBoundingClientRect();
  if (!top.height || !screen) return null;
  const style = getComputedStyle(root);
  const below = (parseFloat(style.paddingBottom) || 0) + (parseFloat(style.borderBottomWidth) || 0);
  return Math.max(120, Math.floor(screen - (at.top - top.top) - below - FIT_MARGIN));
}

/** Room (px) left under a fitted board, so that its frame shows whole. */
const FIT_MARGIN = 6;

/** User units of `svg`'s drawing per CSS pixel on the screen (1 when not laid out): a
 * game's style sheet sizes a text `calc(24px * var(--wp-unit))` to show it 24 px high. */
export function unitOf(svg: SVGSVGElement | null): number {
  const m = svg?.getScreenCTM?.();
  const scale = m ? Math.hypot(m.a, m.b) : 0;
  return scale > 0 && Number.isFinite(scale) ? 1 / scale : 1;
}

/** What just happened, per player: the elements of their latest turn and its last step. */
export interface LastTurns {
  [player: string]: { step: number; elements: string[] };
}

/** The drawn nodes of board element `element`: the one that carries `data-el`, else what
 * was chosen by it and is drawn elsewhere now (`card:g6` → a card with `data-card="g6"`). */
function nodesOf(svg: Element, element: string): Element[] {
  const [kind, ...rest] = element.split(":");
  const id = rest.join(":");
  const found = [...svg.querySelectorAll(`[data-el="${CSS.escape(element)}"]`)];
  if (!found.length && kind && id && /^[a-z]+$/.test(kind)) {
    found.push(...svg.querySelectorAll(`[data-${kind}="${CSS.escape(id)}"]`));
  }
  return found;
}

/**
 * Mark where each player's latest turn happened (`last`, synced by Python): every element
 * of it gets `wp-last` and `data-last` (the player); a turn newer than the one marked
 * before also gets `wp-last-new` (a short animation, none with prefers-reduced-motion).
 * Returns the steps marked, per player, for the next call.
 */
export function markLast(
  svg: Element | null,
  last: LastTurns,
  seen: Record<string, number>,
  playerName: (p: number) => string,
): Record<string, number> {
  if (!svg) return seen;
  for (const node of svg.querySelectorAll(".wp-last")) {
    node.classList.remove("wp-last", "wp-last-new");
    node.removeAttribute("data-last");
  }
  const shown: Record<string, number> = {};
  for (const [player, turn] of Object.entries(last ?? {})) {
    shown[player] = turn.step;
    const fresh = seen[player] !== undefined && seen[player] !== turn.step;
    for (const element of turn.elements) {
      for (const node of nodesOf(svg, element)) {
        node.classList.add("wp-last");
        if (fresh) node.classList.add("wp-last-new");
        node.setAttribute("data-last", player);
      }
    }
  }
  svg.setAttribute("data-last-turns", Object.keys(shown).map((p) => `${playerName(Number(p))}@${shown[p]}`).join(" "));
  return shown;
}

function div(cls: string): HTMLDivElement {
  const d = document.createElement("div");
  d.className = cls;
  return d;
}

/** Every element of the drawn board that a player may click, with its owner. */
function presentIn(svg: Element | null): Present[] {
  if (!svg) return [];
  return [...svg.querySelectorAll("[data-el]")].map((el) => {
    const owner = el.getAttribute("data-owner");
    return { element: el.getAttribute("data-el")!, owner: owner === null ? null : Number(owner) };
  });
}

const STATES = ["legal", "target", "dimmed", "selected"];

/** Set an attribute (null: remove it) only when it changes: writing an element's attribute,
 * even with the value it has, makes the browser work out its style again, and a board
 * marks every one of its elements after each click. */
function setAttr(node: Element, name: string, value: string | null): void {
  if (node.getAttribute(name) === value) return;
  if (value === null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}

/** Add or remove a class only when it changes (see `setAttr`). */
function setClass(node: Element, name: string, on: boolean): void {
  if (node.classList.contains(name) !== on) node.classList.toggle(name, on);
}

/** Build a board for `model` inside `el`, drawn by `renderer`. */
export function mountGame<V, F>(model: Model, el: HTMLElement, renderer: Renderer<V, F>): GameHandle {
  useLabels(model.get("catalog"));
  const session = Session.of(model);
  const root = div(`wolfpack-board ${renderer.name}`);
  root.tabIndex = -1; // focusable from script, after a keyboard move
  (root as any).wolfpackModel = model;
  (root as any).wolfpackLegal = () => model.get("legal");
  const controls = new Controls((intent) => send(intent));
  const status = div("wp-status");
  status.setAttribute("aria-live", "polite");
  const notice = div("wp-notice");
  notice.setAttribute("aria-live", "assertive");
  const cover = div("wp-cover");
  const handover = new HandoverBanner();
  const stage = div("wp-stage");
  const panels = div("wp-panels");
  const final = div("wp-final");
  const thinkingBar = new ThinkingBar((intent) => send(intent));
  const advice = div("wp-advice");
  const lessonPanel = new LessonPanel((intent) => send(intent));
  const treePanel = new TreePanel((intent) => send(intent));
  root.append(controls.el, thinkingBar.el, lessonPanel.el, status, notice, handover.el, cover, stage, advice, final, panels, treePanel.el);
  const tooltip = new Tooltip(root);
  const popover = rulePopover(root);
  el.append(root);
  // The layout: "auto" is compact on a narrow board (chosen by its width, as it changes);
  // "compact", "wide" and "projector" (large type, the whole width) are the author's.
  let width = 0;
  const layout = () => {
    const screen: string = model.get("screen") || "auto";
    const compact = screen === "compact" || (screen === "auto" && width > 0 && width < COMPACT_BELOW);
    root.classList.toggle("wp-compact", compact);
    root.classList.toggle("wp-projector", screen === "projector");
    root.dataset.screen = compact ? "compact" : screen === "auto" ? "wide" : screen;
    root.classList.toggle("wp-lesson-mode", Boolean(model.get("lesson")?.id));
    fit();
  };
  // The drawing fits the screen (kit.css, .wp-stage svg): its most height, measured from
  // what the board shows above it (--wp-fit), and the size of its user units on the screen
  // (--wp-unit), for a game's style sheet to size its texts in screen pixels.
  const fit = () => {
    const most = fitHeight(root, stage, screenHeight(root));
    const value = most === null ? "" : `${most}px`;
    if (root.style.getPropertyValue("--wp-fit") !== value) {
      if (value) root.style.setProperty("--wp-fit", value);
      else root.style.removeProperty("--wp-fit");
    }
    const unit = String(Math.round(unitOf(svg) * 1000) / 1000);
    if (root.style.getPropertyValue("--wp-unit") !== unit) root.style.setProperty("--wp-unit", unit);
  };
  const resize =
    typeof ResizeObserver === "undefined"
      ? null
      : new ResizeObserver((entries) => {
          width = entries[entries.length - 1].contentRect.width;
          layout();
        });
  resize?.observe(root);
  const onWindow = () => fit();
  window.addEventListener("resize", onWindow);
  // The lesson panel's height (with its margin), for the drawing to leave room for it: the
  // step, the board and the hand in sight together (see kit.css, .wp-stage svg).
  const lessonResize =
    typeof ResizeObserver === "undefined"
      ? null
      : new ResizeObserver(() => {
          const box = lessonPanel.el.hidden ? 0 : lessonPanel.el.getBoundingClientRect().height;
          const margin = box ? parseFloat(getComputedStyle(lessonPanel.el).marginBottom) || 0 : 0;
          root.style.setProperty("--wp-lesson-h", `${Math.ceil(box + margin)}px`);
          fit();
        });
  lessonResize?.observe(lessonPanel.el);

  const keeper = new ReplayKeeper(model);
  let path: string[] = [];
  let svg: SVGSVGElement | null = null;
  let current = new Map<string, Mark>();
  /** The mark each element of the drawing shown was last given (forgotten at every draw:
   * a redraw may change an element's classes and attributes). */
  let marked = new WeakMap<Element, string>();
  let lastPosition = -1;
  let lastViewer: number | null | undefined = undefined;
  let renders = 0;
  let scheduled = false;
  let panelLang = "";
  /** After a move sent from the board by the keyboard (or with the keyboard's focus on it), the
   * focus goes where the next decision is made, once the board shows the position after it
   * ("move", from position `focusFrom`): the first element the viewer may choose, else the
   * board itself, where it waits ("wait") for the viewer's next decision, unless the focus
   * has gone elsewhere meanwhile (see placeFocus). */
  let focusNext: "move" | "wait" | null = null;
  let focusFrom = -1;
  /** The step of each player's latest turn marked on the board (see markLast). */
  let lastSeen: Record<string, number> = {};
  let lastFor: SVGSVGElement | null = null;

  const catalog = (): Catalog => model.get("catalog");
  const lang = (): string => model.get("language") || "en";
  const legal = (): Legal => model.get("legal") ?? { player: null };
  const nav = (): Nav => model.get("nav") ?? {};
  const viewer = (): number | null => model.get("perspective") ?? null;
  const view = (): V | null => {
    const layout: string[] = model.get("part_names") ?? [];
    const parts: Record<string, any> = {};
    layout.forEach((name, i) => {
      parts[name] = model.get(`part${i}`);
    });
    return layout.length ? renderer.assemble(parts, model.get("static") ?? {}) : null;
  };
  const draw_ctx = (): DrawContext => {
    const c = catalog();
    const l = lang();
    return {
      lang: l,
      catalog: c,
      term: (kind, value) => term(c, kind, value, l),
      label: boardLabel(c, renderer.labels, l),
      player: (p) => term(c, "seat", p, l),
    };
  };
  const ctx = (): TextContext => ({
    catalog: catalog(),
    lang: lang(),
    showRule: (id, anchor) => popover.show(ctx(), id, anchor),
  });
  const explain = (e: Encoded) => text(catalog(), e, lang());

  /** How the earlier position shown was reached, as far as this board knows: by its own
   * Undo ("undone": the status says the move was taken back), or by stepping through the
   * record (◀, ▶, the slider, the log: "review"). Python's nav does not say it (a
   * `nav.undone`, when synced, is used instead); forgotten at the latest position. */
  let reached: { how: "undone" | "review"; count: number } | null = null;
  /** The record's intents sent and not answered yet, by request id. */
  const navSent = new Map<number, string>();

  function send(intent: Intent): void {
    root.dataset.busy = "true";
    const id = session.send(intent);
    if (NAV_INTENTS.has(intent.cmd)) navSent.set(id, intent.cmd);
  }

  /** An intent of the record was carried out: remember how the position was reached. */
  function navigated(cmd: string): void {
    if (cmd === "undo" && !session.offline) {
      reached = { how: "undone", count: reached?.how === "undone" ? reached.count + 1 : 1 };
    } else if (cmd === "redo" && reached?.how === "undone") {
      reached = { how: "undone", count: Math.max(1, reached.count - 1) };
    } else {
      reached = { how: "review", count: 0 };
    }
    schedule();
  }

  /** With no kernel: show position `i` of the replay kept in the model. */
  function showReplay(data: ReplayData, i: number): void {
    for (const [name, value] of Object.entries(positionState(data, i))) model.set(name, value);
    session.log = logAt(data, i);
    drawPanels();
  }

  /** Answer an intent in the browser (no kernel): step through the replay. */
  function localIntent(intent: Record<string, unknown>): Reply {
    const id = intent.id as number;
    const data = keeper.data;
    const at: number = model.get("nav")?.position ?? 0;
    const last = data ? data.positions.length - 1 : 0;
    const target =
      intent.cmd === "back" || intent.cmd === "undo"
        ? at - 1
        : intent.cmd === "forward" || intent.cmd === "redo"
          ? at + 1
          : intent.cmd === "seek" && typeof intent.position === "number"
            ? intent.position
            : null;
    if (intent.cmd === "language" && typeof intent.value === "string") {
      model.set("language", intent.value);
      return { type: "done", id };
    }
    if (intent.cmd === "log") return { type: "done", id };
    if (data && target !== null && target >= 0 && target <= last) {
      showReplay(data, target);
      return { type: "done", id };
    }
    return { type: "done", id, refused: data?.waiting ?? ["ui.replay"] };
  }
  session.local = localIntent;

  function showNotice(e: Encoded | null, kind: "refused" | "info", detail?: TryDetail | null): void {
    notice.replaceChildren();
    notice.className = `wp-notice ${kind}`;
    delete notice.dataset.key;
    if (e) {
      notice.append(explanationElement(ctx(), e));
      notice.dataset.key = e[0];
    }
    // A lesson says a refusal in its panel, beside what the step asks for (not twice: the
    // notice under the status line stays empty on screen).
    const lesson: LessonState | undefined = model.get("lesson");
    notice.hidden = Boolean(lesson?.id && kind === "refused" && e);
    if (lesson?.id && (kind === "refused" || !e)) {
      lessonPanel.refused(e, detail);
      lessonPanel.update(lesson, ctx());
    }
  }

  function statusText(v: V | null): string {
    const n = nav();
    const w = draw_ctx();
    const lg = legal();
    if (model.get("cover")?.player !== undefined) return lg.waiting ? explain(lg.waiting) : "";
    if (!v) return "";
    if (n.over) {
      const scores = renderer.scores?.(v);
      return scores ? `${label("over", w.lang)} · ${scores.join(" : ")}` : label("over", w.lang);
    }
    if (!n.can_redo) reached = null;
    else {
      const at = { position: n.position, length: n.length };
      // A replay with no kernel makes no move: nothing here is replaced or taken back.
      if (session.offline) return labelWith("replayPast", w.lang, at);
      // A move here would replace moves that showed someone something hidden: Python
      // refuses it, and the status says so rather than offering it.
      const replace = n.why?.replace;
      if (replace) return explain(replace);
      const undone = typeof n.undone === "boolean" ? n.undone : reached?.how === "undone";
      if (!undone) return labelWith("past", w.lang, at);
      return labelWith((reached?.count ?? 1) > 1 ? "undoneMany" : "undone", w.lang, at);
    }
    const who = labelWith("whoToMove", w.lang, { who: w.player(lg.player ?? 0) });
    // Joined the language's way (Japanese: "。" and "：", not ". " and ": ").
    if (!canAct(lg)) return lg.waiting ? `${who}${label("sentenceGap", w.lang)}${explain(lg.waiting)}` : who;
    const todo = renderer.instruction?.(v, path, w);
    return todo ? `${who}${label("colon", w.lang)}${todo}` : who;
  }

  /** The hint and the verdict for the position shown (Python sends only what this view may see). */
  function advised(): { hint: Hint | null; verdict: Verdict | null } {
    const position = nav().position;
    const h: Hint | undefined = model.get("hint");
    const v: Verdict | undefined = model.get("verdict");
    return {
      hint: h && h.moves && h.position === position ? h : null,
      verdict: v && v.best && v.position === position ? v : null,
    };
  }

  function updateThinking(): void {
    const thinking: Thinking = model.get("thinking") ?? {};
    const n = nav();
    const off: Record<string, Encoded> = model.get("policy")?.off ?? {};
    thinkingBar.update({
      thinking,
      canHint: Boolean(n.hint),
      canSolve: Boolean(n.solve),
      hintOff: off.hints ? explain(off.hints) : null,
      solveOff: off.solver ? explain(off.solver) : null,
      language: lang(),
      playerName: (p) => draw_ctx().player(p),
    });
    root.dataset.thinking = thinking.kind ?? "";
  }

  function drawAdvice(): void {
    const { hint, verdict } = advised();
    const player = (p: number) => draw_ctx().player(p);
    advice.replaceChildren(
      ...(hint ? [hintPanel(ctx(), hint, player)] : []),
      ...(verdict ? [verdictPanel(ctx(), verdict, player)] : []),
    );
  }

  /** Apply the picker's marks to the drawn board: only classes and attributes change. */
  function highlight(): void {
    const lg = legal();
    path = validPrefix(lg, path);
    current = marks(lg, path, presentIn(svg), viewer());
    if (svg) {
      const { hint, verdict } = advised();
      const hinted = new Set<string>();
      for (const a of [hint, verdict]) for (const element of a?.best_path ?? []) hinted.add(element);
      for (const node of svg.querySelectorAll("[data-el]")) {
        const element = node.getAttribute("data-el")!;
        const mark = current.get(element);
        const state = mark?.state;
        const reason = mark?.why ? explain(mark.why) : null;
        const target = Boolean(mark?.target);
        const isHinted = hinted.has(element);
        // The same mark as last time on this drawing: nothing to write.
        const key = `${state ?? ""} ${target} ${isHinted} ${reason ?? ""}`;
        if (marked.get(node) === key) continue;
        marked.set(node, key);
        for (const c of STATES) setClass(node, c, c === state || (c === "target" && target));
        setClass(node, "hinted", isHinted);
        setAttr(node, "tabindex", mark ? "0" : "-1");
        // What may be chosen now is a button; what may not is a labelled group (an
        // aria-label needs a role that allows one).
        if (mark) setAttr(node, "role", "button");
        else if (node.hasAttribute("aria-label")) setAttr(node, "role", "group");
        setAttr(node, "aria-disabled", state === "dimmed" ? "true" : null);
        setAttr(node, "aria-pressed", state === "selected" ? "true" : null);
        setAttr(node, "data-reason", reason);
      }
      svg.dataset.path = path.join(" ");
    }
    tooltip.refresh(root);
    status.textContent = statusText(view());
    root.dataset.path = path.join(" ");
  }

  function drawPanels(): void {
    panelLang = lang();
    const groups = renderer.groups
      ? renderer.groups(session.log)
      : [{ start: Math.max(0, session.log.length - 8), steps: session.log.slice(-8) }];
    const player = (p: number) => draw_ctx().player(p);
    const seen = viewer();
    panels.replaceChildren(
      // Why a move was allowed is said to the person who chose it ("You lead ..."): Python
      // sends another player's view only what the game tells them in their own words; the
      // open view reads every person's, saying whom it was said to; never the computer's.
      explanationPanel(
        ctx(),
        groups.slice(-2),
        player,
        (step) => (model.get("seats") ?? [])[step.p] == null,
        seen === null,
      ),
      moveLog(ctx(), session.log, player, (position) => send({ cmd: "seek", position })),
    );
    annotateLog(panels, model.get("tree"));
  }

  /** The tree of variations (tree.ts), and the glyphs and comments of the log's moves. */
  function drawTree(): void {
    const tree = model.get("tree");
    const covered = model.get("cover")?.player !== undefined;
    treePanel.update(covered ? undefined : tree, {
      ...ctx(),
      playerName: (p) => draw_ctx().player(p),
      offline: session.offline,
    });
    annotateLog(panels, tree);
  }

  function drawCover(): void {
    const covered = model.get("cover");
    cover.replaceChildren();
    cover.hidden = covered?.player === undefined;
    stage.hidden = !cover.hidden;
    panels.hidden = !cover.hidden; // the log is the next player's to read once uncovered
    if (cover.hidden) return;
    const p = document.createElement("p");
    const lg = legal();
    p.textContent = lg.waiting ? explain(lg.waiting) : "";
    const b = document.createElement("button");
    b.type = "button";
    b.className = "wp-button wp-uncover";
    b.textContent = `${draw_ctx().player(covered.player)}: ${label("showView", lang())}`;
    b.addEventListener("click", (ev) => {
      if (ev.detail === 0) {
        // Pressed from the keyboard: the button goes with the cover, so the focus waits on
        // the board for the decision of the view it opens.
        root.focus({ preventScroll: true });
        focusNext = "wait";
      }
      send({ cmd: "uncover" });
    });
    cover.append(p, b);
  }

  /** The hot seat's prompt to pass the screen (hotseat.ts): not under the cover, which
   * says it, nor in a replay with no kernel. */
  function drawHandover(): void {
    const colour = renderer.playerColour;
    handover.update(model.get("handover") as Handover | undefined, {
      catalog: catalog(),
      lang: lang(),
      quiet: model.get("cover")?.player !== undefined || session.offline,
      colour: colour ? (p) => colour.call(renderer, p) : undefined,
    });
  }

  function draw(): void {
    scheduled = false;
    const c = catalog();
    if (!c?.templates) return;
    useLabels(c); // a lesson's catalogue replaces the first one
    const n = nav();
    if (n.position !== lastPosition || viewer() !== lastViewer) {
      // A new position or another view: what was said before (a refusal, "record saved")
      // goes.
      path = [];
      lastPosition = n.position;
      lastViewer = viewer();
      showNotice(null, "info");
    }
    const v = view();
    const w = draw_ctx();
    const fresh = v ? renderer.draw(v, { ...w, previous: svg }) : null;
    marked = new WeakMap();
    // A new drawing changes only what differs on the board shown (see morph.ts).
    svg = !renderer.inPlace && morphable(svg, fresh) ? morph(svg, fresh!) : fresh;
    if (!svg || stage.childNodes.length !== 1 || stage.firstChild !== svg) {
      stage.replaceChildren(...(svg ? [svg] : []));
    }
    controls.update({
      nav: n,
      options: model.get("options") ?? [],
      optionText: (e) => text(c, e, w.lang, false),
      perspective: viewer(),
      locked: Boolean(model.get("locked")),
      covered: model.get("cover")?.player !== undefined,
      seats: model.get("seats") ?? [],
      levels: model.get("levels") ?? [],
      playerRange: c.players ?? [n.players, n.players],
      language: w.lang,
      languages: c.languages,
      playerName: w.player,
      policy: model.get("policy") ?? {},
      reason: explain,
      lesson: Boolean(model.get("lesson")?.id),
    });
    drawCover();
    drawHandover();
    lessonPanel.update(model.get("lesson"), ctx());
    const f: F = model.get("final");
    const table = f && Object.keys(f as object).length && renderer.final ? renderer.final(f, { ...w, ...ctx() }) : null;
    final.replaceChildren(...(table ? [table] : []));
    if (panelLang !== w.lang) drawPanels();
    drawTree();
    updateThinking();
    drawAdvice();
    highlight();
    // A new drawing (another game, view) starts with nothing marked as new.
    const seen = lastFor === null ? {} : lastSeen;
    lastSeen = markLast(svg, model.get("last") ?? {}, seen, w.player);
    lastFor = svg;
    if (focusNext) placeFocus();
    if (!session.offline) keeper.capture(session.log);
    root.dataset.offline = session.offline ? "true" : "";
    renders += 1;
    layout();
    root.dataset.lang = w.lang;
    root.dataset.position = String(n.position);
    root.dataset.renders = String(renders);
    root.lang = w.lang;
  }

  /** Put the focus where the next decision is made (see `focusNext`): on the first element
   * the viewer may choose now (never on what waits, such as the hand of the player who just
   * moved), on the cover's button when the next person must uncover the board, else on the
   * board itself until the viewer decides again. */
  function placeFocus(): void {
    if (focusNext === "move" && nav().position === focusFrom) return; // not answered yet
    if (focusNext === "wait" && document.activeElement !== root) {
      focusNext = null; // the person went elsewhere meanwhile: the focus is theirs
      return;
    }
    const elements = svg ? [...svg.querySelectorAll<SVGElement>("[data-el]")] : [];
    const first = elements.find((node) => current.get(node.getAttribute("data-el")!)?.state === "legal");
    const uncover = cover.hidden ? null : cover.querySelector<HTMLElement>(".wp-uncover");
    (first ?? uncover ?? root).focus({ preventScroll: true });
    focusNext = first || uncover ? null : "wait";
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(draw);
  }

  function activate(target: Element, byKey: boolean): void {
    const mark = current.get(target.getAttribute("data-el")!);
    if (!mark) return;
    const action: Action = mark.action;
    if (action.kind === "refuse") {
      showNotice(action.why, "refused");
      notice.dataset.local = "true";
      return;
    }
    if (action.kind === "send") {
      path = [];
      highlight();
      const active = document.activeElement;
      if (byKey || (active && root.contains(active) && active.matches(":focus-visible"))) {
        focusNext = "move";
        focusFrom = nav().position;
      }
      send({ cmd: "move", path: action.path });
      return;
    }
    path = action.path;
    highlight();
    if (byKey && svg && action.kind === "extend") {
      const next = [...current.entries()].find(([, m]) => m.state === "legal" && m.target);
      if (next) svg.querySelector<SVGElement>(`[data-el="${CSS.escape(next[0])}"]`)?.focus();
    }
  }

  function chosen(ev: Event): Element | null {
    let node = ev.target as Element | null;
    while (node && node !== root) {
      if (node.hasAttribute?.("data-el") && node.getAttribute("tabindex") === "0") return node;
      node = node.parentElement;
    }
    return null;
  }

  const onClick = (ev: MouseEvent) => {
    const target = chosen(ev);
    if (target) activate(target, false);
  };
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key === "Escape") {
      popover.hide();
      tooltip.hide();
      if (path.length) {
        const last = path[path.length - 1];
        path = path.slice(0, -1);
        highlight();
        svg?.querySelector<SVGElement>(`[data-el="${CSS.escape(last)}"]`)?.focus();
      }
      return;
    }
    const target = chosen(ev);
    if (!target) return;
    if (ev.key === "Enter" || ev.key === " ") {
      ev.preventDefault();
      activate(target, true);
    } else if (["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"].includes(ev.key)) {
      const all = [...(svg?.querySelectorAll<SVGElement>('[data-el][tabindex="0"]') ?? [])];
      const i = all.indexOf(target as SVGElement);
      const step = ev.key === "ArrowRight" || ev.key === "ArrowDown" ? 1 : all.length - 1;
      ev.preventDefault();
      all[(i + step) % all.length]?.focus();
    }
  };
  const onOver = (ev: Event) => {
    const target = chosen(ev);
    const reason = target?.getAttribute("data-reason");
    if (target && reason) tooltip.show(target, reason, root);
    else tooltip.hide();
  };
  // The next click anywhere on the board puts the prompt to pass the screen away.
  root.addEventListener("click", () => handover.dismiss(), true);
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  root.addEventListener("mouseover", onOver);
  root.addEventListener("focusin", (ev) => {
    const target = ev.target as Element;
    if (target.matches?.(":focus-visible")) onOver(ev);
  });
  root.addEventListener("mouseleave", () => tooltip.hide());

  for (const name of REDRAWN) model.on(`change:${name}`, schedule);
  // Progress arrives often: it updates the thinking row only, nothing is redrawn.
  model.on("change:thinking", updateThinking);
  const unsubscribe = session.subscribe((event, reply: Reply | null) => {
    if (event === "history" && reply?.type === "history") keeper.take(reply.history);
    else if (event === "offline") offline();
    else if (event === "online") {
      // A kernel was only busy (Run All on a slow machine): it is the authority again, and
      // the board shows what needs it even when the sync changes no trait.
      session.send({ cmd: "sync" });
      schedule();
    }
    if (event === "log") {
      drawPanels();
      if (!session.offline) keeper.capture(session.log);
    }
    else if (event === "refused" && reply?.type === "done" && reply.refused) {
      if (reply.cmd === "move") focusNext = null; // the focus stays where the move was made
      showNotice(reply.refused, "refused", reply.detail as TryDetail | undefined);
      delete notice.dataset.local;
    } else if (event === "notice" && reply?.type === "notice") showNotice(reply.why, "info");
    if (event === "done" && reply?.type === "done" && reply.id != null && navSent.has(reply.id)) {
      const cmd = navSent.get(reply.id)!;
      navSent.delete(reply.id);
      if (!reply.refused) navigated(cmd);
    }
    if ((event === "done" || event === "refused") && !session.busy) delete root.dataset.busy;
  });
  /** No kernel answers: show the replay's log, and step through it from here on. */
  function offline(): void {
    const data = keeper.data;
    if (data && (model as { offline?: boolean }).offline) showReplay(data, data.positions.length - 1);
    else if (data) {
      session.log = logAt(data, model.get("nav")?.position ?? 0);
      drawPanels();
    }
    delete root.dataset.busy;
    schedule();
  }

  draw();
  if (session.offline) offline();

  return {
    root,
    draw,
    get path() {
      return path;
    },
    destroy() {
      for (const name of REDRAWN) model.off(`change:${name}`, schedule);
      model.off("change:thinking", updateThinking);
      unsubscribe();
      resize?.disconnect();
      lessonResize?.disconnect();
      window.removeEventListener("resize", onWindow);
      root.remove();
    },
  };
}

/** The anywidget module of a game: `export default widget(renderer)`; its
 * `replayModel(data)` makes the model of a page with no kernel (`board.to_html`). */
export function widget<V, F>(renderer: Renderer<V, F>) {
  return {
    replayModel,
    initialize({ model }: { model: Model }) {
      Session.of(model);
    },
    render({ model, el }: { model: Model; el: HTMLElement }) {
      const board = mountGame(model, el, renderer);
      return () => board.destroy();
    },
  };
}
