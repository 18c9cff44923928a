/**
 * The board's controls: new game (seed, number of players), undo/redo, step back/forward
 * and a slider over the record, the view (a player's or the open one), who plays each
 * seat (a person or the computer at a level), save/load, language. Built once per view and
 * updated in place (so a dragged slider or a focused button keeps its state). Every
 * control only sends an intent; Python decides.
 */
import type { Encoded } from "./i18n";
import { label, LANGUAGE_NAMES, type LabelKey, labelWith } from "./labels";
import type { Intent } from "./protocol.gen";

export interface Nav {
  position: number;
  length: number;
  can_undo: boolean;
  can_redo: boolean;
  to_move: number | null;
  over: boolean;
  players: number;
  seed: number | null;
  /** Whether this view may save a record. */
  save?: boolean;
  hint?: boolean;
  solve?: boolean;
  /** Whether one decision may be taken back (Undo may take back several). */
  can_back?: boolean;
  /** Whether the earlier position shown was reached by Undo (the moves after it taken
   * back) rather than by stepping back through the record; absent: not synced. */
  undone?: boolean;
  /** Why a control of the record is not offered now (undo, back, views, save), and why no
   * move may be made at the earlier position shown (replace). */
  why?: Record<string, Encoded>;
}

/** What the notebook lets learners do (synced read-only as `policy`): each control that
 * is off, with why. */
export interface Policy {
  preset?: string | null;
  undo?: string;
  off?: Record<string, Encoded>;
}

/** Show `el` as not available, saying why (`reason`), or as available (null). A button
 * so marked still sends its intent when clicked, and Python answers with the reason. */
export function markOff(el: HTMLElement, reason: string | null): void {
  if (reason) {
    el.setAttribute("aria-disabled", "true");
    el.title = reason;
    el.dataset.offReason = reason;
  } else if (el.dataset.offReason !== undefined) {
    el.removeAttribute("aria-disabled");
    el.removeAttribute("title");
    delete el.dataset.offReason;
  }
  el.classList.toggle("wp-off-control", Boolean(reason));
}

/**
 * Show a control as usable ("on"), as not offered for a reason ("off": greyed with
 * `aria-disabled` and the reason in its title; a click still asks Python, which answers
 * with the reason), or as having nothing to do now ("idle": disabled, saying why, e.g. ▶
 * at the latest position).
 */
export function present(el: HTMLButtonElement | HTMLInputElement, how: "on" | "off" | "idle", reason: string | null): void {
  el.disabled = how === "idle";
  markOff(el, how === "off" ? reason : null);
  if (how === "idle" && reason) {
    el.title = reason;
    el.dataset.idleReason = reason;
  } else if (el.dataset.idleReason !== undefined) {
    if (how !== "off") el.removeAttribute("title");
    delete el.dataset.idleReason;
  }
}

/** Python's reasons for not taking a move back, and the words ◀ says them in. */
const BACK_WORDS: Record<string, LabelKey> = {
  "ui.undo_hidden": "backHidden",
  "ui.locked_undo": "backLocked",
  "ui.undo_other": "backOther",
  "ui.off.undo": "backOff",
};

/** A choice of a new game besides its seed and players (an expansion, a variant). */
export interface GameOption {
  name: string;
  /** Its words (an explanation). */
  label: Encoded;
  value: boolean;
  /** The player counts it is for (all when absent). */
  players?: number[];
  /** Another option it needs switched on. */
  needs?: string;
}

export interface ControlState {
  nav: Nav;
  /** The game's options for a new game, and their words. */
  options: GameOption[];
  optionText(label: Encoded): string;
  perspective: number | null;
  locked: boolean;
  /** Whether the board is covered for the next player (hot seat): no other view now. */
  covered?: boolean;
  /** Per seat: null for a person, else the computer's level. */
  seats: Array<string | null>;
  levels: string[];
  /** The fewest and the most players of the game. */
  playerRange: [number, number];
  language: string;
  languages: string[];
  playerName(p: number): string;
  /** What the notebook lets learners do. */
  policy?: Policy;
  /** An encoded reason in the board's language. */
  reason?(why: Encoded): string;
  /** A lesson's board: what the notebook turned off is not shown at all (see `offered`). */
  lesson?: boolean;
}

