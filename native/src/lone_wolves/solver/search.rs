//! The alpha-beta search over the compact position: make/unmake, a transposition table at
//! the leads, move ordering (the table's move, killer moves, strong cards and immediate
//! gains first), and two exact prunings: a scar's placement judged from one search of the
//! position without it ([`Search::place_perturbed`]) and the last trick in closed form
//! (`last_trick.rs`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use super::bounds::{place_gain, tops, Tops};
use super::last_trick::LastTrickMemo;
use super::position::*;
use super::table::Table;

/// Killer moves kept per player and cards in hand.
const N_KILLERS: usize = 3;
/// Territories are ordered by a card's immediate gain only while the hand holds at least
/// this many cards (two tricks from the end the ordering costs more than it saves).
const ORDER_TERRS_FROM: u32 = 4;
/// Placements are ordered by their immediate value when the next leader holds at least
/// this many cards.
const ORDER_PLACE_FROM: u32 = 3;
/// How often (in positions, a power of two) the cancel flag is read.
const CHECK_EVERY: u64 = 4096;

/// A node's moves: cards and territories.
pub(crate) struct Moves {
    card: [u8; 80],
    terr: [u8; 80],
    pub n: usize,
}

impl Moves {
    fn new() -> Moves {
        Moves {
            card: [0; 80],
            terr: [0; 80],
            n: 0,
        }
    }

    #[inline]
    fn push(&mut self, card: i32, terr: usize) {
        self.card[self.n] = card as u8;
        self.terr[self.n] = terr as u8;
        self.n += 1;
    }

    /// Move `k`: its card and territory.
    #[inline]
    fn get(&self, k: usize) -> (i32, usize) {
        (i32::from(self.card[k]), usize::from(self.terr[k]))
    }

    #[inline]
    fn code(&self, k: usize) -> i32 {
        i32::from(self.card[k]) * 5 + i32::from(self.terr[k])
    }

    /// Moves the killer moves found among the moves to the front, in their order; the index
    /// `keep` (the table's move, if any) follows its move.
    fn killers_first(&mut self, kill: &[i32; N_KILLERS], keep: &mut i32) {
        let mut front = 0;
        for &k1 in kill {
            let code = k1 - 1;
            if code < 0 {
                continue;
            }
            for k in front..self.n {
                if self.code(k) != code {
                    continue;
                }
                if k as i32 == *keep {
                    break;
                }
                self.card[front..=k].rotate_right(1);
                self.terr[front..=k].rotate_right(1);
                if *keep >= front as i32 && *keep < k as i32 {
                    *keep += 1;
                }
                front += 1;
                break;
            }
        }
    }
}

/// Remembers the move that cut a search off, most recent first.
fn remember_killer(kill: &mut [i32; N_KILLERS], card: i32, terr: usize) {
    let code = card * 5 + terr as i32 + 1;
    let mut q = 0;
    while q < N_KILLERS - 1 && kill[q] != code {
        q += 1;
    }
    kill.copy_within(0..q, 1);
    kill[0] = code;
}

/// Sorts small parallel arrays by (score, item).
pub(crate) fn sort_pairs<T: Copy + Ord>(score: &mut [i32], item: &mut [T]) {
    for i in 1..score.len() {
        let (s, it) = (score[i], item[i]);
        let mut j = i;
        while j > 0 && (score[j - 1] > s || (score[j - 1] == s && item[j - 1] > it)) {
            score[j] = score[j - 1];
            item[j] = item[j - 1];
            j -= 1;
        }
        score[j] = s;
        item[j] = it;
    }
}

/// Folds a child's value into the best so far and the window (fail-soft alpha-beta):
/// whether it became the best, and whether the remaining children may be skipped.
#[inline]
fn fold(maxi: bool, val: i32, best: &mut i32, alpha: &mut i32, beta: &mut i32) -> (bool, bool) {
    let improved = if maxi { val > *best } else { val < *best };
    if improved {
        *best = val;
        if maxi && val > *alpha {
            *alpha = val;
        }
        if !maxi && val < *beta {
            *beta = val;
        }
    }
    (improved, *alpha >= *beta)
}

/// Something a search reads now and then to know whether to stop.
pub trait CancelFlag {
    /// Whether the search should stop.
    fn is_set(&self) -> bool;
}

impl CancelFlag for Arc<AtomicBool> {
    #[inline]
    fn is_set(&self) -> bool {
        self.load(Ordering::Relaxed)
    }
}

