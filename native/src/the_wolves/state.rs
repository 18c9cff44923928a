//! The Wolves rules state: Python's `wolfpack.the_wolves.state.TWState` decision for
//! decision (the same action codes but one, the same legal-action order, the same effects,
//! scoring and end), over fixed arrays and the hex masks of [`super::mask`]. Rule ids in
//! comments are those of the rule catalogue (`wolfpack.the_wolves.rules`).
//!
//! The one difference in codes: Python's wolf move is `2048 + ((from * 256 + to) << 1) +
//! kind`, which needs 17 bits on the larger maps; here it is `2048 + ((from * 178 + to)
//! << 1) + kind` ([`to_native`], [`to_python`] translate; the order of codes is the same).

use std::sync::Arc;

use super::map::{Map, MAX_HEX, MAX_PLAYERS, MAX_REGIONS, NEUTRAL, N_TERRAINS, START};
use super::mask::Mask;
use crate::game::Game;
use crate::layout::LayoutError;
use crate::layout::{err, Reader};
use crate::rng::Rng;

/// The version of the flat position layout (its first number).
pub const LAYOUT: i32 = 1;

pub const PLACE: u8 = 0;
pub const CHOOSE: u8 = 1;
pub const TARGET: u8 = 2;
pub const PAY: u8 = 3;
pub const WOLF: u8 = 4;
pub const DISPLACE: u8 = 5;
pub const TRACK: u8 = 6;
pub const OVER: u8 = 7;
/// `resume`: after a displacement the action is over.
pub const FINISH: i8 = -1;

pub const ALPHA: u8 = 0;
pub const PACK: u8 = 1;
pub const DEN: u8 = 2;
pub const LAIR: u8 = 3;
pub const CONTROL: [i32; 4] = [1, 1, 1, 3];

pub const MOVE: u8 = 0;
pub const DIG: u8 = 1;
pub const LAIR_ACT: u8 = 2;
pub const HOWL: u8 = 3;
pub const DOMINATE: u8 = 4;

pub const SPREAD: usize = 0;
pub const SPEED: usize = 1;
pub const RANGE: usize = 2;

pub const PLACE_BASE: u16 = 0;
pub const KIND_BASE: u16 = 256;
pub const END: u16 = 261;
pub const DONE: u16 = 262;
pub const TERRAIN_BASE: u16 = 264;
pub const TRACK_BASE: u16 = 270;
pub const PAY_BASE: u16 = 512;
pub const HEX_BASE: u16 = 768;
pub const DOM_BASE: u16 = 1024;
pub const DISP_BASE: u16 = 1536;
pub const WOLF_BASE: u16 = 2048;
const PY_STRIDE: u32 = 256;
const STRIDE: u32 = MAX_HEX as u32;

/// A search's random playout stops after this many decisions and is judged by
/// [`State::standing`] (Python's `wolfpack.the_wolves.bots.ROLLOUT_DECISIONS`).
pub const ROLLOUT_DECISIONS: u32 = 30;
/// How much a region token not yet scored counts in [`State::standing`].
pub const PROJECTED: f64 = 0.8;
/// How much more than its prey points a hunt counts in [`State::standing`] (Python's
/// `wolfpack.the_wolves.bots.HUNTED`).
pub const HUNTED: f64 = 2.0;

/// The most dates on the calendar this state keeps.
pub const CAL_MAX: usize = 128;
/// The most wolves one move action moves that this state keeps.
pub const MOVED_MAX: usize = 12;

/// A native action code for a Python one (None if it cannot be one).
pub fn to_native(a: u32) -> Option<u16> {
    if a < u32::from(WOLF_BASE) {
        return Some(a as u16);
    }
    let code = a - u32::from(WOLF_BASE);
    let (frm, to) = ((code >> 1) / PY_STRIDE, (code >> 1) % PY_STRIDE);
    if frm >= STRIDE || to >= STRIDE {
        return None;
    }
    Some(wolf_code(frm as usize, (code & 1) as u8, to as usize))
}

/// The Python action code of a native one.
pub fn to_python(a: u16) -> u32 {
    if a < WOLF_BASE {
        return u32::from(a);
    }
    let (frm, kind, to) = wolf_parts(a);
    u32::from(WOLF_BASE) + (((frm as u32) * PY_STRIDE + to as u32) << 1) + u32::from(kind)
}

#[inline]
pub fn wolf_code(frm: usize, kind: u8, to: usize) -> u16 {
    WOLF_BASE + (((frm as u32 * STRIDE + to as u32) << 1) as u16) + u16::from(kind)
}

#[inline]
pub fn wolf_parts(a: u16) -> (usize, u8, usize) {
    let code = u32::from(a - WOLF_BASE);
    let ft = code >> 1;
    (
        (ft / STRIDE) as usize,
        (code & 1) as u8,
        (ft % STRIDE) as usize,
    )
}

#[inline]
fn pay_code(home: u16, mask: u16, bonus: u16) -> u16 {
    PAY_BASE + home + (mask << 1) + (bonus << 6)
}

/// The pieces on one hex (codes `owner * 4 + kind`), in their order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pcs {
    pub n: u8,
    pub v: [u8; 4],
}

impl Pcs {
    #[inline]
    pub fn items(&self) -> &[u8] {
        &self.v[..self.n as usize]
    }
    #[inline]
    fn push(&mut self, q: u8) {
        self.v[self.n as usize] = q;
        self.n += 1;
    }
    /// Without the first `q`.
    #[inline]
    fn without(&self, q: u8) -> Pcs {
        let mut out = Pcs::default();
        let mut gone = false;
        for &x in self.items() {
            if x == q && !gone {
                gone = true;
            } else {
                out.push(x);
            }
        }
        out
    }
    #[inline]
    fn count(&self, q: u8) -> usize {
        self.items().iter().filter(|&&x| x == q).count()
    }
}

/// A stack of small numbers (scoring tokens or prey), top first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stack {
    pub n: u8,
    pub v: [u8; 7],
}

impl Stack {
    #[inline]
    pub fn items(&self) -> &[u8] {
        &self.v[..self.n as usize]
    }
    #[inline]
    pub fn top(&self) -> Option<u8> {
        (self.n > 0).then_some(self.v[0])
    }
    /// Takes the top off.
    #[inline]
    fn pop_top(&mut self) {
        let n = self.n as usize;
        self.v.copy_within(1..n, 0);
        self.n -= 1;
    }
}

