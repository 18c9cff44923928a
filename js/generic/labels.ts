/** Words of the generic board (the kit's own words are in common/labels.ts). */
import type { Labels } from "../common/labels";

export const LABELS: Labels = {
  en: {
    choose: "choose a highlighted item",
    chooseNext: "choose a highlighted item to complete the move",
    hidden: "hidden",
    empty: "none",
    points: "{n} points",
    points1: "{n} point",
    player: "Player",
    score: "Points",
    final: "Final score",
    wins: "{player} wins.",
    shared: "Shared win: {players}.",
  },
  de: {
    choose: "wähle ein hervorgehobenes Feld",
    chooseNext: "wähle ein hervorgehobenes Feld, um den Zug abzuschließen",
    hidden: "verdeckt",
    empty: "keine",
    points: "{n} Punkte",
    points1: "{n} Punkt",
    player: "Spieler",
    score: "Punkte",
    final: "Endwertung",
    wins: "{player} gewinnt.",
    shared: "Geteilter Sieg: {players}.",
  },
  ja: {
    choose: "光っているものを選んでください",
    chooseNext: "光っているものを選んで手を完成させてください",
    hidden: "非公開",
    empty: "なし",
    points: "{n}点",
    points1: "{n}点",
    player: "プレイヤー",
    score: "得点",
    final: "最終得点",
    wins: "{player}の勝ちです。",
    shared: "引き分け（勝者：{players}）。",
  },
};
