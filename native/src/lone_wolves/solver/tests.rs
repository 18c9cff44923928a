//! The solver against the Python reference search (fixture positions with their values)
//! and against a plain minimax over the compact position without any pruning.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::position::*;
use super::*;

/// (value, descriptor) pairs: `native/tests/data/solver_positions.txt`.
pub(crate) fn fixtures() -> Vec<(i32, Vec<i32>)> {
    include_str!("../../../tests/data/solver_positions.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let v: Vec<i32> = l.split_whitespace().map(|x| x.parse().unwrap()).collect();
            (v[0], v[1..].to_vec())
        })
        .collect()
}

fn flag() -> Arc<AtomicBool> {
    Arc::new(AtomicBool::new(false))
}

/// Plain minimax over the compact position: every card, territory, scar and placement.
fn minimax(p: &mut Position) -> i32 {
    match p.at {
        At::Over => p.final_value(),
        At::Lead => {
            let leader = p.who;
            if p.hands[leader] == 0 {
                return p.final_value();
            }
            let maxi = leader == 0;
            let mut best = if maxi { -INF } else { INF };
            for card in 0..30 {
                if p.hands[leader] >> card & 1 == 0 {
                    continue;
                }
                for t in 0..N_TERR {
                    if p.count[t] >= MAX_CARDS {
                        continue;
                    }
                    let mut q = p.clone();
                    q.put(leader, card, t);
                    (q.at, q.lead_card, q.lead_terr) = (At::Follow, card, t as i32);
                    let v = minimax(&mut q);
                    best = if maxi { best.max(v) } else { best.min(v) };
                }
            }
            best
        }
        At::Follow => {
            let f = p.who ^ 1;
            let suit = p.lead_card / 6;
            let suited = p.hands[f] >> (6 * suit) & 63;
            let maxi = f == 0;
            let mut best = if maxi { -INF } else { INF };
            for card in 0..30 {
                if p.hands[f] >> card & 1 == 0 || (suited != 0 && card / 6 != suit) {
                    continue;
                }
                for t in 0..N_TERR {
                    if p.count[t] >= MAX_CARDS {
                        continue;
                    }
                    let mut q = p.clone();
                    q.put(f, card, t);
                    (q.at, q.follow_card, q.follow_terr) = (At::Resolve, card, t as i32);
                    let v = minimax(&mut q);
                    best = if maxi { best.max(v) } else { best.min(v) };
                }
            }
            best
        }
        At::Resolve => {
            let fw = beats(p.lead_card, p.follow_card, p.trump);
            let (winner, card, terr) = if fw {
                (p.who ^ 1, p.lead_card, p.lead_terr as usize)
            } else {
                (p.who, p.follow_card, p.follow_terr as usize)
            };
            let loser = winner ^ 1;
            p.to_lone(loser * 5 + terr, card);
            p.tv[terr] = p.tval(terr);
            if p.nboard[terr] > 0 {
                (p.at, p.who, p.loser_terr) = (At::Take, loser, terr as i32);
            } else {
                (p.at, p.who) = (At::Lead, winner);
            }
            minimax(p)
        }
        At::Take => {
            let t = p.loser_terr as usize;
            let maxi = p.who == 0;
            let mut best = if maxi { -INF } else { INF };
            for k in 0..p.nboard[t] {
                let mut q = p.clone();
                let e = q.board[t][k];
                q.board[t].copy_within(k + 1..q.nboard[t], k);
                q.nboard[t] -= 1;
                (q.at, q.held) = (At::Place, i32::from(e));
                let v = minimax(&mut q);
                best = if maxi { best.max(v) } else { best.min(v) };
            }
            best
        }
        At::Place => {
            let t = p.loser_terr as usize;
            if p.nboard[t] == 0 {
                if p.moon < 0 {
                    (p.moon, p.trump) = (t as i32, t as i32);
                } else if p.blood < 0 {
                    (p.blood, p.trump) = (t as i32, t as i32);
                }
                p.tv[t] = p.tval(t);
            }
            let player = p.who;
            let maxi = player == 0;
            let mut free = [0; N_LOC];
            let nf = p.free_locs(player, &mut free);
            let mut best = if maxi { -INF } else { INF };
            for &loc in &free[..nf] {
                let mut q = p.clone();
                q.do_place(player, q.held as usize, loc);
                (q.at, q.who) = (At::Lead, player ^ 1);
                let v = minimax(&mut q);
                best = if maxi { best.max(v) } else { best.min(v) };
            }
            best
        }
    }
}

#[test]
fn the_search_gives_the_reference_values() {
    let fx = fixtures();
    assert!(fx.len() > 100);
    for (expected, d) in fx {
        let p = Position::load(&d).unwrap();
        let mut s = Search::new(p, table_bits(4), flag());
        let g = first_guess(&mut s, 3).unwrap();
        assert_eq!(mtdf(&mut s, g), Some(expected), "{d:?}");
    }
}

