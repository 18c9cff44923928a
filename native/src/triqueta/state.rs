//! The Triqueta rules state: Python's `wolfpack.triqueta.state.TQState` decision for
//! decision (the same action codes, the same legal-action order, the same effects and
//! scores), on fixed arrays.
//!
//! Tiles are `animal + 7 * shadow` as in Python (light 0..=5, shadow 7..=13, the wolf 13);
//! stack `tower * 5 + s` lists its tiles bottom to top. Rule ids in comments are those of
//! Triqueta's rule catalogue (`wolfpack.triqueta.rules`).

use crate::game::Game;
pub use crate::layout::LayoutError;
use crate::layout::{err, Reader, Row};
use crate::rng::Rng;

pub const N_TOWERS: usize = 4;
pub const N_STACKS: usize = 5;
pub const MAX_PLAYERS: usize = 5;
pub const MAX_FACE_DOWN: usize = 2;
pub const N_ROUNDS: u8 = 4;
/// Added to an animal to make its shadow tile (TQ-C2).
pub const SHADOW: i8 = 7;
/// Tiles a tower can hold: 5 stacks of 3 light tiles and one shadow tile (TQ-S1).
pub const TOWER_TILES: usize = 20;
/// The value of a triqueta (exactly three) per animal, the wolf last (TQ-C1, TQ-C2).
pub const SET_VALUES: [i32; 7] = [5, 6, 7, 8, 9, 10, 11];
pub const TREE_POINTS: i32 = 1;
pub const START_MARKER_POINTS: i32 = 1;

pub const TURN: u8 = 0;
pub const PLACE: u8 = 1;
pub const TOWER: u8 = 2;
pub const COUNT: u8 = 3;
pub const OVER: u8 = 4;

pub const DRAW2_BASE: u16 = 5;
pub const PLACE_BASE: u16 = 30;
pub const KEEP: u16 = 35;
pub const BOX: u16 = 36;
pub const TAKE_BASE: u16 = 40;
pub const TOWER_BASE: u16 = 50;
pub const COUNT_BASE: u16 = 60;

pub const OPT_PLACE: i8 = 0;
pub const OPT_KEEP: i8 = 1;
pub const OPT_BOX: i8 = 2;

/// The most legal actions at any decision (15 variant draws and 5 takes).
pub const MAX_ACTIONS: usize = 24;

/// The version of the flat layout of [`State::encode`] (its first number).
pub const LAYOUT: i32 = 1;

/// The variant action drawing from stacks `a <= b`.
#[inline]
pub fn draw2_action(a: usize, b: usize) -> u16 {
    DRAW2_BASE + (a * N_STACKS + b) as u16
}

/// Points of `n` tiles of one animal whose triqueta is worth `value` (TQ-E2).
#[inline]
pub fn set_points(n: u8, value: i32) -> i32 {
    match n {
        0..=2 => n as i32,
        3 => value,
        _ => 3 - n as i32,
    }
}

/// Tile counts per animal (light and shadow together, TQ-E2).
pub type Counts = [u8; 7];

/// Adds `tiles` to `counts`.
#[inline]
pub fn add_tiles(counts: &mut Counts, tiles: &[i8]) {
    for &t in tiles {
        counts[(t % SHADOW) as usize] += 1;
    }
}

/// The set points of a collection given as counts per animal (TQ-E2).
#[inline]
pub fn counts_points(counts: &Counts) -> i32 {
    let mut pts = 0;
    for (a, &n) in counts.iter().enumerate() {
        pts += set_points(n, SET_VALUES[a]);
    }
    pts
}

/// How a game is played (Python's `Config` with its `Components`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    pub players: u8,
    pub hidden_wolves: bool,
    pub two_player_variant: bool,
    /// The most tiles a row may hold; `None`: no limit (TQ-T2).
    pub row_limit: Option<u32>,
    /// Whether the start marker moves to whoever takes the last row of round four (TQ-T5).
    pub final_marker_moves: bool,
}

