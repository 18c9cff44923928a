/**
 * The generic board (js/generic/): a made-up two-player game's view of zones, drawn in
 * every language, its items lit and clicked through the kit's picker like any board's
 * elements, and its final scores.
 */
import { describe, expect, it } from "vitest";
import { renderer } from "../generic/index";
import { PER_LINE } from "../generic/board";
import { click, fixtures, mounter, moves, q, qa, settle } from "./fake";
import LONE_WOLVES from "./fixtures/lone_wolves.json";

const seats = (word: string, sep = " ") => ({ null: `${word}${sep}None`, 0: `${word}${sep}1`, 1: `${word}${sep}2` });

const CATALOG = {
  game: "demo",
  title: "Demo",
  players: [2, 2],
  languages: ["en", "de", "ja"],
  templates: {
    "dm.zone.hand": { en: "Hand of { SEAT($player) }", de: "Hand von { SEAT($player) }", ja: "{ SEAT($player) }の手札", rules: "" },
    "dm.zone.table": { en: "Table (trick { $n })", de: "Tisch (Stich { $n })", ja: "場（{ $n }トリック目）", rules: "" },
    "dm.why.play": { en: "{ SEAT($player) } plays the { $card }", de: "{ SEAT($player) } spielt die { $card }", ja: "{ SEAT($player) }が{ $card }を出す", rules: "DM-2" },
    "dm.why.pile": { en: "The { $card } goes onto the { $pile } pile", de: "Die { $card } kommt auf den Stapel { $pile }", ja: "{ $card }を{ $pile }の山へ", rules: "DM-3" },
    "dm.no.follow": { en: "The { $card } does not follow the led card", de: "Die { $card } bedient nicht", ja: "{ $card }は台札に従っていません", rules: "DM-4" },
    "dm.wait": { en: "{ SEAT($player) } plays now", de: "{ SEAT($player) } spielt jetzt", ja: "{ SEAT($player) }が出す番です", rules: "" },
    // The kit's and the generic board's words, as every board's catalogue holds them.
    ...Object.fromEntries(Object.entries(LONE_WOLVES.catalog.templates).filter(([key]) => key.startsWith("label."))),
  },
  terms: { seat: { en: seats("Player"), de: seats("Spieler"), ja: seats("プレイヤー", "") } },
  rules: {
    "DM-2": { title: { en: "Playing a card" }, text: { en: "Play one card from your hand." } },
    "DM-3": { title: { en: "Piles" }, text: { en: "A card goes onto a pile." } },
    "DM-4": { title: { en: "Following" }, text: { en: "Follow the led card when you can." } },
  },
};

/** The view of player 0: their hand (two cards playable, one refused), the table, and the
 * other hand face down. */
function view(over = false) {
  return {
    game: "demo",
    players: 2,
    to_move: over ? null : 0,
    scores: [1, 2],
    zones: [
      {
        id: "hand.1",
        title: "dm.zone.hand",
        args: { player: 1 },
        player: 1,
        items: [
          { element: null, text: "?" },
          { element: null, text: "?" },
        ],
      },
      { id: "table", title: "dm.zone.table", args: { n: 3 }, player: null, items: [{ element: null, text: "8" }] },
      {
        id: "hand.0",
        title: "dm.zone.hand",
        args: { player: 0 },
        player: 0,
        items: [
          { element: "card:3", text: "3" },
          { element: "card:7", text: "7" },
          { element: "card:5", text: "5" },
        ],
      },
      { id: "piles", title: "dm.zone.table", args: { n: 3 }, player: null, items: [{ element: "pile:left", text: "L" }] },
    ],
  };
}

const NAV = { position: 4, length: 4, can_undo: true, can_back: true, can_redo: false, to_move: 0, over: false, players: 2, seed: null, save: true, hint: true, solve: false };

function state(legal: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    part_names: ["main"],
    part0: view(),
    static: {},
    legal,
    nav: NAV,
    final: {},
    language: "en",
    perspective: 0,
    seats: [null, "easy"],
    levels: ["random", "easy"],
    locked: false,
    cover: {},
    options: [],
    policy: { preset: "learn", undo: "safe", off: {} },
    last: {},
    ...extra,
  };
}

