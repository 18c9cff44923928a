//! Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley and Whitehouse 2012),
//! as Python's `wolfpack.bots.ismcts.search` and OpenSpiel's `is_mcts.cc` do it: each
//! iteration samples one determinization of the searcher's information set, walks one tree
//! choosing among the actions legal in that sample (UCB1 with availability counts), adds
//! one node, plays the rest out on the fast state and backs the result up.
//!
//! Where the game tells what the searcher learns by an action ([`Game::observation`]: a
//! tile they draw, a hidden tile turned face up), the action's node branches on it before
//! the next decision, so the searcher's later decisions depend on what they saw (as the
//! nodes of OpenSpiel's tree are its information states); other players' decisions are
//! still shared across what only they know.
//!
//! The search keeps its trees between calls, so Python can run it in slices (progress,
//! Stop) with no Python call per decision. It grows a fixed number of independent trees
//! (root parallelism), each from its own generator (the `k`-th split of the seed's), the
//! iterations shared out among them by a fixed rule ([`share`] of the total), and sums
//! their root statistics in the trees' order; the trees run on as many threads as there
//! are trees or fewer. So a search by iterations alone gives the same answer whatever
//! the number of threads: a tree's growth depends only on how many iterations it ran.
//!
//! The tree is laid out for the walk: a node is one contiguous array of its children, each
//! child the action leading to it together with the statistics UCB reads (visits,
//! availability, reward sum) and the index of the node below, so choosing among a node's
//! children reads one array instead of one node per child; `ln` of the small availability
//! counts comes from a table worked out once (the same values as computing it).

use super::budget::{share, Budget};
use super::threads::run_each;
use crate::game::{Game, InfoSet, OBSERVATION_LIMIT};
use crate::rng::Rng;
use std::sync::OnceLock;

/// How the search weighs and explores.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// UCB1 exploration constant (rewards lie in [0, 1]).
    pub exploration: f64,
    /// Share of the reward that grows with the point margin rather than the win alone.
    pub margin_weight: f64,
    /// Margin (points) at which the margin part of the reward is about 3/4 of its range.
    pub margin_scale: f64,
    /// The share of rollouts played with the game's heuristic policy, the others
    /// uniformly: 0 every one uniform, 1 every one heuristic, in between each rollout's
    /// policy drawn at random (a search between the two in strength).
    pub heuristic_share: f64,
    /// Whether the rollouts by the heuristic use the game's greedy policy instead
    /// ([`Game::greedy_rollout`]).
    pub greedy: bool,
    /// Whether the tree branches on what the searcher learns ([`Game::observation`]);
    /// off only to measure what that gains.
    pub observe: bool,
    /// The deepest decision the tree keeps (0: no limit), below it the rollouts decide: 1
    /// is a flat Monte Carlo search, each move judged by the playouts after it alone.
    pub depth: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            exploration: 0.7,
            margin_weight: 0.25,
            margin_scale: 15.0,
            heuristic_share: 0.0,
            greedy: false,
            observe: true,
            depth: 0,
        }
    }
}

/// The reward in [0, 1] of a result (1, 0.5, 0) and a point margin.
#[inline]
pub fn reward_of(cfg: &Config, result: f64, margin: f64) -> f64 {
    (1.0 - cfg.margin_weight) * result
        + cfg.margin_weight * (0.5 + 0.5 * (margin / cfg.margin_scale).tanh())
}

/// One child of a node: the action leading to it and what the walk reads of it, together.
#[derive(Clone, Copy, Debug)]
struct Edge {
    /// The reward sum, from the view of `player`.
    reward: f64,
    visits: u32,
    /// How often the action was legal when its node was walked (UCB's availability).
    avail: u32,
    /// The node of the decisions after this action ([`NONE`] while there are none yet).
    node: u32,
    /// The action, or [`OBSERVED`] and an observation (an edge keeping no statistics).
    action: u16,
    /// Who took the action (-1 for an observation).
    player: i8,
}

