//! The last trick in closed form. Both players hold one card: the cards and so the winner
//! are known; what is left is where each card goes and the loser's scar. Every territory
//! ends in one of a few states (the winner's card there or not, the loser's lone wolf there
//! or not, a Moon rising there or not): its ending ([`Ending`]: value and what each scar
//! would add, in closed form) is computed once per state and kept from one last trick to
//! the next while the territory has the same stamp ([`Position::ver`]: an unmake gives
//! back the stamp from before the make, so the endings of a territory whose trial card
//! was taken back are found again), and the 5 x 5
//! choices of territories are scored by sums. Exact, like the search it replaces.

use super::position::*;
use super::search::{CancelFlag, Search};

const ST_NONE: usize = 0;
const ST_W: usize = 1;
const ST_L: usize = 2;
const ST_LM: usize = 3;
const ST_WL: usize = 4;
const ST_WLM: usize = 5;

/// One call's givens.
struct LastTrick {
    w: usize,
    l: usize,
    cw: i32,
    /// 1: the Moon may rise, 2: the Blood Moon, 0: none.
    moon_kind: i32,
    /// What an ending depends on besides its territory's stamp: the loser, the winning
    /// card's value, the Moon that may rise and whether the box has cards.
    extra: u64,
}

/// A territory at the end of the game in one of the states above, before the loser's
/// scar: its value and what a scar on the loser's side would change, from the loser's
/// side of things (the loser's points minus the winner's).
#[derive(Clone, Copy, Default)]
pub(crate) struct Ending {
    /// The territory's value for player 0 without the scar.
    v: i32,
    /// Strengths: the trick winner's side and the loser's.
    ws: i32,
    ls: i32,
    /// The loser's side: cards, lone wolves, face-up cards, face-up 2s-4s.
    ln: i32,
    l_lone: i32,
    l_up: i32,
    l_low: i32,
    /// What a lone wolf more on the loser's side adds to its points and its strength.
    lone_pts: i32,
    lone_str: i32,
    /// The honor token's value (with a Moon there) as it lies and turned over.
    h: i32,
    hf: i32,
    /// Points-if-honor scars on the winner's side and the loser's.
    pih_w: i32,
    pih_l: i32,
    /// Whether a box wolf would be drawn here.
    room: bool,
}

impl Ending {
    /// The honor term for the loser with strengths `ws`, `ls` and honor value `h`.
    #[inline]
    fn honor(&self, ls: i32, h: i32) -> i32 {
        if ls > self.ws {
            h + 5 * self.pih_l
        } else if ls < self.ws {
            -(h + 5 * self.pih_w)
        } else {
            0
        }
    }

    /// What scar `e` on the loser's side adds to the loser's points minus the winner's.
    #[inline]
    fn gain(&self, e: usize) -> i32 {
        match e {
            POINTS_PER_WOLF => self.ln,
            POINTS_PER_LONE => 2 * self.l_lone,
            POINTS_PER_FACEUP => 2 * self.l_up,
            POINTS_LOW_FACEUP => 3 * self.l_low,
            POINTS_IF_HONOR => 5 * i32::from(self.ls > self.ws),
            PACK_STRENGTH => self.honor(self.ls + self.ln, self.h) - self.honor(self.ls, self.h),
            PLUS3 => self.honor(self.ls + 3, self.h) - self.honor(self.ls, self.h),
            FLIP_HONOR => self.honor(self.ls, self.hf) - self.honor(self.ls, self.h),
            BOX_WOLF if self.room => {
                self.lone_pts + self.honor(self.ls + self.lone_str, self.h)
                    - self.honor(self.ls, self.h)
            }
            _ => 0,
        }
    }
}

/// The last trick's territory endings, kept from one last trick to the next while the
/// territory's stamp ([`Position::ver`]) and the call's other givens stay.
pub(crate) struct LastTrickMemo {
    key: [[u64; 6]; N_TERR],
    ending: [[Ending; 6]; N_TERR],
}

impl LastTrickMemo {
    pub(crate) fn new() -> LastTrickMemo {
        LastTrickMemo {
            key: [[0; 6]; N_TERR],
            ending: [[Ending::default(); 6]; N_TERR],
        }
    }
}

impl<C: CancelFlag> Search<C> {
    /// Territory `t` ending in state `st` (memoized), computed from the position as it
    /// stands (nothing is made or unmade).
    #[inline]
    fn ending(&mut self, x: &LastTrick, t: usize, st: usize) -> &Ending {
        let key = self.p.ver[t] << 8 | x.extra;
        if self.lt.key[t][st] != key {
            self.compute_ending(x, t, st);
            self.lt.key[t][st] = key;
        }
        &self.lt.ending[t][st]
    }