/// A position of The Wolves (see the module docs).
#[derive(Clone, Debug)]
pub struct State {
    pub map: Arc<Map>,
    pub n: u8,
    pub homes: [u8; MAX_PLAYERS],
    pub place_order: [u8; 2 * MAX_PLAYERS],
    pub place_len: u8,
    pub pcs: [Pcs; MAX_HEX],
    pub lone: Mask,
    /// The prey stack of each region's prey hex.
    pub prey: [Stack; MAX_REGIONS],
    pub tokens: [Stack; MAX_REGIONS],
    pub calendar: [i8; CAL_MAX],
    pub cal_n: u16,
    pub flips: [u8; MAX_PLAYERS],
    pub bterr: [i32; MAX_PLAYERS],
    pub bact: [i32; MAX_PLAYERS],
    pub dens: [u8; 3 * MAX_PLAYERS],
    pub lairs: [u8; MAX_PLAYERS],
    pub wolves: [u32; MAX_PLAYERS],
    pub preym: [u8; MAX_PLAYERS],
    pub tok_vp: [i32; MAX_PLAYERS],
    pub tok_n: [i32; MAX_PLAYERS],
    pub mark_vp: [i32; MAX_PLAYERS],
    pub placed: [i16; MAX_PLAYERS],
    pub phase: u8,
    pub player: u8,
    pub actions_left: i32,
    pub acted: i32,
    pub act: i8,
    pub terr: i8,
    pub target: i16,
    pub tkind: i8,
    pub moved: [u16; MOVED_MAX],
    pub moved_n: u8,
    pub disp_from: i16,
    pub disp_piece: i8,
    pub resume: i8,
    pub place_i: u8,
    pub triggered: u8,
    pub scored: u8,
    pub idle: i32,
    pub turn: i32,
    /// 0 none, 1 full moon, 2 stall, 3 the round limit.
    pub end_reason: u8,
    // -- the piece index (derived, not in the layout) --
    q: [Mask; 24],
    own: [Mask; 6],
    kind: [Mask; 4],
    filled: Mask,
    full: Mask,
    mixed: Mask,
    prey_mask: Mask,
}

impl State {
    // -- the layout ---------------------------------------------------------------------------
    /// Reads the flat layout Python's `wolfpack.the_wolves.native.encode` writes, on `map`.
    pub fn decode(map: Arc<Map>, d: &[i32]) -> Result<State, LayoutError> {
        let mut r = Reader::new(d);
        r.next(LAYOUT, LAYOUT, "the layout version")?;
        let n = r.next(map.players as i32, map.players as i32, "the player count")? as usize;
        let size = map.size;
        r.next(size as i32, size as i32, "the hex count")?;
        r.next(map.regions as i32, map.regions as i32, "the region count")?;
        let pmax = n as i32 - 1;
        let hmax = size as i32 - 1;
        let mut s = State {
            map: map.clone(),
            n: n as u8,
            homes: [0; MAX_PLAYERS],
            place_order: [0; 2 * MAX_PLAYERS],
            place_len: 0,
            pcs: [Pcs::default(); MAX_HEX],
            lone: Mask::EMPTY,
            prey: [Stack::default(); MAX_REGIONS],
            tokens: [Stack::default(); MAX_REGIONS],
            calendar: [0; CAL_MAX],
            cal_n: 0,
            flips: [0; MAX_PLAYERS],
            bterr: [0; MAX_PLAYERS],
            bact: [0; MAX_PLAYERS],
            dens: [0; 3 * MAX_PLAYERS],
            lairs: [0; MAX_PLAYERS],
            wolves: [0; MAX_PLAYERS],
            preym: [0; MAX_PLAYERS],
            tok_vp: [0; MAX_PLAYERS],
            tok_n: [0; MAX_PLAYERS],
            mark_vp: [0; MAX_PLAYERS],
            placed: [0; MAX_PLAYERS],
            phase: 0,
            player: 0,
            actions_left: 0,
            acted: 0,
            act: -1,
            terr: -1,
            target: -1,
            tkind: -1,
            moved: [0; MOVED_MAX],
            moved_n: 0,
            disp_from: -1,
            disp_piece: -1,
            resume: FINISH,
            place_i: 0,
            triggered: 0,
            scored: 0,
            idle: 0,
            turn: 0,
            end_reason: 0,
            q: [Mask::EMPTY; 24],
            own: [Mask::EMPTY; 6],
            kind: [Mask::EMPTY; 4],
            filled: Mask::EMPTY,
            full: Mask::EMPTY,
            mixed: Mask::EMPTY,
            prey_mask: Mask::EMPTY,
        };
        for p in 0..n {
            s.homes[p] = r.next(0, N_TERRAINS as i32 - 1, "a home terrain")? as u8;
        }
        let pl = r.next(0, 2 * n as i32, "the placement order's length")? as usize;
        s.place_len = pl as u8;
        for i in 0..pl {
            s.place_order[i] = r.next(0, pmax, "a placer")? as u8;
        }
        for h in 0..size {
            let k = r.next(0, 2, "the pieces on a hex")? as usize;
            for _ in 0..k {
                let q = r.next(0, 23, "a piece")? as u8;
                if (q >> 2) as usize >= n && (q >> 2) as usize != NEUTRAL {
                    return err("a piece of a player not in the game");
                }
                s.pcs[h].push(q);
            }
        }
        for h in 0..size {
            if r.next(0, 1, "a lone wolf token")? == 1 {
                s.lone.set(h);
            }
        }
        for reg in 0..map.regions {
            let k = r.next(0, 7, "a prey stack's height")? as usize;
            for _ in 0..k {
                let t = r.next(0, 4, "a prey")? as u8;
                let st = &mut s.prey[reg];
                st.v[st.n as usize] = t;
                st.n += 1;
            }
        }
        for reg in 0..map.regions {
            let k = r.next(0, 7, "a token stack's height")? as usize;
            for _ in 0..k {
                let t = r.next(0, 2, "a scoring token")? as u8;
                let st = &mut s.tokens[reg];
                st.v[st.n as usize] = t;
                st.n += 1;
            }
        }
        let k = r.next(0, CAL_MAX as i32, "the calendar's length")? as usize;
        s.cal_n = k as u16;
        for i in 0..k {
            let q = r.next(-1, 23, "a calendar piece")?;
            s.calendar[i] = q as i8;
        }
        let pv = |r: &mut Reader, lo: i32, hi: i32, what: &str| -> Result<Vec<i32>, LayoutError> {
            r.list(n, lo, hi, what)
        };
        for (p, x) in pv(&mut r, 0, 31, "a flip mask")?.into_iter().enumerate() {
            s.flips[p] = x as u8;
        }
        for (p, x) in pv(&mut r, 0, 999, "bonus terrain tokens")?
            .into_iter()
            .enumerate()
        {
            s.bterr[p] = x;
        }
        for (p, x) in pv(&mut r, 0, 999, "bonus action tokens")?
            .into_iter()
            .enumerate()
        {
            s.bact[p] = x;
        }
        let dmax = i32::from(map.dens_per_track);
        for (i, x) in r
            .list(3 * n, 0, dmax, "dens taken")?
            .into_iter()
            .enumerate()
        {
            s.dens[i] = x as u8;
        }
        for (p, x) in pv(&mut r, 0, i32::from(map.lairs), "lairs built")?
            .into_iter()
            .enumerate()
        {
            s.lairs[p] = x as u8;
        }
        let wmax = (1i64 << map.deploy.len()) - 1;
        for (p, x) in pv(&mut r, 0, wmax as i32, "board wolves taken")?
            .into_iter()
            .enumerate()
        {
            s.wolves[p] = x as u32;
        }
        for (p, x) in pv(&mut r, 0, 31, "prey taken")?.into_iter().enumerate() {
            s.preym[p] = x as u8;
        }
        for (p, x) in pv(&mut r, -99_999, 99_999, "token points")?
            .into_iter()
            .enumerate()
        {
            s.tok_vp[p] = x;
        }
        for (p, x) in pv(&mut r, 0, 999, "tokens taken")?.into_iter().enumerate() {
            s.tok_n[p] = x;
        }
        for (p, x) in pv(&mut r, -99_999, 99_999, "marker points")?
            .into_iter()
            .enumerate()
        {
            s.mark_vp[p] = x;
        }
        for (p, x) in pv(&mut r, -1, hmax, "a first placement")?
            .into_iter()
            .enumerate()
        {
            s.placed[p] = x as i16;
        }
        s.phase = r.next(0, OVER as i32, "the phase")? as u8;
        s.player = r.next(0, pmax, "the player")? as u8;
        s.actions_left = r.next(0, 9, "the actions left")?;
        s.acted = r.next(0, 9999, "the actions taken")?;
        s.act = r.next(-1, 4, "the action")? as i8;
        s.terr = r.next(-1, N_TERRAINS as i32 - 1, "the terrain")? as i8;
        s.target = r.next(-1, hmax, "the target")? as i16;
        s.tkind = r.next(-1, 3, "the target kind")? as i8;
        let k = r.next(0, MOVED_MAX as i32, "the wolves moved")? as usize;
        s.moved_n = k as u8;
        for i in 0..k {
            s.moved[i] = r.next(0, 2 * hmax + 1, "a moved wolf")? as u16;
        }
        s.disp_from = r.next(-1, hmax, "the displacement's hex")? as i16;
        s.disp_piece = r.next(-1, 23, "the displaced piece")? as i8;
        s.resume = r.next(-1, OVER as i32, "the resume step")? as i8;
        s.place_i = r.next(0, pl as i32, "the placement step")? as u8;
        s.triggered = r.next(0, 3, "the phases triggered")? as u8;
        s.scored = r.next(0, 3, "the phases scored")? as u8;
        s.idle = r.next(0, 9999, "the idle turns")?;
        s.turn = r.next(0, 999_999, "the turn")?;
        s.end_reason = r.next(0, 3, "the end reason")? as u8;
        r.end()?;
        s.check()?;
        s.reindex();
        Ok(s)
    }