/// A Triqueta position (see the module docs); fields as in Python's `TQState`. Compare
/// positions by their [`State::encode`] layouts: the lists keep stale values beyond their
/// lengths.
#[derive(Clone, Debug)]
pub struct State {
    pub cfg: Config,
    pub stacks: [Row<4>; N_TOWERS * N_STACKS],
    pub tree: [bool; N_TOWERS],
    pub used: [bool; N_TOWERS],
    pub tower: u8,
    pub rows: [Row<TOWER_TILES>; MAX_PLAYERS],
    pub row_open: [bool; MAX_PLAYERS],
    pub active: [bool; MAX_PLAYERS],
    pub faceup: [Row<60>; MAX_PLAYERS],
    pub down: [Row<MAX_FACE_DOWN>; MAX_PLAYERS],
    pub shadow: [Row<15>; MAX_PLAYERS],
    pub trees: [u8; MAX_PLAYERS],
    pub start: u8,
    pub rnd: u8,
    /// The player to decide, -1 once the game is over.
    pub player: i8,
    pub phase: u8,
    pub pending: Row<2>,
    pub first_opt: i8,
    pub boxed: Row<60>,
    pub leftover: Row<75>,
    /// Per player: -1 until they decided which face-down tiles count, then the mask of them.
    pub choice: [i8; MAX_PLAYERS],
}

/// Which tiles a list may hold.
#[derive(Clone, Copy)]
enum Kinds {
    Light,
    Shadow,
    Any,
}

/// A row of tiles of the given kinds (the stand-in 6 is never a tile that lies anywhere).
fn tiles<const N: usize>(r: &mut Reader, kinds: Kinds, what: &str) -> Result<Row<N>, LayoutError> {
    let row: Row<N> = r.row(0, 13, what)?;
    for &t in row.items() {
        let ok = t != 6
            && match kinds {
                Kinds::Light => t < SHADOW,
                Kinds::Shadow => t >= SHADOW,
                Kinds::Any => true,
            };
        if !ok {
            return err(format!("{what}: {t} is not a tile that can lie there"));
        }
    }
    Ok(row)
}

impl State {
    /// Reads the flat layout Python's `wolfpack.triqueta.native.encode` writes, checking
    /// that it is a position of a game (every tile exactly once, the phase consistent).
    pub fn decode(d: &[i32]) -> Result<State, LayoutError> {
        let s = State::decode_unchecked(d)?;
        let mut found = [0u8; 14];
        s.for_each_tile(|t| found[t as usize] += 1);
        if found != all_tile_counts(s.cfg.hidden_wolves) {
            return err("the tiles are not those of the game, each exactly once");
        }
        Ok(s)
    }

    /// Reads a flat layout, checking its structure and phase but not which tiles are
    /// where (an information set's template holds stand-ins for the tiles it hides).
    pub fn decode_unchecked(d: &[i32]) -> Result<State, LayoutError> {
        let mut r = Reader::new(d);
        r.next(LAYOUT, LAYOUT, "the layout version")?;
        let players = r.next(2, MAX_PLAYERS as i32, "the player count")? as u8;
        let hidden_wolves = r.flag("hidden wolves")?;
        let two_player_variant = r.flag("the 2-player variant")?;
        let limit = r.next(-1, i32::MAX, "the row limit")?;
        if limit == 0 {
            return err("a row must hold at least 1 tile (TQ-T2)");
        }
        if two_player_variant && !(players == 2 && hidden_wolves) {
            return err("the 2-player variant is for 2 players with Hidden Wolves (TQ-V1)");
        }
        let cfg = Config {
            players,
            hidden_wolves,
            two_player_variant,
            row_limit: (limit > 0).then_some(limit as u32),
            final_marker_moves: r.flag("the final start marker")?,
        };
        let n = players as usize;
        let mut stacks = [Row::<4>::default(); N_TOWERS * N_STACKS];
        for st in stacks.iter_mut() {
            *st = tiles(&mut r, Kinds::Any, "a stack")?;
        }
        let mut tree = [false; N_TOWERS];
        for t in tree.iter_mut() {
            *t = r.flag("a tree tile")?;
        }
        let mut used = [false; N_TOWERS];
        for u in used.iter_mut() {
            *u = r.flag("a used tower")?;
        }
        let tower = r.next(0, N_TOWERS as i32 - 1, "the current tower")? as u8;
        let mut rows = [Row::<TOWER_TILES>::default(); MAX_PLAYERS];
        for row in rows.iter_mut().take(n) {
            *row = tiles(&mut r, Kinds::Light, "a row")?;
        }
        let mut row_open = [false; MAX_PLAYERS];
        for o in row_open.iter_mut().take(n) {
            *o = r.flag("an open row")?;
        }
        let mut active = [false; MAX_PLAYERS];
        for a in active.iter_mut().take(n) {
            *a = r.flag("an active player")?;
        }
        let mut faceup = [Row::<60>::default(); MAX_PLAYERS];
        for f in faceup.iter_mut().take(n) {
            *f = tiles(&mut r, Kinds::Light, "face-up tiles")?;
        }
        let mut down = [Row::<MAX_FACE_DOWN>::default(); MAX_PLAYERS];
        for x in down.iter_mut().take(n) {
            *x = tiles(&mut r, Kinds::Light, "face-down tiles")?;
        }
        let mut shadow = [Row::<15>::default(); MAX_PLAYERS];
        for x in shadow.iter_mut().take(n) {
            *x = tiles(&mut r, Kinds::Shadow, "shadow tiles")?;
        }
        let mut trees = [0u8; MAX_PLAYERS];
        for t in trees.iter_mut().take(n) {
            *t = r.next(0, 3, "tree tiles")? as u8;
        }
        let start = r.next(0, n as i32 - 1, "the start player")? as u8;
        let rnd = r.next(0, N_ROUNDS as i32 - 1, "the round")? as u8;
        let player = r.next(-1, n as i32 - 1, "the player")? as i8;
        let phase = r.next(0, OVER as i32, "the phase")? as u8;
        let pending = tiles(&mut r, Kinds::Light, "drawn tiles")?;
        let first_opt = r.next(-1, OPT_BOX as i32, "the first option")? as i8;
        let boxed = tiles(&mut r, Kinds::Light, "the box")?;
        let leftover = tiles(&mut r, Kinds::Any, "leftover tiles")?;
        let mut choice = [-1i8; MAX_PLAYERS];
        for c in choice.iter_mut().take(n) {
            *c = r.next(-1, 3, "a count choice")? as i8;
        }
        r.end()?;
        let s = State {
            cfg,
            stacks,
            tree,
            used,
            tower,
            rows,
            row_open,
            active,
            faceup,
            down,
            shadow,
            trees,
            start,
            rnd,
            player,
            phase,
            pending,
            first_opt,
            boxed,
            leftover,
            choice,
        };
        s.check_consistent()?;
        Ok(s)
    }

