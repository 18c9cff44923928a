//! The compact position the solver searches: exactly what decides the rest of an open game
//! and nothing else (see the Python `wolfpack.lone_wolves.bots.solver` docstring), with
//! make and unmake for every move, and its loading from the flat descriptor that Python's
//! `solver_native.describe` (and [`super::describe`]) builds.

use std::fmt;

/// Territories (suits), in board order.
pub const N_TERR: usize = 5;
/// Pack locations per player: five territories and four borders.
pub const N_LOC: usize = 9;
/// Cards a territory holds at most, both sides together (LW-T3).
pub const MAX_CARDS: i32 = 6;
/// Scars a player's packs hold at most in a descriptor.
pub const MAX_PACK: usize = 16;
/// A value beyond every margin.
pub const INF: i32 = 10_000;

/// Scar effects (LW-C3), as `wolfpack.lone_wolves.components` numbers them.
pub const PACK_STRENGTH: usize = 0;
pub const PLUS3: usize = 1;
pub const BOX_WOLF: usize = 2;
pub const FLIP_HONOR: usize = 3;
pub const POINTS_PER_WOLF: usize = 4;
pub const POINTS_PER_LONE: usize = 5;
pub const POINTS_PER_FACEUP: usize = 6;
pub const POINTS_LOW_FACEUP: usize = 7;
pub const POINTS_IF_HONOR: usize = 8;
/// How many effects there are.
pub const N_EFFECTS: usize = 9;

/// The Moon's and the Blood Moon's points (LW-C5).
pub const MOON_POINTS: i32 = 5;
pub const BLOOD_MOON_POINTS: i32 = 3;

/// The territories a pack location's scar acts on (a border: both neighbours).
pub const LOC_TERRS: [&[usize]; N_LOC] = [
    &[0],
    &[1],
    &[2],
    &[3],
    &[4],
    &[0, 1],
    &[1, 2],
    &[2, 3],
    &[3, 4],
];

/// Where a loaded position stands: the next thing to decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// `who` leads a card.
    Lead,
    /// `who` led `lead_card`; the other player follows.
    Follow,
    /// Both cards are down (`who` led): the trick is resolved.
    Resolve,
    /// `who` lost a trick in `loser_terr` and takes a scar there.
    Take,
    /// `who` places scar `held` taken from `loser_terr`.
    Place,
    /// The game is over.
    Over,
}

/// Offsets in the descriptor (`lw_load` in the old C core, `describe` in Python).
pub mod layout {
    pub const AT: usize = 0;
    pub const WHO: usize = 1;
    pub const LEAD_CARD: usize = 2;
    pub const LEAD_TERR: usize = 3;
    pub const FOLLOW_CARD: usize = 4;
    pub const FOLLOW_TERR: usize = 5;
    pub const LOSER_TERR: usize = 6;
    pub const HELD: usize = 7;
    pub const HANDS: usize = 8;
    pub const SIDES: usize = HANDS + 2;
    pub const BOARD: usize = SIDES + 40;
    pub const CAPS: usize = BOARD + 25;
    pub const HONOR: usize = CAPS + 9;
    pub const HSIDE: usize = HONOR + 10;
    pub const BOX: usize = HSIDE + 5;
    pub const MOON: usize = BOX + 1;
    pub const BLOOD: usize = BOX + 2;
    pub const TRUMP: usize = BOX + 3;
    pub const PACKS: usize = BOX + 4;
    /// The descriptor's length.
    pub const SIZE: usize = PACKS + 2 * (1 + super::MAX_PACK);
}

/// Why a descriptor is not a position the solver can hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError(pub String);

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a solver position: {}", self.0)
    }
}

impl std::error::Error for LoadError {}