impl Edge {
    fn new(action: u16, player: i8, node: u32) -> Self {
        Edge {
            reward: 0.0,
            visits: 0,
            avail: 1,
            node,
            action,
            player,
        }
    }
}

/// What only the root's children keep besides their [`Edge`]: the sums the search reports.
#[derive(Clone, Copy, Debug, Default)]
struct RootSums {
    wins: f64,
    margin: f64,
    margin_sq: f64,
}

/// What the search learnt about one root action (sums; divide by `visits`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ActionStat {
    pub action: u16,
    pub visits: u64,
    pub reward: f64,
    pub wins: f64,
    pub margin: f64,
    pub margin_sq: f64,
}

/// One tree: its nodes (each the array of its children), generator and scratch space.
struct Worker {
    nodes: Vec<Vec<Edge>>,
    /// Per child of the root (in its order): the sums reported.
    root: Vec<RootSums>,
    rng: Rng,
    /// Iterations this tree ran.
    done: u64,
    child_of: Vec<u32>,
    legal: Vec<u16>,
    /// The edges walked: (node, child index).
    path: Vec<(u32, u32)>,
    results: Vec<f64>,
    margins: Vec<f64>,
}

const NONE: u32 = u32::MAX;
/// The action field of an edge to an observation: this flag and the observation (never a
/// legal action).
const OBSERVED: u16 = OBSERVATION_LIMIT;
/// Counts below this take their `ln` from a table.
const LN_TABLE: usize = 1 << 12;

/// `ln n` for `n < LN_TABLE`, computed once by the same function as for larger counts.
fn ln_table() -> &'static [f64] {
    static TABLE: OnceLock<Vec<f64>> = OnceLock::new();
    TABLE.get_or_init(|| (0..LN_TABLE).map(|n| (n as f64).ln()).collect())
}

#[inline]
fn ln_count(table: &[f64], n: u32) -> f64 {
    match table.get(n as usize) {
        Some(&v) => v,
        None => f64::from(n).ln(),
    }
}

impl Worker {
    fn new(rng: Rng, n_players: usize) -> Self {
        Worker {
            nodes: vec![Vec::new()],
            root: Vec::new(),
            rng,
            done: 0,
            child_of: vec![NONE; 1 << 16],
            legal: Vec::with_capacity(64),
            path: Vec::with_capacity(64),
            results: vec![0.0; n_players],
            margins: vec![0.0; n_players],
        }
    }

    /// A new node without children; its index.
    fn new_node(&mut self) -> u32 {
        self.nodes.push(Vec::new());
        (self.nodes.len() - 1) as u32
    }

    /// The node after observation `obs` below node `node` (made the first time).
    fn observed(&mut self, node: u32, obs: u16) -> u32 {
        let key = OBSERVED | obs;
        if let Some(e) = self.nodes[node as usize].iter().find(|e| e.action == key) {
            return e.node;
        }
        let below = self.new_node();
        self.nodes[node as usize].push(Edge::new(key, -1, below));
        below
    }