    /// The checks that keep the rules from ever acting on an impossible position.
    fn check_consistent(&self) -> Result<(), LayoutError> {
        let n = self.n();
        if !self.used[self.tower as usize] {
            return err("the current tower is not marked used");
        }
        if (self.phase == OVER) != (self.player < 0) {
            return err("the player is -1 exactly when the game is over");
        }
        for p in 0..n {
            if !self.row_open[p] && !self.rows[p].is_empty() {
                return err("a taken row still holds tiles");
            }
            if self.choice[p] >= 1 << self.down[p].len() {
                return err("a count choice names a face-down tile that is not there");
            }
            if self.choice[p] >= 0 && self.phase < COUNT {
                return err("a count choice before the count");
            }
        }
        if (self.phase == PLACE) == self.pending.is_empty() {
            return err("drawn tiles wait for a decision exactly in the place phase");
        }
        if self.first_opt >= 0 && (self.phase != PLACE || self.pending.len() == 2) {
            return err("a first option without a second tile waiting");
        }
        if self.phase >= COUNT && self.rnd != N_ROUNDS - 1
            || self.phase == TOWER && self.rnd >= N_ROUNDS - 1
        {
            return err("the phase does not fit the round");
        }
        if self.phase <= PLACE {
            let p = self.player as usize;
            if !self.active[p] {
                return err("the player to move has taken a row");
            }
            let open = (0..n).filter(|&r| self.row_open[r]).count();
            let active = (0..n).filter(|&q| self.active[q]).count();
            if open != active {
                return err("open rows and players still in the round differ");
            }
            let in_rows: usize = (0..n).map(|r| self.rows[r].len()).sum();
            if in_rows + self.pending.len() + self.tower_size(self.tower as usize) > TOWER_TILES {
                return err("more tiles in this round than a tower holds");
            }
        }
        if self.phase == COUNT && self.choice[self.player as usize] >= 0 {
            return err("the player to count has counted");
        }
        if self.phase != OVER {
            let mut acts = [0u16; MAX_ACTIONS];
            if self.legal_into(&mut acts) == 0 {
                return err("no legal action in a game not over");
            }
        }
        Ok(())
    }