/// The compact open position (sides as four numbers, scars as multisets, the box as a
/// count) and where it stands. `tv[t]` is territory `t`'s contribution to player 0's
/// margin as the board stands, kept up to date by every make and unmake.
#[derive(Clone, Debug)]
pub struct Position {
    pub hands: [u32; 2],
    pub nup: [i32; 10],
    pub sup: [i32; 10],
    pub low: [i32; 10],
    pub nlone: [i32; 10],
    pub count: [i32; N_TERR],
    /// Scars on the board per territory, sorted effects.
    pub board: [[u8; 8]; N_TERR],
    pub nboard: [usize; N_TERR],
    /// Scars per pack location per player (`player * 9 + loc`).
    pub fill: [i32; 2 * N_LOC],
    /// Per player: the placed scars as sorted codes `loc * 9 + effect`.
    pub codes: [[u8; MAX_PACK]; 2],
    pub ncodes: [usize; 2],
    /// Per side: scars of each effect acting on it.
    pub eff: [[i32; N_EFFECTS]; 10],
    pub caps: [i32; N_LOC],
    pub locs: [usize; N_LOC],
    pub nlocs: usize,
    pub honor: [[i32; 2]; N_TERR],
    pub hside: [usize; N_TERR],
    pub box_left: i32,
    pub moon: i32,
    pub blood: i32,
    pub trump: i32,
    pub tv: [i32; N_TERR],
    pub at: At,
    pub who: usize,
    pub lead_card: i32,
    pub lead_terr: i32,
    pub follow_card: i32,
    pub follow_terr: i32,
    pub loser_terr: i32,
    pub held: i32,
    /// Per territory, a stamp that stands for one content of the territory: a make that
    /// may change anything its score depends on gives it a new stamp, the unmake gives the
    /// old one back, so values computed from a territory can be kept for its stamp (see
    /// `last_trick.rs`).
    pub ver: [u64; N_TERR],
    /// The last stamp handed out.
    pub clock: u64,
    /// The stamps that makes replaced, most recent last: an unmake gives its territory
    /// back its stamp from before the make (makes and unmakes nest), so a stamp always
    /// stands for one content of its territory and values kept for it stay valid.
    pub saved: [u64; MAX_NEST],
    pub nsaved: usize,
}

/// Makes not yet unmade, at most (six per trick: two cards, a lone wolf, a Moon and a
/// placement on a border, and two more while ordering moves).
pub const MAX_NEST: usize = 128;

/// What a placement changed, for its unmaking.
#[derive(Clone, Copy, Debug, Default)]
pub struct Placed {
    drawn: [usize; 2],
    nd: usize,
    olds: [i32; 2],
}

/// Whether the follower's card wins the trick (LW-T5, LW-T6).
#[inline]
pub fn beats(lead: i32, follow: i32, trump: i32) -> bool {
    let (ls, fs) = (lead / 6, follow / 6);
    if ls == fs {
        let (lv, fv) = (lead % 6, follow % 6);
        if lv == 0 && fv == 5 {
            return false;
        }
        if lv == 5 && fv == 0 {
            return true;
        }
        return fv > lv;
    }
    fs == trump
}

fn check(ok: bool, what: &str) -> Result<(), LoadError> {
    if ok {
        Ok(())
    } else {
        Err(LoadError(what.to_string()))
    }
}