    /// The steps of a turn need the fields they read.
    fn check(&self) -> Result<(), LayoutError> {
        let act_ok = (0..=4).contains(&self.act);
        match self.phase {
            PLACE if self.place_i as usize >= self.place_len as usize => {
                err("a placement step past the placement order")
            }
            TARGET | PAY | WOLF | DISPLACE | TRACK if !act_ok => {
                err("no action under way in an action's step")
            }
            PAY | WOLF if self.terr < 0 => err("no terrain for a payment or a move"),
            PAY if self.act as u8 != MOVE && self.target < 0 => err("no target to pay for"),
            PAY if self.act as u8 == DOMINATE && !(self.tkind == 1 || self.tkind == 2) => {
                err("no piece to dominate")
            }
            TRACK if self.target < 0 => err("no hex for the den"),
            DISPLACE
                if self.disp_from < 0
                    || self.disp_piece < 0
                    || !(self.resume == FINISH || self.resume == WOLF as i8) =>
            {
                err("no piece to displace")
            }
            _ => Ok(()),
        }
    }

    /// The flat layout of the position (see [`State::decode`]).
    pub fn encode(&self) -> Vec<i32> {
        let n = self.n as usize;
        let m = &self.map;
        let mut d = vec![LAYOUT, n as i32, m.size as i32, m.regions as i32];
        d.extend(self.homes[..n].iter().map(|&x| i32::from(x)));
        d.push(i32::from(self.place_len));
        d.extend(
            self.place_order[..self.place_len as usize]
                .iter()
                .map(|&x| i32::from(x)),
        );
        for h in 0..m.size {
            d.push(i32::from(self.pcs[h].n));
            d.extend(self.pcs[h].items().iter().map(|&x| i32::from(x)));
        }
        for h in 0..m.size {
            d.push(i32::from(self.lone.has(h)));
        }
        for st in self.prey[..m.regions]
            .iter()
            .chain(self.tokens[..m.regions].iter())
        {
            d.push(i32::from(st.n));
            d.extend(st.items().iter().map(|&x| i32::from(x)));
        }
        d.push(i32::from(self.cal_n));
        d.extend(
            self.calendar[..self.cal_n as usize]
                .iter()
                .map(|&x| i32::from(x)),
        );
        d.extend(self.flips[..n].iter().map(|&x| i32::from(x)));
        d.extend_from_slice(&self.bterr[..n]);
        d.extend_from_slice(&self.bact[..n]);
        d.extend(self.dens[..3 * n].iter().map(|&x| i32::from(x)));
        d.extend(self.lairs[..n].iter().map(|&x| i32::from(x)));
        d.extend(self.wolves[..n].iter().map(|&x| x as i32));
        d.extend(self.preym[..n].iter().map(|&x| i32::from(x)));
        d.extend_from_slice(&self.tok_vp[..n]);
        d.extend_from_slice(&self.tok_n[..n]);
        d.extend_from_slice(&self.mark_vp[..n]);
        d.extend(self.placed[..n].iter().map(|&x| i32::from(x)));
        d.extend([
            i32::from(self.phase),
            i32::from(self.player),
            self.actions_left,
            self.acted,
            i32::from(self.act),
            i32::from(self.terr),
            i32::from(self.target),
            i32::from(self.tkind),
            i32::from(self.moved_n),
        ]);
        d.extend(
            self.moved[..self.moved_n as usize]
                .iter()
                .map(|&x| i32::from(x)),
        );
        d.extend([
            i32::from(self.disp_from),
            i32::from(self.disp_piece),
            i32::from(self.resume),
            i32::from(self.place_i),
            i32::from(self.triggered),
            i32::from(self.scored),
            self.idle,
            self.turn,
            i32::from(self.end_reason),
        ]);
        d
    }

    // -- the piece index ----------------------------------------------------------------------
    fn reindex(&mut self) {
        self.q = [Mask::EMPTY; 24];
        self.own = [Mask::EMPTY; 6];
        self.kind = [Mask::EMPTY; 4];
        self.filled = Mask::EMPTY;
        self.full = Mask::EMPTY;
        self.mixed = Mask::EMPTY;
        for h in 0..self.map.size {
            let p = self.pcs[h];
            self.index_hex(h, &p);
        }
        self.prey_mask = Mask::EMPTY;
        for r in 0..self.map.regions {
            if self.prey[r].n > 0 {
                self.prey_mask.set(self.map.prey_hex[r] as usize);
            }
        }
    }

    #[inline]
    fn index_hex(&mut self, h: usize, pcs: &Pcs) {
        if pcs.n == 0 {
            return;
        }
        for &q in pcs.items() {
            self.q[q as usize].set(h);
            self.own[(q >> 2) as usize].set(h);
            self.kind[(q & 3) as usize].set(h);
        }
        self.filled.set(h);
        if pcs.n >= 2 {
            self.full.set(h);
            if mixed_wolves(pcs) {
                self.mixed.set(h);
            }
        }
    }

    /// Sets the pieces on hex `h`, keeping the index up to date.
    #[inline]
    fn put(&mut self, h: usize, pcs: Pcs) {
        let old = self.pcs[h];
        for &q in old.items() {
            self.q[q as usize].clear(h);
            self.own[(q >> 2) as usize].clear(h);
            self.kind[(q & 3) as usize].clear(h);
        }
        self.filled.clear(h);
        self.full.clear(h);
        self.mixed.clear(h);
        self.index_hex(h, &pcs);
        self.pcs[h] = pcs;
    }