/** The controls a lesson's board leaves out when the notebook turns them off (the names of
 * `policy.off`), rather than showing them off with the reason: a learner sees only what
 * the lesson's step may use. */
export const HIDDEN_IN_LESSONS = ["undo", "views", "seats", "new_game", "load", "languages"] as const;

type Send = (intent: Intent) => void;

function button(cls: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = `wp-button ${cls}`;
  b.addEventListener("click", onClick);
  return b;
}

function select(cls: string): HTMLSelectElement {
  const s = document.createElement("select");
  s.className = `wp-select ${cls}`;
  return s;
}

function fill(sel: HTMLSelectElement, options: Array<[string, string]>): void {
  const same =
    sel.options.length === options.length &&
    options.every(([v, t], i) => sel.options[i].value === v && sel.options[i].textContent === t);
  if (same) return;
  sel.replaceChildren(
    ...options.map(([value, text]) => {
      const o = document.createElement("option");
      o.value = value;
      o.textContent = text;
      return o;
    }),
  );
}

export class Controls {
  readonly el: HTMLDivElement;
  private seed: HTMLInputElement;
  private players: HTMLSelectElement;
  private playersLabel: HTMLLabelElement;
  private newGame: HTMLButtonElement;
  private optionsBox: HTMLSpanElement;
  private shownOptions = "";
  private undo: HTMLButtonElement;
  private redo: HTMLButtonElement;
  private back: HTMLButtonElement;
  private forward: HTMLButtonElement;
  private slider: HTMLInputElement;
  private where: HTMLSpanElement;
  private perspective: HTMLSelectElement;
  private perspectiveLabel: HTMLLabelElement;
  private seatsBox: HTMLSpanElement;
  private save: HTMLButtonElement;
  private load: HTMLButtonElement;
  private file: HTMLInputElement;
  private langs: HTMLDivElement;
  private policyLine: HTMLSpanElement;
  private more: HTMLButtonElement;
  private undoGroup!: HTMLElement;
  private newGroup!: HTMLElement;
  private secondaries: HTMLElement[] = [];
  private labels: Array<[HTMLElement, LabelKey, "text" | "aria"]> = [];
  private send: Send;

