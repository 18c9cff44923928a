/**
 * The boards' own words come from the catalogue Python sends (the `label-…` messages of
 * `widget/locales/<lang>/labels.ftl`, a game's `<prefix>-label-…`): every word in German and
 * Japanese, none left in English (a screen reader reads a German board's "Seed" box with
 * German rules otherwise), the same fields in every language, every key the code names
 * there, and a board with no catalogue showing the key instead of failing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Catalog } from "../common/i18n";
import { boardLabel, hasLabels, label, labelId, labelIn, labelWith, useLabels } from "../common/labels";
import { renderer as generic } from "../generic/index";
import { renderer as loneWolves } from "../lone_wolves/index";
import { renderer as theWolves } from "../the_wolves/index";
import { renderer as triqueta } from "../triqueta/index";
import LONE_WOLVES from "./fixtures/lone_wolves.json";
import THE_WOLVES from "./fixtures/the_wolves.json";
import TRIQUETA from "./fixtures/triqueta.json";

const CATALOGS: Record<string, Catalog> = {
  lone_wolves: LONE_WOLVES.catalog as unknown as Catalog,
  the_wolves: THE_WOLVES.catalog as unknown as Catalog,
  triqueta: TRIQUETA.catalog as unknown as Catalog,
};

/** Each board's words: its catalogue and the prefix of its label messages. */
const TABLES: Record<string, { cat: Catalog; prefix: string; not?: string }> = {
  kit: { cat: CATALOGS.lone_wolves, prefix: "label", not: "label-generic" },
  generic: { cat: CATALOGS.lone_wolves, prefix: generic.labels },
  lone_wolves: { cat: CATALOGS.lone_wolves, prefix: loneWolves.labels },
  the_wolves: { cat: CATALOGS.the_wolves, prefix: theWolves.labels },
  triqueta: { cat: CATALOGS.triqueta, prefix: triqueta.labels },
};

/** The Fluent source of every label of a table, by message id, in `lang`. */
function words(name: string, lang: string): Record<string, string> {
  const { cat, prefix, not } = TABLES[name];
  const out: Record<string, string> = {};
  for (const [key, byLang] of Object.entries(cat.templates)) {
    const id = key.replaceAll(".", "-");
    if (id.startsWith(`${prefix}-`) && !(not && id.startsWith(`${not}-`))) out[id] = byLang[lang];
  }
  return out;
}