    #[inline]
    fn add(&mut self, h: usize, q: u8) {
        let mut p = self.pcs[h];
        p.push(q);
        self.put(h, p);
    }

    // -- attributes and payment (TW-T1, TW-C5) -------------------------------------------------
    #[inline]
    fn attribute(&self, p: usize, track: usize) -> usize {
        self.map.attribute(track, self.dens[p * 3 + track]) as usize
    }

    #[inline]
    fn payable_terrains(&self, p: usize, cost: u8) -> usize {
        let k = i32::from(cost) - self.bterr[p];
        if k <= 0 {
            return 31;
        }
        if k < 7 {
            self.map.payable[self.homes[p] as usize][self.flips[p] as usize][k as usize] as usize
        } else {
            0
        }
    }

    #[inline]
    fn payable_hexes(&self, p: usize, cost: u8) -> Mask {
        self.map.terrain_sets[self.payable_terrains(p, cost)]
    }

    fn pay_options(&self, p: usize, terrain: usize, cost: u8, out: &mut Vec<u16>) {
        let tiles = self.map.showing[self.flips[p] as usize][terrain];
        let mut list = [0u16; 5];
        let mut k = 0;
        for i in 0..5 {
            if tiles >> i & 1 == 1 {
                list[k] = i;
                k += 1;
            }
        }
        let list = &list[..k];
        let homes: &[u16] = if self.homes[p] as usize == terrain {
            &[0, 1]
        } else {
            &[0]
        };
        let start = out.len();
        for &home in homes {
            for sub in 0..(1u16 << list.len()) {
                let mut mask = 0u16;
                let mut count = home as i32;
                for (j, &t) in list.iter().enumerate() {
                    if sub >> j & 1 == 1 {
                        mask |= 1 << t;
                        count += 1;
                    }
                }
                let bonus = i32::from(cost) - count;
                if 0 <= bonus && bonus <= self.bterr[p] {
                    out.push(pay_code(home, mask, bonus as u16));
                }
            }
        }
        out[start..].sort_unstable();
    }

    // -- pieces --------------------------------------------------------------------------------
    #[inline]
    fn wolves_mask(&self, p: usize) -> Mask {
        self.q[p * 4] | self.q[p * 4 + 1]
    }

    fn next_wolf_slot(&self, p: usize, kind: Option<u8>) -> i32 {
        let taken = self.wolves[p];
        for (i, &k) in self.map.deploy.iter().enumerate() {
            if taken >> i & 1 == 0 && kind.is_none_or(|x| x == k) {
                return i as i32;
            }
        }
        -1
    }

    #[inline]
    fn dens_left(&self, p: usize) -> i32 {
        3 * i32::from(self.map.dens_per_track)
            - self.dens[p * 3..p * 3 + 3]
                .iter()
                .map(|&x| i32::from(x))
                .sum::<i32>()
    }

    #[inline]
    fn alphas_around(&self, p: usize) -> Mask {
        let mut out = Mask::EMPTY;
        for h in self.q[p * 4].iter() {
            out |= self.map.around[h];
        }
        out
    }

    #[inline]
    fn alphas_range(&self, p: usize) -> Mask {
        let reach = self.attribute(p, RANGE);
        let mut out = Mask::EMPTY;
        for h in self.q[p * 4].iter() {
            out |= self.map.range_of(h, reach);
        }
        out
    }

    // -- displacement (TW-T4) ------------------------------------------------------------------
    #[inline]
    fn room(&self, owner: usize) -> Mask {
        !(self.filled | self.lone | self.prey_mask) | (self.filled & !self.full & self.own[owner])
    }

    fn displace_targets(&self, frm: usize, owner: usize, out: &mut Vec<u16>) {
        let room = self.room(owner);
        for ring in &self.map.rings[frm] {
            let found = *ring & room;
            if found.any() {
                out.extend(found.iter().map(|h| DISP_BASE + h as u16));
                return;
            }
        }
    }

    #[inline]
    fn has_room(&self, d: usize) -> bool {
        let owner = (self.pcs[d].v[0] >> 2) as usize;
        (self.room(owner) & self.map.connected[d]).any()
    }

    fn displaceable(&self, hexes: Mask) -> Mask {
        let mut out = Mask::EMPTY;
        for d in hexes.iter() {
            if self.has_room(d) {
                out.set(d);
            }
        }
        out
    }

    // -- movement (TW-T2, TW-T3, TW-T4) --------------------------------------------------------
    /// `(blocked, displace)` of Python's `_end_masks`.
    #[inline]
    fn end_masks(&self, p: usize) -> (Mask, Mask) {
        let tokens = self.lone | self.prey_mask;
        let other = self.filled & !self.full & !self.own[p];
        let blocked = tokens | self.full | (other & !self.kind[DEN as usize]);
        let displace = other & self.kind[PACK as usize] & !self.own[NEUTRAL] & !tokens;
        (blocked, displace)
    }

    #[inline]
    fn moved_count(&self, code: u16) -> usize {
        self.moved[..self.moved_n as usize]
            .iter()
            .filter(|&&x| x == code)
            .count()
    }

    /// The legal single-wolf moves onto `terrain` (Python's `wolf_moves`); with `any`,
    /// stops at the first and returns whether there is one.
    fn wolf_moves(&self, p: usize, terrain: usize, out: &mut Vec<u16>, any: bool) -> bool {
        let reach = self.attribute(p, SPEED);
        let (blocked, displace) = self.end_masks(p);
        let end_ok = !blocked;
        let goal = self.map.terrain_masks[terrain];
        let base = (p * 4) as u8;
        for h in self.wolves_mask(p).iter() {
            let here = self.pcs[h];
            let mut seen = 0u8;
            for &q in here.items() {
                if q != base && q != base + 1 {
                    continue;
                }
                let kind = q & 3;
                if seen >> kind & 1 == 1 {
                    continue;
                }
                seen |= 1 << kind;
                if self.moved_n > 0
                    && here.count(q) <= self.moved_count((h * 2) as u16 + u16::from(kind))
                {
                    continue;
                }
                let dests = self.map.reach_of(h, reach) & goal;
                if dests.is_empty() {
                    continue;
                }
                let mut pick = dests & end_ok;
                if kind == ALPHA {
                    for d in (dests & displace).iter() {
                        if self.has_room(d) {
                            pick.set(d);
                        }
                    }
                }
                if any {
                    if pick.any() {
                        return true;
                    }
                    continue;
                }
                out.reserve(pick.count() as usize);
                let base = wolf_code(h, kind, 0);
                pick.for_each(|d| out.push(base + ((d as u16) << 1)));
            }
        }
        false
    }