    /// The flat layout (see [`State::decode`]).
    pub fn encode(&self) -> Vec<i32> {
        fn row<const N: usize>(d: &mut Vec<i32>, r: &Row<N>) {
            d.push(r.n as i32);
            d.extend(r.items().iter().map(|&x| x as i32));
        }
        let n = self.n();
        let c = &self.cfg;
        let mut d = vec![
            LAYOUT,
            c.players as i32,
            c.hidden_wolves as i32,
            c.two_player_variant as i32,
            c.row_limit.map_or(-1, |x| x as i32),
            c.final_marker_moves as i32,
        ];
        for st in &self.stacks {
            row(&mut d, st);
        }
        d.extend(self.tree.iter().map(|&x| x as i32));
        d.extend(self.used.iter().map(|&x| x as i32));
        d.push(self.tower as i32);
        for r in &self.rows[..n] {
            row(&mut d, r);
        }
        d.extend(self.row_open[..n].iter().map(|&x| x as i32));
        d.extend(self.active[..n].iter().map(|&x| x as i32));
        for r in &self.faceup[..n] {
            row(&mut d, r);
        }
        for r in &self.down[..n] {
            row(&mut d, r);
        }
        for r in &self.shadow[..n] {
            row(&mut d, r);
        }
        d.extend(self.trees[..n].iter().map(|&x| x as i32));
        d.extend([
            self.start as i32,
            self.rnd as i32,
            self.player as i32,
            self.phase as i32,
        ]);
        row(&mut d, &self.pending);
        d.push(self.first_opt as i32);
        row(&mut d, &self.boxed);
        row(&mut d, &self.leftover);
        d.extend(self.choice[..n].iter().map(|&x| x as i32));
        d
    }

    /// Calls `f` with every tile of the game wherever it is (Python's `tiles_everywhere`).
    pub fn for_each_tile(&self, mut f: impl FnMut(i8)) {
        let n = self.n();
        let lists = self.stacks.iter().map(|r| r.items());
        let lists = lists
            .chain(self.rows[..n].iter().map(|r| r.items()))
            .chain(self.faceup[..n].iter().map(|r| r.items()))
            .chain(self.down[..n].iter().map(|r| r.items()))
            .chain(self.shadow[..n].iter().map(|r| r.items()))
            .chain([
                self.pending.items(),
                self.boxed.items(),
                self.leftover.items(),
            ]);
        for l in lists {
            l.iter().for_each(|&t| f(t));
        }
    }

    // -- queries ---------------------------------------------------------------------------

    /// The number of players.
    #[inline]
    pub fn n(&self) -> usize {
        self.cfg.players as usize
    }

    /// Tiles left in tower `t`.
    #[inline]
    pub fn tower_size(&self, t: usize) -> usize {
        self.stacks[t * N_STACKS..(t + 1) * N_STACKS]
            .iter()
            .map(|s| s.len())
            .sum()
    }

    /// Whether row `r` is on the table and may take another tile (TQ-T2).
    #[inline]
    pub fn row_has_room(&self, r: usize) -> bool {
        self.row_open[r]
            && self
                .cfg
                .row_limit
                .is_none_or(|l| (self.rows[r].len() as u32) < l)
    }

    /// Whether some row may take another tile.
    #[inline]
    fn any_row_with_room(&self) -> bool {
        (0..self.n()).any(|r| self.row_has_room(r))
    }

    /// Whether player `p` may keep another light tile face down (TQ-T1).
    #[inline]
    pub fn can_keep(&self, p: usize) -> bool {
        self.down[p].len() < MAX_FACE_DOWN
    }

    /// How many players are still in the round.
    #[inline]
    pub fn active_count(&self) -> usize {
        self.active[..self.n()].iter().filter(|&&a| a).count()
    }

    /// The tiles a draw action would take, in draw order, and how many (1 or 2).
    #[inline]
    pub fn draw_tiles(&self, action: u16) -> ([i8; 2], usize) {
        let base = self.tower as usize * N_STACKS;
        if action < DRAW2_BASE {
            return ([self.stacks[base + action as usize].top(), 0], 1);
        }
        let k = (action - DRAW2_BASE) as usize;
        let (a, b) = (k / N_STACKS, k % N_STACKS);
        let sa = &self.stacks[base + a];
        if a == b {
            ([sa.v[sa.len() - 1], sa.v[sa.len() - 2]], 2)
        } else {
            ([sa.top(), self.stacks[base + b].top()], 2)
        }
    }