#[test]
fn searches_on_several_threads_sharing_a_crowded_table_give_the_reference_values() {
    // A table of 16 entries for four threads at once: entries are overwritten all the time
    // and torn by two writers now and then; a torn one must read as missing, never as
    // another position's bounds.
    for (expected, d) in fixtures() {
        let p = Position::load(&d).unwrap();
        let table = Arc::new(table::Table::new(4));
        std::thread::scope(|sc| {
            for k in 0..4 {
                let (p, table, d) = (p.clone(), table.clone(), &d);
                sc.spawn(move || {
                    let mut s = Search::sharing(p, table, flag());
                    assert_eq!(mtdf(&mut s, k - 2), Some(expected), "{d:?}");
                });
            }
        });
    }
}

#[test]
fn the_search_agrees_with_plain_minimax_near_the_end() {
    for (expected, d) in fixtures() {
        let mut p = Position::load(&d).unwrap();
        if p.tricks_left() > 2 {
            continue;
        }
        assert_eq!(minimax(&mut p), expected, "{d:?}");
    }
}

#[test]
fn a_wide_window_gives_the_value_and_null_windows_bound_it() {
    for (expected, d) in fixtures().into_iter().take(60) {
        let p = Position::load(&d).unwrap();
        let mut s = Search::new(p, 12, flag());
        assert_eq!(s.value(-INF, INF), Some(expected));
        let mut s = Search::new(Position::load(&d).unwrap(), 12, flag());
        let v = s.value(expected, expected + 1).unwrap();
        assert!(v <= expected, "fail low: an upper bound");
        let v = s.value(expected - 1, expected).unwrap();
        assert!(v >= expected, "fail high: a lower bound");
    }
}

#[test]
fn a_cancelled_search_gives_nothing() {
    let (_, d) = fixtures().pop().unwrap();
    let cancel = flag();
    cancel.store(true, std::sync::atomic::Ordering::Relaxed);
    let mut s = Search::new(Position::load(&d).unwrap(), 12, cancel);
    assert_eq!(s.value(-INF, INF), None);
    assert_eq!(mtdf(&mut s, 0), None);
}

#[test]
fn bad_descriptors_are_refused() {
    let (_, d) = fixtures().pop().unwrap();
    assert!(Position::load(&d[1..]).is_err());
    let mut bad = d.clone();
    bad[layout::AT] = 9;
    assert!(Position::load(&bad).is_err());
    let mut bad = d.clone();
    bad[layout::BOARD] = 7;
    assert!(Position::load(&bad).is_err());
    let mut bad = d;
    bad[layout::HANDS] = -1;
    assert!(Position::load(&bad).is_err());
}

/// A state fixture: (margin, [(action, value)], state layout, descriptor).
type StateFixture = (i32, Vec<(u16, i32)>, Vec<i32>, Vec<i32>);

/// The state fixtures of `native/tests/data/solver_states.txt`.
fn state_fixtures() -> Vec<StateFixture> {
    parse_states(include_str!("../../../tests/data/solver_states.txt"))
}

/// The state fixtures of `native/tests/data/solver_seeded.txt` (seeded deals PIMC solves
/// and states played on from them, 1 to 4 tricks from the end, valued by the solver as it
/// was before the last-trick placement bounds and the renamed suits).
fn seeded_fixtures() -> Vec<StateFixture> {
    parse_states(include_str!("../../../tests/data/solver_seeded.txt"))
}

fn parse_states(text: &str) -> Vec<StateFixture> {
    let ints = |s: &str| {
        s.split_whitespace()
            .map(|x| x.parse().unwrap())
            .collect::<Vec<i32>>()
    };
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let parts: Vec<&str> = l.split('|').collect();
            let mut head = parts[0].split_whitespace();
            let margin = head.next().unwrap().parse().unwrap();
            let values = head
                .next()
                .unwrap()
                .split(',')
                .map(|av| {
                    let (a, v) = av.split_once(':').unwrap();
                    (a.parse().unwrap(), v.parse().unwrap())
                })
                .collect();
            (margin, values, ints(parts[1]), ints(parts[2]))
        })
        .collect()
}

#[test]
fn a_rules_state_is_described_as_python_describes_it() {
    let fx = state_fixtures();
    assert!(fx.len() > 40);
    for (_, _, layout, desc) in fx {
        let s = crate::lone_wolves::state::State::decode(&layout).unwrap();
        assert_eq!(describe(&s), desc);
    }
}

