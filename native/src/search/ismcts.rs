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
//! Stop) with no Python call per decision. With several threads each grows its own tree
//! from its own generator (root parallelism) and the root statistics are summed.

use super::budget::{share, Budget};
use super::threads::run_each;
use crate::game::{Game, InfoSet, OBSERVATION_LIMIT};
use crate::rng::Rng;

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

#[derive(Clone, Debug)]
struct Node {
    action: u16,
    player: i8,
    children: Vec<u32>,
    visits: u32,
    avail: u32,
    reward: f64,
    wins: f64,
    margin: f64,
    margin_sq: f64,
}

impl Node {
    fn new(action: u16, player: i8) -> Self {
        Node {
            action,
            player,
            children: Vec::new(),
            visits: 0,
            avail: 1,
            reward: 0.0,
            wins: 0.0,
            margin: 0.0,
            margin_sq: 0.0,
        }
    }
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

/// One worker's tree, generator and scratch space.
struct Worker {
    nodes: Vec<Node>,
    rng: Rng,
    child_of: Vec<u32>,
    legal: Vec<u16>,
    path: Vec<u32>,
    results: Vec<f64>,
    margins: Vec<f64>,
}

const NONE: u32 = u32::MAX;
/// The action field of a node reached by an observation: this flag and the observation
/// (never a legal action).
const OBSERVED: u16 = OBSERVATION_LIMIT;

impl Worker {
    fn new(rng: Rng, n_players: usize) -> Self {
        Worker {
            nodes: vec![Node::new(u16::MAX, -1)],
            rng,
            child_of: vec![NONE; 1 << 16],
            legal: Vec::with_capacity(64),
            path: Vec::with_capacity(64),
            results: vec![0.0; n_players],
            margins: vec![0.0; n_players],
        }
    }

    /// The child of action node `node` for observation `obs` (made the first time).
    fn observed(&mut self, node: u32, obs: u16) -> u32 {
        let key = OBSERVED | obs;
        let n = node as usize;
        if let Some(&c) = self.nodes[n]
            .children
            .iter()
            .find(|&&c| self.nodes[c as usize].action == key)
        {
            return c;
        }
        let idx = self.nodes.len() as u32;
        self.nodes.push(Node::new(key, -1));
        self.nodes[n].children.push(idx);
        idx
    }

