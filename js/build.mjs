// Bundle the board widgets into the Python package (src/wolfpack/static/): one entry per
// game that has a board (js/<game>/index.ts → <game>.js and <game>.css), and the generic
// board of the games that have none of their own (js/generic/ → generic.js, generic.css).
import * as esbuild from "esbuild";
import { existsSync } from "node:fs";

const GAMES = ["lone_wolves", "the_wolves", "triqueta", "generic"];
const watch = process.argv.includes("--watch");
const options = {
  entryPoints: Object.fromEntries(
    GAMES.filter((game) => existsSync(`${game}/index.ts`)).map((game) => [game, `${game}/index.ts`]),
  ),
  bundle: true,
  format: "esm",
  target: ["es2020"],
  minify: !watch,
  sourcemap: watch ? "inline" : false,
  outdir: "../src/wolfpack/static",
  logLevel: "info",
};
if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
} else {
  await esbuild.build(options);
}
