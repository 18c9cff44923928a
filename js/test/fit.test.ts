/**
 * The drawing fits the screen: the kit measures the room the board leaves it (kit.ts,
 * fitHeight and screenHeight) and the size of its units on the screen (unitOf), which the
 * games' style sheets use to size texts in screen pixels on a projector. JupyterLab
 * measures the real thing (tests/e2e/test_e2e_layout.py); here, the arithmetic.
 */
import { describe, expect, it } from "vitest";
import { fitHeight, screenHeight, unitOf } from "../common/kit";
import { renderer } from "../lone_wolves/index";
import { fixtures, mounter, q, settle } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const mount = mounter(renderer, fixtures(FIXTURES));

/** Give `el` a box on the screen. */
function place(el: Element, top: number, height: number): void {
  el.getBoundingClientRect = () => ({ top, height, bottom: top + height, y: top, x: 0, left: 0, right: 800, width: 800, toJSON: () => ({}) }) as DOMRect;
}

describe("the drawing's fit", () => {
  it("is the screen's height less what the board shows above its drawing", () => {
    const root = document.createElement("div");
    const stage = document.createElement("div");
    root.append(stage);
    document.body.append(root);
    root.style.paddingBottom = "8px";
    place(root, 100, 700);
    place(stage, 260, 500); // controls, lesson panel and status take 160 px above it
    expect(fitHeight(root, stage, 600)).toBe(600 - 160 - 8 - 6);
    // never less than a board one can still see
    expect(fitHeight(root, stage, 200)).toBe(120);
    root.remove();
  });

  it("is not measured on a board that is not laid out", () => {
    const root = document.createElement("div");
    const stage = document.createElement("div");
    root.append(stage);
    expect(fitHeight(root, stage, 600)).toBeNull();
  });

  it("takes the notebook's scrolling area as the screen, else the window", () => {
    const area = document.createElement("div");
    area.className = "jp-WindowedPanel-outer";
    const root = document.createElement("div");
    area.append(root);
    document.body.append(area);
    Object.defineProperty(area, "clientHeight", { value: 599, configurable: true });
    expect(screenHeight(root)).toBe(Math.min(599, window.innerHeight));
    const alone = document.createElement("div");
    document.body.append(alone);
    expect(screenHeight(alone)).toBe(window.innerHeight);
    area.remove();
    alone.remove();
  });

  it("gives the drawing's units per screen pixel (1 while not laid out)", () => {
    expect(unitOf(null)).toBe(1);
    const svg = { getScreenCTM: () => ({ a: 0.5, b: 0 }) } as unknown as SVGSVGElement;
    expect(unitOf(svg)).toBe(2);
    const flat = { getScreenCTM: () => ({ a: 0, b: 0 }) } as unknown as SVGSVGElement;
    expect(unitOf(flat)).toBe(1);
  });

  it("is set on the board for its style sheets: its unit at once, its fit once laid out", async () => {
    const { root } = mount("open_lead");
    await settle();
    expect(root.style.getPropertyValue("--wp-unit")).not.toBe("");
    expect(q(root, ".wp-stage svg")).not.toBeNull();
  });
});