impl Position {
    /// Loads a descriptor (its layout: [`layout`]).
    pub fn load(d: &[i32]) -> Result<Position, LoadError> {
        use layout as L;
        check(d.len() == L::SIZE, "wrong length")?;
        let at = match d[L::AT] {
            0 => At::Lead,
            1 => At::Follow,
            2 => At::Resolve,
            3 => At::Take,
            4 => At::Place,
            5 => At::Over,
            _ => return Err(LoadError("unknown stage".into())),
        };
        check((0..2).contains(&d[L::WHO]), "player")?;
        let terr_or_none = |v: i32| (-1..N_TERR as i32).contains(&v);
        let card_or_none = |v: i32| (-1..30).contains(&v);
        check(
            card_or_none(d[L::LEAD_CARD]) && card_or_none(d[L::FOLLOW_CARD]),
            "card",
        )?;
        check(
            terr_or_none(d[L::LEAD_TERR])
                && terr_or_none(d[L::FOLLOW_TERR])
                && terr_or_none(d[L::LOSER_TERR]),
            "territory",
        )?;
        check((-1..N_EFFECTS as i32).contains(&d[L::HELD]), "held scar")?;
        let mut p = Position {
            hands: [0; 2],
            nup: [0; 10],
            sup: [0; 10],
            low: [0; 10],
            nlone: [0; 10],
            count: [0; N_TERR],
            board: [[0; 8]; N_TERR],
            nboard: [0; N_TERR],
            fill: [0; 2 * N_LOC],
            codes: [[0; MAX_PACK]; 2],
            ncodes: [0; 2],
            eff: [[0; N_EFFECTS]; 10],
            caps: [0; N_LOC],
            locs: [0; N_LOC],
            nlocs: 0,
            honor: [[0; 2]; N_TERR],
            hside: [0; N_TERR],
            box_left: d[L::BOX],
            moon: d[L::MOON],
            blood: d[L::BLOOD],
            trump: d[L::TRUMP],
            tv: [0; N_TERR],
            at,
            who: d[L::WHO] as usize,
            lead_card: d[L::LEAD_CARD],
            lead_terr: d[L::LEAD_TERR],
            follow_card: d[L::FOLLOW_CARD],
            follow_terr: d[L::FOLLOW_TERR],
            loser_terr: d[L::LOSER_TERR],
            held: d[L::HELD],
            ver: [0; N_TERR],
            clock: 0,
            saved: [0; MAX_NEST],
            nsaved: 0,
        };
        p.restamp(0);
        for pl in 0..2 {
            let h = d[L::HANDS + pl];
            check((0..1 << 30).contains(&h), "hand")?;
            p.hands[pl] = h as u32;
        }
        check(p.hands[0] & p.hands[1] == 0, "a card in both hands")?;
        for i in 0..10 {
            let s = &d[L::SIDES + 4 * i..L::SIDES + 4 * i + 4];
            check(s.iter().all(|&v| (0..64).contains(&v)), "side")?;
            check(
                s[0] <= MAX_CARDS && s[3] <= MAX_CARDS && s[2] <= s[0],
                "side",
            )?;
            p.nup[i] = s[0];
            p.sup[i] = s[1];
            p.low[i] = s[2];
            p.nlone[i] = s[3];
        }
        for t in 0..N_TERR {
            p.count[t] = p.nup[t] + p.nlone[t] + p.nup[5 + t] + p.nlone[5 + t];
            check(p.count[t] <= MAX_CARDS, "a territory over full")?;
            let n = d[L::BOARD + 5 * t];
            check((0..=4).contains(&n), "scars on the board")?;
            p.nboard[t] = n as usize;
            for j in 0..p.nboard[t] {
                let e = d[L::BOARD + 5 * t + 1 + j];
                check((0..N_EFFECTS as i32).contains(&e), "scar")?;
                p.board[t][j] = e as u8;
            }
            check(
                p.board[t][..p.nboard[t]].windows(2).all(|w| w[0] <= w[1]),
                "unsorted scars",
            )?;
            p.honor[t] = [d[L::HONOR + 2 * t], d[L::HONOR + 2 * t + 1]];
            check(p.honor[t].iter().all(|v| (0..100).contains(v)), "honor")?;
            check((0..2).contains(&d[L::HSIDE + t]), "honor side")?;
            p.hside[t] = d[L::HSIDE + t] as usize;
        }
        for loc in 0..N_LOC {
            p.caps[loc] = d[L::CAPS + loc];
            check((0..=MAX_PACK as i32).contains(&p.caps[loc]), "capacity")?;
            if p.caps[loc] > 0 {
                p.locs[p.nlocs] = loc;
                p.nlocs += 1;
            }
        }
        check((0..16).contains(&p.box_left), "box")?;
        check(
            terr_or_none(p.moon) && terr_or_none(p.blood) && terr_or_none(p.trump),
            "moons",
        )?;
        for pl in 0..2 {
            let base = L::PACKS + pl * (1 + MAX_PACK);
            let n = d[base];
            check((0..=MAX_PACK as i32).contains(&n), "packs")?;
            for j in 0..n as usize {
                let code = d[base + 1 + j];
                check((0..(N_LOC * N_EFFECTS) as i32).contains(&code), "pack code")?;
                let (loc, e) = (code as usize / N_EFFECTS, code as usize % N_EFFECTS);
                p.insert_code(pl, code as u8);
                p.fill[pl * N_LOC + loc] += 1;
                for &t in LOC_TERRS[loc] {
                    p.eff[pl * 5 + t][e] += 1;
                }
            }
        }
        if matches!(at, At::Follow | At::Resolve) {
            check(p.lead_card >= 0 && p.lead_terr >= 0, "no lead")?;
        }
        if at == At::Resolve {
            check(p.follow_card >= 0 && p.follow_terr >= 0, "no follow")?;
        }
        if matches!(at, At::Take | At::Place) {
            check(p.loser_terr >= 0, "no territory for the scar")?;
        }
        if at == At::Place {
            check(p.held >= 0, "no scar held")?;
        }
        for t in 0..N_TERR {
            p.tv[t] = p.tval(t);
        }
        Ok(p)
    }