    fn iterate<I: InfoSet>(&mut self, info: &I, cfg: &Config) {
        let searcher = info.player();
        let mut state = info.sample(&mut self.rng);
        let mut node = 0u32;
        self.path.clear();
        self.path.push(0);
        while let Some(mover) = state.to_move() {
            state.legal_actions(&mut self.legal);
            let n = node as usize;
            for &c in &self.nodes[n].children {
                self.child_of[self.nodes[c as usize].action as usize] = c;
            }
            let untried = self
                .legal
                .iter()
                .filter(|&&a| self.child_of[a as usize] == NONE)
                .count();
            let next;
            if untried > 0 {
                let mut k = self.rng.below(untried);
                let mut pick = 0u16;
                for &a in &self.legal {
                    let c = self.child_of[a as usize];
                    if c == NONE {
                        if k == 0 {
                            pick = a;
                        }
                        k = k.wrapping_sub(1);
                    } else {
                        self.nodes[c as usize].avail += 1;
                    }
                }
                let idx = self.nodes.len() as u32;
                self.nodes.push(Node::new(pick, mover as i8));
                self.nodes[n].children.push(idx);
                next = Some((idx, pick, true));
            } else {
                let mut best = (NONE, f64::NEG_INFINITY);
                for &a in &self.legal {
                    let c = self.child_of[a as usize];
                    let ch = &mut self.nodes[c as usize];
                    ch.avail += 1;
                    let v = ch.visits as f64;
                    let score =
                        ch.reward / v + cfg.exploration * ((ch.avail as f64).ln() / v).sqrt();
                    if score > best.1 {
                        best = (c, score);
                    }
                }
                next = Some((best.0, self.nodes[best.0 as usize].action, false));
            }
            for &c in &self.nodes[n].children {
                self.child_of[self.nodes[c as usize].action as usize] = NONE;
            }
            let (idx, a, expanded) = next.expect("a legal action");
            let obs = if cfg.observe {
                state.observation(a, searcher)
            } else {
                0
            };
            debug_assert!(obs < OBSERVATION_LIMIT);
            state.apply(a);
            self.path.push(idx);
            node = idx;
            if expanded {
                break;
            }
            if cfg.depth > 0 && self.path.len() > cfg.depth {
                break;
            }
            if obs != 0 {
                // Not on the path: it keeps no statistics, only the decisions after it.
                node = self.observed(idx, obs);
            }
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
        for &i in &self.path {
            let nd = &mut self.nodes[i as usize];
            nd.visits += 1;
            if nd.player < 0 {
                continue;
            }
            let p = nd.player as usize;
            let (r, m) = (self.results[p], self.margins[p]);
            nd.reward += reward_of(cfg, r, m);
            nd.wins += r;
            nd.margin += m;
            nd.margin_sq += m * m;
        }
    }
}

/// An ISMCTS search from one information set, resumable (see the module docs).
pub struct Ismcts<I: InfoSet> {
    info: I,
    cfg: Config,
    workers: Vec<Worker>,
    iterations: u64,
}

impl<I: InfoSet> Ismcts<I> {
    /// A search of `info` with `threads` trees, seeded by `seed`.
    pub fn new(info: I, cfg: Config, seed: u64, threads: usize) -> Self {
        let mut rng = Rng::new(seed);
        let n_players = info.sample(&mut Rng::new(seed)).n_players();
        let workers = (0..threads.max(1))
            .map(|_| Worker::new(rng.split(), n_players))
            .collect();
        Ismcts {
            info,
            cfg,
            workers,
            iterations: 0,
        }
    }

    /// Iterations run so far, in all threads.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Runs until the budget is spent; returns the iterations this call ran.
    pub fn run(&mut self, budget: &Budget) -> u64 {
        let (info, cfg) = (&self.info, &self.cfg);
        let threads = self.workers.len();
        let work = |w: &mut Worker, limit: u64| -> u64 {
            let mut n = 0;
            while n < limit {
                if n % 16 == 0 && n > 0 && budget.stopped() {
                    break;
                }
                w.iterate(info, cfg);
                n += 1;
            }
            n
        };
        let done: u64 = run_each(&mut self.workers, |k, w| {
            work(w, share(budget.iterations, threads, k))
        })
        .into_iter()
        .sum();
        self.iterations += done;
        done
    }

    /// The root statistics summed over the trees, most visited first (ties: higher mean
    /// reward, then lower action).
    pub fn stats(&self) -> Vec<ActionStat> {
        let mut out: Vec<ActionStat> = Vec::new();
        for w in &self.workers {
            for &c in &w.nodes[0].children {
                let nd = &w.nodes[c as usize];
                let st = match out.iter_mut().find(|s| s.action == nd.action) {
                    Some(s) => s,
                    None => {
                        out.push(ActionStat {
                            action: nd.action,
                            ..Default::default()
                        });
                        out.last_mut().expect("just pushed")
                    }
                };
                st.visits += u64::from(nd.visits);
                st.reward += nd.reward;
                st.wins += nd.wins;
                st.margin += nd.margin;
                st.margin_sq += nd.margin_sq;
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
            let mut s = Ismcts::new(Det { seen }, cfg, 4, 1);
            s.run(&Budget::new(3000, None, None));
            let stats = s.stats();
            assert_eq!(stats[0].action, best, "seen: {seen}");
            let look = stats.iter().find(|a| a.action == LOOK).expect("looked");
            assert!((look.reward / look.visits as f64 - looking).abs() < 0.12);
        }
    }
}
