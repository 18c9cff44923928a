//! Bounds on what a placed scar is worth at the end of the game, from what the rest of the
//! game can still change in its territories (used by the placement pruning in
//! [`super::search`]).

use super::position::*;

/// The 2s, 3s and 4s of every suit, as a hand mask.
const LOW_CARDS: u32 = 0b000111_000111_000111_000111_000111;

/// What the rest of the game (k more tricks) can still do to one territory: how many
/// cards each side can gain there, each side's strength now and at most, the honor value
/// (with a Moon that may still rise) at least and at most, and the points-if-honor scars
/// each side has now and may have.
#[derive(Default)]
struct Reach {
    add: [i32; 2],
    smin: [i32; 2],
    smax: [i32; 2],
    hlo: i32,
    hhi: i32,
    pih_lo: [i32; 2],
    pih_hi: [i32; 2],
    n: [i32; 2],
    up: [i32; 2],
    lone: [i32; 2],
    low: [i32; 2],
    /// Of the cards each side can still add: how many can be face up, lone wolves, face-up
    /// 2s-4s.
    up_add: [i32; 2],
    lone_add: [i32; 2],
    low_add: [i32; 2],
    /// Player 0's strength minus player 1's at the end, at least and at most.
    dmin: i32,
    dmax: i32,
}

/// What the strongest cards of a hand add to a side: `tops[a]` is the sum of the `a`
/// highest values (a lone wolf, 1, for each card beyond the hand: box wolves), up to a
/// full territory.
pub type Tops = [i32; MAX_CARDS as usize + 1];

/// [`Tops`] for `hand`.
pub fn tops(hand: u32) -> Tops {
    let mut vals = [0i32; 6];
    let mut h = hand;
    while h != 0 {
        vals[(h.trailing_zeros() % 6) as usize] += 1;
        h &= h - 1;
    }
    let mut t: Tops = [0; MAX_CARDS as usize + 1];
    let mut a = 0;
    for v in (0..6).rev() {
        for _ in 0..vals[v] {
            if a == MAX_CARDS as usize {
                return t;
            }
            t[a + 1] = t[a] + v as i32 + 2;
            a += 1;
        }
    }
    while a < MAX_CARDS as usize {
        t[a + 1] = t[a] + 1;
        a += 1;
    }
    t
}

/// What a side can still gain in a territory: cards (`add`), the strength they bring at
/// most, how many of them can be face up, lone wolves or face-up 2s-4s, and whether the
/// side may still take a scar (whose effects then add to the bounds).
struct Gains {
    add: i32,
    strength: i32,
    up: i32,
    lone: i32,
    low: i32,
    scars: bool,
}

/// [`Gains`] of side `o` of a territory with `room` free spaces, `k` tricks to come and at
/// most `bw` box wolves: the strongest cards `o` can still add (the top of o's hand, then
/// box wolves), each face up or a lone wolf. With one trick to come whose winner is
/// `last` (both cards known): the winner adds its one card face up and takes no scar; the
/// loser adds lone wolves only (its card, box wolves).
fn gains(
    o: usize,
    room: i32,
    k: i32,
    bw: i32,
    top: &Tops,
    nlow: i32,
    last: Option<usize>,
) -> Gains {
    match last {
        Some(w) if w == o => {
            let add = room.min(1);
            Gains {
                add,
                strength: top[add as usize],
                up: add,
                lone: 0,
                low: add.min(nlow),
                scars: false,
            }
        }
        Some(_) => {
            let add = room.min(1 + bw);
            Gains {
                add,
                strength: add,
                up: 0,
                lone: add,
                low: 0,
                scars: true,
            }
        }
        None => {
            let add = room.min(k + bw).min(MAX_CARDS);
            Gains {
                add,
                strength: top[add as usize],
                up: add.min(k),
                lone: add,
                low: add.min(k).min(nlow),
                scars: true,
            }
        }
    }
}