    fn move_terrains(&self, p: usize, out: &mut Vec<u16>) {
        let wanted = self.payable_terrains(p, self.map.costs[MOVE as usize]);
        if wanted == 0 {
            return;
        }
        let reach = self.attribute(p, SPEED);
        let alphas = self.q[p * 4];
        let mut ends = Mask::EMPTY;
        let mut alpha_ends = Mask::EMPTY;
        for h in self.wolves_mask(p).iter() {
            let r = self.map.reach_of(h, reach);
            ends |= r;
            if alphas.has(h) {
                alpha_ends |= r;
            }
        }
        let (blocked, displace) = self.end_masks(p);
        ends &= !blocked;
        let masks = &self.map.terrain_masks;
        let mut found = 0usize;
        for (t, m) in masks.iter().enumerate() {
            if wanted >> t & 1 == 1 && (ends & *m).any() {
                found |= 1 << t;
            }
        }
        let missing = wanted & !found & 31;
        let extra = alpha_ends & displace & self.map.terrain_sets[missing];
        if extra.any() {
            ends |= self.displaceable(extra);
            for (t, m) in masks.iter().enumerate() {
                if wanted >> t & 1 == 1 && (ends & *m).any() {
                    found |= 1 << t;
                }
            }
        }
        for t in 0..N_TERRAINS {
            if found >> t & 1 == 1 {
                out.push(TERRAIN_BASE + t as u16);
            }
        }
    }

    fn can_move(&self, p: usize) -> bool {
        let wanted = self.payable_terrains(p, self.map.costs[MOVE as usize]);
        if wanted == 0 {
            return false;
        }
        let goal = self.map.terrain_sets[wanted];
        let (blocked, displace) = self.end_masks(p);
        let ok = goal & !blocked;
        let reach = self.attribute(p, SPEED);
        let alphas = self.q[p * 4];
        let mut extra = Mask::EMPTY;
        for h in self.wolves_mask(p).iter() {
            let r = self.map.reach_of(h, reach);
            if (r & ok).any() {
                return true;
            }
            if alphas.has(h) {
                extra |= r;
            }
        }
        extra &= goal & displace;
        extra.any() && self.displaceable(extra).any()
    }

    // -- den, lair, howl, dominate (TW-T5..TW-T8) ----------------------------------------------
    fn den_mask(&self, p: usize) -> Mask {
        if self.q[p * 4].is_empty() {
            return Mask::EMPTY;
        }
        let wolves = self.kind[ALPHA as usize] | self.kind[PACK as usize];
        let others = (wolves & !self.wolves_mask(p)) | self.mixed;
        let taken = self.lone
            | self.prey_mask
            | others
            | self.kind[DEN as usize]
            | self.kind[LAIR as usize]
            | self.full;
        self.alphas_around(p) & self.map.land & !taken
    }

    /// Python's `_lair_hexes`; with `any`, stops at the first.
    fn lair_hexes(&self, p: usize, allowed: Mask, out: &mut Vec<u16>, any: bool) -> bool {
        let mut dens = self.q[p * 4 + DEN as usize] & self.map.near_water & allowed;
        if dens.is_empty() {
            return false;
        }
        dens &= self.alphas_around(p);
        let lairs = self.q[p * 4 + LAIR as usize];
        let mut scratch = Vec::new();
        for h in dens.iter() {
            let r = self.map.region[h];
            if r != START && (self.map.region_masks[r as usize] & lairs).any() {
                continue;
            }
            let blocked = self.pcs[h].items().iter().any(|&q| {
                (q >> 2) as usize != p && q & 3 <= PACK && {
                    scratch.clear();
                    self.displace_targets(h, (q >> 2) as usize, &mut scratch);
                    scratch.is_empty()
                }
            });
            if blocked {
                continue;
            }
            if any {
                return true;
            }
            out.push(HEX_BASE + h as u16);
        }
        false
    }

    /// Python's `_dominate_targets` as `(hex, kind)`; with `any`, stops at the first.
    /// Whether [`State::dominate_targets`] finds one (without allocating).
    fn dominate_any(&self, p: usize, allowed: Mask, first: &mut [(usize, u8); 1]) -> bool {
        let mut out = Vec::new();
        if self.dominate_alone(p, allowed).is_some() {
            return true;
        }
        self.dominate_targets(p, allowed, &mut out, true);
        if let Some(&t) = out.first() {
            first[0] = t;
            return true;
        }
        false
    }

    /// The lowest hex of a lone piece `p` may dominate (the quick part of
    /// [`State::dominate_targets`]).
    #[inline]
    fn dominate_alone(&self, p: usize, allowed: Mask) -> Option<usize> {
        let mut avail = Mask::EMPTY;
        if self.next_wolf_slot(p, Some(PACK)) >= 0 {
            avail |= self.kind[PACK as usize];
        }
        if self.dens_left(p) > 0 {
            avail |= self.kind[DEN as usize];
        }
        (self.filled & !self.full & avail & !(self.own[p] | self.own[NEUTRAL]) & allowed).lowest()
    }

    fn dominate_targets(&self, p: usize, allowed: Mask, out: &mut Vec<(usize, u8)>, any: bool) {
        let pack_ok = self.next_wolf_slot(p, Some(PACK)) >= 0;
        let den_ok = self.dens_left(p) > 0;
        let mut avail = Mask::EMPTY;
        if pack_ok {
            avail |= self.kind[PACK as usize];
        }
        if den_ok {
            avail |= self.kind[DEN as usize];
        }
        let alone = self.filled & !self.full & avail & !(self.own[p] | self.own[NEUTRAL]) & allowed;
        let cands = alone | (self.full & avail & allowed);
        if cands.is_empty() {
            return;
        }
        if any {
            if let Some(h) = alone.lowest() {
                out.push((h, self.pcs[h].v[0] & 3));
                return;
            }
        }
        for h in cands.iter() {
            let here = self.pcs[h];
            if alone.has(h) {
                out.push((h, here.v[0] & 3));
                continue;
            }
            for &q in here.items() {
                let k = q & 3;
                if (q >> 2) as usize == p || !((k == PACK && pack_ok) || (k == DEN && den_ok)) {
                    continue;
                }
                let o = here
                    .items()
                    .iter()
                    .find(|&&x| x & 3 == k && (x >> 2) as usize != p)
                    .map(|&x| (x >> 2) as usize)
                    .unwrap_or(p);
                if o == NEUTRAL
                    || here
                        .items()
                        .iter()
                        .filter(|&&x| (x >> 2) as usize == o)
                        .count()
                        >= 2
                {
                    continue;
                }
                if k == DEN
                    && here.items().iter().any(|&x| {
                        let xo = (x >> 2) as usize;
                        xo != p && xo != o && x & 3 <= PACK
                    })
                {
                    continue;
                }
                out.push((h, k));
                if any {
                    return;
                }
            }
        }
    }

    // -- what a player may choose now ----------------------------------------------------------
    fn targets(&self, p: usize, act: u8, out: &mut Vec<u16>) {
        if act == MOVE {
            self.move_terrains(p, out);
            return;
        }
        let pay = self.payable_hexes(p, self.map.costs[act as usize]);
        match act {
            DIG => {
                if self.dens_left(p) == 0 {
                    return;
                }
                out.extend((self.den_mask(p) & pay).iter().map(|h| HEX_BASE + h as u16));
            }
            LAIR_ACT => {
                if self.lairs[p] >= self.map.lairs {
                    return;
                }
                self.lair_hexes(p, pay, out, false);
            }
            HOWL => {
                if self.next_wolf_slot(p, None) < 0 {
                    return;
                }
                let lone = self.lone & pay;
                if lone.any() {
                    out.extend(
                        (lone & self.alphas_range(p))
                            .iter()
                            .map(|h| HEX_BASE + h as u16),
                    );
                }
            }
            _ => {
                let allowed = pay & self.alphas_range(p);
                let mut found = Vec::new();
                self.dominate_targets(p, allowed, &mut found, false);
                let start = out.len();
                out.extend(
                    found
                        .iter()
                        .map(|&(h, k)| DOM_BASE + (h as u16) * 2 + u16::from(k == DEN)),
                );
                out[start..].sort_unstable();
            }
        }
    }