    /// Gives every territory a new stamp, after `clock` (the last stamp handed out to
    /// another position whose values may still be kept).
    pub fn restamp(&mut self, clock: u64) {
        self.clock = clock;
        self.nsaved = 0;
        for t in 0..N_TERR {
            self.clock += 1;
            self.ver[t] = self.clock;
        }
    }

    /// A make changes territory `t`: a new stamp (the old one saved for the unmake).
    #[inline]
    pub fn touch(&mut self, t: usize) {
        self.saved[self.nsaved] = self.ver[t];
        self.nsaved += 1;
        self.clock += 1;
        self.ver[t] = self.clock;
    }

    /// The unmake of the latest make not yet unmade, which changed `t`: `t`'s stamp from
    /// before it.
    #[inline]
    pub fn untouch(&mut self, t: usize) {
        self.nsaved -= 1;
        self.ver[t] = self.saved[self.nsaved];
    }

    /// Tricks still to be played (the one under way included).
    pub fn tricks_left(&self) -> u32 {
        let n = self.hands[0].count_ones().max(self.hands[1].count_ones());
        n + u32::from(matches!(self.at, At::Resolve | At::Take | At::Place))
    }

    /// Territory `t`'s points for player 0 minus player 1's (LW-E2..LW-E4).
    #[inline]
    pub fn tval(&self, t: usize) -> i32 {
        let (e0, e1) = (&self.eff[t], &self.eff[5 + t]);
        let (u0, u1) = (self.nup[t], self.nup[5 + t]);
        let (l0, l1) = (self.nlone[t], self.nlone[5 + t]);
        let (n0, n1) = (u0 + l0, u1 + l1);
        let s0 = self.sup[t] + l0 + e0[PACK_STRENGTH] * n0 + 3 * e0[PLUS3];
        let s1 = self.sup[5 + t] + l1 + e1[PACK_STRENGTH] * n1 + 3 * e1[PLUS3];
        let mut v = e0[POINTS_PER_WOLF] * n0
            + 2 * e0[POINTS_PER_LONE] * l0
            + 2 * e0[POINTS_PER_FACEUP] * u0
            + 3 * e0[POINTS_LOW_FACEUP] * self.low[t]
            - e1[POINTS_PER_WOLF] * n1
            - 2 * e1[POINTS_PER_LONE] * l1
            - 2 * e1[POINTS_PER_FACEUP] * u1
            - 3 * e1[POINTS_LOW_FACEUP] * self.low[5 + t];
        if s0 != s1 {
            let mut h = self.honor[t][self.hside[t]];
            if self.moon == t as i32 {
                h += MOON_POINTS;
            } else if self.blood == t as i32 {
                h += BLOOD_MOON_POINTS;
            }
            if s0 > s1 {
                v += h + 5 * e0[POINTS_IF_HONOR];
            } else {
                v -= h + 5 * e1[POINTS_IF_HONOR];
            }
        }
        v
    }

    /// Player 0's margin on the board as it stands.
    #[inline]
    pub fn final_value(&self) -> i32 {
        self.tv.iter().sum()
    }

    /// Puts `card` face up on `player`'s side of `t`; returns the old `tv[t]`.
    #[inline]
    pub fn put(&mut self, player: usize, card: i32, t: usize) -> i32 {
        let (i, v) = (player * 5 + t, card % 6 + 2);
        self.hands[player] ^= 1 << card;
        self.nup[i] += 1;
        self.sup[i] += v;
        if v <= 4 {
            self.low[i] += 1;
        }
        self.count[t] += 1;
        self.touch(t);
        let old = self.tv[t];
        self.tv[t] = self.tval(t);
        old
    }