fn reach(
    c: &Position,
    t: usize,
    k: i32,
    pool: &[i32; N_EFFECTS],
    tops: &[Tops; 2],
    last: Option<usize>,
) -> Reach {
    let mut r = Reach::default();
    let room = MAX_CARDS - c.count[t];
    let bw = pool[BOX_WOLF].min(c.box_left).min(k);
    for (o, top_o) in tops.iter().enumerate() {
        let i = o * 5 + t;
        let ef = &c.eff[i];
        let nlow = (c.hands[o] & LOW_CARDS).count_ones() as i32;
        let g = gains(o, room, k, bw, top_o, nlow, last);
        let n = c.nup[i] + c.nlone[i];
        let s_now = c.sup[i] + c.nlone[i] + ef[PACK_STRENGTH] * n + 3 * ef[PLUS3];
        let scars = |effect: usize| if g.scars { pool[effect].min(k) } else { 0 };
        let (fps, fp3) = (scars(PACK_STRENGTH), scars(PLUS3));
        r.add[o] = g.add;
        r.up_add[o] = g.up;
        r.lone_add[o] = g.lone;
        r.low_add[o] = g.low;
        r.n[o] = n;
        r.up[o] = c.nup[i];
        r.lone[o] = c.nlone[i];
        r.low[o] = c.low[i];
        r.smin[o] = s_now;
        r.smax[o] = s_now + g.strength + ef[PACK_STRENGTH] * g.add + fps * (n + g.add) + 3 * fp3;
        r.pih_lo[o] = ef[POINTS_IF_HONOR];
        r.pih_hi[o] = ef[POINTS_IF_HONOR] + scars(POINTS_IF_HONOR);
    }
    let cur = c.honor[t][c.hside[t]];
    let other = c.honor[t][c.hside[t] ^ 1];
    let (mut hlo, mut hhi) = (cur, cur);
    if pool[FLIP_HONOR] > 0 {
        hlo = hlo.min(other);
        hhi = hhi.max(other);
    }
    if c.moon == t as i32 {
        hlo += 5;
        hhi += 5;
    } else if c.blood == t as i32 {
        hlo += 3;
        hhi += 3;
    } else if c.nboard[t] > 0 {
        if c.moon < 0 {
            hhi += 5;
        } else if c.blood < 0 {
            hhi += 3;
        }
    }
    r.hlo = hlo;
    r.hhi = hhi;
    r.dmin = r.smin[0] - r.smax[1];
    r.dmax = r.smax[0] - r.smin[1];
    r
}

/// Bounds on what scar `e` on player `o`'s side of a territory adds to o's points (minus
/// the opponent's) at the end of the game.
fn scar_gain(r: &Reach, o: usize, e: usize) -> (i32, i32) {
    let opp = o ^ 1;
    let add = r.add[o];
    let (dmin, dmax) = if o == 0 {
        (r.dmin, r.dmax)
    } else {
        (-r.dmax, -r.dmin)
    };
    match e {
        POINTS_PER_WOLF => (r.n[o], r.n[o] + add),
        POINTS_PER_LONE => (2 * r.lone[o], 2 * (r.lone[o] + r.lone_add[o])),
        POINTS_PER_FACEUP => (2 * r.up[o], 2 * (r.up[o] + r.up_add[o])),
        POINTS_LOW_FACEUP => (3 * r.low[o], 3 * (r.low[o] + r.low_add[o])),
        POINTS_IF_HONOR => (i32::from(dmin > 0) * 5, i32::from(dmax > 0) * 5),
        PLUS3 | PACK_STRENGTH => {
            // More strength: the honor term can only rise, and only if o can end behind or
            // level and the bonus can bring o level or ahead.
            let (bmin, bmax) = if e == PLUS3 {
                (3, 3)
            } else {
                (r.n[o], r.n[o] + add)
            };
            let ghi = 2 * r.hhi + 5 * (r.pih_hi[o] + r.pih_hi[opp]);
            let hi = if dmin <= 0 && dmax + bmax >= 0 && bmax > 0 {
                ghi
            } else {
                0
            };
            let lo = if dmax < 0 && dmin + bmin > 0 {
                2 * r.hlo + 5 * (r.pih_lo[o] + r.pih_lo[opp])
            } else {
                0
            };
            (lo, hi)
        }
        _ => (-INF, INF), // not a pure scoring effect: no bound
    }
}

/// Bounds on the change of player 0's margin when territory `t`'s honor token is turned
/// over (flip-honor): with no other flip to come, whoever wins `t` gains or loses the
/// difference of the two sides; otherwise either sign.
fn flip_gain(c: &Position, r: &Reach, t: usize, pool: &[i32; N_EFFECTS]) -> (i32, i32) {
    let delta = c.honor[t][c.hside[t] ^ 1] - c.honor[t][c.hside[t]];
    if pool[FLIP_HONOR] > 0 {
        return (-delta.abs(), delta.abs());
    }
    let (a, b) = (delta * r.dmin.signum(), delta * r.dmax.signum());
    (a.min(b), a.max(b))
}

/// Bounds on the change of player 0's margin from scar `e` on `player`'s side of pack
/// location `loc`, with `k` tricks to come and `pool` the scars still on the board.
/// `tops`: [`tops`] of both hands. `last`: with one trick to come, its winner (the cards
/// are known), whose gains are fewer ([`gains`]); else None.
#[allow(clippy::too_many_arguments)]
pub fn place_gain(
    c: &Position,
    player: usize,
    e: usize,
    loc: usize,
    k: i32,
    pool: &[i32; N_EFFECTS],
    tops: &[Tops; 2],
    last: Option<usize>,
) -> (i32, i32) {
    let (mut lo, mut hi) = (0, 0);
    for &t in LOC_TERRS[loc] {
        let r = reach(c, t, k, pool, tops, last);
        let (a, b) = if e == FLIP_HONOR {
            flip_gain(c, &r, t, pool)
        } else {
            let (a, b) = scar_gain(&r, player, e);
            if player == 1 {
                (-b, -a)
            } else {
                (a, b)
            }
        };
        lo += a;
        hi += b;
    }
    (lo, hi)
}