    /// Computes [`Search::ending`].
    #[inline(never)]
    fn compute_ending(&mut self, x: &LastTrick, t: usize, st: usize) {
        let c = &self.p;
        let has_w = matches!(st, ST_W | ST_WL | ST_WLM);
        let has_l = matches!(st, ST_L | ST_LM | ST_WL | ST_WLM);
        let has_m = matches!(st, ST_LM | ST_WLM);
        let (wi, li, vw) = (x.w * 5 + t, x.l * 5 + t, x.cw % 6 + 2);
        // The winner's side: its card face up.
        let ew = &c.eff[wi];
        let (w_up, w_lone) = (c.nup[wi] + i32::from(has_w), c.nlone[wi]);
        let w_sup = c.sup[wi] + if has_w { vw } else { 0 };
        let w_low = c.low[wi] + i32::from(has_w && vw <= 4);
        // The loser's side: its lone wolf.
        let el = &c.eff[li];
        let l_lone = c.nlone[li] + i32::from(has_l);
        let (l_up, l_sup, l_low) = (c.nup[li], c.sup[li], c.low[li]);
        let (wn, ln) = (w_up + w_lone, l_up + l_lone);
        let ws = w_sup + w_lone + ew[PACK_STRENGTH] * wn + 3 * ew[PLUS3];
        let ls = l_sup + l_lone + el[PACK_STRENGTH] * ln + 3 * el[PLUS3];
        let pts = el[POINTS_PER_WOLF] * ln
            + 2 * el[POINTS_PER_LONE] * l_lone
            + 2 * el[POINTS_PER_FACEUP] * l_up
            + 3 * el[POINTS_LOW_FACEUP] * l_low
            - ew[POINTS_PER_WOLF] * wn
            - 2 * ew[POINTS_PER_LONE] * w_lone
            - 2 * ew[POINTS_PER_FACEUP] * w_up
            - 3 * ew[POINTS_LOW_FACEUP] * w_low;
        let moon_here = if has_m {
            x.moon_kind
        } else if c.moon == t as i32 {
            1
        } else if c.blood == t as i32 {
            2
        } else {
            0
        };
        let bonus = match moon_here {
            1 => MOON_POINTS,
            2 => BLOOD_MOON_POINTS,
            _ => 0,
        };
        let mut end = Ending {
            v: 0,
            ws,
            ls,
            ln,
            l_lone,
            l_up,
            l_low,
            lone_pts: el[POINTS_PER_WOLF] + 2 * el[POINTS_PER_LONE],
            lone_str: 1 + el[PACK_STRENGTH],
            h: c.honor[t][c.hside[t]] + bonus,
            hf: c.honor[t][c.hside[t] ^ 1] + bonus,
            pih_w: ew[POINTS_IF_HONOR],
            pih_l: el[POINTS_IF_HONOR],
            room: c.count[t] + i32::from(has_w) + i32::from(has_l) < MAX_CARDS && c.box_left > 0,
        };
        let v = pts + end.honor(ls, end.h);
        end.v = if x.l == 0 { v } else { -v };
        self.lt.ending[t][st] = end;
    }

    /// The exact value of the last trick with `leader` to lead, within (`alpha`, `beta`).
    pub(crate) fn last_trick(&mut self, leader: usize, alpha: i32, beta: i32) -> i32 {
        let follower = leader ^ 1;
        let cl = self.p.hands[leader].trailing_zeros() as i32;
        let cf = self.p.hands[follower].trailing_zeros() as i32;
        let fw = beats(cl, cf, self.p.trump);
        let w = if fw { follower } else { leader };
        let cw = if fw { cf } else { cl };
        let moon_kind = if self.p.moon < 0 {
            1
        } else if self.p.blood < 0 {
            2
        } else {
            0
        };
        let x = LastTrick {
            w,
            l: w ^ 1,
            cw,
            moon_kind,
            extra: 1 << 7
                | u64::from(self.p.box_left > 0) << 6
                | (moon_kind as u64) << 4
                | ((cw % 6) as u64) << 1
                | (w ^ 1) as u64,
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
                let mut v = base - self.p.tv[tw] + self.ending(&x, tw, st[tw]).v;
                if tl != tw {
                    v += self.ending(&x, tl, st[tl]).v - self.p.tv[tl];
                }
                if nscar > 0 {
                    // The loser's best scar and place, in the loser's points.
                    let mut bs = -INF;
                    let row = self.p.board[tl];
                    // The distinct scars there.
                    let (mut es, mut ne) = ([0usize; 8], 0);
                    for k in 0..nscar {
                        if k == 0 || row[k - 1] != row[k] {
                            es[ne] = row[k] as usize;
                            ne += 1;
                        }
                    }
                    for &loc in &free[..nf] {
                        match *LOC_TERRS[loc] {
                            [t] => {
                                let end = self.ending(&x, t, st[t]);
                                for &e in &es[..ne] {
                                    bs = bs.max(end.gain(e));
                                }
                            }
                            [t1, t2] => {
                                let short_box = self.p.box_left < 2;
                                let full1 =
                                    self.p.count[t1] + i32::from(tw == t1) + i32::from(tl == t1)
                                        >= MAX_CARDS;
                                let any_box = self.p.box_left > 0;
                                let e1 = *self.ending(&x, t1, st[t1]);
                                let e2 = self.ending(&x, t2, st[t2]);
                                for &e in &es[..ne] {
                                    let g = if e == BOX_WOLF && short_box {
                                        // One box card for a border: the first
                                        // neighbour with room (the scar has no other
                                        // effect).
                                        if !full1 {
                                            e1.gain(e)
                                        } else if any_box {
                                            e2.gain(e)
                                        } else {
                                            0
                                        }
                                    } else {
                                        e1.gain(e) + e2.gain(e)
                                    };
                                    bs = bs.max(g);
                                }
                            }
                            _ => unreachable!("a pack location acts on one or two territories"),
                        }
                    }
                    v += if lmax { bs } else { -bs };
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
