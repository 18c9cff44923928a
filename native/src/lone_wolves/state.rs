//! The Lone Wolves rules state: Python's `wolfpack.lone_wolves.state.LWState` move for move
//! (the same action codes, the same legal-action order, the same effects), on fixed arrays.
//!
//! Cards are `suit * 6 + value - 2`; a side of a territory is `player * 5 + territory`, a
//! pack location `player * 9 + location` (five territories, then the four borders of the
//! advanced side). Rule ids in comments are those of the Lone Wolves spec.

use crate::game::Game;
use crate::layout::Reader;
pub use crate::layout::{LayoutError, Row};
use crate::rng::Rng;

pub const N_TERR: usize = 5;
pub const N_LOC: usize = 9;
pub const N_CARDS: usize = 30;
pub const MAX_CARDS: u8 = 6;
pub const N_TRICKS: u8 = 13;
pub const MAX_SCAR_SPACES: usize = 4;
pub const N_EFFECTS: usize = 9;
pub const N_SCARS: usize = 18;
pub const BOX_SIZE: usize = 4;

pub const PLAY: u8 = 0;
pub const REVEAL: u8 = 1;
pub const TAKE: u8 = 2;
pub const PLACE: u8 = 3;
pub const OVER: u8 = 4;

pub const REVEAL_BASE: u16 = 150;
pub const TAKE_BASE: u16 = 160;
pub const PLACE_BASE: u16 = 170;

pub const PACK_STRENGTH: i8 = 0;
pub const PLUS3: i8 = 1;
pub const BOX_WOLF: i8 = 2;
pub const FLIP_HONOR: i8 = 3;
pub const POINTS_PER_WOLF: i8 = 4;
pub const POINTS_PER_LONE: i8 = 5;
pub const POINTS_PER_FACEUP: i8 = 6;
pub const POINTS_LOW_FACEUP: i8 = 7;
pub const POINTS_IF_HONOR: i8 = 8;

pub const MOON_POINTS: i32 = 5;
pub const BLOOD_MOON_POINTS: i32 = 3;

/// The version of the flat layout of [`State::encode`] (its first number).
pub const LAYOUT: i32 = 1;

/// The territories a scar on pack location `loc` acts on (two for a border, LW-T9).
#[inline]
pub fn location_territories(loc: usize) -> &'static [usize] {
    const T: [[usize; 2]; N_LOC] = [
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
        [4, 4],
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
    ];
    if loc < N_TERR {
        &T[loc][..1]
    } else {
        &T[loc][..]
    }
}

/// For each territory, the pack locations whose scars act on it: its own and its borders.
pub const LOCS_OF_TERR: [&[usize]; N_TERR] = [&[0, 5], &[1, 5, 6], &[2, 6, 7], &[3, 7, 8], &[4, 8]];

/// The component values a board side resolves to (Python's `ResolvedComponents`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comp {
    /// Pack spaces per location per player (0: the location does not exist here).
    pub caps: [u8; N_LOC],
    /// Per honor token, its (front, back) values.
    pub honor: [[i16; 2]; N_TERR],
    /// Scar spaces per territory.
    pub scar_spaces: [u8; N_TERR],
}

/// A Lone Wolves position (see the module docs); fields as in Python's `LWState`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub comp: Comp,
    pub hands: [u32; 2],
    pub up: [Row<6>; 10],
    pub lone: [Row<6>; 10],
    pub boxw: [Row<6>; 10],
    pub count: [u8; N_TERR],
    /// Per territory and space: the scar's effect, -1 when the space is empty.
    pub scar: [[i8; MAX_SCAR_SPACES]; N_TERR],
    pub scar_up: [[bool; MAX_SCAR_SPACES]; N_TERR],
    pub scars_left: [u8; N_TERR],
    pub packs: [Row<13>; 2 * N_LOC],
    pub honor_tok: [u8; N_TERR],
    pub honor_side: [u8; N_TERR],
    pub box_cards: Row<6>,
    pub box_pos: u8,
    pub unused: Row<N_SCARS>,
    pub moon: i8,
    pub blood: i8,
    pub trump: i8,
    pub leader: u8,
    pub player: u8,
    pub phase: u8,
    pub lead_card: i8,
    pub lead_terr: i8,
    pub follow_card: i8,
    pub follow_terr: i8,
    pub winner: i8,
    pub loser: i8,
    pub loser_terr: i8,
    pub held: i8,
    pub held_up: bool,
    pub tricks: u8,
}