    /// Takes back [`Position::put`].
    #[inline]
    pub fn unput(&mut self, player: usize, card: i32, t: usize, old: i32) {
        let (i, v) = (player * 5 + t, card % 6 + 2);
        self.hands[player] ^= 1 << card;
        self.nup[i] -= 1;
        self.sup[i] -= v;
        if v <= 4 {
            self.low[i] -= 1;
        }
        self.count[t] -= 1;
        self.untouch(t);
        self.tv[t] = old;
    }

    /// Turns face-up `card` on side `i` into a lone wolf (LW-T8); `tv` is not updated.
    #[inline]
    pub fn to_lone(&mut self, i: usize, card: i32) {
        let v = card % 6 + 2;
        self.nup[i] -= 1;
        self.sup[i] -= v;
        if v <= 4 {
            self.low[i] -= 1;
        }
        self.nlone[i] += 1;
        self.touch(i % N_TERR);
    }

    /// Takes back [`Position::to_lone`].
    #[inline]
    pub fn from_lone(&mut self, i: usize, card: i32) {
        let v = card % 6 + 2;
        self.nup[i] += 1;
        self.sup[i] += v;
        if v <= 4 {
            self.low[i] += 1;
        }
        self.nlone[i] -= 1;
        self.untouch(i % N_TERR);
    }

    /// The territories that still take a card, in `out`; how many.
    #[inline]
    pub fn open_terrs(&self, out: &mut [usize; N_TERR]) -> usize {
        let mut n = 0;
        for t in 0..N_TERR {
            if self.count[t] < MAX_CARDS {
                out[n] = t;
                n += 1;
            }
        }
        n
    }

    /// The pack locations where `player` can still place a scar, in `out`; how many.
    #[inline]
    pub fn free_locs(&self, player: usize, out: &mut [usize; N_LOC]) -> usize {
        let mut n = 0;
        for &loc in &self.locs[..self.nlocs] {
            if self.fill[player * N_LOC + loc] < self.caps[loc] {
                out[n] = loc;
                n += 1;
            }
        }
        n
    }

    fn insert_code(&mut self, p: usize, code: u8) {
        let n = self.ncodes[p];
        let mut j = n;
        while j > 0 && self.codes[p][j - 1] > code {
            self.codes[p][j] = self.codes[p][j - 1];
            j -= 1;
        }
        self.codes[p][j] = code;
        self.ncodes[p] = n + 1;
    }

    fn remove_code(&mut self, p: usize, code: u8) {
        let n = self.ncodes[p];
        let j = self.codes[p][..n]
            .iter()
            .position(|&c| c == code)
            .expect("placed");
        self.codes[p].copy_within(j + 1..n, j);
        self.ncodes[p] = n - 1;
    }

    /// Places scar `e` on `player`'s pack location `loc` with its immediate effects
    /// (LW-T9: a box wolf draws, a flip turns the honor token).
    pub fn do_place(&mut self, player: usize, e: usize, loc: usize) -> Placed {
        let mut r = Placed::default();
        let terrs = LOC_TERRS[loc];
        self.fill[player * N_LOC + loc] += 1;
        self.insert_code(player, (loc * N_EFFECTS + e) as u8);
        for (j, &t) in terrs.iter().enumerate() {
            r.olds[j] = self.tv[t];
            self.eff[player * 5 + t][e] += 1;
        }
        if e == BOX_WOLF {
            for &t in terrs {
                if self.count[t] < MAX_CARDS && self.box_left > 0 {
                    self.count[t] += 1;
                    self.nlone[player * 5 + t] += 1;
                    self.box_left -= 1;
                    r.drawn[r.nd] = t;
                    r.nd += 1;
                }
            }
        } else if e == FLIP_HONOR {
            for &t in terrs {
                self.hside[t] ^= 1;
            }
        }
        for &t in terrs {
            self.tv[t] = self.tval(t);
            self.touch(t);
        }
        r
    }