    /// The legal actions now, in the Python engine's order, into `out`; returns how many.
    pub fn legal_into(&self, out: &mut [u16; MAX_ACTIONS]) -> usize {
        let mut k = 0;
        let n = self.n();
        match self.phase {
            TURN => {
                let base = self.tower as usize * N_STACKS;
                let stacks = &self.stacks[base..base + N_STACKS];
                let p = self.player as usize;
                // Whether a light tile just drawn could be placed or kept (TQ-T1, TQ-T2).
                let place_or_keep = self.can_keep(p) || self.any_row_with_room();
                if !self.cfg.two_player_variant {
                    for (s, st) in stacks.iter().enumerate() {
                        if !st.is_empty() && (place_or_keep || st.top() >= SHADOW) {
                            out[k] = s as u16;
                            k += 1;
                        }
                    }
                } else if stacks.iter().map(|s| s.len()).sum::<usize>() >= 2 {
                    // Two light tiles need two different options; one can always go to
                    // the box (TQ-V1, TQ-V2).
                    for a in 0..N_STACKS {
                        let sa = &stacks[a];
                        if sa.is_empty() {
                            continue;
                        }
                        for (b, sb) in stacks.iter().enumerate().skip(a) {
                            let (x, y) = if a == b {
                                if sa.len() < 2 {
                                    continue;
                                }
                                (sa.v[sa.len() - 1], sa.v[sa.len() - 2])
                            } else if sb.is_empty() {
                                continue;
                            } else {
                                (sa.top(), sb.top())
                            };
                            if place_or_keep || x >= SHADOW || y >= SHADOW {
                                out[k] = draw2_action(a, b);
                                k += 1;
                            }
                        }
                    }
                }
                for r in 0..n {
                    if self.row_open[r] {
                        out[k] = TAKE_BASE + r as u16;
                        k += 1;
                    }
                }
            }
            PLACE => {
                let first = self.first_opt;
                if first != OPT_PLACE {
                    for r in 0..n {
                        if self.row_has_room(r) {
                            out[k] = PLACE_BASE + r as u16;
                            k += 1;
                        }
                    }
                }
                if first != OPT_KEEP && self.can_keep(self.player as usize) {
                    out[k] = KEEP;
                    k += 1;
                }
                if first != OPT_BOX && self.cfg.two_player_variant {
                    out[k] = BOX;
                    k += 1;
                }
            }
            TOWER => {
                for t in 0..N_TOWERS {
                    if !self.used[t] {
                        out[k] = TOWER_BASE + t as u16;
                        k += 1;
                    }
                }
            }
            COUNT => {
                for mask in 0..1u16 << self.down[self.player as usize].len() {
                    out[k] = COUNT_BASE + mask;
                    k += 1;
                }
            }
            _ => {}
        }
        k
    }

    // -- the rules -------------------------------------------------------------------------

    /// Draws from `stacks` of the current tower (one, or two in the variant): shadow
    /// tiles are kept face down at once, light ones wait for an option (TQ-T1, TQ-V1).
    fn draw(&mut self, stacks: &[usize]) {
        let p = self.player as usize;
        let base = self.tower as usize * N_STACKS;
        self.pending = Row::default();
        self.first_opt = -1;
        for &s in stacks {
            let t = self.stacks[base + s].pop();
            if t >= SHADOW {
                self.shadow[p].push(t);
            } else {
                self.pending.push(t);
            }
        }
        if self.pending.is_empty() {
            self.end_turn();
        } else {
            self.phase = PLACE;
        }
    }

    /// The first waiting light tile gets `option` (TQ-T1, TQ-T2, TQ-V1).
    fn option(&mut self, option: i8, row: usize) {
        let p = self.player as usize;
        let tile = self.pending.v[0];
        self.pending.v[0] = self.pending.v[1];
        self.pending.n -= 1;
        match option {
            OPT_PLACE => self.rows[row].push(tile),
            OPT_KEEP => self.down[p].push(tile),
            _ => self.boxed.push(tile),
        }
        if self.pending.is_empty() {
            self.first_opt = -1;
            self.end_turn();
        } else {
            self.first_opt = option;
        }
    }

    /// The next player still in the round after the player to move, clockwise (the player
    /// to move themselves when alone, TQ-T4, TQ-T6).
    #[inline]
    fn next_active(&self) -> i8 {
        let n = self.n();
        let p = self.player as usize;
        for i in 1..=n {
            let q = (p + i) % n;
            if self.active[q] {
                return q as i8;
            }
        }
        self.player
    }

    fn end_turn(&mut self) {
        self.phase = TURN;
        self.player = self.next_active();
    }

    /// Takes row `row`: its tiles face up, its marker gone, out of the round (TQ-T1).
    fn take(&mut self, row: usize) {
        let p = self.player as usize;
        let tiles = self.rows[row];
        for &t in tiles.items() {
            self.faceup[p].push(t);
        }
        self.rows[row] = Row::default();
        self.row_open[row] = false;
        self.active[p] = false;
        if self.active_count() == 0 {
            self.end_round(p);
        } else {
            self.player = self.next_active();
        }
    }

