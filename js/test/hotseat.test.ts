/**
 * The hot seat's prompt to pass the screen (common/hotseat.ts), from real states of a hot
 * seat (make_fixtures.py): a banner in the next player's colour that leaves the board in
 * sight where nothing is hidden (The Wolves), goes with the next click or its button, and
 * is not shown under the cover (Triqueta), whose text asks for the screen itself; the Undo
 * button says why the previous person's move is not taken back.
 */
import { describe, expect, it } from "vitest";
import { SEAT_COLOURS, seatColour } from "../common/hotseat";
import { text } from "../common/i18n";
import { playerFill } from "../the_wolves/shapes";
import { renderer as theWolves } from "../the_wolves/index";
import { renderer as triqueta } from "../triqueta/index";
import { click, fixtures, mounter, q, settle } from "./fake";
import TW from "./fixtures/the_wolves.json";
import TQ from "./fixtures/triqueta.json";

const tw = fixtures(TW);
const mountTW = mounter(theWolves, tw);
const banner = (root: HTMLElement) => q<HTMLElement>(root, ".wp-handover");

describe("the prompt to pass the screen (The Wolves: nothing hidden)", () => {
  it("names the next player in their colour and leaves the board in sight", () => {
    const { root } = mountTW("seat_pass3");
    const b = banner(root);
    expect(b.hidden).toBe(false);
    expect(b.dataset.player).toBe("1");
    expect(q(b, ".wp-handover-text").textContent).toBe("Pass the screen: Player 2's turn");
    expect(b.style.getPropertyValue("--wp-handover-colour")).toBe(playerFill(1));
    expect(b.getAttribute("role")).toBe("status");
    expect(q<HTMLElement>(root, ".wp-stage").hidden).toBe(false);
    expect(q(root, ".wp-stage svg")).not.toBeNull();
    expect(q<HTMLElement>(root, ".wp-cover").hidden).toBe(true);
  });

  it("says it in every language", async () => {
    const { root, model } = mountTW("seat_pass3");
    const words = { de: "Bildschirm weitergeben: Spieler 2 ist am Zug", ja: "画面を渡してください：プレイヤー2の番です" };
    for (const [lang, said] of Object.entries(words)) {
      model.set("language", lang);
      await settle();
      expect(q(banner(root), ".wp-handover-text").textContent).toBe(said);
      expect(q(banner(root), ".wp-handover-ok").textContent).toBe(text(tw.catalog, ["ui.hot_seat.ok"], lang));
    }
  });

  it("goes with the next click on the board, and stays away when the board is drawn again", async () => {
    const { root, model } = mountTW("seat_pass3");
    click(q(root, ".wp-stage svg"));
    expect(banner(root).hidden).toBe(true);
    model.set("nav", { ...model.get("nav") });
    await settle();
    expect(banner(root).hidden).toBe(true);
  });

  it("goes with its button, and comes back for the next person", async () => {
    const { root, model } = mountTW("seat_first3");
    expect(q(banner(root), ".wp-handover-text").textContent).toBe("Pass the screen: Player 1's turn");
    q<HTMLButtonElement>(banner(root), ".wp-handover-ok").click();
    expect(banner(root).hidden).toBe(true);
    for (const [trait, value] of Object.entries(tw.states.seat_pass3)) model.set(trait, value);
    await settle();
    expect(banner(root).hidden).toBe(false);
    expect(banner(root).dataset.player).toBe("1");
  });

  it("is not shown once the person has decided (Python clears it)", async () => {
    const { root, model } = mountTW("seat_pass3");
    model.set("handover", {});
    await settle();
    expect(banner(root).hidden).toBe(true);
    expect(banner(root).childElementCount).toBe(0);
  });

  it("is never shown on a board that is no hot seat", () => {
    const { root } = mountTW("open_choose3");
    expect(banner(root).hidden).toBe(true);
  });

  it("shows Undo off with the reason: the previous person's move is theirs", () => {
    const { root } = mountTW("seat_pass3");
    const undo = q<HTMLButtonElement>(root, ".wp-undo");
    expect(undo.getAttribute("aria-disabled")).toBe("true");
    expect(undo.title).toBe(text(tw.catalog, ["ui.undo_turn", { player: 0, mover: 1 }], "en"));
    expect(undo.title).toContain("Player 2, Undo takes back only your own moves");
    expect(undo.title).toContain("made by Player 1");
  });
});

describe("the cover where the game hides things (Triqueta)", () => {
  const tq = fixtures(TQ);
  const mountTQ = mounter(triqueta, tq);

  it("asks for the screen itself: no banner over it, none once uncovered", async () => {
    const { root, model } = mountTQ("covered_next");
    const next: number = tq.states.covered_next.cover.player;
    expect(tq.states.covered_next.handover.player).toBe(next);
    expect(q<HTMLElement>(root, ".wp-cover").hidden).toBe(false);
    const who = `Player ${next + 1}`;
    expect(q(root, ".wp-cover p").textContent).toContain(`Pass the screen to ${who}. ${who}, it is your turn`);
    expect(banner(root).hidden).toBe(true);
    q<HTMLButtonElement>(root, ".wp-uncover").click(); // the person takes the screen
    for (const [trait, value] of Object.entries(tq.states.uncovered_next)) model.set(trait, value);
    await settle();
    expect(q<HTMLElement>(root, ".wp-cover").hidden).toBe(true);
    expect(banner(root).hidden).toBe(true);
  });
});

describe("the seats' colours", () => {
  it("are the game's where it has them, else the kit's palette", () => {
    expect(seatColour(1, () => "#123456")).toBe("#123456");
    expect(seatColour(1, () => null)).toBe(SEAT_COLOURS[1]);
    expect(seatColour(SEAT_COLOURS.length + 2)).toBe(SEAT_COLOURS[2]);
  });
});
