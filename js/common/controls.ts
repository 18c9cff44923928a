/**
 * The board's controls: new game with a seed, undo/redo, step back/forward, a slider over
 * the record, perspective, computer opponent and its strength, save/load, language. Built once per view and
 * updated in place (so a dragged slider or a focused button keeps its state).
 */
import { label, LANGUAGE_NAMES, type LabelKey } from "./labels";

export interface Nav {
  position: number;
  length: number;
  can_undo: boolean;
  can_redo: boolean;
  to_move: number | null;
  over: boolean;
  seed: number | null;
}

export interface ControlState {
  nav: Nav;
  perspective: number | null;
  bot: number | null;
  /** The computer's strength, one of `levels`. */
  strength: string;
  levels: string[];
  language: string;
  languages: string[];
  players: number;
  playerName(p: number): string;
}

type Send = (intent: Record<string, unknown>) => void;

function button(cls: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = cls;
  b.addEventListener("click", onClick);
  return b;
}

export class Controls {
  readonly el: HTMLDivElement;
  private seed: HTMLInputElement;
  private newGame: HTMLButtonElement;
  private undo: HTMLButtonElement;
  private redo: HTMLButtonElement;
  private back: HTMLButtonElement;
  private forward: HTMLButtonElement;
  private slider: HTMLInputElement;
  private where: HTMLSpanElement;
  private perspective: HTMLSelectElement;
  private bot: HTMLSelectElement;
  private strength: HTMLSelectElement;
  private save: HTMLButtonElement;
  private load: HTMLButtonElement;
  private file: HTMLInputElement;
  private langs: HTMLDivElement;
  private labels: Array<[HTMLElement, LabelKey, "text" | "title" | "aria"]> = [];
  private state: ControlState | null = null;

  constructor(send: Send) {
    this.el = document.createElement("div");
    this.el.className = "wp-controls";
    this.el.setAttribute("role", "toolbar");

    this.seed = document.createElement("input");
    this.seed.type = "number";
    this.seed.min = "0";
    this.seed.className = "wp-seed";
    this.newGame = button("wp-new", () => {
      const text = this.seed.value.trim();
      send({ cmd: "new", seed: text === "" ? null : Number(text) });
    });
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
    this.slider.addEventListener("change", () =>
      send({ cmd: "seek", position: Number(this.slider.value) }),
    );
    this.where = document.createElement("span");
    this.where.className = "wp-where";
    this.perspective = document.createElement("select");
    this.perspective.className = "wp-perspective";
    this.perspective.addEventListener("change", () =>
      send({ cmd: "perspective", value: this.choice(this.perspective.value) }),
    );
    this.bot = document.createElement("select");
    this.bot.className = "wp-bot";
    this.bot.addEventListener("change", () =>
      send({ cmd: "bot", player: this.choice(this.bot.value) }),
    );
    this.strength = document.createElement("select");
    this.strength.className = "wp-strength";
    this.strength.addEventListener("change", () =>
      send({ cmd: "strength", value: this.strength.value }),
    );
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
    );
    this.el.append(
      group(this.seed, this.newGame),
      group(this.undo, this.redo),
      group(this.back, this.slider, this.forward, this.where),
      group(
        caption("view", this.perspective),
        caption("computer", this.bot),
        caption("level", this.strength),
      ),
      group(this.save, this.load, this.file),
      this.langs,
    );
  }

  private choice(value: string): number | null {
    return value === "" ? null : Number(value);
  }

  update(s: ControlState): void {
    const lang = s.language;
    const langChanged = !this.state || this.state.language !== lang;
    this.state = s;
    for (const [el, key, how] of this.labels) {
      const word = label(key, lang);
      if (how === "text") el.textContent = word;
      else if (how === "title") el.title = word;
      else el.setAttribute("aria-label", word);
    }
    this.seed.placeholder = label("randomSeed", lang);
    const nav = s.nav;
    this.undo.disabled = !nav.can_undo;
    this.back.disabled = !nav.can_undo;
    this.redo.disabled = !nav.can_redo;
    this.forward.disabled = !nav.can_redo;
    this.slider.max = String(nav.length);
    this.slider.value = String(nav.position);
    this.slider.disabled = nav.length === 0;
    this.where.textContent = `${nav.position} / ${nav.length}`;
    const levelsChanged = this.strength.options.length !== s.levels.length;
    if (langChanged || levelsChanged || this.perspective.options.length === 0) {
      const players = Array.from({ length: s.players }, (_, p) => p);
      this.fill(this.perspective, [
        ...players.map((p) => [String(p), s.playerName(p)] as [string, string]),
        ["", label("open", lang)],
      ]);
      this.fill(this.bot, [
        ["", label("off", lang)],
        ...players.map((p) => [String(p), s.playerName(p)] as [string, string]),
      ]);
      this.fill(
        this.strength,
        s.levels.map((level) => [level, label(`level_${level}` as LabelKey, lang) ?? level]),
      );
      this.langs.replaceChildren(
        ...s.languages.map((code) => {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.lang = code;
          b.textContent = code.toUpperCase();
          b.title = LANGUAGE_NAMES[code] ?? code;
          return b;
        }),
      );
    }
    this.perspective.value = s.perspective === null ? "" : String(s.perspective);
    this.bot.value = s.bot === null ? "" : String(s.bot);
    this.strength.value = s.strength;
    for (const b of this.langs.querySelectorAll("button")) {
      b.setAttribute("aria-pressed", String(b.dataset.lang === lang));
    }
  }

  private fill(select: HTMLSelectElement, options: Array<[string, string]>): void {
    select.replaceChildren(
      ...options.map(([value, text]) => {
        const o = document.createElement("option");
        o.value = value;
        o.textContent = text;
        return o;
      }),
    );
  }
}