  constructor(send: Send) {
    this.send = send;
    this.el = document.createElement("div");
    this.el.className = "wp-controls";
    this.el.setAttribute("role", "toolbar");

    this.seed = document.createElement("input");
    this.seed.type = "number";
    this.seed.min = "0";
    this.seed.className = "wp-seed";
    this.players = select("wp-players");
    this.newGame = button("wp-new", () => {
      const text = this.seed.value.trim();
      const intent: Intent & { cmd: "new" } = { cmd: "new", seed: text === "" ? null : Number(text) };
      if (!this.playersLabel.hidden) intent.players = Number(this.players.value);
      const chosen = this.chosenOptions();
      if (Object.keys(chosen).length) intent.options = chosen;
      send(intent);
    });
    this.optionsBox = document.createElement("span");
    this.optionsBox.className = "wp-options";
    this.optionsBox.addEventListener("change", () => this.enableOptions());
    this.players.addEventListener("change", () => this.enableOptions());
    this.undo = button("wp-undo", () => send({ cmd: "undo" }));
    this.redo = button("wp-redo", () => send({ cmd: "redo" }));
    this.back = button("wp-back", () => send({ cmd: "back" }));
    this.back.textContent = "◀";
    this.forward = button("wp-forward", () => send({ cmd: "forward" }));
    this.forward.textContent = "▶";
    this.slider = document.createElement("input");
    this.slider.type = "range";
    this.slider.min = "0";
    this.slider.className = "wp-slider";
    this.slider.addEventListener("change", () => send({ cmd: "seek", position: Number(this.slider.value) }));
    this.where = document.createElement("span");
    this.where.className = "wp-where";
    this.perspective = select("wp-perspective");
    this.perspective.addEventListener("change", () =>
      send({ cmd: "perspective", value: this.perspective.value === "" ? null : Number(this.perspective.value) }),
    );
    this.seatsBox = document.createElement("span");
    this.seatsBox.className = "wp-seats";
    this.save = button("wp-save", () => send({ cmd: "save" }));
    this.file = document.createElement("input");
    this.file.type = "file";
    this.file.accept = ".json,application/json";
    this.file.hidden = true;
    this.file.className = "wp-file";
    this.file.addEventListener("change", async () => {
      const f = this.file.files?.[0];
      if (f) send({ cmd: "load", record: await f.text() });
      this.file.value = "";
    });
    this.load = button("wp-load", () => this.file.click());
    // In the compact layout (a narrow board, see kit.css) the controls used less often
    // (a new game, seats, save and load, languages) fold away behind this button.
    this.more = button("wp-more", () => {
      const open = !this.el.classList.contains("wp-show-more");
      this.el.classList.toggle("wp-show-more", open);
      this.more.setAttribute("aria-expanded", String(open));
    });
    this.more.setAttribute("aria-expanded", "false");
    this.more.textContent = "⋯";
    this.policyLine = document.createElement("span");
    this.policyLine.className = "wp-policy";
    this.langs = document.createElement("div");
    this.langs.className = "wp-langs";
    this.langs.setAttribute("role", "group");
    this.langs.addEventListener("click", (ev) => {
      const b = (ev.target as HTMLElement).closest("button");
      if (b?.dataset.lang) send({ cmd: "language", value: b.dataset.lang });
    });

    const group = (...items: HTMLElement[]) => {
      const g = document.createElement("span");
      g.className = "wp-group";
      g.append(...items);
      return g;
    };
    const caption = (key: LabelKey, control: HTMLElement) => {
      const l = document.createElement("label");
      const s = document.createElement("span");
      this.labels.push([s, key, "text"]);
      l.append(s, " ", control);
      return l;
    };
    this.playersLabel = caption("players", this.players);
    this.perspectiveLabel = caption("view", this.perspective);
    this.labels.push(
      [this.newGame, "newGame", "text"],
      [this.seed, "seed", "aria"],
      [this.undo, "undo", "text"],
      [this.redo, "redo", "text"],
      [this.back, "back", "aria"],
      [this.forward, "forward", "aria"],
      [this.slider, "position", "aria"],
      [this.save, "save", "text"],
      [this.load, "load", "text"],
      [this.langs, "language", "aria"],
      [this.seatsBox, "seats", "aria"],
      [this.more, "moreControls", "aria"],
    );
    // What needs a kernel is marked, so that a replay with none hides it (kit.css): undo and
    // redo too (a replay steps with ◀, ▶ and the slider; no move is taken back or made).
    const kernel = (el: HTMLElement) => {
      el.classList.add("wp-needs-kernel");
      return el;
    };
    const secondary = (el: HTMLElement) => {
      el.classList.add("wp-secondary");
      return el;
    };
    this.undoGroup = kernel(group(this.undo, this.redo));
    this.newGroup = secondary(kernel(group(this.seed, this.playersLabel, this.optionsBox, this.newGame)));
    this.secondaries = [
      this.newGroup,
      secondary(kernel(this.seatsBox)),
      secondary(kernel(group(this.save, this.load, this.file))),
      secondary(this.langs),
    ];
    this.el.append(
      this.undoGroup,
      group(this.back, this.slider, this.forward, this.where),
      kernel(group(this.perspectiveLabel)),
      kernel(this.policyLine),
      kernel(this.more),
      ...this.secondaries,
    );
  }