    /// The last row taken: leftovers leave, the start marker moves, and the next tower is
    /// chosen (by its only choice at once) or the count begins (TQ-T4, TQ-T5, TQ-H3).
    fn end_round(&mut self, taker: usize) {
        let base = self.tower as usize * N_STACKS;
        for s in base..base + N_STACKS {
            let st = self.stacks[s];
            for &t in st.items() {
                self.leftover.push(t);
            }
            self.stacks[s] = Row::default();
        }
        let last = self.rnd == N_ROUNDS - 1;
        if !last || self.cfg.final_marker_moves {
            self.start = taker as u8;
        }
        if last {
            self.begin_count();
            return;
        }
        self.player = taker as i8;
        let mut left = (0..N_TOWERS).filter(|&t| !self.used[t]);
        match (left.next(), left.next()) {
            (Some(t), None) => self.start_round(t, taker),
            _ => self.phase = TOWER,
        }
    }

    /// A new round at `tower`; its tree tile goes to `chooser` (TQ-T5, TQ-T6, TQ-C3).
    fn start_round(&mut self, tower: usize, chooser: usize) {
        let n = self.n();
        self.used[tower] = true;
        self.tower = tower as u8;
        if self.tree[tower] {
            self.tree[tower] = false;
            self.trees[chooser] += 1;
        }
        self.rnd += 1;
        for r in 0..n {
            self.rows[r] = Row::default();
            self.row_open[r] = true;
            self.active[r] = true;
        }
        self.player = self.start as i8;
        self.phase = TURN;
    }

    /// Players without face-down light tiles have nothing to decide (TQ-E1).
    fn begin_count(&mut self) {
        for p in 0..self.n() {
            if self.down[p].is_empty() {
                self.choice[p] = 0;
            }
        }
        self.next_count();
    }

    /// The next player, from the start player on, still to decide what counts; or the end.
    fn next_count(&mut self) {
        let n = self.n();
        for i in 0..n {
            let q = (self.start as usize + i) % n;
            if self.choice[q] < 0 {
                self.player = q as i8;
                self.phase = COUNT;
                return;
            }
        }
        self.phase = OVER;
        self.player = -1;
    }

    // -- scoring ---------------------------------------------------------------------------

    /// Counts per animal of what `p` holds and counts: face-up, shadow tiles, and the
    /// face-down light tiles in `mask`.
    #[inline]
    pub fn held_counts(&self, p: usize, mask: u8) -> Counts {
        let mut c = [0u8; 7];
        add_tiles(&mut c, self.faceup[p].items());
        add_tiles(&mut c, self.shadow[p].items());
        for (i, &t) in self.down[p].items().iter().enumerate() {
            if mask >> i & 1 == 1 {
                c[t as usize] += 1;
            }
        }
        c
    }

    /// The face-down light tiles (a mask) that score most for `p` and those set points;
    /// on a tie the choice counting fewer tiles (Python's `best_count`, TQ-E1).
    pub fn best_count(&self, p: usize) -> (u8, i32) {
        let base = self.held_counts(p, 0);
        let down = self.down[p].items();
        // Python's order: (), (0,), (1,), (0, 1).
        const ORDER: [u8; 4] = [0, 1, 2, 3];
        let mut best = (0u8, i32::MIN);
        for &mask in &ORDER[..1 << down.len()] {
            let mut c = base;
            for (i, &t) in down.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    c[t as usize] += 1;
                }
            }
            let pts = counts_points(&c);
            if pts > best.1 {
                best = (mask, pts);
            }
        }
        best
    }

    /// The face-down tiles `p` counts: their decision, or else the best choice.
    #[inline]
    pub fn counted(&self, p: usize) -> u8 {
        if self.choice[p] >= 0 {
            self.choice[p] as u8
        } else {
            self.best_count(p).0
        }
    }

    /// Points of player `p` for what they hold now (final once the game is over; TQ-E2,
    /// TQ-E3).
    pub fn player_points(&self, p: usize) -> i32 {
        let mask = self.counted(p);
        counts_points(&self.held_counts(p, mask))
            + self.trees[p] as i32 * TREE_POINTS
            + if self.start as usize == p {
                START_MARKER_POINTS
            } else {
                0
            }
    }

    /// Points per player (Python's `TQState.scores`), into `out[..n]`.
    pub fn scores_into(&self, out: &mut [i32; MAX_PLAYERS]) {
        for (p, x) in out.iter_mut().enumerate().take(self.n()) {
            *x = self.player_points(p);
        }
    }

    /// Points per player.
    pub fn scores(&self) -> Vec<i32> {
        let mut out = [0; MAX_PLAYERS];
        self.scores_into(&mut out);
        out[..self.n()].to_vec()
    }
}