    fn action_kinds(&self, p: usize, out: &mut Vec<u16>) {
        let costs = self.map.costs;
        if self.can_move(p) {
            out.push(KIND_BASE + u16::from(MOVE));
        }
        if self.dens_left(p) > 0
            && (self.den_mask(p) & self.payable_hexes(p, costs[DIG as usize])).any()
        {
            out.push(KIND_BASE + u16::from(DIG));
        }
        if self.lairs[p] < self.map.lairs
            && self.lair_hexes(
                p,
                self.payable_hexes(p, costs[LAIR_ACT as usize]),
                out,
                true,
            )
        {
            out.push(KIND_BASE + u16::from(LAIR_ACT));
        }
        if self.q[p * 4].any() {
            let reach = self.alphas_range(p);
            let lone = self.lone & reach;
            if lone.any()
                && self.next_wolf_slot(p, None) >= 0
                && (lone & self.payable_hexes(p, costs[HOWL as usize])).any()
            {
                out.push(KIND_BASE + u16::from(HOWL));
            }
            let allowed = reach & self.payable_hexes(p, costs[DOMINATE as usize]);
            let mut found = [(0usize, 0u8); 1];
            if self.dominate_any(p, allowed, &mut found) {
                out.push(KIND_BASE + u16::from(DOMINATE));
            }
        }
    }

    fn placement_hexes(&self, p: usize, out: &mut Vec<u16>) {
        let m = &self.map;
        if self.n == 2 {
            let mut allowed = Mask::EMPTY;
            for r in 0..m.regions {
                if !self.tokens[r].items().contains(&0) {
                    allowed |= m.region_masks[r];
                }
            }
            let free = m.land & !(self.filled | self.lone | self.prey_mask);
            out.extend((allowed & free).iter().map(|h| PLACE_BASE + h as u16));
            return;
        }
        let first = self.placed[p];
        let side = if first < 0 {
            -1
        } else {
            m.start_side[first as usize]
        };
        let mut sides = Mask::EMPTY;
        for (k, mask) in m.side_masks.iter().enumerate() {
            if k as i8 != side {
                sides |= *mask;
            }
        }
        out.extend((sides & !self.filled).iter().map(|h| PLACE_BASE + h as u16));
    }

    // -- applying decisions --------------------------------------------------------------------
    fn place(&mut self, h: usize) {
        let p = self.player as usize;
        let mut pair = Pcs::default();
        pair.push((p * 4) as u8);
        pair.push((p * 4 + 1) as u8);
        self.put(h, pair);
        if self.placed[p] < 0 {
            self.placed[p] = h as i16;
        }
        self.place_i += 1;
        if self.place_i < self.place_len {
            self.player = self.place_order[self.place_i as usize];
        } else {
            self.player = self.place_order[0];
            self.start_turn();
        }
    }

    fn choose(&mut self, act: u8) {
        if self.actions_left == 0 {
            self.bact[self.player as usize] -= 1;
        } else {
            self.actions_left -= 1;
        }
        self.acted += 1;
        self.act = act as i8;
        self.phase = TARGET;
    }

    fn pay(&mut self, a: u16) {
        let p = self.player as usize;
        let code = a - PAY_BASE;
        self.flips[p] ^= ((code >> 1) & 31) as u8;
        self.bterr[p] -= i32::from(code >> 6);
    }

    fn after_pay(&mut self) {
        match self.act as u8 {
            MOVE => {
                self.moved_n = 0;
                self.phase = WOLF;
            }
            DIG => self.phase = TRACK,
            LAIR_ACT => {
                if self.build_lair() {
                    self.resume = FINISH;
                    self.phase = DISPLACE;
                } else {
                    self.finish();
                }
            }
            HOWL => {
                self.howl();
                self.finish();
            }
            _ => {
                if self.dominate() == DEN {
                    self.phase = TRACK;
                } else {
                    self.finish();
                }
            }
        }
    }

    fn move_wolf(&mut self, frm: usize, kind: u8, to: usize) {
        let p = self.player as usize;
        let q = (p * 4) as u8 + kind;
        let left = self.pcs[frm].without(q);
        self.put(frm, left);
        let there = self.pcs[to];
        if kind == ALPHA
            && there.n == 1
            && (there.v[0] >> 2) as usize != p
            && there.v[0] & 3 == PACK
        {
            self.disp_from = to as i16;
            self.disp_piece = there.v[0] as i8;
            let mut only = Pcs::default();
            only.push(q);
            self.put(to, only);
        } else {
            self.add(to, q);
        }
        self.moved[self.moved_n as usize] = (to * 2) as u16 + u16::from(kind);
        self.moved_n += 1;
    }

    fn after_wolf(&mut self) {
        if self.disp_from >= 0 {
            self.resume = WOLF as i8;
            self.phase = DISPLACE;
            return;
        }
        let p = self.player as usize;
        if (self.moved_n as usize) < self.attribute(p, SPREAD)
            && (self.moved_n as usize) < MOVED_MAX
            && self.wolf_moves(p, self.terr as usize, &mut Vec::new(), true)
        {
            self.phase = WOLF;
            return;
        }
        self.finish();
    }

    fn put_displaced(&mut self, h: usize) {
        let q = self.disp_piece as u8;
        self.add(h, q);
        self.disp_from = -1;
        self.disp_piece = -1;
    }

    fn take_den(&mut self, track: usize) {
        let p = self.player as usize;
        self.dens[p * 3 + track] += 1;
        let taken = self.dens[p * 3 + track] as usize;
        self.add(self.target as usize, (p * 4) as u8 + DEN);
        let reward = self.map.den_rewards[track][taken];
        if reward >= 0 {
            self.gain(p, reward);
        }
    }

    #[inline]
    fn gain(&mut self, p: usize, reward: i8) {
        if reward == 0 {
            self.bterr[p] += 1;
        } else {
            self.bact[p] += 1;
        }
    }

    fn build_lair(&mut self) -> bool {
        let p = self.player as usize;
        let h = self.target as usize;
        let den = (p * 4) as u8 + DEN;
        let left = self.pcs[h].without(den);
        self.put(h, left);
        self.onto_calendar(den as i8);
        self.lairs[p] += 1;
        self.bterr[p] += 1;
        let mut mine = Pcs::default();
        let mut other = None;
        for &q in self.pcs[h].items() {
            if (q >> 2) as usize == p {
                mine.push(q);
            } else if other.is_none() {
                other = Some(q);
            }
        }
        mine.push((p * 4) as u8 + LAIR);
        self.put(h, mine);
        if let Some(q) = other {
            self.disp_from = h as i16;
            self.disp_piece = q as i8;
            return true;
        }
        false
    }

    fn howl(&mut self) {
        let p = self.player as usize;
        let h = self.target as usize;
        self.lone.clear(h);
        self.onto_calendar(-1);
        let slot = self.next_wolf_slot(p, None) as usize;
        self.wolves[p] |= 1 << slot;
        let kind = self.map.deploy[slot];
        self.add(h, (p * 4) as u8 + kind);
    }

