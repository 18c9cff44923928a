import { describe, expect, it } from "vitest";
import { expandLegal } from "../lone_wolves/legal";
import { states } from "./fake";

describe("the compact legal-move table", () => {
  it("expands to exactly the moves and explanations Python built, in every state", () => {
    for (const [name, st] of Object.entries(states)) {
      expect(expandLegal(st.legal).moves, name).toEqual(st.legal_moves);
      expect(expandLegal(st.legal).player, name).toBe(st.legal.player);
    }
    // The first lead sends each play's explanation once per distinct form.
    const lead = states.open_lead.legal;
    expect(Object.keys(states.open_lead.legal_moves)).toHaveLength(65);
    expect(lead.plays.forms.length).toBeLessThan(10);
    expect(expandLegal(lead).moves["play k4 cave"]).toEqual(["lw.why.lead", { card: "k4", territory: "cave", count: 0 }]);
  });

  it("is expanded once per synced value", () => {
    const lead = states.open_lead.legal;
    expect(expandLegal(lead)).toBe(expandLegal(lead));
    expect(expandLegal({ player: null, moves: {}, refused: {} }).moves).toEqual({});
  });
});