    fn iterate<I: InfoSet>(&mut self, info: &I, cfg: &Config, ln: &[f64]) {
        let searcher = info.player();
        let mut state = info.sample(&mut self.rng);
        let mut node = 0u32;
        self.path.clear();
        while let Some(mover) = state.to_move() {
            state.legal_actions(&mut self.legal);
            let n = node as usize;
            let edges = &mut self.nodes[n];
            for (i, e) in edges.iter().enumerate() {
                self.child_of[e.action as usize] = i as u32;
            }
            let untried = self
                .legal
                .iter()
                .filter(|&&a| self.child_of[a as usize] == NONE)
                .count();
            let (chosen, a, expanded);
            if untried > 0 {
                let mut k = self.rng.below(untried);
                let mut pick = 0u16;
                for &b in &self.legal {
                    let c = self.child_of[b as usize];
                    if c == NONE {
                        if k == 0 {
                            pick = b;
                        }
                        k = k.wrapping_sub(1);
                    } else {
                        edges[c as usize].avail += 1;
                    }
                }
                edges.push(Edge::new(pick, mover as i8, NONE));
                (chosen, a, expanded) = (edges.len() - 1, pick, true);
            } else {
                let mut best = (usize::MAX, f64::NEG_INFINITY);
                for &b in &self.legal {
                    let c = self.child_of[b as usize] as usize;
                    let e = &mut edges[c];
                    e.avail += 1;
                    let v = e.visits as f64;
                    let score = e.reward / v + cfg.exploration * (ln_count(ln, e.avail) / v).sqrt();
                    if score > best.1 {
                        best = (c, score);
                    }
                }
                (chosen, a, expanded) = (best.0, edges[best.0].action, false);
            }
            for e in edges.iter() {
                self.child_of[e.action as usize] = NONE;
            }
            let obs = if cfg.observe {
                state.observation(a, searcher)
            } else {
                0
            };
            debug_assert!(obs < OBSERVATION_LIMIT);
            state.apply(a);
            self.path.push((node, chosen as u32));
            if expanded {
                break;
            }
            if cfg.depth > 0 && self.path.len() >= cfg.depth {
                break;
            }
            let mut below = self.nodes[n][chosen].node;
            if below == NONE {
                below = self.new_node();
                self.nodes[n][chosen].node = below;
            }
            node = if obs != 0 {
                // Not on the path: it keeps no statistics, only the decisions after it.
                self.observed(below, obs)
            } else {
                below
            };
        }
        if !state.is_terminal() {
            let share = cfg.heuristic_share;
            // Nothing drawn at 0 or 1: those searches replay as before.
            if share >= 1.0 || (share > 0.0 && self.rng.unit() < share) {
                if cfg.greedy {
                    state.greedy_rollout(&mut self.rng);
                } else {
                    state.heuristic_rollout(&mut self.rng);
                }
            } else {
                state.rollout(&mut self.rng);
            }
        }
        state.outcome(&mut self.results, &mut self.margins);
        for &(n, i) in &self.path {
            let e = &mut self.nodes[n as usize][i as usize];
            e.visits += 1;
            let p = e.player as usize;
            let (r, m) = (self.results[p], self.margins[p]);
            e.reward += reward_of(cfg, r, m);
            if n == 0 {
                let i = i as usize;
                if i == self.root.len() {
                    self.root.push(RootSums::default());
                }
                let s = &mut self.root[i];
                s.wins += r;
                s.margin += m;
                s.margin_sq += m * m;
            }
        }
        self.done += 1;
    }
}

/// Iterations a tree runs before the next tree of its thread takes a turn.
const TURN: u64 = 256;

/// An ISMCTS search from one information set, resumable (see the module docs).
pub struct Ismcts<I: InfoSet> {
    info: I,
    cfg: Config,
    workers: Vec<Worker>,
    threads: usize,
    iterations: u64,
}

impl<I: InfoSet> Ismcts<I> {
    /// A search of `info` growing `trees` trees on at most `threads` threads, seeded by
    /// `seed` (tree `k` by the `k`-th split of its generator).
    pub fn new(info: I, cfg: Config, seed: u64, trees: usize, threads: usize) -> Self {
        let mut rng = Rng::new(seed);
        let n_players = info.sample(&mut Rng::new(seed)).n_players();
        let workers = (0..trees.max(1))
            .map(|_| Worker::new(rng.split(), n_players))
            .collect();
        Ismcts {
            info,
            cfg,
            workers,
            threads: threads.max(1),
            iterations: 0,
        }
    }

    /// Iterations run so far, in all trees.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// The trees it grows.
    pub fn trees(&self) -> usize {
        self.workers.len()
    }

