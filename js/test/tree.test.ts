/**
 * The tree of variations (tree.ts) on a board from Python's synced tree: the main line and
 * the side lines after the move they are another choice for, the current path marked, a
 * click goes to the position, promote/delete of a side line, the current move's glyph and
 * comment; the log shows each move's glyph and comment; a board that may not walk the tree
 * offers no button and says why.
 */
import { describe, expect, it } from "vitest";
import { renderer } from "../lone_wolves/index";
import { term, text } from "../common/i18n";
import { label, labelWith } from "../common/labels";
import { pathMoves, pathNotes, type TreeState, treeShown } from "../common/tree";
import { click, fixtures, mounter, q, qa, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const game = fixtures(FIXTURES);
const mount = mounter(renderer, game);
const sent = (model: { sent: any[] }, cmd: string) => model.sent.filter((m) => m.cmd === cmd);

describe("the tree of variations", () => {
  it("draws the main line and each side line after the move it replaces, the path marked", () => {
    const { root, model } = mount("open_variations");
    const tree: TreeState = model.get("tree");
    const panel = q<HTMLElement>(root, ".wp-tree");
    expect(panel.hidden).toBe(false);
    expect(q(panel, "h3").textContent).toBe(label("variations", "en"));
    const main = q(panel, '.wp-tree-list > ol[data-line="0"]');
    expect(main.querySelectorAll(":scope > li > .wp-tree-move")).toHaveLength(tree.lines![0].moves.length);
    // Line 1 leaves the main line at position 1: drawn under the main line's second move.
    const second = main.querySelectorAll(":scope > li")[1];
    const side = q<HTMLElement>(second, ':scope > .wp-tree-side[data-line="1"]');
    expect(side).toBeTruthy();
    expect(q(side, ".wp-tree-side-head span").textContent).toBe(labelWith("sideLine", "en", { move: 2 }));
    // Line 2 leaves line 1 at position 2: under line 1's first move.
    expect(q(side, '.wp-tree-side[data-line="2"]')).toBeTruthy();
    // Each move says its player and its words; the notation is its title.
    const first = q<HTMLButtonElement>(main, ".wp-tree-move");
    const words = text(game.catalog, tree.lines![0].moves[0].d!, "en", false);
    expect(first.textContent).toBe(`${term(game.catalog, "seat", 0, "en")}: ${words}`);
    expect(first.title).toBe("play k4 cave");
    // The current path: the main line's first move, then the side line's first (current).
    expect(qa(panel, ".wp-tree-move.on-path").map((b) => (b as HTMLElement).dataset.notation)).toEqual([
      "play k4 cave",
      "play k7 volcano",
    ]);
    const current = qa(panel, ".wp-tree-move.current");
    expect(current).toHaveLength(1);
    expect((current[0] as HTMLElement).dataset.line).toBe("1");
    expect((current[0] as HTMLElement).getAttribute("aria-current")).toBe("step");
    // Its glyph and comment.
    expect(q(current[0], ".wp-glyph").textContent).toBe("!?");
    expect(q(current[0], ".wp-glyph").getAttribute("title")).toBe(label("glyph_interesting", "en"));
    expect(current[0].parentElement!.querySelector(".wp-tree-note")!.textContent).toBe("Keeps the high card.");
  });

  it("goes to the position of a move clicked, and to the start", () => {
    const { root, model } = mount("open_variations");
    const third = q<HTMLElement>(root, '.wp-tree-move[data-line="0"][data-ply="3"]');
    click(third);
    expect(sent(model, "goto")).toEqual([expect.objectContaining({ cmd: "goto", line: 0, ply: 3 })]);
    click(q(root, ".wp-tree-start"));
    expect(sent(model, "goto")[1]).toEqual(expect.objectContaining({ line: 0, ply: 0 }));
  });

  it("promotes and deletes a side line by its first move", () => {
    const { root, model } = mount("open_variations");
    const side = q(root, '.wp-tree-side[data-line="2"]');
    click(q(side, ".wp-tree-promote"));
    click(q(side, ".wp-tree-delete"));
    expect(sent(model, "promote")).toEqual([expect.objectContaining({ line: 2, ply: 3 })]);
    expect(sent(model, "delete")).toEqual([expect.objectContaining({ line: 2, ply: 3 })]);
  });

  it("annotates the current move: a glyph, the same glyph again clears it, a comment", () => {
    const { root, model } = mount("open_variations");
    const glyphs = qa(root, ".wp-tree-glyph") as HTMLButtonElement[];
    expect(glyphs.map((b) => b.textContent)).toEqual(["!", "?", "!!", "??", "!?", "?!"]);
    expect(glyphs.find((b) => b.dataset.glyph === "!?")!.getAttribute("aria-pressed")).toBe("true");
    click(glyphs.find((b) => b.dataset.glyph === "??")!);
    click(glyphs.find((b) => b.dataset.glyph === "!?")!);
    expect(sent(model, "annotate")).toEqual([
      expect.objectContaining({ glyph: "??" }),
      expect.objectContaining({ glyph: null }),
    ]);
    const box = q<HTMLTextAreaElement>(root, ".wp-tree-comment");
    expect(box.value).toBe("Keeps the high card.");
    expect(box.maxLength).toBe(2000);
    box.value = "A better card: the 7.";
    click(q(root, ".wp-tree-save"));
    expect(sent(model, "annotate")[2]).toEqual(expect.objectContaining({ comment: "A better card: the 7." }));
    click(q(root, ".wp-tree-delete-move"));
    expect(sent(model, "delete")).toEqual([expect.objectContaining({ cmd: "delete" })]);
  });

  it("keeps a comment being typed when the board redraws for something else", async () => {
    const { root, model } = mount("open_variations");
    const box = q<HTMLTextAreaElement>(root, ".wp-tree-comment");
    box.value = "half a tho";
    model.set("nav", { ...model.get("nav") });
    await settle();
    expect(q<HTMLTextAreaElement>(root, ".wp-tree-comment")).toBe(box);
    // A new tree builds the panel again, the draft kept for the same move.
    model.set("tree", { ...model.get("tree") });
    await settle();
    expect(q<HTMLTextAreaElement>(root, ".wp-tree-comment").value).toBe("half a tho");
  });

  it("shows each move's glyph and comment in the log", async () => {
    const { root, model } = mount("open_variations");
    model.emit({ type: "log", log: { start: 0, steps: game.states.open_variations.log } });
    await settle();
    const notes = pathNotes(model.get("tree"));
    expect([...notes.keys()]).toEqual([2]);
    const step = q<HTMLElement>(root, '.wp-log-step[data-position="2"]');
    expect(q(step, ".wp-log-glyph").textContent).toBe(" !?");
    expect((step.nextElementSibling as HTMLElement).className).toBe("wp-log-note");
    expect(step.nextElementSibling!.textContent).toBe("Keeps the high card.");
    expect(qa(root, ".wp-log-note")).toHaveLength(1);
    // A note cleared in Python goes from the log too.
    const tree: TreeState = structuredClone(model.get("tree"));
    delete tree.lines![1].moves[0].g;
    model.set("tree", tree);
    await settle();
    expect(qa(root, ".wp-log-glyph")).toEqual([]);
    expect(qa(root, ".wp-log-note")).toHaveLength(1);
  });

  it("says its words in German and Japanese", async () => {
    const { root, model } = mount("open_variations");
    for (const lang of ["de", "ja"]) {
      model.set("language", lang);
      await settle();
      expect(q(root, ".wp-tree h3").textContent).toBe(label("variations", lang));
      expect(q(root, ".wp-tree-promote").textContent).toBe(label("promote", lang));
      expect(q(root, ".wp-tree-promote").textContent).not.toBe(label("promote", "en"));
      expect(q(root, ".wp-tree-glyph").getAttribute("aria-label")).toBe(label("glyph_good", lang));
    }
  });

  it("on a board that may not walk it: no button, the reason, the moves shown so far", () => {
    const { root, model } = mount("p0_locked_variations");
    const tree: TreeState = model.get("tree");
    expect(tree.lines).toHaveLength(1);
    const panel = q<HTMLElement>(root, ".wp-tree");
    expect(panel.hidden).toBe(false); // (it has a note)
    expect(q(panel, ".wp-tree-off").textContent).toBe(text(game.catalog, ["ui.tree_competitive"], "en"));
    expect(qa(panel, ".wp-tree-promote, .wp-tree-delete, .wp-tree-glyph, .wp-tree-comment")).toEqual([]);
    expect((qa(panel, ".wp-tree-move") as HTMLButtonElement[]).every((b) => b.disabled)).toBe(true);
  });

  it("is hidden on a board with one line, no note and no way to walk it", () => {
    expect(treeShown({ lines: [{ at: 0, moves: [{ n: "x", p: 0 }] }], off: ["ui.tree_competitive"] })).toBe(false);
    expect(treeShown({ lines: [{ at: 0, moves: [{ n: "x", p: 0 }] }] })).toBe(true);
    expect(treeShown({})).toBe(false);
    const { root } = mount("p0_class");
    expect(q<HTMLElement>(root, ".wp-tree").hidden).toBe(true);
  });

  it("finds the moves of the current path across lines", () => {
    const tree: TreeState = {
      lines: [
        { at: 0, moves: [{ n: "a", p: 0 }, { n: "b", p: 1 }, { n: "c", p: 0 }] },
        { from: 0, at: 1, moves: [{ n: "B", p: 1 }, { n: "C", p: 0 }] },
      ],
      path: [0, 1],
      ply: 3,
    };
    expect(pathMoves(tree)).toEqual([
      { line: 0, index: 0 },
      { line: 1, index: 0 },
      { line: 1, index: 1 },
    ]);
  });
});