const PLAY = {
  player: 0,
  paths: { "card:3": 0, "card:7": 0 },
  forms: [
    ["dm.why.play", { player: 0, card: "@0" }],
    ["dm.no.follow", { card: "@0" }],
  ],
  refused: { "": { "card:5": 1 } },
};
const TWO_CLICKS = {
  player: 0,
  paths: { "card:3": { "pile:left": 0 } },
  forms: [["dm.why.pile", { card: "@0", pile: "@1" }]],
};
const WAITING = { player: 1, waiting: ["dm.wait", { player: 1 }] };

const game = fixtures({
  catalog: CATALOG,
  samples: [],
  states: {
    play: state(PLAY),
    two: state(TWO_CLICKS),
    waiting: state(WAITING, { nav: { ...NAV, to_move: 1 }, part0: { ...view(), to_move: 1 } }),
    de: state(PLAY, { language: "de" }),
    ja: state(PLAY, { language: "ja" }),
    over: state(
      { player: null, waiting: ["ui.game_over"] },
      { part0: view(true), nav: { ...NAV, over: true, to_move: null }, final: { scores: [1, 3], winners: [1] } },
    ),
    shared: state({ player: null }, { part0: view(true), final: { scores: [2, 2], winners: [0, 1] } }),
  },
});
const mount = mounter(renderer, game);