#[test]
fn a_whole_solve_gives_every_actions_reference_value_on_any_number_of_threads() {
    let cancel = AtomicBool::new(false);
    for (margin, mut values, layout, _) in state_fixtures() {
        let s = crate::lone_wolves::state::State::decode(&layout).unwrap();
        values.sort_unstable();
        let mut first_best = None;
        for threads in [1, 2, 3] {
            let mut sol = solve(&s, true, &cancel, threads).unwrap();
            assert_eq!(sol.margin, margin);
            // The first of the best actions in the legal order, however many threads.
            assert_eq!(*first_best.get_or_insert(sol.best_action), sol.best_action);
            sol.values.sort_unstable();
            assert_eq!(sol.values, values);
            assert!(values.contains(&(sol.best_action, margin)));
            // Without all_moves: a best action only, which reaches the margin.
            let one = solve(&s, false, &cancel, threads).unwrap();
            assert_eq!(one.margin, margin);
            assert!(values.contains(&(one.best_action, margin)));
        }
    }
}

#[test]
fn pimc_gets_every_actions_value() {
    use crate::game::Game;
    use crate::search::pimc::ExactSolver;
    for (_, values, layout, _) in state_fixtures().into_iter().take(10) {
        let s = crate::lone_wolves::state::State::decode(&layout).unwrap();
        let mut actions = Vec::new();
        s.legal_actions(&mut actions);
        let got = OpenSolver.values(&s, &actions, None).unwrap();
        for (a, v) in actions.iter().zip(got) {
            assert!(values.contains(&(*a, v)));
        }
    }
}

#[test]
fn some_of_the_moves_get_their_reference_values_and_the_best_among_them() {
    use crate::game::Game;
    for (_, values, layout, _) in state_fixtures() {
        let s = crate::lone_wolves::state::State::decode(&layout).unwrap();
        let mut actions = Vec::new();
        s.legal_actions(&mut actions);
        if actions.len() < 2 {
            continue;
        }
        // Every other move, and the last one alone (as a race leaves them).
        let some: Vec<u16> = actions.iter().copied().step_by(2).collect();
        for only in [&some[..], &actions[actions.len() - 1..]] {
            let sol = solve_actions(&s, only, true, None, 1).unwrap();
            assert_eq!(sol.values.len(), only.len());
            for pair in &sol.values {
                assert!(values.contains(pair), "{pair:?} not among {values:?}");
            }
            let best = sol.values.iter().map(|&(_, v)| v);
            let maxi = s.to_move() == Some(0);
            let want = if maxi { best.max() } else { best.min() }.unwrap();
            assert_eq!(sol.margin, want);
            assert!(sol.values.contains(&(sol.best_action, want)));
        }
    }
}

#[test]
fn seeded_states_keep_their_values() {
    let cancel = AtomicBool::new(false);
    let fx = seeded_fixtures();
    assert!(fx.len() > 100);
    for (margin, mut values, layout, desc) in fx {
        let s = crate::lone_wolves::state::State::decode(&layout).unwrap();
        assert_eq!(describe(&s), desc);
        let mut sol = solve(&s, true, &cancel, 1).unwrap();
        assert_eq!(sol.margin, margin, "{layout:?}");
        sol.values.sort_unstable();
        values.sort_unstable();
        assert_eq!(sol.values, values, "{layout:?}");
        // The compact position alone, by MTD(f) from a guess off the value.
        let mut search = Search::new(Position::load(&desc).unwrap(), 12, flag());
        assert_eq!(mtdf(&mut search, margin + 3), Some(margin), "{desc:?}");
    }
}

/// Positions random play reaches from the seeded states (`playouts` seeded playouts from
/// each, at most `per` positions from each playout), as the solver loads them, for which
/// `keep` holds.
fn played_on(playouts: usize, per: usize, keep: impl Fn(&Position) -> bool) -> Vec<Position> {
    use crate::game::Game;
    let mut rng = crate::rng::Rng::new(46);
    let mut out = Vec::new();
    let mut actions = Vec::new();
    for (_, _, layout, _) in seeded_fixtures() {
        for _ in 0..playouts {
            let mut s = crate::lone_wolves::state::State::decode(&layout).unwrap();
            let mut found = 0;
            while found < per && s.phase != crate::lone_wolves::state::OVER {
                let p = root::position(&s);
                if keep(&p) {
                    out.push(p);
                    found += 1;
                }
                s.legal_actions(&mut actions);
                s.apply(actions[rng.below(actions.len())]);
            }
        }
    }
    out
}

/// `p` with the cards of suits `a` and `b` swapped in both hands.
fn swap_suits(p: &Position, a: usize, b: usize) -> Position {
    let mut q = p.clone();
    for h in &mut q.hands {
        let (ba, bb) = ((*h >> (6 * a)) & 63, (*h >> (6 * b)) & 63);
        *h &= !(63 << (6 * a) | 63 << (6 * b));
        *h |= ba << (6 * b) | bb << (6 * a);
    }
    q
}

