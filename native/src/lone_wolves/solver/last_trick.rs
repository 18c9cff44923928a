//! The last trick in closed form. Both players hold one card: the cards and so the winner
//! are known; what is left is where each card goes and the loser's scar. Every territory
//! ends in one of a few states (the winner's card there or not, the loser's lone wolf there
//! or not, a Moon rising there or not), so its value is computed once per state (and scar)
//! and the 5 x 5 choices of territories are scored by sums. Exact, like the search it
//! replaces.

use super::position::*;
use super::search::{CancelFlag, Search};

const ST_NONE: usize = 0;
const ST_W: usize = 1;
const ST_L: usize = 2;
const ST_LM: usize = 3;
const ST_WL: usize = 4;
const ST_WLM: usize = 5;
/// "No scar" in the memo's scar index.
const NO_SCAR: usize = 9;

/// One call's givens.
struct LastTrick {
    w: usize,
    l: usize,
    cw: i32,
    /// 1: the Moon may rise, 2: the Blood Moon, 0: none.
    moon_kind: i32,
    gen: u32,
}

impl<C: CancelFlag> Search<C> {
    /// Territory `t`'s value in state `st`, with scar `e` (9: none) on the loser's side.
    fn lt_value(&mut self, x: &LastTrick, t: usize, st: usize, e: usize) -> i32 {
        let m = self.lt_memo[t][st][e];
        if m.0 == x.gen {
            return m.1;
        }
        let c = &mut self.p;
        let has_w = matches!(st, ST_W | ST_WL | ST_WLM);
        let has_l = matches!(st, ST_L | ST_LM | ST_WL | ST_WLM);
        let has_m = matches!(st, ST_LM | ST_WLM);
        let (wi, li, vw) = (x.w * 5 + t, x.l * 5 + t, x.cw % 6 + 2);
        let (moon, blood, hside) = (c.moon, c.blood, c.hside[t]);
        if has_w {
            c.nup[wi] += 1;
            c.sup[wi] += vw;
            if vw <= 4 {
                c.low[wi] += 1;
            }
        }
        if has_l {
            c.nlone[li] += 1;
        }
        if has_m {
            if x.moon_kind == 1 {
                c.moon = t as i32;
            } else {
                c.blood = t as i32;
            }
        }
        let mut boxed = false;
        if e < NO_SCAR {
            c.eff[li][e] += 1;
            if e == FLIP_HONOR {
                c.hside[t] ^= 1;
            }
            if e == BOX_WOLF
                && c.count[t] + i32::from(has_w) + i32::from(has_l) < MAX_CARDS
                && c.box_left > 0
            {
                c.nlone[li] += 1;
                boxed = true;
            }
        }
        let value = c.tval(t);
        if e < NO_SCAR {
            c.eff[li][e] -= 1;
        }
        if boxed {
            c.nlone[li] -= 1;
        }
        c.hside[t] = hside;
        c.moon = moon;
        c.blood = blood;
        if has_l {
            c.nlone[li] -= 1;
        }
        if has_w {
            c.nup[wi] -= 1;
            c.sup[wi] -= vw;
            if vw <= 4 {
                c.low[wi] -= 1;
            }
        }
        self.lt_memo[t][st][e] = (x.gen, value);
        value
    }

    /// What scar `e` on the loser's side adds to territory `t` in state `st` (memoized).
    #[inline]
    fn lt_gain(&mut self, x: &LastTrick, t: usize, st: usize, e: usize) -> i32 {
        let m = self.lt_gain_memo[t][st][e];
        if m.0 == x.gen {
            return m.1;
        }
        let g = self.lt_value(x, t, st, e) - self.lt_value(x, t, st, NO_SCAR);
        self.lt_gain_memo[t][st][e] = (x.gen, g);
        g
    }

