//! A cheap rule-based policy for Triqueta rollouts, after Python's
//! `wolfpack.triqueta.bots.heuristic`: greedy on what the player to move knows (the public
//! tiles and their own), with some randomness so rollouts still explore.
//!
//! * taking a row: the row worth most to the player, once it is worth enough (3 points
//!   when alone in the round, else 4) or nothing can be drawn; otherwise a draw, a shadow
//!   tile's stack when there is one (TQ-T1);
//! * a drawn light tile: kept face down when it gains 3 points or more, boxed in the
//!   variant when it would cost points, else placed on the row where it helps the player
//!   most (or, when it gains nothing, least; TQ-T1, TQ-V1);
//! * the next tower: at random; the count: the best choice of face-down tiles (TQ-E1).

use super::state::{
    add_tiles, counts_points, State, BOX, COUNT, COUNT_BASE, KEEP, MAX_ACTIONS, OVER, PLACE,
    PLACE_BASE, SHADOW, TAKE_BASE, TOWER,
};
use crate::rng::Rng;

/// A rule-based policy's knobs ([`POLICY`], [`GREEDY`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Policy {
    /// Share of decisions taken uniformly at random instead of by the policy.
    pub epsilon: f64,
    /// A row is taken once worth this much to the player when others are still in the
    /// round, and `alone` when they are the last one.
    pub take: f64,
    pub alone: f64,
    /// A drawn light tile gaining at least this much is kept face down.
    pub keep: i32,
}

/// The rule-based policy of the rollouts.
pub const POLICY: Policy = Policy {
    epsilon: 0.1,
    take: 4.0,
    alone: 3.0,
    keep: 3,
};

/// The greedy policy: the rule-based one without its random moves, and waiting for a row
/// worth a point more before taking it. It beats [`POLICY`] head to head (58.4% at 2
/// players, 58.0% at 4 over 40,000 games each; `examples/triqueta_arena.rs`), but as
/// the rollouts of a tree search it gains nothing; a flat search rolling out with it is
/// the expert level's player.
pub const GREEDY: Policy = Policy {
    epsilon: 0.0,
    take: 5.0,
    alone: 4.0,
    keep: 3,
};

/// The points `tiles` would add to a collection with counts `mine`.
#[inline]
fn gain(mine: &[u8; 7], before: i32, tiles: &[i8]) -> i32 {
    let mut c = *mine;
    add_tiles(&mut c, tiles);
    counts_points(&c) - before
}

/// The policy's action for the player to move in `s` (not over).
pub fn choose(s: &State, rng: &mut Rng) -> u16 {
    choose_with(s, rng, &POLICY)
}

/// The action of policy `pol` for the player to move in `s` (not over).
pub fn choose_with(s: &State, rng: &mut Rng, pol: &Policy) -> u16 {
    let mut acts = [0u16; MAX_ACTIONS];
    let k = s.legal_into(&mut acts);
    let acts = &acts[..k];
    if k == 1 || rng.unit() < pol.epsilon {
        return acts[rng.below(k)];
    }
    let p = s.player as usize;
    match s.phase {
        COUNT => return COUNT_BASE + s.best_count(p).0 as u16,
        TOWER => return acts[rng.below(k)],
        _ => {}
    }
    let mine = s.held_counts(p, s.best_count(p).0);
    let before = counts_points(&mine);
    // What each row is worth to the player, ties broken at random.
    let value =
        |r: usize, rng: &mut Rng| gain(&mine, before, s.rows[r].items()) as f64 + rng.unit() * 0.1;
    if s.phase == PLACE {
        let g = gain(&mine, before, &s.pending.items()[..1]);
        if g >= pol.keep && acts.contains(&KEEP) {
            return KEEP;
        }
        if g < 0 && acts.contains(&BOX) {
            return BOX;
        }
        let mut best: Option<(f64, u16)> = None;
        for &a in acts.iter().filter(|&&a| a < KEEP) {
            let v = value((a - PLACE_BASE) as usize, rng);
            let v = if g > 0 { v } else { -v };
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, a));
            }
        }
        return best.map_or_else(|| acts[rng.below(k)], |(_, a)| a);
    }
    let mut best = (f64::NEG_INFINITY, 0u16);
    let mut draws = 0;
    for &a in acts {
        if a >= TAKE_BASE {
            let v = value((a - TAKE_BASE) as usize, rng);
            if v > best.0 {
                best = (v, a);
            }
        } else {
            draws += 1;
        }
    }
    let threshold = if s.active_count() == 1 {
        pol.alone
    } else {
        pol.take
    };
    if draws == 0 || best.0 >= threshold {
        return best.1;
    }
    let shadowy = |a: u16| {
        let (tiles, n) = s.draw_tiles(a);
        tiles[..n].iter().any(|&t| t >= SHADOW)
    };
    let shadows = acts[..draws].iter().filter(|&&a| shadowy(a)).count();
    if shadows > 0 {
        let j = rng.below(shadows);
        return *acts[..draws]
            .iter()
            .filter(|&&a| shadowy(a))
            .nth(j)
            .expect("a shadow draw");
    }
    acts[rng.below(draws)]
}

/// Plays `s` to the end with policy `pol`; returns how many decisions were made.
pub fn rollout(s: &mut State, rng: &mut Rng, pol: &Policy) -> u32 {
    let mut n = 0;
    while s.phase != OVER {
        let a = choose_with(s, rng, pol);
        crate::game::Game::apply(s, a);
        n += 1;
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::triqueta::state::{configs, new_game, MAX_PLAYERS};

    #[test]
    fn the_policy_beats_uniform_players() {
        let mut rng = Rng::new(11);
        let (mut wins, mut games) = (0.0, 0);
        for cfg in configs() {
            for _ in 0..60 {
                let mut s = new_game(cfg, &mut rng);
                let seat = rng.below(s.n());
                let mut acts = Vec::new();
                while let Some(p) = s.to_move() {
                    let a = if p == seat {
                        choose(&s, &mut rng)
                    } else {
                        s.legal_actions(&mut acts);
                        acts[rng.below(acts.len())]
                    };
                    s.apply(a);
                }
                let (mut r, mut m) = ([0.0; MAX_PLAYERS], [0.0; MAX_PLAYERS]);
                s.outcome(&mut r, &mut m);
                wins += r[seat];
                games += 1;
            }
        }
        assert!(wins / games as f64 > 0.6, "{wins} wins in {games} games");
    }
}
