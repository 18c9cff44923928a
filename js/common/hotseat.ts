/**
 * The hot seat's prompt to pass the screen (`handover`, synced by Python: see
 * widget/privacy.py): whenever the turn goes to another person, a banner in that player's
 * colour says "Pass the screen: Player 2's turn". It hides nothing of the board (where the
 * game hides things, the cover says it instead), and goes with the next click anywhere on
 * the board, its own button included, or with that person's first decision.
 */
import { type Catalog, text } from "./i18n";

/** The synced `handover`: the person the screen passes to, at which position. */
export interface Handover {
  player?: number;
  position?: number;
}

/** The seats' colours where a game gives none (Okabe and Ito's palette, readable with
 * every common colour vision). */
export const SEAT_COLOURS = ["#0072B2", "#D55E00", "#CC79A7", "#E69F00", "#009E73", "#56B4E9"];

/** What the banner is drawn with. */
export interface HandoverContext {
  catalog: Catalog;
  lang: string;
  /** Whether the board is covered (the cover asks for the screen instead) or shows a
   * replay with no kernel (nobody takes turns). */
  quiet: boolean;
  /** A seat's colour (the game's own, else {@link SEAT_COLOURS}). */
  colour?: (p: number) => string | null | undefined;
}

/** A seat's colour: the game's, else the kit's palette. */
export function seatColour(p: number, colour?: HandoverContext["colour"]): string {
  return colour?.(p) ?? SEAT_COLOURS[p % SEAT_COLOURS.length];
}

/** The banner; `update` draws it from the synced `handover`, `dismiss` puts it away. */
export class HandoverBanner {
  readonly el: HTMLElement;
  /** The prompts put away, by player and position (a prompt shown again after an undo
   * back to the turn's start stays away). */
  private readonly dismissed = new Set<string>();
  private key = "";

  constructor() {
    this.el = document.createElement("div");
    this.el.className = "wp-handover";
    this.el.setAttribute("role", "status");
    this.el.setAttribute("aria-live", "polite");
    this.el.hidden = true;
  }

  /** Show the prompt of `handover` (nothing if there is none, it was put away, or `quiet`). */
  update(handover: Handover | undefined, ctx: HandoverContext): void {
    const player = handover?.player;
    this.key = player === undefined ? "" : `${player}@${handover?.position ?? ""}`;
    const shown = Boolean(this.key) && !ctx.quiet && !this.dismissed.has(this.key);
    this.el.hidden = !shown;
    if (!shown || player === undefined) {
      this.el.replaceChildren();
      delete this.el.dataset.player;
      return;
    }
    this.el.dataset.player = String(player);
    this.el.style.setProperty("--wp-handover-colour", seatColour(player, ctx.colour));
    const swatch = document.createElement("span");
    swatch.className = "wp-handover-swatch";
    swatch.setAttribute("aria-hidden", "true");
    const words = document.createElement("span");
    words.className = "wp-handover-text";
    words.textContent = text(ctx.catalog, ["ui.hot_seat.pass", { player }], ctx.lang);
    const ok = document.createElement("button");
    ok.type = "button";
    ok.className = "wp-button wp-handover-ok";
    ok.textContent = text(ctx.catalog, ["ui.hot_seat.ok", {}], ctx.lang);
    ok.addEventListener("click", () => this.dismiss());
    this.el.replaceChildren(swatch, words, ok);
  }

  /** Put the current prompt away (the next click on the board does, the cover's button
   * included: the person has the screen). */
  dismiss(): void {
    if (!this.key) return;
    this.dismissed.add(this.key);
    this.el.hidden = true;
    this.el.replaceChildren();
  }
}