    /// The exact value of the last trick with `leader` to lead, within (`alpha`, `beta`).
    pub(crate) fn last_trick(&mut self, leader: usize, alpha: i32, beta: i32) -> i32 {
        let follower = leader ^ 1;
        let cl = self.p.hands[leader].trailing_zeros() as i32;
        let cf = self.p.hands[follower].trailing_zeros() as i32;
        let fw = beats(cl, cf, self.p.trump);
        let w = if fw { follower } else { leader };
        self.lt_gen = self.lt_gen.wrapping_add(1);
        if self.lt_gen == 0 {
            // The stamp wrapped around: forget every old value.
            self.lt_memo = [[[(0, 0); 10]; 6]; N_TERR];
            self.lt_gain_memo = [[[(0, 0); 9]; 6]; N_TERR];
            self.lt_gen = 1;
        }
        let x = LastTrick {
            w,
            l: w ^ 1,
            cw: if fw { cf } else { cl },
            moon_kind: if self.p.moon < 0 {
                1
            } else if self.p.blood < 0 {
                2
            } else {
                0
            },
            gen: self.lt_gen,
        };
        let base = self.p.final_value();
        let lmax = x.l == 0;
        let mut free = [0usize; N_LOC];
        let nf = self.p.free_locs(x.l, &mut free);
        let maxi = leader == 0;
        let mut best = if maxi { -INF } else { INF };
        for tl_ in 0..N_TERR {
            if self.p.count[tl_] >= MAX_CARDS {
                continue;
            }
            let mut reply = if maxi { INF } else { -INF };
            for tf in 0..N_TERR {
                if self.p.count[tf] + i32::from(tf == tl_) >= MAX_CARDS {
                    continue;
                }
                let (tw, tl) = if fw { (tf, tl_) } else { (tl_, tf) };
                let nscar = self.p.nboard[tl];
                let moon_here = nscar == 1 && x.moon_kind != 0;
                let mut st = [ST_NONE; N_TERR];
                st[tw] = ST_W;
                st[tl] = match (tw == tl, moon_here) {
                    (true, true) => ST_WLM,
                    (true, false) => ST_WL,
                    (false, true) => ST_LM,
                    (false, false) => ST_L,
                };
                let mut v = base - self.p.tv[tw] + self.lt_value(&x, tw, st[tw], NO_SCAR);
                if tl != tw {
                    v += self.lt_value(&x, tl, st[tl], NO_SCAR) - self.p.tv[tl];
                }
                if nscar > 0 {
                    let mut bs = if lmax { -INF } else { INF };
                    let row = self.p.board[tl];
                    for k in 0..nscar {
                        if k > 0 && row[k - 1] == row[k] {
                            continue;
                        }
                        let e = row[k] as usize;
                        for &loc in &free[..nf] {
                            let mut g = 0;
                            let terrs = LOC_TERRS[loc];
                            if e == BOX_WOLF && terrs.len() == 2 && self.p.box_left < 2 {
                                // One box card for a border: the first neighbour with room.
                                let (t1, t2) = (terrs[0], terrs[1]);
                                let full1 =
                                    self.p.count[t1] + i32::from(tw == t1) + i32::from(tl == t1)
                                        >= MAX_CARDS;
                                // The scar's own effect counts on both; the card on one.
                                g += self.lt_value(&x, t1, st[t1], if full1 { NO_SCAR } else { e })
                                    - self.lt_value(&x, t1, st[t1], NO_SCAR);
                                if full1 && self.p.box_left > 0 {
                                    g += self.lt_value(&x, t2, st[t2], e)
                                        - self.lt_value(&x, t2, st[t2], NO_SCAR);
                                }
                            } else {
                                for &t in terrs {
                                    g += self.lt_gain(&x, t, st[t], e);
                                }
                            }
                            if if lmax { g > bs } else { g < bs } {
                                bs = g;
                            }
                        }
                    }
                    v += bs;
                }
                if if maxi { v < reply } else { v > reply } {
                    reply = v;
                }
                // The follower refutes tl_: it cannot beat what the leader has already.
                if if maxi {
                    reply <= best.max(alpha)
                } else {
                    reply >= best.min(beta)
                } {
                    break;
                }
            }
            if if maxi { reply > best } else { reply < best } {
                best = reply;
            }
            if if maxi { best >= beta } else { best <= alpha } {
                break;
            }
        }
        best
    }
}