describe("drawing the zones", () => {
  it("draws a row per zone, titled from the catalogue with its args, its items as cards", () => {
    const { root } = mount("play");
    expect(qa(root, "svg.gn-board .zone").map((z) => z.getAttribute("data-zone"))).toEqual(["hand.1", "table", "hand.0", "piles"]);
    expect(qa(root, ".zone-title").map((t) => t.textContent)).toEqual([
      "Hand of Player 2",
      "Table (trick 3)",
      "Hand of Player 1",
      "Table (trick 3)",
    ]);
    const hand = q(root, '.zone[data-zone="hand.0"]');
    expect(hand.getAttribute("data-player")).toBe("0");
    expect(qa(hand, "[data-el]").map((e) => e.getAttribute("data-el"))).toEqual(["card:3", "card:7", "card:5"]);
    const three = q(hand, '[data-el="card:3"]');
    expect(three.getAttribute("data-kind")).toBe("card");
    expect(three.getAttribute("data-id")).toBe("3");
    expect(three.getAttribute("data-owner")).toBe("0");
    expect(three.textContent).toBe("3");
    expect(three.getAttribute("aria-label")).toBe("Hand of Player 1: 3");
    // The shared table's card is shown, and names no element nor owner.
    const table = q(root, '.zone[data-zone="table"] .item');
    expect(table.getAttribute("data-text")).toBe("8");
    expect(table.hasAttribute("data-el")).toBe(false);
    expect(table.hasAttribute("data-owner")).toBe(false);
  });

  it("shows what the view may not see as a hidden card, with no element", () => {
    const { root } = mount("play");
    const other = qa(root, '.zone[data-zone="hand.1"] .item');
    expect(other).toHaveLength(2);
    for (const item of other) {
      expect(item.classList.contains("hidden")).toBe(true);
      expect(item.textContent).toBe("?");
      expect(item.hasAttribute("data-el")).toBe(false);
      expect(item.getAttribute("aria-label")).toBe("Hand of Player 2: hidden");
    }
  });

  it("shows the scores with the player to move, and marks their zone", () => {
    const { root } = mount("play");
    expect(qa(root, ".score").map((s) => s.getAttribute("data-score"))).toEqual(["1", "2"]);
    expect(q(root, '.score[data-player="0"]').textContent).toBe("▶ Player 1: 1 point");
    expect(q(root, '.score[data-player="1"]').textContent).toBe("Player 2: 2 points");
    expect(q(root, '.zone[data-zone="hand.0"]').classList.contains("to-move")).toBe(true);
    expect(q(root, '.zone[data-zone="hand.1"]').classList.contains("to-move")).toBe(false);
  });

  it("wraps a zone of many items onto more lines and says when a zone is empty", () => {
    const many = view();
    many.zones[1].items = Array.from({ length: PER_LINE + 2 }, (_, i) => ({ element: null, text: String(i + 1) }));
    many.zones[3].items = [];
    game.states.many = state(PLAY, { part0: many });
    const { root } = mount("many");
    const ys = new Set(qa(root, '.zone[data-zone="table"] .item-body').map((r) => r.getAttribute("y")));
    expect(ys.size).toBe(2);
    expect(q(root, '.zone[data-zone="piles"] .zone-empty').textContent).toBe("none");
    // Each zone starts below the one before it.
    const tops = qa(root, ".zone-frame").map((r) => Number(r.getAttribute("y")));
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  it("draws the titles, scores and instruction in German and Japanese", () => {
    const de = mount("de").root;
    expect(q(de, '.zone[data-zone="hand.0"] .zone-title').textContent).toBe("Hand von Spieler 1");
    expect(q(de, '.score[data-player="1"]').textContent).toBe("Spieler 2: 2 Punkte");
    expect(q(de, ".wp-status").textContent).toBe("Spieler 1 am Zug: wähle ein hervorgehobenes Feld");
    const ja = mount("ja").root;
    expect(q(ja, '.zone[data-zone="table"] .zone-title').textContent).toBe("場（3トリック目）");
    expect(q(ja, '.score[data-player="0"]').textContent).toBe("▶ プレイヤー1：1点");
    expect(q(ja, ".wp-status").textContent).toBe("プレイヤー1の番：光っているものを選んでください");
  });
});

describe("choosing items", () => {
  it("lights the legal cards and sends the one clicked", () => {
    const { root, model } = mount("play");
    expect(q(root, ".wp-status").textContent).toBe("Player 1 to move: choose a highlighted item");
    expect(qa(root, ".item.legal").map((e) => e.getAttribute("data-el"))).toEqual(["card:3", "card:7"]);
    expect(q(root, '[data-el="card:7"]').getAttribute("data-reason")).toBe("Player 1 plays the 7 (DM-2)");
    click(q(root, '[data-el="card:7"]'));
    expect(moves(model)).toEqual([{ cmd: "move", path: ["card:7"], id: expect.any(Number) }]);
  });

  it("refuses a card that may not be played with its rule, sending nothing", () => {
    const { root, model } = mount("play");
    const five = q(root, '[data-el="card:5"]');
    expect(five.classList.contains("dimmed")).toBe(true);
    click(five);
    expect(q(root, ".wp-notice").textContent).toContain("The 5 does not follow the led card");
    expect(q(root, '.wp-notice .wp-rule-chip[data-rule="DM-4"]')).toBeTruthy();
    expect(moves(model)).toHaveLength(0);
  });

  it("takes a move of two clicks: the first lights the next, the second sends both", async () => {
    const { root, model, board } = mount("two");
    click(q(root, '[data-el="card:3"]'));
    await settle();
    expect(board.path).toEqual(["card:3"]);
    expect(q(root, '[data-el="card:3"]').classList.contains("selected")).toBe(true);
    expect(q(root, '[data-el="pile:left"]').classList.contains("target")).toBe(true);
    expect(q(root, ".wp-status").textContent).toBe("Player 1 to move: choose a highlighted item to complete the move");
    expect(moves(model)).toHaveLength(0);
    click(q(root, '[data-el="pile:left"]'));
    expect(moves(model)[0].path).toEqual(["card:3", "pile:left"]);
  });

  it("dims the viewer's own items while another player decides, saying why", () => {
    const { root, model } = mount("waiting");
    expect(qa(root, ".item.legal")).toHaveLength(0);
    const three = q(root, '[data-el="card:3"]');
    expect(three.classList.contains("dimmed")).toBe(true);
    click(three);
    expect(q(root, ".wp-notice").textContent).toContain("Player 2 plays now");
    expect(moves(model)).toHaveLength(0);
    expect(q(root, '.zone[data-zone="hand.1"]').classList.contains("to-move")).toBe(true);
  });
});

describe("the end", () => {
  it("shows the final scores with the winner", () => {
    const { root } = mount("over");
    const rows = qa(root, ".wp-final .wp-score-table tbody tr");
    expect(rows.map((r) => r.textContent)).toEqual(["Player 11", "Player 23"]);
    expect(rows.map((r) => r.className)).toEqual(["", "wp-winner"]);
    expect(q(root, ".wp-final h3").textContent).toBe("Final score");
    expect(q(root, ".gn-result").textContent).toBe("Player 2 wins.");
    expect(qa(root, ".score.to-move")).toHaveLength(0);
  });

  it("says when the win is shared", () => {
    const { root } = mount("shared");
    expect(q(root, ".gn-result").textContent).toBe("Shared win: Player 1, Player 2.");
  });
});