    /// Runs until the budget is spent; returns the iterations this call ran. Tree `k` runs
    /// until it has run [`share`]`(total, trees, k)` iterations, `total` being the
    /// iterations run before and this budget's; a thread takes its trees in turns.
    pub fn run(&mut self, budget: &Budget) -> u64 {
        let (info, cfg) = (&self.info, &self.cfg);
        let trees = self.workers.len();
        let total = self.iterations + budget.iterations;
        let per_thread = trees.div_ceil(self.threads.min(trees));
        let ln = ln_table();
        let mut groups: Vec<(usize, &mut [Worker])> = self
            .workers
            .chunks_mut(per_thread)
            .enumerate()
            .map(|(j, g)| (j * per_thread, g))
            .collect();
        let done: u64 = run_each(&mut groups, |_, (first, group)| {
            let mut n = 0u64;
            loop {
                let mut ran = false;
                for (i, w) in group.iter_mut().enumerate() {
                    let left = share(total, trees, *first + i).saturating_sub(w.done);
                    for _ in 0..left.min(TURN) {
                        if n.is_multiple_of(16) && n > 0 && budget.stopped() {
                            return n;
                        }
                        w.iterate(info, cfg, ln);
                        n += 1;
                        ran = true;
                    }
                }
                if !ran {
                    return n;
                }
            }
        })
        .into_iter()
        .sum();
        self.iterations += done;
        done
    }

    /// The root statistics summed over the trees in their order, most visited first
    /// (ties: higher mean reward, then lower action).
    pub fn stats(&self) -> Vec<ActionStat> {
        let mut out: Vec<ActionStat> = Vec::new();
        for w in &self.workers {
            for (e, sums) in w.nodes[0].iter().zip(&w.root) {
                let st = match out.iter_mut().find(|s| s.action == e.action) {
                    Some(s) => s,
                    None => {
                        out.push(ActionStat {
                            action: e.action,
                            ..Default::default()
                        });
                        out.last_mut().expect("just pushed")
                    }
                };
                st.visits += u64::from(e.visits);
                st.reward += e.reward;
                st.wins += sums.wins;
                st.margin += sums.margin;
                st.margin_sq += sums.margin_sq;
            }
        }
        out.sort_by(|a, b| {
            b.visits
                .cmp(&a.visits)
                .then(
                    (b.reward / b.visits.max(1) as f64)
                        .total_cmp(&(a.reward / a.visits.max(1) as f64)),
                )
                .then(a.action.cmp(&b.action))
        });
        out
    }
}

#[cfg(test)]
mod tests {
    //! The toy game of Python's `tests/bots/test_bots_tree.py`: player 0 passes (a draw)
    //! or looks at a hidden coin of three faces and then guesses it.
    use super::*;

    const LOOK: u16 = 0;
    const PASS: u16 = 1;
    const GUESS: u16 = 10;

    #[derive(Clone)]
    struct Coin {
        coin: u16,
        looked: bool,
        result: Option<f64>,
        seen: bool,
    }

    impl Game for Coin {
        fn n_players(&self) -> usize {
            2
        }
        fn to_move(&self) -> Option<usize> {
            self.result.is_none().then_some(0)
        }
        fn legal_actions(&self, out: &mut Vec<u16>) {
            out.clear();
            if self.looked {
                out.extend(GUESS..GUESS + 3);
            } else {
                out.extend([LOOK, PASS]);
            }
        }
        fn apply(&mut self, a: u16) {
            match a {
                LOOK => self.looked = true,
                PASS => self.result = Some(0.5),
                _ => self.result = Some(if a - GUESS == self.coin { 1.0 } else { 0.0 }),
            }
        }
        fn observation(&self, a: u16, player: usize) -> u16 {
            if self.seen && a == LOOK && player == 0 {
                self.coin + 1
            } else {
                0
            }
        }
        fn rollout(&mut self, rng: &mut Rng) -> u32 {
            let mut legal = Vec::new();
            let mut n = 0;
            while self.to_move().is_some() {
                self.legal_actions(&mut legal);
                self.apply(legal[rng.below(legal.len())]);
                n += 1;
            }
            n
        }
        fn outcome(&self, results: &mut [f64], margins: &mut [f64]) {
            let r = self.result.unwrap_or(0.5);
            results.copy_from_slice(&[r, 1.0 - r]);
            margins.fill(0.0);
        }
    }