/// The suits [`Position::renamed_hands`] may rename in `p`.
fn interchangeable(p: &Position) -> Vec<usize> {
    let may_rise = p.moon < 0 || p.blood < 0;
    (0..N_TERR)
        .filter(|&s| s as i32 != p.trump && !(may_rise && p.nboard[s] > 0))
        .collect()
}

#[test]
fn renaming_interchangeable_suits_keeps_the_value_and_the_key() {
    let leads = played_on(1, 2, |p| p.at == At::Lead && p.tricks_left() <= 3);
    let mut renamed = 0;
    for p in leads {
        let suits = interchangeable(&p);
        let key = p.key(p.who, 0, -1, -1);
        let mut s = Search::new(p.clone(), 12, flag());
        let v = mtdf(&mut s, 0).unwrap();
        for (i, &a) in suits.iter().enumerate() {
            for &b in &suits[i + 1..] {
                let q = swap_suits(&p, a, b);
                assert_eq!(q.renamed_hands(), p.renamed_hands());
                assert_eq!(q.key(q.who, 0, -1, -1), key);
                if q.hands != p.hands {
                    renamed += 1;
                    let mut s = Search::new(q, 12, flag());
                    assert_eq!(mtdf(&mut s, 0), Some(v), "suits {a} and {b} of {p:?}");
                }
            }
        }
        // The other suits keep their places (and their cards).
        let keep: u32 = (0..N_TERR)
            .filter(|s| !suits.contains(s))
            .map(|s| 63 << (6 * s))
            .sum();
        let h = p.renamed_hands();
        assert_eq!(
            [h[0] & keep, h[1] & keep],
            [p.hands[0] & keep, p.hands[1] & keep]
        );
        assert_eq!(
            [h[0].count_ones(), h[1].count_ones()],
            [p.hands[0].count_ones(), p.hands[1].count_ones()]
        );
    }
    assert!(renamed > 20, "only {renamed} renamings tried");
}

#[test]
fn a_suit_that_may_become_trump_is_not_renamed() {
    let mut p = Position::load(&seeded_fixtures()[0].3).unwrap();
    (p.moon, p.blood, p.trump) = (-1, -1, -1);
    for t in 0..N_TERR {
        p.nboard[t] = 1;
    }
    assert!(interchangeable(&p).is_empty());
    assert_eq!(p.renamed_hands(), p.hands);
}

#[test]
fn the_last_tricks_placement_bounds_hold() {
    use super::bounds::{place_gain, tops};
    // A scar placed with one trick to come (its two cards known).
    let places = played_on(4, 1, |p| {
        p.at == At::Place
            && p.hands[p.who ^ 1].count_ones() == 1
            && p.held as usize != BOX_WOLF
            && p.nboard[p.loser_terr as usize] > 0
    });
    assert!(places.len() > 40, "only {} placements", places.len());
    let mut tight = 0;
    for p in places {
        let (player, e) = (p.who, p.held as usize);
        let winner = player ^ 1;
        let fw = beats(
            p.hands[winner].trailing_zeros() as i32,
            p.hands[player].trailing_zeros() as i32,
            p.trump,
        );
        let last = Some(if fw { player } else { winner });
        let mut pool = [0i32; N_EFFECTS];
        for t in 0..N_TERR {
            for &s in &p.board[t][..p.nboard[t]] {
                pool[s as usize] += 1;
            }
        }
        let tops = [tops(p.hands[0]), tops(p.hands[1])];
        let exact = |mut q: Position| {
            (q.at, q.who) = (At::Lead, winner);
            minimax(&mut q)
        };
        let v0 = exact(p.clone());
        let mut free = [0usize; N_LOC];
        let nf = p.free_locs(player, &mut free);
        for &loc in &free[..nf] {
            let (lo, hi) = place_gain(&p, player, e, loc, 1, &pool, &tops, last);
            let (wlo, whi) = place_gain(&p, player, e, loc, 1, &pool, &tops, None);
            assert!(
                wlo <= lo && hi <= whi,
                "tighter than without the last trick's cards"
            );
            tight += usize::from(wlo < lo || hi < whi);
            let mut q = p.clone();
            q.do_place(player, e, loc);
            let gain = exact(q) - v0;
            // A placement that may fill its location bounds one side only (the placer's
            // unfavourable one).
            let fills = p.fill[player * N_LOC + loc] + 2 > p.caps[loc];
            assert!(gain <= hi || (fills && player == 1), "{gain} > {hi}: {p:?}");
            assert!(gain >= lo || (fills && player == 0), "{gain} < {lo}: {p:?}");
        }
    }
    assert!(tight > 20, "the bounds were tighter only {tight} times");
}
