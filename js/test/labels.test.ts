/**
 * The boards' own words in German and Japanese: each one translated, none left in English
 * (a screen reader reads a German board's "Seed" box with German rules otherwise).
 */
import { describe, expect, it } from "vitest";
import { KIT, type Labels } from "../common/labels";
import { LABELS as LONE_WOLVES } from "../lone_wolves/labels";
import { LABELS as THE_WOLVES } from "../the_wolves/labels";
import { LABELS as TRIQUETA } from "../triqueta/labels";

const TABLES: Record<string, Labels> = { kit: KIT, lone_wolves: LONE_WOLVES, the_wolves: THE_WOLVES, triqueta: TRIQUETA };

/** Words that are the same in English on purpose, per table and language. */
const SAME: Record<string, Record<string, string[]>> = {
  // "Computer" is the German word; the rest is punctuation between sentences and fields.
  kit: { de: ["computer", "sentenceGap", "colon", "then"] },
  // The expansion's published name; a dash for "nothing".
  triqueta: { de: ["hiddenWolves", "nothing"], ja: ["nothing"] },
};

describe("board words in every language", () => {
  for (const [name, table] of Object.entries(TABLES)) {
    for (const lang of ["de", "ja"]) {
      it(`${name}: every ${lang} word is there and none is left in English`, () => {
        const english = table.en;
        const words = table[lang];
        expect(Object.keys(english).filter((k) => !words[k])).toEqual([]);
        const allowed = new Set(SAME[name]?.[lang] ?? []);
        const same = Object.keys(english).filter((k) => words[k] === english[k] && !allowed.has(k));
        expect(same).toEqual([]);
        // A word allowed to be the same still is (else it should leave the list).
        for (const k of allowed) expect(words[k], `${name}.${lang}.${k}`).toBe(english[k]);
      });
    }
  }

  it("names the seed box in German and Japanese as the texts about seeds do", () => {
    // ui.bad_seed: "Ein Seed ist eine ganze Zahl ab 0 ..."; "シードは0以上の整数です。"
    expect(KIT.de.seed).toContain("Seed");
    expect(KIT.de.seed).not.toBe(KIT.en.seed);
    expect(KIT.ja.seed).toBe("シード");
  });
});
