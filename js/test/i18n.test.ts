import { describe, expect, it } from "vitest";
import { format, rulesOf, text, term, type Encoded } from "../common/i18n";
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

  it("renders hidden values and escapes like Python's formatter", () => {
    expect(term(catalog, "effect", null, "en")).toBe("a face-down scar");
    expect(format(catalog, "{{x}} {n} {e:effect}", { n: 3, e: "plus3" }, "en")).toBe("{x} 3 +3 strength");
  });
});