    fn dominate(&mut self) -> u8 {
        let p = self.player as usize;
        let h = self.target as usize;
        let kind = self.tkind as u8;
        let q = *self.pcs[h]
            .items()
            .iter()
            .find(|&&x| x & 3 == kind && (x >> 2) as usize != p)
            .expect("a piece to dominate");
        let left = self.pcs[h].without(q);
        self.put(h, left);
        self.onto_calendar(q as i8);
        if kind == PACK {
            let slot = self.next_wolf_slot(p, Some(PACK)) as usize;
            self.wolves[p] |= 1 << slot;
            self.add(h, (p * 4) as u8 + PACK);
        }
        kind
    }

    fn onto_calendar(&mut self, q: i8) {
        if (self.cal_n as usize) < CAL_MAX {
            self.calendar[self.cal_n as usize] = q;
        }
        self.cal_n += 1;
        let date = i32::from(self.cal_n);
        while self.triggered < 3 && date >= self.map.dates[self.triggered as usize] {
            self.triggered += 1;
        }
    }

    fn hunt(&mut self) {
        let p = self.player as usize;
        let wolves = self.wolves_mask(p);
        if (wolves & self.map.prey_near).count() < 3 {
            return;
        }
        for r in 0..self.map.regions {
            let Some(typ) = self.prey[r].top() else {
                continue;
            };
            if self.preym[p] >> typ & 1 == 1 {
                continue;
            }
            let h = self.map.prey_hex[r] as usize;
            if (self.map.neigh[h] & wolves).count() < 3 {
                continue;
            }
            self.prey[r].pop_top();
            if self.prey[r].n == 0 {
                self.prey_mask.clear(h);
            }
            self.preym[p] |= 1 << typ;
            if self.map.hunt_bonus {
                self.gain(p, 1);
            }
        }
    }

    fn finish(&mut self) {
        self.hunt();
        self.act = -1;
        self.terr = -1;
        self.target = -1;
        self.tkind = -1;
        self.moved_n = 0;
        self.disp_from = -1;
        self.disp_piece = -1;
        self.resume = FINISH;
        if self.actions_left > 0 || self.bact[self.player as usize] > 0 {
            self.phase = CHOOSE;
        } else {
            self.end_turn();
        }
    }

    fn end_turn(&mut self) {
        self.score_due();
        if self.scored >= 3 {
            self.phase = OVER;
            self.end_reason = 1;
            return;
        }
        self.idle = if self.acted > 0 { 0 } else { self.idle + 1 };
        if self.idle >= i32::from(self.n) || !self.can_progress() {
            self.end_early(2);
            return;
        }
        if self.turn + 1 >= self.map.round_limit * i32::from(self.n) {
            self.end_early(3);
            return;
        }
        self.player = (self.player + 1) % self.n;
        self.turn += 1;
        self.start_turn();
    }

    /// The game ends before the full moon (TW-T10, ASSUMED): a stall (2) or the round
    /// limit (3); the phases not yet scored are scored.
    fn end_early(&mut self, reason: u8) {
        self.end_reason = reason;
        while self.scored < 3 {
            self.score_phase(self.scored);
            self.scored += 1;
        }
        self.phase = OVER;
    }

    fn start_turn(&mut self) {
        self.actions_left = 2;
        self.acted = 0;
        self.phase = CHOOSE;
    }

    fn can_progress(&self) -> bool {
        let n = self.n as usize;
        if self.lone.any() && (0..n).any(|p| self.next_wolf_slot(p, None) >= 0) {
            return true;
        }
        let m = &self.map;
        for p in 0..n {
            let others = (0..n).filter(|&o| o != p);
            if self.next_wolf_slot(p, Some(PACK)) >= 0
                && others.clone().any(|o| self.q[o * 4 + PACK as usize].any())
            {
                return true;
            }
            let board_den = self.dens_left(p) > 0;
            if board_den && others.clone().any(|o| self.q[o * 4 + DEN as usize].any()) {
                return true;
            }
            if self.lairs[p] < m.lairs {
                if board_den {
                    return true;
                }
                let lair_regions: Vec<i8> = self.q[p * 4 + LAIR as usize]
                    .iter()
                    .map(|h| m.region[h])
                    .collect();
                for h in (self.q[p * 4 + DEN as usize] & m.near_water).iter() {
                    if !lair_regions.contains(&m.region[h]) {
                        return true;
                    }
                }
            }
        }
        false
    }

    // -- scoring (TW-E1, TW-E2) ----------------------------------------------------------------
    /// Region `r`'s awards for its top token as Python's `RegionResult.awards`:
    /// `(owner, points, whether it is the token)`, at most 6.
    pub fn awards(&self, r: usize, out: &mut Vec<(usize, i32, bool)>) {
        out.clear();
        let Some(phase) = self.tokens[r].top() else {
            return;
        };
        let [high, low] = self.map.token_values[phase as usize];
        let mut key = [(0i32, 0i32); 6];
        for h in (self.map.region_masks[r] & self.filled).iter() {
            for &q in self.pcs[h].items() {
                let o = (q >> 2) as usize;
                key[o].0 += CONTROL[(q & 3) as usize];
                if q & 3 == ALPHA {
                    key[o].1 += 1;
                }
            }
        }
        let present = |o: usize| key[o].0 > 0;
        let Some(best) = (0..6).filter(|&o| present(o)).map(|o| key[o]).max() else {
            return;
        };
        let first: Vec<usize> = (0..6).filter(|&o| present(o) && key[o] == best).collect();
        if first.len() > 1 {
            out.extend(first.iter().map(|&o| (o, low, false)));
            return;
        }
        let w = first[0];
        out.push((w, high, true));
        if let Some(best2) = (0..6)
            .filter(|&o| o != w && present(o))
            .map(|o| key[o])
            .max()
        {
            let second: Vec<usize> = (0..6)
                .filter(|&o| o != w && present(o) && key[o] == best2)
                .collect();
            if second.len() == 1 {
                out.push((second[0], low, false));
            }
        }
    }

    fn score_phase(&mut self, ph: u8) {
        let mut aw = Vec::new();
        for r in 0..self.map.regions {
            if self.tokens[r].top() == Some(ph) {
                self.awards(r, &mut aw);
                for &(o, vp, token) in &aw {
                    if o == NEUTRAL {
                        continue;
                    }
                    if token {
                        self.tok_vp[o] += vp;
                        self.tok_n[o] += 1;
                    } else {
                        self.mark_vp[o] += vp;
                    }
                }
                self.tokens[r].pop_top();
            }
        }
    }

    fn score_due(&mut self) {
        while self.scored < self.triggered {
            self.score_phase(self.scored);
            self.scored += 1;
        }
    }

    /// Points per player as the game stands (final once it is over, TW-E2).
    pub fn scores(&self) -> Vec<i32> {
        let m = &self.map;
        (0..self.n as usize)
            .map(|p| {
                let d = &self.dens[p * 3..p * 3 + 3];
                let wolves = 32 - self.wolves[p].leading_zeros();
                self.tok_vp[p]
                    + self.mark_vp[p]
                    + m.den_vp[d[0] as usize]
                    + m.den_vp[d[1] as usize]
                    + m.den_vp[d[2] as usize]
                    + m.lair_vp[self.lairs[p] as usize]
                    + m.wolf_vp[wolves as usize]
                    + m.prey_vp[self.preym[p].count_ones() as usize]
            })
            .collect()
    }