impl CancelFlag for &AtomicBool {
    #[inline]
    fn is_set(&self) -> bool {
        self.load(Ordering::Relaxed)
    }
}

impl CancelFlag for Option<&AtomicBool> {
    #[inline]
    fn is_set(&self) -> bool {
        self.is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// A search context: the position being searched, the transposition table (shared by the
/// positions of one solve), killer moves, and the node counter; `C` the cancel flag.
pub struct Search<C: CancelFlag> {
    /// The position, as loaded and then made and unmade by the search.
    pub(crate) p: Position,
    pub(crate) table: Arc<Table>,
    /// Positions searched so far (leads, counted cumulatively over every load).
    pub nodes: u64,
    /// 0: search to the end; h > 1: score the board as it stands once the leader's hand is
    /// down to h cards (a quick estimate that orders the moves).
    pub(crate) horizon: u32,
    cancel: C,
    /// [`Search::nodes`] as last published (every few thousand positions), for readers on
    /// other threads.
    seen: Arc<AtomicU64>,
    /// Set once the cancel flag was seen: every node returns at once, nothing is stored.
    pub(crate) stopped: bool,
    killer_lead: [[[i32; N_KILLERS]; 16]; 2],
    killer_follow: [[[i32; N_KILLERS]; 16]; 2],
    /// The last trick's territory endings (see `last_trick.rs`), stamped per call.
    pub(crate) lt: LastTrickMemo,
    /// Per player: a hand and its [`tops`] (hands recur from one placement to the next).
    tops_memo: [(u32, Tops); 2],
}

impl<C: CancelFlag> Search<C> {
    /// A search of `p` with a table of `2**table_bits` entries, stopped when `cancel` is set.
    pub fn new(p: Position, table_bits: u32, cancel: C) -> Search<C> {
        Search::sharing(p, Arc::new(Table::new(table_bits)), cancel)
    }

    /// A search of `p` with `table`, which searches on other threads may share.
    pub fn sharing(mut p: Position, table: Arc<Table>, cancel: C) -> Search<C> {
        p.restamp(0);
        Search {
            p,
            table,
            nodes: 0,
            horizon: 0,
            cancel,
            seen: Arc::new(AtomicU64::new(0)),
            stopped: false,
            killer_lead: [[[0; N_KILLERS]; 16]; 2],
            killer_follow: [[[0; N_KILLERS]; 16]; 2],
            lt: LastTrickMemo::new(),
            tops_memo: [(0, tops(0)); 2],
        }
    }

    /// The node counter as published while a search runs (every few thousand positions).
    pub fn nodes_seen(&self) -> Arc<AtomicU64> {
        self.seen.clone()
    }

    /// Loads another position of the same solve (the table and killers stay).
    pub fn load(&mut self, p: Position) {
        let clock = self.p.clock;
        self.p = p;
        self.p.restamp(clock);
    }

    /// The loaded position.
    pub fn position(&self) -> &Position {
        &self.p
    }

    /// Sets the horizon (0: exact searches; h > 1: estimates).
    pub fn set_horizon(&mut self, h: u32) {
        self.horizon = if h > 1 { h } else { 0 };
    }

    /// Whether the search was cancelled.
    pub fn cancelled(&self) -> bool {
        self.stopped
    }

    /// The value of the loaded position within (`alpha`, `beta`) (fail-soft), or `None`
    /// when cancelled.
    pub fn value(&mut self, alpha: i32, beta: i32) -> Option<i32> {
        if self.cancel.is_set() {
            self.stopped = true;
        }
        if self.stopped {
            return None;
        }
        let p = &self.p;
        let (who, lc, lt) = (p.who, p.lead_card, p.lead_terr as usize);
        let v = match p.at {
            At::Over => p.final_value(),
            At::Lead => self.lead(who, alpha, beta),
            At::Follow => self.follow(who, lc, lt, alpha, beta),
            At::Resolve => {
                let (fc, ft) = (p.follow_card, p.follow_terr as usize);
                self.resolve(who, lc, lt, fc, ft, alpha, beta)
            }
            At::Take => self.take(who, p.loser_terr as usize, alpha, beta),
            At::Place => {
                let (e, t) = (p.held as usize, p.loser_terr as usize);
                self.place(who, e, t, alpha, beta)
            }
        };
        (!self.stopped).then_some(v)
    }

    /// The move the table holds as best for the loaded position when a card is to be led
    /// (`card * 5 + territory`, the rules state's action), if any: a hint for the root.
    pub fn best_lead(&mut self) -> Option<i32> {
        if self.p.at != At::Lead {
            return None;
        }
        let who = self.p.who;
        let e = self.table.probe(&self.p.key(who, 0, -1, -1))?;
        let mut m = Moves::new();
        self.lead_moves(who, &mut m);
        (0..m.n).map(|k| m.code(k)).find(|&c| c == e.best)
    }

    /// [`tops`] of `player`'s hand, memoized.
    #[inline]
    fn tops_of(&mut self, player: usize) -> Tops {
        let hand = self.p.hands[player];
        if self.tops_memo[player].0 != hand {
            self.tops_memo[player] = (hand, tops(hand));
        }
        self.tops_memo[player].1
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & (CHECK_EVERY - 1) == 0 {
            self.seen.store(self.nodes, Ordering::Relaxed);
            if self.cancel.is_set() {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// Orders `terrs` by what `card` landing there does for `player` now.
    fn gain_order(&mut self, player: usize, card: i32, terrs: &mut [usize], face_up: bool) {
        let sign = if player == 0 { 1 } else { -1 };
        let mut score = [0i32; N_TERR];
        for (k, &t) in terrs.iter().enumerate() {
            let old = self.p.put(player, card, t);
            let gain = if face_up {
                self.p.tv[t] - old
            } else {
                self.p.to_lone(player * 5 + t, card);
                let g = self.p.tval(t) - old;
                self.p.from_lone(player * 5 + t, card);
                g
            };
            self.p.unput(player, card, t, old);
            score[k] = -sign * gain;
        }
        sort_pairs(&mut score[..terrs.len()], terrs);
    }

    pub(crate) fn lead_moves(&mut self, leader: usize, m: &mut Moves) {
        let mut terrs = [0usize; N_TERR];
        let nt = self.p.open_terrs(&mut terrs);
        let (mut cards, mut score) = ([0i32; 16], [0i32; 16]);
        let mut nc = 0;
        let mut h = self.p.hands[leader];
        while h != 0 {
            cards[nc] = h.trailing_zeros() as i32;
            nc += 1;
            h &= h - 1;
        }
        // Strong cards first: they are the likely best leads.
        let trump = self.p.trump;
        for k in 0..nc {
            score[k] = -(cards[k] % 6 + if cards[k] / 6 == trump { 6 } else { 0 });
        }
        sort_pairs(&mut score[..nc], &mut cards[..nc]);
        m.n = 0;
        for &card in &cards[..nc] {
            let mut ts = terrs;
            if nc as u32 >= ORDER_TERRS_FROM {
                self.gain_order(leader, card, &mut ts[..nt], true);
            }
            for &t in &ts[..nt] {
                m.push(card, t);
            }
        }
    }

    fn follow_moves(&mut self, follower: usize, lead_card: i32, m: &mut Moves) {
        let hand = self.p.hands[follower];
        let suit = lead_card / 6;
        let suited = (hand >> (6 * suit)) & 63;
        let mut h = if suited != 0 {
            suited << (6 * suit)
        } else {
            hand
        };
        let (mut cards, mut score, mut wins) = ([0i32; 16], [0i32; 16], [false; 30]);
        let mut nc = 0;
        while h != 0 {
            cards[nc] = h.trailing_zeros() as i32;
            nc += 1;
            h &= h - 1;
        }
        let trump = self.p.trump;
        // Winners first, the cheapest winner first; then losers, the cheapest first.
        for k in 0..nc {
            let c = cards[k];
            wins[c as usize] = beats(lead_card, c, trump);
            score[k] =
                if wins[c as usize] { 0 } else { 100 } + c % 6 + if c / 6 == trump { 6 } else { 0 };
        }
        sort_pairs(&mut score[..nc], &mut cards[..nc]);
        let mut terrs = [0usize; N_TERR];
        let nt = self.p.open_terrs(&mut terrs);
        let order = hand.count_ones() >= ORDER_TERRS_FROM;
        m.n = 0;
        for &card in &cards[..nc] {
            let mut ts = terrs;
            if order {
                self.gain_order(follower, card, &mut ts[..nt], wins[card as usize]);
            }
            for &t in &ts[..nt] {
                m.push(card, t);
            }
        }
    }

    pub(crate) fn lead(&mut self, leader: usize, mut alpha: i32, mut beta: i32) -> i32 {
        let hand = self.p.hands[leader];
        if hand == 0 {
            return self.p.final_value();
        }
        if self.tick() {
            return 0;
        }
        if hand & (hand - 1) == 0 {
            return self.last_trick(leader, alpha, beta);
        }
        if self.horizon > 0 && hand.count_ones() <= self.horizon {
            return self.p.final_value();
        }
        let key = self.p.key(leader, 0, -1, -1);
        // The moves are listed while the table's bucket is on its way to the cache.
        let slot = self.table.prefetch(&key);
        let mut m = Moves::new();
        self.lead_moves(leader, &mut m);
        let mut best_code = -1;
        if let Some(e) = self.table.probe_at(slot, &key) {
            best_code = e.best;
            if e.exact || self.horizon > 0 {
                if e.lo >= beta || e.lo == e.hi {
                    return e.lo;
                }
                if e.hi <= alpha {
                    return e.hi;
                }
            }
        }
        let (a0, b0, maxi) = (alpha, beta, leader == 0);
        let nk = hand.count_ones() as usize;
        let kill = self.killer_lead[leader][nk];
        m.killers_first(&kill, &mut -1);
        // The table's move first.
        let best_first = (0..m.n)
            .position(|k| m.code(k) == best_code)
            .map_or(-1, |k| k as i32);
        let mut best = if maxi { -INF } else { INF };
        let mut best_i = -1;
        for j in -1..m.n as i32 {
            let k = if j < 0 {
                if best_first < 0 || best_first >= m.n as i32 {
                    continue;
                }
                best_first as usize
            } else if j == best_first {
                continue;
            } else {
                j as usize
            };
            let (card, t) = m.get(k);
            let old = self.p.put(leader, card, t);
            let val = self.follow(leader, card, t, alpha, beta);
            self.p.unput(leader, card, t, old);
            if self.stopped {
                return 0;
            }
            let (improved, cut) = fold(maxi, val, &mut best, &mut alpha, &mut beta);
            if improved {
                best_i = k as i32;
            }
            if cut {
                remember_killer(&mut self.killer_lead[leader][nk], card, t);
                break;
            }
        }
        let mv = if best_i >= 0 {
            m.code(best_i as usize)
        } else {
            -1
        };
        self.table.store(&key, best, a0, b0, mv, self.horizon > 0);
        best
    }

    pub(crate) fn follow(
        &mut self,
        leader: usize,
        lcard: i32,
        lterr: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let follower = leader ^ 1;
        let maxi = follower == 0;
        let mut m = Moves::new();
        self.follow_moves(follower, lcard, &mut m);
        let nk = self.p.hands[follower].count_ones() as usize;
        let kill = self.killer_follow[follower][nk];
        m.killers_first(&kill, &mut -1); // what refuted the leader's other moves
        let mut best = if maxi { -INF } else { INF };
        for k in 0..m.n {
            let (card, t) = m.get(k);
            let old = self.p.put(follower, card, t);
            let val = self.resolve(leader, lcard, lterr, card, t, alpha, beta);
            self.p.unput(follower, card, t, old);
            if self.stopped {
                return 0;
            }
            if fold(maxi, val, &mut best, &mut alpha, &mut beta).1 {
                remember_killer(&mut self.killer_follow[follower][nk], card, t);
                break;
            }
        }
        best
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn resolve(
        &mut self,
        leader: usize,
        lcard: i32,
        lterr: usize,
        fcard: i32,
        fterr: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let (winner, card, terr) = if beats(lcard, fcard, self.p.trump) {
            (leader ^ 1, lcard, lterr)
        } else {
            (leader, fcard, fterr)
        };
        let loser = winner ^ 1;
        let i = loser * 5 + terr;
        self.p.to_lone(i, card);
        let old = self.p.tv[terr];
        self.p.tv[terr] = self.p.tval(terr);
        let val = if self.p.nboard[terr] > 0 {
            self.take(loser, terr, alpha, beta)
        } else {
            self.lead(winner, alpha, beta)
        };
        self.p.tv[terr] = old;
        self.p.from_lone(i, card);
        val
    }

    pub(crate) fn take(&mut self, loser: usize, terr: usize, mut alpha: i32, mut beta: i32) -> i32 {
        let maxi = loser == 0;
        let mut best = if maxi { -INF } else { INF };
        let n = self.p.nboard[terr];
        for k in 0..n {
            let row = self.p.board[terr];
            if k > 0 && row[k - 1] == row[k] {
                continue; // an equal scar: the same choice
            }
            let e = row[k];
            self.p.board[terr].copy_within(k + 1..n, k);
            self.p.nboard[terr] = n - 1;
            let val = self.place(loser, e as usize, terr, alpha, beta);
            self.p.nboard[terr] = n;
            self.p.board[terr] = row;
            if self.stopped {
                return 0;
            }
            if fold(maxi, val, &mut best, &mut alpha, &mut beta).1 {
                break;
            }
        }
        best
    }

    /// The final margin after the best placement of `e` (not a box wolf) when it is the
    /// last decision of the game: each territory's change is independent of the others.
    fn last_placement(&mut self, player: usize, e: usize, free: &[usize], maxi: bool) -> i32 {
        let mut delta = [0i32; N_TERR];
        let mut done = [false; N_TERR];
        let base = self.p.final_value();
        let mut best = if maxi { -INF } else { INF };
        for &loc in free {
            let mut val = base;
            for &t in LOC_TERRS[loc] {
                if !done[t] {
                    self.p.eff[player * 5 + t][e] += 1;
                    if e == FLIP_HONOR {
                        self.p.hside[t] ^= 1;
                    }
                    delta[t] = self.p.tval(t) - self.p.tv[t];
                    if e == FLIP_HONOR {
                        self.p.hside[t] ^= 1;
                    }
                    self.p.eff[player * 5 + t][e] -= 1;
                    done[t] = true;
                }
                val += delta[t];
            }
            if (maxi && val > best) || (!maxi && val < best) {
                best = val;
            }
        }
        best
    }

    pub(crate) fn place(
        &mut self,
        player: usize,
        e: usize,
        taken_from: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let maxi = player == 0;
        let winner = player ^ 1;
        let (moon, blood, trump) = (self.p.moon, self.p.blood, self.p.trump);
        let old_tv = self.p.tv[taken_from];
        if self.p.nboard[taken_from] == 0 {
            // The scar emptied its territory: once it is placed, the Moon or the Blood
            // Moon rises there and its colour is trump (LW-T10, LW-T11).
            if moon < 0 {
                self.p.moon = taken_from as i32;
                self.p.trump = taken_from as i32;
            } else if blood < 0 {
                self.p.blood = taken_from as i32;
                self.p.trump = taken_from as i32;
            }
            self.p.tv[taken_from] = self.p.tval(taken_from);
            self.p.touch(taken_from);
        }
        let mut free = [0usize; N_LOC];
        let nf = self.p.free_locs(player, &mut free);
        let last = self.p.hands[winner] == 0;
        let best = if !last && e != BOX_WOLF && nf > 1 {
            self.place_perturbed(player, e, &free[..nf], alpha, beta)
        } else {
            if nf > 1 && self.p.hands[winner].count_ones() >= ORDER_PLACE_FROM {
                let sign = if maxi { 1 } else { -1 };
                let mut score = [0i32; N_LOC];
                for k in 0..nf {
                    let r = self.p.do_place(player, e, free[k]);
                    score[k] = -sign * self.p.final_value();
                    self.p.undo_place(player, e, free[k], &r);
                }
                sort_pairs(&mut score[..nf], &mut free[..nf]);
            }
            if last && e != BOX_WOLF {
                self.last_placement(player, e, &free[..nf], maxi)
            } else {
                let mut best = if maxi { -INF } else { INF };
                for &loc in &free[..nf] {
                    let r = self.p.do_place(player, e, loc);
                    let val = if last {
                        self.p.final_value()
                    } else {
                        self.lead(winner, alpha, beta)
                    };
                    self.p.undo_place(player, e, loc, &r);
                    if self.stopped {
                        break;
                    }
                    if fold(maxi, val, &mut best, &mut alpha, &mut beta).1 {
                        break;
                    }
                }
                best
            }
        };
        self.p.moon = moon;
        self.p.blood = blood;
        self.p.trump = trump;
        if self.p.nboard[taken_from] == 0 {
            self.p.untouch(taken_from); // a Moon may have risen there
        }
        self.p.tv[taken_from] = old_tv;
        best
    }

    /// A placement whose scar only changes the scoring (every effect but box-wolf): its
    /// value lies within bounds of the value of the same position with the scar
    /// discarded, V0 (`place_gain`). One search of V0 then often settles the node: every
    /// placement fails, or one surely succeeds; otherwise the placements whose bounds
    /// straddle the window are searched as usual. A placement that may fill its pack
    /// location limits the placer's later choices, so only the bound on the placer's
    /// unfavourable side holds for it.
    fn place_perturbed(
        &mut self,
        player: usize,
        e: usize,
        free: &[usize],
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        let maxi = player == 0;
        let winner = player ^ 1;
        let k = self.p.hands[winner].count_ones() as i32;
        let nf = free.len();
        let mut pool = [0i32; N_EFFECTS];
        for t in 0..N_TERR {
            for &s in &self.p.board[t][..self.p.nboard[t]] {
                pool[s as usize] += 1;
            }
        }
        let (mut lo, mut hi, mut nb) = ([0i32; N_LOC], [0i32; N_LOC], [false; N_LOC]);
        let (mut order, mut key) = ([0usize; N_LOC], [0i32; N_LOC]);
        let (mut ub, mut lb) = if maxi { (-INF, -INF) } else { (INF, INF) };
        let tops = [self.tops_of(0), self.tops_of(1)];
        // One trick to come: its cards, so its winner, are known.
        let last = (k == 1).then(|| {
            let (lead, follow) = (self.p.hands[winner], self.p.hands[player]);
            let fw = beats(
                lead.trailing_zeros() as i32,
                follow.trailing_zeros() as i32,
                self.p.trump,
            );
            if fw {
                player
            } else {
                winner
            }
        });
        for j in 0..nf {
            let loc = free[j];
            (lo[j], hi[j]) = place_gain(&self.p, player, e, loc, k, &pool, &tops, last);
            nb[j] = self.p.fill[player * N_LOC + loc] + 1 + k <= self.p.caps[loc];
            if maxi {
                ub = ub.max(hi[j]);
                if nb[j] && lo[j] > lb {
                    lb = lo[j];
                }
            } else {
                ub = ub.min(lo[j]);
                if nb[j] && hi[j] < lb {
                    lb = hi[j];
                }
            }
            order[j] = j;
            key[j] = if maxi { -hi[j] } else { lo[j] };
        }
        sort_pairs(&mut key[..nf], &mut order[..nf]);
        // One search of V0 in the window that decides the node if it can.
        let (a2, b2) = if maxi {
            (alpha - ub, if lb > -INF { beta - lb } else { INF })
        } else {
            (if lb < INF { alpha - lb } else { -INF }, beta - ub)
        };
        let (mut a2, mut b2) = (a2.max(-INF), b2.min(INF));
        // No bound on one side (a placement may fill its location): decide the other way
        // only.
        if b2 >= INF && (a2 > -INF || maxi) {
            b2 = a2 + 1;
        } else if a2 <= -INF {
            a2 = b2 - 1;
        }
        let r = self.lead(winner, a2, b2);
        if self.stopped {
            return 0;
        }
        // Fail-soft: V0 <= r when r <= a2, V0 >= r when r >= b2.
        if maxi {
            if r <= a2 && r + ub <= alpha {
                return r + ub; // every placement fails: <= alpha
            }
            if r >= b2 && lb > -INF && r + lb >= beta {
                return r + lb; // one succeeds
            }
        } else {
            if r >= b2 && r + ub >= beta {
                return r + ub;
            }
            if r <= a2 && lb < INF && r + lb <= alpha {
                return r + lb;
            }
        }
        // r is V0 exactly only when strictly inside the window.
        let exact = r > a2 && r < b2;
        let mut best = if maxi { -INF } else { INF };
        for &j in &order[..nf] {
            let loc = free[j];
            if exact && maxi && r + hi[j] <= alpha {
                best = best.max(r + hi[j]);
                break; // the rest are no better (sorted by hi)
            }
            if exact && !maxi && r + lo[j] >= beta {
                best = best.min(r + lo[j]);
                break;
            }
            let val = if exact && nb[j] && lo[j] == hi[j] {
                r + lo[j]
            } else {
                let pl = self.p.do_place(player, e, loc);
                let v = self.lead(winner, alpha, beta);
                self.p.undo_place(player, e, loc, &pl);
                if self.stopped {
                    return 0;
                }
                v
            };
            if fold(maxi, val, &mut best, &mut alpha, &mut beta).1 {
                break;
            }
        }
        best
    }
}
