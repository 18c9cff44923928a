import { describe, expect, it } from "vitest";
import { render, rulesOf, text, term, wholeNumber, type Encoded } from "../common/i18n";
import { fixtures } from "./fake";
import FIXTURES from "./fixtures/lone_wolves.json";

const { catalog, samples } = fixtures(FIXTURES);

describe("texts rendered from the synced catalog", () => {
  it("renders every explanation of a whole game exactly as Python does, in every language", () => {
    expect(samples.length).toBeGreaterThan(100);
    for (const { e, text: expected } of samples) {
      for (const lang of ["en", "de", "ja"]) expect(text(catalog, e as Encoded, lang)).toBe(expected[lang]);
    }
  });

  it("renders a term that travelled already rendered", () => {
    const e: Encoded = ["lw.no.full", { territory: { $: { en: "the Far Side", de: "die Rückseite", ja: "裏" } } }];
    expect(text(catalog, e, "de")).toContain("die Rückseite");
  });

  it("appends notes and their rule ids as Python does", () => {
    const e: Encoded = [
      "lw.why.follow_suit",
      { led: "k", card: "k7", territory: "cave", count: 1 },
      [["lw.note.would_win", { other: "k4" }]],
    ];
    expect(text(catalog, e, "en")).toMatch(/\(LW-T2, LW-T3\) .*\(LW-T5\)$/);
  });

  it("takes rule ids from the template unless the explanation names its own", () => {
    expect(rulesOf(catalog, ["lw.no.full", { territory: "cave" }])).toEqual(["LW-T3"]);
    expect(rulesOf(catalog, ["lw.no.full", {}, [], ["LW-X1"]])).toEqual(["LW-X1"]);
  });

  it("renders hidden values, braces, numbers and term kinds as Python's fluent.runtime does", () => {
    expect(term(catalog, "effect", null, "en")).toBe("a face-down scar");
    const own = { ...catalog, templates: { "t.x": { en: '{ "{" }x{ "}" } { $n } { EFFECT($e) } { $none }' } } };
    expect(render(own, "t.x", { n: 3, e: "plus3", none: null }, "en")).toBe("{x} 3 +3 strength None");
    expect(render(own, "t.y", {}, "en")).toBe("t.y");
  });

  it("chooses words by CLDR's plural categories and writes numbers as the language does", () => {
    const own = {
      ...catalog,
      templates: {
        "t.n": {
          en: "{ $n ->\n    [one] one trick\n   *[other] { $n } tricks\n}",
          de: "{ $n ->\n    [one] ein Stich\n   *[other] { $n } Stiche\n}",
        },
      },
    };
    expect(render(own, "t.n", { n: 1 }, "en")).toBe("one trick");
    expect(render(own, "t.n", { n: 10408 }, "en")).toBe("10,408 tricks");
    expect(render(own, "t.n", { n: 10408 }, "de")).toBe("10.408 Stiche");
    expect(render(own, "t.n", { n: 1 }, "de")).toBe("ein Stich");
    expect([wholeNumber(10408, "de"), wholeNumber(999, "en"), wholeNumber(12345, "ja")]).toEqual(["10.408", "999", "12,345"]);
  });
});