    struct Det {
        seen: bool,
    }

    impl InfoSet for Det {
        type State = Coin;
        fn player(&self) -> usize {
            0
        }
        fn sample(&self, rng: &mut Rng) -> Coin {
            Coin {
                coin: rng.below(3) as u16,
                looked: false,
                result: None,
                seen: self.seen,
            }
        }
    }

    #[test]
    fn a_decision_after_an_observation_depends_on_it_below_a_flat_search() {
        // Seen and searched below the look: the guess is right; not seen, or a flat search
        // leaving the guess to its random playouts: one in three.
        for (seen, depth, best, looking) in [
            (true, 0, LOOK, 1.0),
            (false, 0, PASS, 1.0 / 3.0),
            (true, 1, PASS, 1.0 / 3.0),
        ] {
            let cfg = Config {
                margin_weight: 0.0,
                depth,
                ..Config::default()
            };
            let mut s = Ismcts::new(Det { seen }, cfg, 4, 1, 1);
            s.run(&Budget::new(3000, None, None));
            let stats = s.stats();
            assert_eq!(stats[0].action, best, "seen: {seen}");
            let look = stats.iter().find(|a| a.action == LOOK).expect("looked");
            assert!((look.reward / look.visits as f64 - looking).abs() < 0.12);
        }
    }
    fn coin_search(trees: usize, threads: usize) -> Ismcts<Det> {
        let cfg = Config {
            margin_weight: 0.0,
            ..Config::default()
        };
        Ismcts::new(Det { seen: true }, cfg, 11, trees, threads)
    }

    #[test]
    fn a_search_of_several_trees_is_the_same_on_any_number_of_threads() {
        let mut one = coin_search(4, 1);
        assert_eq!(one.run(&Budget::new(2001, None, None)), 2001);
        assert_eq!(one.trees(), 4);
        for threads in [2, 3, 4, 16] {
            let mut many = coin_search(4, threads);
            many.run(&Budget::new(2001, None, None));
            assert_eq!(many.stats(), one.stats(), "{threads} threads");
        }
        // Each tree ran its share: the trees' root visits are the split of the total.
        for (k, w) in one.workers.iter().enumerate() {
            assert_eq!(w.done, share(2001, 4, k));
            let visits: u32 = w.nodes[0].iter().map(|e| e.visits).sum();
            assert_eq!(u64::from(visits), w.done);
        }
        // Other seeds, other trees.
        let mut other = Ismcts::new(Det { seen: true }, one.cfg, 12, 4, 2);
        other.run(&Budget::new(2001, None, None));
        assert_ne!(other.stats(), one.stats());
    }

    #[test]
    fn a_search_run_in_slices_stopped_early_ends_as_one_run() {
        let mut whole = coin_search(3, 2);
        whole.run(&Budget::new(3000, None, None));
        let mut sliced = coin_search(3, 2);
        // A slice out of time still runs a few iterations on each thread, then stops.
        let first = sliced.run(&Budget::new(1000, Some(0.0), None));
        assert!(0 < first && first < 1000, "{first}");
        while sliced.iterations() < 3000 {
            let left = 3000 - sliced.iterations();
            sliced.run(&Budget::new(left.min(457), None, None));
        }
        assert_eq!(sliced.iterations(), 3000);
        assert_eq!(sliced.stats(), whole.stats());
    }

    #[test]
    fn the_ln_table_holds_what_ln_computes() {
        let table = ln_table();
        for n in [1u32, 2, 3, 100, 4095, 4096, 1 << 20] {
            assert_eq!(ln_count(table, n).to_bits(), f64::from(n).ln().to_bits());
        }
    }
}