/// The suit pattern of `hand` in suit `s` (6 bits).
#[inline]
pub fn suit_bits(hand: u32, s: usize) -> u32 {
    (hand >> (6 * s)) & 63
}

impl State {
    /// Reads the flat layout Python's `wolfpack.lone_wolves.bots.native.encode` writes.
    pub fn decode(d: &[i32]) -> Result<State, LayoutError> {
        let mut r = Reader::new(d);
        if r.next(LAYOUT, LAYOUT, "the layout version")? != LAYOUT {
            unreachable!()
        }
        let mut caps = [0u8; N_LOC];
        for c in caps.iter_mut() {
            *c = r.next(0, 13, "a pack capacity")? as u8;
        }
        let mut honor = [[0i16; 2]; N_TERR];
        for h in honor.iter_mut() {
            h[0] = r.next(-999, 999, "an honor value")? as i16;
            h[1] = r.next(-999, 999, "an honor value")? as i16;
        }
        let mut scar_spaces = [0u8; N_TERR];
        for s in scar_spaces.iter_mut() {
            *s = r.next(0, MAX_SCAR_SPACES as i32, "scar spaces")? as u8;
        }
        let comp = Comp {
            caps,
            honor,
            scar_spaces,
        };
        let h0 = r.next(0, (1 << 30) - 1, "a hand")? as u32;
        let h1 = r.next(0, (1 << 30) - 1, "a hand")? as u32;
        let mut up = [Row::<6>::default(); 10];
        let mut lone = [Row::<6>::default(); 10];
        let mut boxw = [Row::<6>::default(); 10];
        for i in 0..10 {
            up[i] = r.row(0, 29, "a face-up card")?;
            lone[i] = r.row(0, 29, "a lone wolf")?;
            boxw[i] = r.row(-1, 29, "a box wolf")?;
        }
        let mut count = [0u8; N_TERR];
        for c in count.iter_mut() {
            *c = r.next(0, MAX_CARDS as i32, "a card count")? as u8;
        }
        let mut scar = [[-1i8; MAX_SCAR_SPACES]; N_TERR];
        let mut scar_up = [[false; MAX_SCAR_SPACES]; N_TERR];
        for t in 0..N_TERR {
            let n = r.next(0, MAX_SCAR_SPACES as i32, "a scar row")? as usize;
            for e in scar[t].iter_mut().take(n) {
                *e = r.next(-1, 8, "a scar")? as i8;
            }
            for u in scar_up[t].iter_mut().take(n) {
                *u = r.next(0, 1, "a scar's side")? == 1;
            }
        }
        let mut scars_left = [0u8; N_TERR];
        for s in scars_left.iter_mut() {
            *s = r.next(0, MAX_SCAR_SPACES as i32, "scars left")? as u8;
        }
        let mut packs = [Row::<13>::default(); 2 * N_LOC];
        for p in packs.iter_mut() {
            *p = r.row(0, 8, "a pack scar")?;
        }
        let mut honor_tok = [0u8; N_TERR];
        for h in honor_tok.iter_mut() {
            *h = r.next(0, 4, "an honor token")? as u8;
        }
        let mut honor_side = [0u8; N_TERR];
        for h in honor_side.iter_mut() {
            *h = r.next(0, 1, "an honor side")? as u8;
        }
        let box_cards = r.row(0, 29, "a box card")?;
        let box_pos = r.next(0, 6, "the box position")? as u8;
        let unused = r.row(0, 8, "an unused scar")?;
        let s = State {
            comp,
            hands: [h0, h1],
            up,
            lone,
            boxw,
            count,
            scar,
            scar_up,
            scars_left,
            packs,
            honor_tok,
            honor_side,
            box_cards,
            box_pos,
            unused,
            moon: r.next(-1, 4, "the moon")? as i8,
            blood: r.next(-1, 4, "the blood moon")? as i8,
            trump: r.next(-1, 4, "trump")? as i8,
            leader: r.next(0, 1, "the leader")? as u8,
            player: r.next(0, 1, "the player")? as u8,
            phase: r.next(0, 4, "the phase")? as u8,
            lead_card: r.next(-1, 29, "the lead card")? as i8,
            lead_terr: r.next(-1, 4, "the lead territory")? as i8,
            follow_card: r.next(-1, 29, "the follow card")? as i8,
            follow_terr: r.next(-1, 4, "the follow territory")? as i8,
            winner: r.next(-1, 1, "the winner")? as i8,
            loser: r.next(-1, 1, "the loser")? as i8,
            loser_terr: r.next(-1, 4, "the loser's territory")? as i8,
            held: r.next(-1, 8, "the held scar")? as i8,
            held_up: r.next(0, 1, "held face up")? == 1,
            tricks: r.next(0, 13, "tricks")? as u8,
        };
        r.end()?;
        Ok(s)
    }