  update(s: ControlState): void {
    const lang = s.language;
    for (const [el, key, how] of this.labels) {
      const word = label(key, lang);
      if (how === "text") el.textContent = word;
      else el.setAttribute("aria-label", word);
    }
    this.seed.placeholder = label("randomSeed", lang);
    const nav = s.nav;
    const off = s.policy?.off ?? {};
    const why = (name: string): string | null => {
      const e = off[name] ?? nav.why?.[name];
      return e && s.reason ? s.reason(e) : null;
    };
    // Not offered for a reason: shown off with it (a click asks Python, which says why);
    // nothing to do (the start or the end of the record): disabled, saying so.
    const undoWhy = why("undo");
    if (nav.can_undo) present(this.undo, "on", null);
    else if (undoWhy) present(this.undo, "off", undoWhy);
    else present(this.undo, "idle", nav.position === 0 ? label("undoStart", lang) : null);
    const canBack = nav.can_back ?? nav.can_undo;
    // ◀ takes one decision back (Python's `back`): its reason in its own words, not Undo's.
    const backWhy = this.backReason(s);
    if (canBack) present(this.back, "on", null);
    else if (backWhy) present(this.back, "off", backWhy);
    else present(this.back, "idle", label("backStart", lang));
    const end = nav.can_redo ? null : label("redoEnd", lang);
    present(this.redo, end ? "idle" : "on", end);
    const last = nav.can_redo ? null : label("forwardEnd", lang);
    present(this.forward, last ? "idle" : "on", last);
    const saveWhy = why("save");
    this.save.disabled = nav.save === false && !saveWhy;
    markOff(this.save, nav.save === false ? saveWhy : null);
    const newWhy = off.new_game && s.reason ? s.reason(off.new_game) : null;
    markOff(this.newGame, newWhy);
    this.seed.disabled = this.players.disabled = Boolean(newWhy);
    this.seed.title = newWhy ?? "";
    markOff(this.load, off.load && s.reason ? s.reason(off.load) : null);
    this.updatePolicy(s);
    this.slider.max = String(nav.length);
    this.slider.value = String(nav.position);
    // The slider goes where ◀ and ▶ go: nowhere, it is disabled with why; only forward,
    // its title says why not back (a drag back is sent, and Python answers the reason).
    if (nav.length === 0) present(this.slider, "idle", label("noSteps", lang));
    else if (!canBack && !nav.can_redo) present(this.slider, "idle", backWhy ?? label("forwardEnd", lang));
    else {
      present(this.slider, "on", null);
      this.slider.title = !canBack && backWhy ? backWhy : "";
    }
    this.where.textContent = `${nav.position} / ${nav.length}`;
    const [low, high] = s.playerRange;
    this.playersLabel.hidden = low === high;
    const counts: Array<[string, string]> = [];
    for (let n = low; n <= high; n++) counts.push([String(n), String(n)]);
    fill(this.players, counts);
    if (document.activeElement !== this.players) this.players.value = String(nav.players);
    const players = Array.from({ length: nav.players }, (_, p) => p);
    fill(this.perspective, [
      ...players.map((p) => [String(p), s.playerName(p)] as [string, string]),
      ["", label("open", lang)],
    ]);
    this.perspective.value = s.perspective === null ? "" : String(s.perspective);
    const viewWhy = why("views");
    this.perspective.disabled = s.locked || Boolean(s.covered) || Boolean(viewWhy);
    this.perspectiveLabel.title = viewWhy ?? (s.locked ? label("locked", lang) : "");
    this.perspective.title = this.perspectiveLabel.title;
    this.updateSeats(s, players);
    this.updateOptions(s);
    if (this.langs.childElementCount !== s.languages.length) {
      this.langs.replaceChildren(
        ...s.languages.map((code) => {
          const b = document.createElement("button");
          b.type = "button";
          b.className = "wp-button";
          b.dataset.lang = code;
          b.textContent = code.toUpperCase();
          b.title = LANGUAGE_NAMES[code] ?? code;
          return b;
        }),
      );
    }
    for (const b of this.langs.querySelectorAll("button")) {
      b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
    }
    this.offer(s);
  }

  /** On a lesson's board, leave out each control the notebook turned off (and ⋯ when
   * nothing is left behind it); elsewhere every control shows, off ones with the reason. */
  private offer(s: ControlState): void {
    const off = s.policy?.off ?? {};
    const gone = (name: (typeof HIDDEN_IN_LESSONS)[number]) => Boolean(s.lesson && off[name]);
    this.undoGroup.hidden = gone("undo");
    this.perspectiveLabel.hidden = gone("views");
    this.seatsBox.hidden = gone("seats");
    this.newGroup.hidden = gone("new_game");
    this.load.hidden = gone("load");
    this.langs.hidden = gone("languages");
    // A lesson says itself that it is one: no line of what the notebook turned off.
    if (s.lesson) this.policyLine.hidden = true;
    const shown = (el: HTMLElement) => !el.hidden && [...el.children].some((c) => !(c as HTMLElement).hidden);
    this.more.hidden = !this.secondaries.some((el) => shown(el));
    this.el.dataset.lesson = s.lesson ? "true" : "false";
  }

  /** Why ◀ is not offered (null: no reason synced): Python's reason for not taking the
   * last decision back, said as ◀'s (a step back takes it back); a reason it has no words
   * for (a lesson's) as Python says it. */
  private backReason(s: ControlState): string | null {
    const e = s.policy?.off?.back ?? s.nav.why?.back;
    if (!e) return null;
    const words = BACK_WORDS[e[0]];
    if (!words) return s.reason ? s.reason(e) : null;
    const player = (e[1] ?? {}).player;
    return labelWith(words, s.language, { player: typeof player === "number" ? s.playerName(player) : String(player ?? "") });
  }