/// Tiles of each kind in a game (60 light, and 15 shadow with Hidden Wolves; TQ-C1, TQ-C2).
pub fn all_tile_counts(hidden_wolves: bool) -> [u8; 14] {
    let mut c = [0u8; 14];
    for x in c.iter_mut().take(6) {
        *x = 10;
    }
    if hidden_wolves {
        for x in c.iter_mut().take(13).skip(7) {
            *x = 1;
        }
        c[13] = 9;
    }
    c
}

/// The top tile of a stack.
trait Top {
    fn top(&self) -> i8;
}

impl<const N: usize> Top for Row<N> {
    #[inline]
    fn top(&self) -> i8 {
        self.v[self.len() - 1]
    }
}

impl Game for State {
    fn n_players(&self) -> usize {
        self.n()
    }

    #[inline]
    fn to_move(&self) -> Option<usize> {
        (self.phase != OVER).then_some(self.player as usize)
    }

    fn legal_actions(&self, out: &mut Vec<u16>) {
        let mut buf = [0u16; MAX_ACTIONS];
        let k = self.legal_into(&mut buf);
        out.clear();
        out.extend_from_slice(&buf[..k]);
    }

    fn apply(&mut self, a: u16) {
        if a < DRAW2_BASE {
            self.draw(&[a as usize]);
        } else if a < PLACE_BASE {
            let k = (a - DRAW2_BASE) as usize;
            self.draw(&[k / N_STACKS, k % N_STACKS]);
        } else if a < KEEP {
            self.option(OPT_PLACE, (a - PLACE_BASE) as usize);
        } else if a == KEEP {
            self.option(OPT_KEEP, 0);
        } else if a == BOX {
            self.option(OPT_BOX, 0);
        } else if a < TOWER_BASE {
            self.take((a - TAKE_BASE) as usize);
        } else if a < COUNT_BASE {
            let chooser = self.player as usize;
            self.start_round((a - TOWER_BASE) as usize, chooser);
        } else {
            self.choice[self.player as usize] = (a - COUNT_BASE) as i8;
            self.next_count();
        }
    }

    /// A player sees the tiles they draw (TQ-T1, TQ-V1); a light tile another player
    /// places is seen by all (TQ-H2): a tile `t` is told as `t + 1`, two drawn tiles as
    /// `(first + 1) + 16 * (second + 1)`.
    fn observation(&self, a: u16, player: usize) -> u16 {
        let mover = self.player as usize;
        if a < PLACE_BASE && mover == player {
            let (tiles, n) = self.draw_tiles(a);
            let code = |t: i8| (t + 1) as u16;
            if n == 1 {
                code(tiles[0])
            } else {
                code(tiles[0]) + 16 * code(tiles[1])
            }
        } else if (PLACE_BASE..KEEP).contains(&a) && mover != player {
            (self.pending.v[0] + 1) as u16
        } else {
            0
        }
    }

    fn rollout(&mut self, rng: &mut Rng) -> u32 {
        let mut buf = [0u16; MAX_ACTIONS];
        let mut n = 0;
        while self.phase != OVER {
            let k = self.legal_into(&mut buf);
            self.apply(buf[rng.below(k)]);
            n += 1;
        }
        n
    }

    fn heuristic_rollout(&mut self, rng: &mut Rng) -> u32 {
        use crate::triqueta::heuristic::{rollout, POLICY};
        rollout(self, rng, &POLICY)
    }

    fn greedy_rollout(&mut self, rng: &mut Rng) -> u32 {
        use crate::triqueta::heuristic::{rollout, GREEDY};
        rollout(self, rng, &GREEDY)
    }

    fn outcome(&self, results: &mut [f64], margins: &mut [f64]) {
        let mut pts = [0; MAX_PLAYERS];
        self.scores_into(&mut pts);
        outcome_of(&pts[..self.n()], results, margins);
    }
}

/// Python's `shared_outcome`: 1 for a sole winner, an equal share for tied winners (TQ-E3),
/// and each player's points minus the best other player's.
pub fn outcome_of(pts: &[i32], results: &mut [f64], margins: &mut [f64]) {
    let top = *pts.iter().max().expect("players");
    let winners = pts.iter().filter(|&&x| x == top).count() as f64;
    for (p, &x) in pts.iter().enumerate() {
        results[p] = if x == top { 1.0 / winners } else { 0.0 };
        let best_other = pts
            .iter()
            .enumerate()
            .filter(|&(q, _)| q != p)
            .map(|(_, &y)| y)
            .max()
            .expect("two players at least");
        margins[p] = (x - best_other) as f64;
    }
}