    /// The flat layout (see [`State::decode`]).
    pub fn encode(&self) -> Vec<i32> {
        let mut d = vec![LAYOUT];
        d.extend(self.comp.caps.iter().map(|&x| x as i32));
        for h in &self.comp.honor {
            d.extend([h[0] as i32, h[1] as i32]);
        }
        d.extend(self.comp.scar_spaces.iter().map(|&x| x as i32));
        d.extend(self.hands.iter().map(|&x| x as i32));
        fn row<const N: usize>(d: &mut Vec<i32>, r: &Row<N>) {
            d.push(r.n as i32);
            d.extend(r.items().iter().map(|&x| x as i32));
        }
        for i in 0..10 {
            row(&mut d, &self.up[i]);
            row(&mut d, &self.lone[i]);
            row(&mut d, &self.boxw[i]);
        }
        d.extend(self.count.iter().map(|&x| x as i32));
        for t in 0..N_TERR {
            let n = self.comp.scar_spaces[t] as usize;
            d.push(n as i32);
            d.extend(self.scar[t][..n].iter().map(|&x| x as i32));
            d.extend(self.scar_up[t][..n].iter().map(|&x| x as i32));
        }
        d.extend(self.scars_left.iter().map(|&x| x as i32));
        for p in &self.packs {
            row(&mut d, p);
        }
        d.extend(self.honor_tok.iter().map(|&x| x as i32));
        d.extend(self.honor_side.iter().map(|&x| x as i32));
        row(&mut d, &self.box_cards);
        d.push(self.box_pos as i32);
        row(&mut d, &self.unused);
        d.extend([
            self.moon as i32,
            self.blood as i32,
            self.trump as i32,
            self.leader as i32,
            self.player as i32,
            self.phase as i32,
            self.lead_card as i32,
            self.lead_terr as i32,
            self.follow_card as i32,
            self.follow_terr as i32,
            self.winner as i32,
            self.loser as i32,
            self.loser_terr as i32,
            self.held as i32,
            self.held_up as i32,
            self.tricks as i32,
        ]);
        d
    }

    // -- queries ---------------------------------------------------------------------------

    /// Cards the player to move may play: all when leading, else the led suit if held,
    /// otherwise all (LW-T1, LW-T2), as a hand bitmask.
    #[inline]
    pub fn playable_mask(&self) -> u32 {
        let hand = self.hands[self.player as usize];
        if self.lead_card >= 0 {
            let s = self.lead_card as usize / 6;
            let suited = hand & (63 << (6 * s));
            if suited != 0 {
                return suited;
            }
        }
        hand
    }