/** The fields of a Fluent source: `$name` and the term kind showing it (`NTH($row)`). */
const fields = (source: string): string[] =>
  [...new Set([...source.matchAll(/(?:([A-Z][A-Z0-9_]*)\()?\$(\w+)/g)].map((m) => `${m[1] ?? ""}$${m[2]}`))].sort();

/** Words that are the same in English on purpose, per table and language (message ids). */
const SAME: Record<string, Record<string, string[]>> = {
  // "Computer" is the German word; the rest is punctuation between sentences and fields.
  kit: { de: ["label-computer", "label-sentence-gap", "label-colon", "label-then"] },
  // The expansion's published name; a dash for "nothing".
  triqueta: { de: ["tq-label-hidden-wolves", "tq-label-nothing"], ja: ["tq-label-nothing"] },
};

describe("board words in every language", () => {
  for (const name of Object.keys(TABLES)) {
    const english = words(name, "en");
    it(`${name}: the catalogue holds its words`, () => {
      expect(Object.keys(english).length).toBeGreaterThan(name === "generic" ? 8 : 50);
    });
    for (const lang of ["de", "ja"]) {
      it(`${name}: every ${lang} word is there, with the same fields, and none is left in English`, () => {
        const translated = words(name, lang);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        expect(Object.keys(english).filter((id) => !translated[id]?.trim())).toEqual([]);
        for (const id of Object.keys(english)) expect(fields(translated[id]), `${lang} ${id}`).toEqual(fields(english[id]));
        const allowed = new Set(SAME[name]?.[lang] ?? []);
        const same = Object.keys(english).filter((id) => translated[id] === english[id] && !allowed.has(id));
        expect(same).toEqual([]);
        // A word allowed to be the same still is (else it should leave the list).
        for (const id of allowed) expect(translated[id], `${name}.${lang}.${id}`).toBe(english[id]);
      });
    }
  }

  it("names the seed box in German and Japanese as the texts about seeds do", () => {
    // ui.bad_seed: "Die Startzahl (Seed) ist eine ganze Zahl ab 0 ..."; "シードは0以上の整数です。"
    const say = (lang: string) => boardLabel(CATALOGS.lone_wolves, "label", lang)("seed");
    expect(say("de")).toContain("Seed");
    expect(say("de")).not.toBe(say("en"));
    expect(say("ja")).toBe("シード");
  });

  it("gives the generic board's words none of the kit's keys (they share the widget's catalogue)", () => {
    const kit = new Set(Object.keys(words("kit", "en")).map((id) => id.slice("label-".length)));
    for (const name of ["generic"]) {
      const own = Object.keys(words(name, "en")).map((id) => id.slice(TABLES[name].prefix.length + 1));
      expect(own.filter((k) => kit.has(k)), name).toEqual([]);
    }
  });
});

describe("a label from the catalogue", () => {
  it("is its key while no catalogue with labels is registered, and the catalogue's word after", () => {
    expect(label("newGame", "en")).toBe("newGame");
    expect(labelWith("whoToMove", "de", { who: "Spieler 1" })).toBe("whoToMove");
    useLabels({ templates: {} } as unknown as Catalog); // a test's catalogue without labels
    expect(label("newGame", "en")).toBe("newGame");
    expect(hasLabels(CATALOGS.triqueta)).toBe(true);
    useLabels(CATALOGS.triqueta);
    expect(label("newGame", "en")).toBe("New game");
    expect(label("newGame", "ja")).toBe("新しいゲーム");
    useLabels({ templates: {} } as unknown as Catalog); // keeps the one it has
    expect(labelWith("whoToMove", "de", { who: "Spieler 1" })).toBe("Spieler 1 am Zug");
  });

  it("names its message in kebab case under its prefix", () => {
    expect(labelId("newGame")).toBe("label-new-game");
    expect(labelId("glyph_good")).toBe("label-glyph-good");
    expect(labelId("now_box-wolf", "lw-label")).toBe("lw-label-now-box-wolf");
    expect(labelId("towerTiles", "tq-label")).toBe("tq-label-tower-tiles");
  });

  it("fills its fields as Fluent does: numbers as the language writes them, counts by plural, indices from 1", () => {
    const tq = (lang: string) => boardLabel(CATALOGS.triqueta, triqueta.labels, lang);
    expect(tq("en")("towerTiles", { n: 1 })).toBe("1 tile");
    expect(tq("en")("towerTiles", { n: 3 })).toBe("3 tiles");
    expect(tq("de")("score", { points: -1 })).toBe("-1 Punkt");
    expect(tq("de")("score", { points: 12 })).toBe("12 Punkte");
    expect(tq("ja")("score", { points: 1 })).toBe("1点");
    expect(tq("de")("stack", { stack: 0 })).toBe("Stapel 1");
    expect(tq("de")("takenBy", { player: 1 })).toBe("genommen von Spieler 2");
    const lw = boardLabel(CATALOGS.lone_wolves, loneWolves.labels, "de");
    expect(lw("chooseTerritory", { card: "r4" })).toContain("den roten 4er-Wolf");
    // A kit word through a game's board, and a key no catalogue knows as itself.
    expect(lw("over")).toBe("Spielende");
    expect(lw("noSuchWord")).toBe("noSuchWord");
    expect(labelWith("unratedMoves", "de", { n: 10408 })).toContain("10.408");
  });
});

describe("every label the code names", () => {
  const root = resolve(__dirname, "..");
  /** Each board folder, the prefix its own words are read with, and the catalogue holding them. */
  const FOLDERS: Array<[string, string, Catalog]> = [
    ["common", "label", CATALOGS.lone_wolves],
    ["generic", generic.labels, CATALOGS.lone_wolves],
    ["lone_wolves", loneWolves.labels, CATALOGS.lone_wolves],
    ["the_wolves", theWolves.labels, CATALOGS.the_wolves],
    ["triqueta", triqueta.labels, CATALOGS.triqueta],
  ];
  for (const [folder, prefix, cat] of FOLDERS) {
    it(`${folder}: is in the catalogue`, () => {
      const missing: string[] = [];
      let named = 0;
      for (const file of readdirSync(resolve(root, folder)).filter((f) => f.endsWith(".ts"))) {
        const source = readFileSync(resolve(root, folder, file), "utf8");
        // The literal keys of a label(…), labelWith(…) or words.fill(…) call's first argument
        // (not a value it is compared with: `method === "pimc" ? …`).
        for (const call of source.matchAll(/\b(?:label|labelWith|fill)\(([^,()]*)/g)) {
          for (const [, key] of call[1].matchAll(/(?<!=== )"([\w-]+)"/g)) {
            named += 1;
            if ((labelIn(cat, key, "en", {}, prefix) ?? labelIn(cat, key, "en")) === null) missing.push(`${file}: ${key}`);
          }
        }
      }
      expect(missing).toEqual([]);
      expect(named).toBeGreaterThan(folder === "generic" ? 5 : 15);
    });
  }
});
