//! Plays Triqueta between two native searches, to compare search settings quickly (no
//! Python in the loop): `cargo run --release --no-default-features --example
//! triqueta_arena -- PLAYERS GAMES SEED A B`, each side `iterations[,key=value...]` with
//! keys `share` (heuristic rollouts, 0..1), `observe` (0 or 1), `x` (exploration) and
//! `mw` (margin weight), `depth` (the tree's deepest decision), `greedy` (0 or 1: the
//! heuristic rollouts by the greedy policy); or a rule-based player `p:key=value,...`
//! (`g:` for the greedy one) changing the policy's knobs `eps`, `take`, `alone`, `keep`
//! (`triqueta::heuristic::Policy`). A plays one seat, moving one seat every game, B every other seat
//! (as `benchmarks/ladder.py` seats them); A's score rate counts A against each B seat.

use wolfpack_core::game::{Game, InfoSet};
use wolfpack_core::rng::Rng;
use wolfpack_core::search::budget::Budget;
use wolfpack_core::search::ismcts::{Config, Ismcts};
use wolfpack_core::triqueta::heuristic::{choose_with, Policy, GREEDY, POLICY};
use wolfpack_core::triqueta::info::TqInfo;
use wolfpack_core::triqueta::state::{new_game, Config as TqConfig};

enum Side {
    Search { iterations: u64, cfg: Config },
    Policy(Policy),
}

fn side(spec: &str) -> Side {
    if let Some(rest) = spec.strip_prefix("p:").or(spec.strip_prefix("g:")) {
        let mut pol = if spec.starts_with('g') {
            GREEDY
        } else {
            POLICY
        };
        for kv in rest.split(',').filter(|kv| !kv.is_empty()) {
            let (k, v) = kv.split_once('=').expect("key=value");
            let x: f64 = v.parse().unwrap();
            match k {
                "eps" => pol.epsilon = x,
                "take" => pol.take = x,
                "alone" => pol.alone = x,
                "keep" => pol.keep = x as i32,
                _ => panic!("unknown key {k}"),
            }
        }
        return Side::Policy(pol);
    }
    let mut parts = spec.split(',');
    let iterations = parts.next().unwrap().parse().unwrap();
    let mut cfg = Config::default();
    for kv in parts {
        let (k, v) = kv.split_once('=').expect("key=value");
        let x: f64 = v.parse().unwrap();
        match k {
            "share" => cfg.heuristic_share = x,
            "observe" => cfg.observe = x != 0.0,
            "x" => cfg.exploration = x,
            "mw" => cfg.margin_weight = x,
            "depth" => cfg.depth = x as usize,
            "greedy" => cfg.greedy = x != 0.0,
            _ => panic!("unknown key {k}"),
        }
    }
    Side::Search { iterations, cfg }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let players: u8 = args[1].parse().unwrap();
    let games: u64 = args[2].parse().unwrap();
    let seed: u64 = args[3].parse().unwrap();
    let (a, b) = (side(&args[4]), side(&args[5]));
    let cfg = TqConfig {
        players,
        hidden_wolves: true,
        two_player_variant: players == 2,
        row_limit: None,
        final_marker_moves: false,
    };
    let (mut total, mut sq, mut margin) = (0.0, 0.0, 0.0);
    for g in 0..games {
        let mut rng = Rng::new(seed * 1_000_003 + g);
        let mut s = new_game(cfg, &mut rng);
        let seat = (g % u64::from(players)) as usize;
        while let Some(p) = s.to_move() {
            let mut legal = Vec::new();
            s.legal_actions(&mut legal);
            let action = if legal.len() == 1 {
                legal[0]
            } else {
                match if p == seat { &a } else { &b } {
                    Side::Search { iterations, cfg } => {
                        let info = TqInfo::new(s.clone(), p).expect("an information set");
                        debug_assert_eq!(info.player(), p);
                        let mut search = Ismcts::new(info, *cfg, rng.next_u64(), 1, 1);
                        search.run(&Budget::new(*iterations, None, None));
                        search.stats()[0].action
                    }
                    Side::Policy(pol) => choose_with(&s, &mut rng, pol),
                }
            };
            s.apply(action);
        }
        let pts = s.scores();
        let mine = pts[seat];
        let others: Vec<i32> = (0..pts.len())
            .filter(|&q| q != seat)
            .map(|q| pts[q])
            .collect();
        let score = others
            .iter()
            .map(|&x| match mine.cmp(&x) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Equal => 0.5,
                std::cmp::Ordering::Less => 0.0,
            })
            .sum::<f64>()
            / others.len() as f64;
        total += score;
        sq += score * score;
        margin += f64::from(mine) - others.iter().sum::<i32>() as f64 / others.len() as f64;
    }
    let n = games as f64;
    let mean = total / n;
    let sd = ((sq / n - mean * mean).max(0.0) / n).sqrt();
    println!(
        "{players}p games {games}: A {:.1}% +- {:.1} (2 se), margin {:+.2}",
        100.0 * mean,
        200.0 * sd,
        margin / n
    );
}