    /// Takes back [`Position::do_place`].
    pub fn undo_place(&mut self, player: usize, e: usize, loc: usize, r: &Placed) {
        let terrs = LOC_TERRS[loc];
        if e == FLIP_HONOR {
            for &t in terrs {
                self.hside[t] ^= 1;
            }
        }
        for &t in &r.drawn[..r.nd] {
            self.count[t] -= 1;
            self.nlone[player * 5 + t] -= 1;
            self.box_left += 1;
        }
        for (j, &t) in terrs.iter().enumerate().rev() {
            self.eff[player * 5 + t][e] -= 1;
            self.tv[t] = r.olds[j];
            self.untouch(t);
        }
        self.fill[player * N_LOC + loc] -= 1;
        self.remove_code(player, (loc * N_EFFECTS + e) as u8);
    }

    /// Both hands with the interchangeable suits renamed: a suit that is not trump and
    /// cannot become trump (no Moon is left to rise, or its territory has no scar left
    /// whose taking could empty it) matters only through which cards share it, so the
    /// blocks of such suits (both hands' cards of the suit together) are sorted over
    /// their places. Positions that differ only by renaming such suits have the same
    /// value, and share a table entry so.
    pub fn renamed_hands(&self) -> [u32; 2] {
        let may_rise = self.moon < 0 || self.blood < 0;
        let (mut blocks, mut slots, mut n, mut mask) = ([0u32; N_TERR], [0usize; N_TERR], 0, 0);
        for s in 0..N_TERR {
            if s as i32 == self.trump || (may_rise && self.nboard[s] > 0) {
                continue;
            }
            let shift = 6 * s;
            blocks[n] = (self.hands[0] >> shift) & 63 | ((self.hands[1] >> shift) & 63) << 6;
            slots[n] = shift;
            n += 1;
            mask |= 63 << shift;
        }
        if n < 2 {
            return self.hands;
        }
        blocks[..n].sort_unstable_by(|a, b| b.cmp(a));
        let mut h = [self.hands[0] & !mask, self.hands[1] & !mask];
        for (b, &shift) in blocks[..n].iter().zip(&slots[..n]) {
            h[0] |= (b & 63) << shift;
            h[1] |= (b >> 6) << shift;
        }
        h
    }

    /// The transposition-table key of this position with `leader` to lead (`kind` 0) or
    /// with `lcard` led on `lterr`: every number the rest of the game depends on; at a
    /// lead, the hands with their interchangeable suits renamed
    /// ([`Position::renamed_hands`]).
    pub fn key(&self, leader: usize, kind: u64, lcard: i32, lterr: i32) -> [u64; KEY_WORDS] {
        let mut k = [0u64; KEY_WORDS];
        let hands = if lcard < 0 {
            self.renamed_hands()
        } else {
            self.hands
        };
        k[0] = u64::from(hands[0]) | u64::from(hands[1]) << 30 | (leader as u64) << 60 | kind << 61;
        let mut hs = 0u64;
        for t in 0..N_TERR {
            hs |= (self.hside[t] as u64) << t;
        }
        k[1] = (lcard + 1) as u64
            | ((lterr + 1) as u64) << 6
            | ((self.trump + 1) as u64) << 9
            | ((self.moon + 1) as u64) << 12
            | ((self.blood + 1) as u64) << 15
            | (self.box_left as u64) << 18
            | hs << 22;
        for i in 0..10 {
            let s = self.nup[i] as u64
                | (self.sup[i] as u64) << 3
                | (self.low[i] as u64) << 9
                | (self.nlone[i] as u64) << 12;
            k[2 + i / 4] |= s << (15 * (i % 4));
        }
        for t in 0..N_TERR {
            let mut b = 0u64;
            for j in 0..self.nboard[t] {
                b |= u64::from(self.board[t][j] + 1) << (4 * j);
            }
            k[5 + t / 4] |= b << (16 * (t % 4));
        }
        for p in 0..2 {
            let (mut a, mut b) = (0u64, self.ncodes[p] as u64);
            for j in 0..self.ncodes[p] {
                let c = u64::from(self.codes[p][j]) + 1;
                if j < 9 {
                    a |= c << (7 * j);
                } else {
                    b |= c << (7 * (j - 9) + 5);
                }
            }
            k[7 + 2 * p] = a;
            k[8 + 2 * p] = b;
        }
        k
    }
}

/// Words in a table key.
pub const KEY_WORDS: usize = 11;