/// A deal like Python's `deal` (not the same shuffle): towers of 5 stacks of 3 light
/// tiles, a shadow tile under each stack of towers 1..3 with Hidden Wolves.
pub fn new_game(cfg: Config, rng: &mut Rng) -> State {
    let mut light: Vec<i8> = (0..60).map(|i| (i / 10) as i8).collect();
    rng.shuffle(&mut light);
    let mut shadows: Vec<i8> = (7..13).chain([13; 9]).collect();
    rng.shuffle(&mut shadows);
    let mut stacks = [Row::<4>::default(); 20];
    for t in 0..N_TOWERS {
        for s in 0..N_STACKS {
            let st = &mut stacks[t * N_STACKS + s];
            if cfg.hidden_wolves && t > 0 {
                st.push(shadows[(t - 1) * N_STACKS + s]);
            }
            for j in 0..3 {
                st.push(light[(t * N_STACKS + s) * 3 + j]);
            }
        }
    }
    let n = cfg.players as usize;
    let start = rng.below(n) as u8;
    let mut open = [false; MAX_PLAYERS];
    open[..n].fill(true);
    State {
        cfg,
        stacks,
        tree: [false, true, true, true],
        used: [true, false, false, false],
        tower: 0,
        rows: Default::default(),
        row_open: [true; MAX_PLAYERS],
        active: [true; MAX_PLAYERS],
        faceup: [Row::default(); MAX_PLAYERS],
        down: Default::default(),
        shadow: Default::default(),
        trees: [0; MAX_PLAYERS],
        start,
        rnd: 0,
        player: start as i8,
        phase: TURN,
        pending: Row::default(),
        first_opt: -1,
        boxed: Row::default(),
        leftover: Row::default(),
        choice: [-1; MAX_PLAYERS],
    }
}

/// Every kind of game the tests play: each player count, with and without Hidden Wolves,
/// the variant, a row limit and the final start marker moving.
#[cfg(test)]
pub(crate) fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    for players in 2..=5u8 {
        for hidden_wolves in [false, true] {
            for variant in [false, true] {
                if variant && !(players == 2 && hidden_wolves) {
                    continue;
                }
                out.push(Config {
                    players,
                    hidden_wolves,
                    two_player_variant: variant,
                    row_limit: if players == 3 { Some(2) } else { None },
                    final_marker_moves: players == 4,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_games_keep_every_tile_and_round_trip_the_layout() {
        let mut rng = Rng::new(5);
        for cfg in configs() {
            for _ in 0..20 {
                let mut s = new_game(cfg, &mut rng);
                let mut acts = Vec::new();
                let mut n = 0;
                while !s.is_terminal() {
                    s.legal_actions(&mut acts);
                    assert!(!acts.is_empty());
                    s.apply(acts[rng.below(acts.len())]);
                    let d = s.encode();
                    assert_eq!(State::decode(&d).map(|x| x.encode()), Ok(d));
                    n += 1;
                }
                assert!(n >= 4 * cfg.players as u32);
                assert_eq!(s.rnd, 3);
                let (mut r, mut m) = (vec![0.0; 5], vec![0.0; 5]);
                s.outcome(&mut r, &mut m);
                let total: f64 = r.iter().sum();
                assert!((total - 1.0).abs() < 1e-9);
            }
        }
    }

    #[test]
    fn rollouts_and_heuristic_rollouts_finish() {
        let mut rng = Rng::new(9);
        for cfg in configs() {
            let s = new_game(cfg, &mut rng);
            assert!(s.clone().rollout(&mut rng) >= 8);
            let mut h = s.clone();
            assert!(h.heuristic_rollout(&mut rng) >= 8);
            assert!(h.is_terminal());
        }
    }

    #[test]
    fn set_points_follow_tq_e2() {
        assert_eq!(
            (0..6).map(|n| set_points(n, 9)).collect::<Vec<_>>(),
            [0, 1, 2, 9, -1, -2]
        );
    }

    #[test]
    fn malformed_layouts_are_refused() {
        let mut rng = Rng::new(1);
        let s = new_game(configs()[0], &mut rng);
        let d = s.encode();
        assert!(State::decode(&d[..d.len() - 1]).is_err());
        let mut longer = d.clone();
        longer.push(0);
        assert!(State::decode(&longer).is_err());
        let mut swapped = d.clone();
        swapped[7] = 13; // a wolf in a game without Hidden Wolves
        assert!(State::decode(&swapped).is_err());
    }
}