    /// Territories that can take another card (LW-T3), as a 5-bit mask.
    #[inline]
    pub fn open_mask(&self) -> u32 {
        let mut m = 0;
        for t in 0..N_TERR {
            if self.count[t] < MAX_CARDS {
                m |= 1 << t;
            }
        }
        m
    }

    /// The territory whose face-down scars a 3 just played may reveal.
    #[inline]
    fn reveal_terr(&self) -> usize {
        if self.follow_card >= 0 {
            self.follow_terr as usize
        } else {
            self.lead_terr as usize
        }
    }

    /// Who wins a trick: 0 the leader, 1 the follower (LW-T5, LW-T6).
    #[inline]
    pub fn follower_wins(&self, lead: i8, follow: i8) -> bool {
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
        fs == self.trump
    }

    fn has_face_down(&self, t: usize) -> bool {
        (0..self.comp.scar_spaces[t] as usize).any(|i| self.scar[t][i] >= 0 && !self.scar_up[t][i])
    }

    // -- the rules -------------------------------------------------------------------------

    fn play(&mut self, card: usize, terr: usize) {
        let p = self.player as usize;
        self.hands[p] ^= 1 << card;
        self.up[p * 5 + terr].push(card as i8);
        self.count[terr] += 1;
        if self.lead_card < 0 {
            self.lead_card = card as i8;
            self.lead_terr = terr as i8;
        } else {
            self.follow_card = card as i8;
            self.follow_terr = terr as i8;
        }
        if card % 6 == 1 && self.has_face_down(terr) {
            self.phase = REVEAL; // a 3 reveals a face-down scar there (LW-T4)
            return;
        }
        self.after_card();
    }

    fn after_card(&mut self) {
        if self.follow_card < 0 {
            self.player ^= 1;
            self.phase = PLAY;
        } else {
            self.resolve();
        }
    }

    fn reveal(&mut self, index: usize) {
        let t = self.reveal_terr();
        self.scar_up[t][index] = true;
        self.after_card();
    }

    fn resolve(&mut self) {
        let leader = self.leader;
        let who = self.follower_wins(self.lead_card, self.follow_card) as u8;
        let winner = leader ^ who;
        let loser = winner ^ 1;
        let (lcard, lterr) = if who == 0 {
            (self.follow_card, self.follow_terr as usize)
        } else {
            (self.lead_card, self.lead_terr as usize)
        };
        // The loser's card is the last one put on their side of that territory (LW-T8).
        let side = loser as usize * 5 + lterr;
        self.up[side].pop();
        self.lone[side].push(lcard);
        self.winner = winner as i8;
        self.loser = loser as i8;
        self.loser_terr = lterr as i8;
        if self.scars_left[lterr] > 0 {
            self.phase = TAKE;
            self.player = loser;
        } else {
            self.end_trick();
        }
    }

    fn take(&mut self, index: usize) {
        let t = self.loser_terr as usize;
        self.held = self.scar[t][index];
        self.held_up = self.scar_up[t][index];
        self.scar[t][index] = -1;
        self.scar_up[t][index] = false;
        self.scars_left[t] -= 1;
        self.phase = PLACE;
    }

    fn place(&mut self, loc: usize) {
        let p = self.player as usize;
        let eff = self.held;
        self.packs[p * N_LOC + loc].push(eff);
        self.held = -1;
        if eff == BOX_WOLF {
            for &t in location_territories(loc) {
                if self.count[t] < MAX_CARDS && (self.box_pos as usize) < self.box_cards.len() {
                    let c = self.box_cards.v[self.box_pos as usize];
                    self.boxw[p * 5 + t].push(c);
                    self.box_pos += 1;
                    self.count[t] += 1;
                }
            }
        } else if eff == FLIP_HONOR {
            for &t in location_territories(loc) {
                self.honor_side[t] ^= 1;
            }
        }
        let lt = self.loser_terr as usize;
        if self.scars_left[lt] == 0 {
            // The first territory emptied of scars gets the Moon, the second the Blood Moon;
            // its colour becomes trump (LW-T10, LW-T11).
            if self.moon < 0 {
                self.moon = lt as i8;
                self.trump = lt as i8;
            } else if self.blood < 0 {
                self.blood = lt as i8;
                self.trump = lt as i8;
            }
        }
        self.end_trick();
    }