    /// A player's wolves on the map.
    pub fn wolves_on_map(&self, p: usize) -> i32 {
        let base = (p * 4) as u8;
        self.wolves_mask(p)
            .iter()
            .map(|h| {
                self.pcs[h]
                    .items()
                    .iter()
                    .filter(|&&q| q == base || q == base + 1)
                    .count() as i32
            })
            .sum()
    }

    /// The players ranked first: most points, then most region tokens, then most wolves
    /// on the map (TW-E2).
    pub fn winners(&self) -> Vec<usize> {
        let scores = self.scores();
        let key: Vec<(i32, i32, i32)> = (0..self.n as usize)
            .map(|p| (scores[p], self.tok_n[p], self.wolves_on_map(p)))
            .collect();
        let best = *key.iter().max().expect("players");
        (0..self.n as usize).filter(|&p| key[p] == best).collect()
    }

    /// Per player: points so far plus [`PROJECTED`] times what each region's next token
    /// would give now and [`HUNTED`] per prey type hunted (Python's
    /// `wolfpack.the_wolves.bots.standing`).
    pub fn standing(&self, out: &mut [f64]) {
        for (o, s) in out.iter_mut().zip(self.scores()) {
            *o = f64::from(s);
        }
        if self.phase == OVER {
            return;
        }
        for (o, caught) in out.iter_mut().zip(self.preym) {
            *o += HUNTED * f64::from(caught.count_ones());
        }
        let mut aw = Vec::with_capacity(6);
        for r in 0..self.map.regions {
            self.awards(r, &mut aw);
            for &(o, vp, _) in &aw {
                if o != NEUTRAL {
                    out[o] += PROJECTED * f64::from(vp);
                }
            }
        }
    }

    /// Plays uniformly random decisions, at most `max` of them; returns how many.
    pub fn playout(&mut self, rng: &mut Rng, max: u32) -> u32 {
        let mut acts = Vec::with_capacity(64);
        let mut n = 0;
        while self.phase != OVER && n < max {
            self.legal_actions(&mut acts);
            if acts.is_empty() {
                break;
            }
            let a = acts[rng.below(acts.len())];
            self.apply(a);
            n += 1;
        }
        n
    }
}

fn mixed_wolves(pcs: &Pcs) -> bool {
    let mut owner = None;
    for &q in pcs.items() {
        if q & 3 <= PACK {
            match owner {
                None => owner = Some(q >> 2),
                Some(o) if o != q >> 2 => return true,
                _ => {}
            }
        }
    }
    false
}

/// Per player: 1 for a sole winner, a share for tied `winners`, else 0; and each one's
/// points minus the best other player's (Python's `shared_outcome`).
pub fn shared_outcome(points: &[f64], winners: &[usize], results: &mut [f64], margins: &mut [f64]) {
    let n = points.len();
    for p in 0..n {
        results[p] = if winners.contains(&p) {
            1.0 / winners.len() as f64
        } else {
            0.0
        };
        let best = (0..n)
            .filter(|&o| o != p)
            .map(|o| points[o])
            .fold(f64::NEG_INFINITY, f64::max);
        margins[p] = points[p] - best;
    }
}

impl Game for State {
    fn n_players(&self) -> usize {
        self.n as usize
    }

    #[inline]
    fn to_move(&self) -> Option<usize> {
        (self.phase != OVER).then_some(self.player as usize)
    }

    fn legal_actions(&self, out: &mut Vec<u16>) {
        out.clear();
        let p = self.player as usize;
        match self.phase {
            CHOOSE => {
                self.action_kinds(p, out);
                if self.actions_left == 0 || out.is_empty() {
                    out.push(END);
                }
            }
            WOLF => {
                self.wolf_moves(p, self.terr as usize, out, false);
                if self.moved_n > 0 {
                    out.push(DONE);
                }
            }
            TARGET => self.targets(p, self.act as u8, out),
            PAY => {
                let cost = self.map.costs[self.act as usize];
                self.pay_options(p, self.terr as usize, cost, out);
            }
            DISPLACE => {
                self.displace_targets(
                    self.disp_from as usize,
                    (self.disp_piece >> 2) as usize,
                    out,
                );
            }
            TRACK => {
                let per = self.map.dens_per_track;
                for t in 0..3 {
                    if self.dens[p * 3 + t] < per {
                        out.push(TRACK_BASE + t as u16);
                    }
                }
            }
            PLACE => self.placement_hexes(p, out),
            _ => {}
        }
    }

    fn apply(&mut self, a: u16) {
        if a >= WOLF_BASE {
            let (frm, kind, to) = wolf_parts(a);
            self.move_wolf(frm, kind, to);
            self.after_wolf();
        } else if a >= DISP_BASE {
            self.put_displaced((a - DISP_BASE) as usize);
            if self.resume == WOLF as i8 {
                self.after_wolf();
            } else {
                self.finish();
            }
        } else if a >= DOM_BASE {
            let c = a - DOM_BASE;
            self.target = (c / 2) as i16;
            self.tkind = if c % 2 == 1 { DEN as i8 } else { PACK as i8 };
            self.terr = self.map.terrain[self.target as usize] as i8;
            self.phase = PAY;
        } else if a >= HEX_BASE {
            self.target = (a - HEX_BASE) as i16;
            self.terr = self.map.terrain[self.target as usize] as i8;
            self.phase = PAY;
        } else if a >= PAY_BASE {
            self.pay(a);
            self.after_pay();
        } else if a >= TRACK_BASE {
            self.take_den((a - TRACK_BASE) as usize);
            self.finish();
        } else if a >= TERRAIN_BASE {
            self.terr = (a - TERRAIN_BASE) as i8;
            self.phase = PAY;
        } else if a == DONE {
            self.finish();
        } else if a == END {
            self.end_turn();
        } else if a >= KIND_BASE {
            self.choose((a - KIND_BASE) as u8);
        } else {
            self.place((a - PLACE_BASE) as usize);
        }
    }

    fn rollout(&mut self, rng: &mut Rng) -> u32 {
        self.playout(rng, ROLLOUT_DECISIONS)
    }

    fn heuristic_rollout(&mut self, rng: &mut Rng) -> u32 {
        super::heuristic::rollout(self, rng, ROLLOUT_DECISIONS)
    }

    fn outcome(&self, results: &mut [f64], margins: &mut [f64]) {
        let n = self.n as usize;
        let mut points = [0.0f64; MAX_PLAYERS];
        if self.phase == OVER {
            for (o, s) in points.iter_mut().zip(self.scores()) {
                *o = f64::from(s);
            }
            shared_outcome(&points[..n], &self.winners(), results, margins);
        } else {
            self.standing(&mut points[..n]);
            let top = points[..n]
                .iter()
                .copied()
                .fold(f64::NEG_INFINITY, f64::max);
            let winners: Vec<usize> = (0..n).filter(|&p| points[p] == top).collect();
            shared_outcome(&points[..n], &winners, results, margins);
        }
    }
}