  /** The notebook's preset, with every control it turns off and why (in its title). */
  private updatePolicy(s: ControlState): void {
    const lang = s.language;
    const off = s.policy?.off ?? {};
    // Each reason once: a preset usually turns several controls off for the same reason.
    const reasons = [...new Set(Object.values(off).map((e) => (s.reason ? s.reason(e) : "")))];
    const preset = s.policy?.preset;
    this.policyLine.hidden = !reasons.length;
    this.policyLine.textContent = reasons.length
      ? `${preset ? label(`policy_${preset}`, lang) : ""} (${label("policyOff", lang)})`
      : "";
    this.policyLine.title = reasons.join("\n");
    this.policyLine.dataset.off = Object.keys(off).join(" ");
  }

  /** One checkbox per game option, set as the current game has it (until the next one). */
  private updateOptions(s: ControlState): void {
    const key = JSON.stringify([s.options, s.language]);
    if (key !== this.shownOptions) this.showOptions(s, key);
    this.enableOptions();
  }

  private showOptions(s: ControlState, key: string): void {
    this.shownOptions = key;
    this.optionsBox.replaceChildren(
      ...s.options.map((o) => {
        const box = document.createElement("input");
        box.type = "checkbox";
        box.className = "wp-option";
        box.dataset.option = o.name;
        box.dataset.players = (o.players ?? []).join(" ");
        box.dataset.needs = o.needs ?? "";
        box.checked = o.value;
        const l = document.createElement("label");
        l.append(box, " ", s.optionText(o.label));
        return l;
      }),
    );
  }

  private optionBoxes(): HTMLInputElement[] {
    return [...this.optionsBox.querySelectorAll<HTMLInputElement>("input.wp-option")];
  }

  /** An option is offered when the chosen number of players is one it is for and the
   * option it needs is on. */
  private enableOptions(): void {
    const boxes = this.optionBoxes();
    const on = new Set(boxes.filter((b) => b.checked).map((b) => b.dataset.option));
    for (const b of boxes) {
      const counts = b.dataset.players ? b.dataset.players.split(" ") : [];
      const forCount = !counts.length || counts.includes(this.players.value);
      b.disabled = !forCount || (b.dataset.needs ? !on.has(b.dataset.needs) : false);
      (b.parentElement as HTMLElement).classList.toggle("wp-off", b.disabled);
    }
  }

  /** The options of the next new game: each one offered, on or off. */
  private chosenOptions(): Record<string, boolean> {
    const out: Record<string, boolean> = {};
    for (const b of this.optionBoxes()) if (!b.disabled) out[b.dataset.option!] = b.checked;
    return out;
  }

  /** One select per seat: a person, or the computer at one of the levels. */
  private updateSeats(s: ControlState, players: number[]): void {
    const lang = s.language;
    while (this.seatsBox.childElementCount > players.length) this.seatsBox.lastElementChild!.remove();
    while (this.seatsBox.childElementCount < players.length) {
      const p = this.seatsBox.childElementCount;
      const sel = select("wp-seat");
      sel.dataset.player = String(p);
      sel.addEventListener("change", () =>
        this.send({ cmd: "seat", player: p, level: sel.value === "" ? null : sel.value }),
      );
      const l = document.createElement("label");
      l.className = "wp-seat-label";
      l.append(document.createElement("span"), " ", sel);
      this.seatsBox.append(l);
    }
    players.forEach((p) => {
      const l = this.seatsBox.children[p] as HTMLLabelElement;
      (l.firstElementChild as HTMLElement).textContent = s.playerName(p);
      const sel = l.querySelector("select")!;
      fill(sel, [
        ["", label("person", lang)],
        ...s.levels.map((level) => [level, `${label("computer", lang)}: ${label(`level_${level}`, lang)}`] as [string, string]),
      ]);
      sel.value = s.seats[p] ?? "";
      const seatWhy = s.policy?.off?.seats && s.reason ? s.reason(s.policy.off.seats) : null;
      sel.disabled = Boolean(seatWhy);
      sel.title = seatWhy ?? "";
      l.title = seatWhy ?? "";
    });
  }
}