    fn end_trick(&mut self) {
        self.tricks += 1;
        self.leader = self.winner as u8;
        self.player = self.leader;
        self.lead_card = -1;
        self.lead_terr = -1;
        self.follow_card = -1;
        self.follow_terr = -1;
        self.winner = -1;
        self.loser = -1;
        self.loser_terr = -1;
        self.phase = if self.tricks >= N_TRICKS { OVER } else { PLAY };
    }

    // -- scoring ---------------------------------------------------------------------------

    /// The value now face up on territory `t`'s honor token.
    #[inline]
    pub fn honor_value(&self, t: usize) -> i32 {
        self.comp.honor[self.honor_tok[t] as usize][self.honor_side[t] as usize] as i32
    }

    /// Points each player takes from territory `t` as the board stands (LW-E2..LW-E4).
    pub fn territory_points(&self, t: usize) -> [i32; 2] {
        let mut strength = [0i32; 2];
        let mut n = [0i32; 2];
        let mut nl = [0i32; 2];
        let mut nu = [0i32; 2];
        for p in 0..2 {
            let i = p * 5 + t;
            let up = self.up[i].items();
            nl[p] = (self.lone[i].len() + self.boxw[i].len()) as i32;
            nu[p] = up.len() as i32;
            n[p] = nu[p] + nl[p];
            let mut s = nl[p];
            for &c in up {
                s += (c % 6 + 2) as i32;
            }
            for &loc in LOCS_OF_TERR[t] {
                for &e in self.packs[p * N_LOC + loc].items() {
                    if e == PACK_STRENGTH {
                        s += n[p];
                    } else if e == PLUS3 {
                        s += 3;
                    }
                }
            }
            strength[p] = s;
        }
        let mut pts = [0i32; 2];
        let winner = if strength[0] == strength[1] {
            None
        } else if strength[0] > strength[1] {
            Some(0)
        } else {
            Some(1)
        };
        if let Some(w) = winner {
            pts[w] += self.honor_value(t);
            if self.moon == t as i8 {
                pts[w] += MOON_POINTS;
            } else if self.blood == t as i8 {
                pts[w] += BLOOD_MOON_POINTS;
            }
        }
        for p in 0..2 {
            let i = p * 5 + t;
            for &loc in LOCS_OF_TERR[t] {
                for &e in self.packs[p * N_LOC + loc].items() {
                    pts[p] += match e {
                        POINTS_PER_WOLF => n[p],
                        POINTS_PER_LONE => 2 * nl[p],
                        POINTS_PER_FACEUP => 2 * nu[p],
                        POINTS_LOW_FACEUP => {
                            3 * self.up[i].items().iter().filter(|&&c| c % 6 <= 2).count() as i32
                        }
                        POINTS_IF_HONOR if winner == Some(p) => 5,
                        _ => 0,
                    };
                }
            }
        }
        pts
    }

    /// Points per player as the board stands (LW-E4).
    pub fn points(&self) -> [i32; 2] {
        let mut total = [0, 0];
        for t in 0..N_TERR {
            let [a, b] = self.territory_points(t);
            total[0] += a;
            total[1] += b;
        }
        total
    }

    /// Lone wolves (box wolves included) per player: the tiebreak of LW-E5.
    pub fn lone_wolves(&self) -> [i32; 2] {
        let mut n = [0, 0];
        for (p, np) in n.iter_mut().enumerate() {
            for t in 0..N_TERR {
                *np += (self.lone[p * 5 + t].len() + self.boxw[p * 5 + t].len()) as i32;
            }
        }
        n
    }

