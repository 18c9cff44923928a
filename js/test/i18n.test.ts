import { describe, expect, it } from "vitest";
import { format, rulesOf, text, term, type Encoded } from "../common/i18n";
import { catalog } from "./fake";

describe("texts rendered from the synced catalog", () => {
  it("fills templates with term words in every language", () => {
    const e: Encoded = ["lw.ev.lead", { player: 0, card: "k4", territory: "cave" }];
    expect(text(catalog, e, "en")).toBe("Player 0 leads the Black 4 into the Cave. (LW-T1)");
    expect(text(catalog, e, "de")).toBe("Spieler 0 spielt die Schwarz 4 in die Höhle aus. (LW-T1)");
    expect(text(catalog, e, "ja")).toBe("プレイヤー0が黒の4を洞窟にリードしました。 (LW-T1)");
  });

  it("appends notes and their rule ids as Python does", () => {
    const e: Encoded = [
      "lw.why.follow_suit",
      { led: "k", card: "k7", territory: "cave", count: 1 },
      [["lw.note.would_win", { other: "k4" }]],
    ];
    expect(text(catalog, e, "en")).toBe(
      "The Black 7 follows the led suit Black; the Cave holds 1 of 6 cards. (LW-T2, LW-T3) " +
        "It would win the trick against the Black 4. (LW-T5)",
    );
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