    /// Player 0's result (1 win, 0.5 draw, 0 loss) and point margin (LW-E4, LW-E5).
    pub fn result(&self) -> (f64, i32) {
        let [a, b] = self.points();
        let m = a - b;
        if m != 0 {
            return (if m > 0 { 1.0 } else { 0.0 }, m);
        }
        let [l0, l1] = self.lone_wolves();
        (
            if l0 == l1 {
                0.5
            } else if l0 > l1 {
                1.0
            } else {
                0.0
            },
            0,
        )
    }

    /// Player 0's point margin as the board stands.
    pub fn margin(&self) -> i32 {
        let [a, b] = self.points();
        a - b
    }
}

impl Game for State {
    fn n_players(&self) -> usize {
        2
    }

    #[inline]
    fn to_move(&self) -> Option<usize> {
        (self.phase != OVER).then_some(self.player as usize)
    }

    fn legal_actions(&self, out: &mut Vec<u16>) {
        out.clear();
        match self.phase {
            PLAY => {
                let mut cards = self.playable_mask();
                let terrs = self.open_mask();
                while cards != 0 {
                    let c = cards.trailing_zeros() as u16;
                    cards &= cards - 1;
                    let mut ts = terrs;
                    while ts != 0 {
                        let t = ts.trailing_zeros() as u16;
                        ts &= ts - 1;
                        out.push(c * 5 + t);
                    }
                }
            }
            REVEAL => {
                let t = self.reveal_terr();
                for i in 0..self.comp.scar_spaces[t] as usize {
                    if self.scar[t][i] >= 0 && !self.scar_up[t][i] {
                        out.push(REVEAL_BASE + i as u16);
                    }
                }
            }
            TAKE => {
                let t = self.loser_terr as usize;
                for i in 0..self.comp.scar_spaces[t] as usize {
                    if self.scar[t][i] >= 0 {
                        out.push(TAKE_BASE + i as u16);
                    }
                }
            }
            PLACE => {
                let base = self.player as usize * N_LOC;
                for loc in 0..N_LOC {
                    if self.packs[base + loc].n < self.comp.caps[loc] {
                        out.push(PLACE_BASE + loc as u16);
                    }
                }
            }
            _ => {}
        }
    }

    fn apply(&mut self, a: u16) {
        if a < REVEAL_BASE {
            self.play(a as usize / 5, a as usize % 5);
        } else if a < TAKE_BASE {
            self.reveal((a - REVEAL_BASE) as usize);
        } else if a < PLACE_BASE {
            self.take((a - TAKE_BASE) as usize);
        } else {
            self.place((a - PLACE_BASE) as usize);
        }
    }

    fn rollout(&mut self, rng: &mut Rng) -> u32 {
        let mut n = 0;
        let mut acts: Vec<u16> = Vec::with_capacity(16);
        while self.phase != OVER {
            if self.phase == PLAY {
                let cards = self.playable_mask();
                let terrs = self.open_mask();
                let c = nth_bit(cards, rng.below(cards.count_ones() as usize));
                let t = nth_bit(terrs, rng.below(terrs.count_ones() as usize));
                self.play(c, t);
            } else {
                self.legal_actions(&mut acts);
                let a = acts[rng.below(acts.len())];
                self.apply(a);
            }
            n += 1;
        }
        n
    }

    fn heuristic_rollout(&mut self, rng: &mut Rng) -> u32 {
        crate::lone_wolves::heuristic::rollout(self, rng)
    }

    fn outcome(&self, results: &mut [f64], margins: &mut [f64]) {
        let (r, m) = self.result();
        results[0] = r;
        results[1] = 1.0 - r;
        margins[0] = m as f64;
        margins[1] = -m as f64;
    }
}

/// The index of the `k`-th set bit of `mask` (from the lowest).
#[inline]
pub fn nth_bit(mut mask: u32, k: usize) -> usize {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros() as usize
}
