//! Solving a rules [`State`]: its compact descriptor ([`describe`], the layout Python's
//! `solver_native.describe` writes) and the whole solve from it ([`solve`]), which is also
//! the exact solver PIMC uses ([`OpenSolver`]).

use std::sync::atomic::AtomicBool;

use super::driver::{solve_children, solve_positions, Solution};
use super::position::{Position, MAX_PACK};
use crate::game::Game;
use crate::lone_wolves::state::{State, N_LOC, N_TERR, OVER, PLACE, PLAY, REVEAL, TAKE};
use crate::search::pimc::ExactSolver;

/// The compact position of `s` as the solver loads it (see `position::layout`).
pub fn describe(s: &State) -> Vec<i32> {
    let (at, who) = match s.phase {
        OVER => (5, 0),
        PLAY => (if s.lead_card < 0 { 0 } else { 1 }, s.leader),
        // A reveal changes nothing in the open: continue as after it.
        REVEAL => (if s.follow_card < 0 { 1 } else { 2 }, s.leader),
        TAKE => (3, s.player),
        _ => {
            debug_assert_eq!(s.phase, PLACE);
            (4, s.player)
        }
    };
    let mut d = Vec::with_capacity(super::layout::SIZE);
    d.extend([at, i32::from(who)]);
    d.extend(
        [
            s.lead_card,
            s.lead_terr,
            s.follow_card,
            s.follow_terr,
            s.loser_terr,
            s.held,
        ]
        .map(i32::from),
    );
    d.extend(s.hands.map(|h| h as i32));
    for i in 0..2 * N_TERR {
        let up = s.up[i].items();
        d.push(up.len() as i32);
        d.push(up.iter().map(|&c| i32::from(c) % 6 + 2).sum());
        d.push(up.iter().filter(|&&c| c % 6 <= 2).count() as i32);
        d.push((s.lone[i].len() + s.boxw[i].len()) as i32);
    }
    for row in &s.scar {
        let mut effects: Vec<i32> = row
            .iter()
            .filter(|&&e| e >= 0)
            .map(|&e| i32::from(e))
            .collect();
        effects.sort_unstable();
        d.push(effects.len() as i32);
        effects.resize(4, 0);
        d.extend(effects);
    }
    d.extend(s.comp.caps.map(i32::from));
    for t in 0..N_TERR {
        d.extend(s.comp.honor[s.honor_tok[t] as usize].map(i32::from));
    }
    d.extend(s.honor_side.map(i32::from));
    d.push(s.box_cards.len() as i32 - i32::from(s.box_pos));
    d.extend([s.moon, s.blood, s.trump].map(i32::from));
    for p in 0..2 {
        let mut codes: Vec<i32> = (0..N_LOC)
            .flat_map(|loc| {
                s.packs[p * N_LOC + loc]
                    .items()
                    .iter()
                    .map(move |&e| (loc * 9) as i32 + i32::from(e))
            })
            .collect();
        codes.sort_unstable();
        d.push(codes.len() as i32);
        codes.resize(MAX_PACK, 0);
        d.extend(codes);
    }
    d
}

/// The compact position of `s`.
pub fn position(s: &State) -> Position {
    Position::load(&describe(s)).expect("a rules state describes a solver position")
}

/// Solves open position `s` for the given legal `actions`: its exact margin (player 0's
/// final points minus player 1's), a best action, and with `all_moves` the exact margin
/// after each action; `None` when `cancel` was set meanwhile. Panics if the game is over.
/// When `actions` are only some of the legal ones, or every action's value is asked on one
/// thread, each is solved on its own ([`solve_children`], without first solving the root:
/// the same values with less work); the margin and best action are then the best among
/// them (with every legal action: the position's). A whole solve runs on `threads` threads.
pub fn solve_actions(
    s: &State,
    actions: &[u16],
    all_moves: bool,
    cancel: Option<&AtomicBool>,
    threads: usize,
) -> Option<Solution> {
    assert!(s.phase != OVER && !actions.is_empty(), "the game is over");
    let children: Vec<(u16, Position)> = actions
        .iter()
        .map(|&a| {
            let mut c = s.clone();
            c.apply(a);
            (a, position(&c))
        })
        .collect();
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    if actions.len() < legal.len() || (all_moves && threads <= 1) {
        return solve_children(position(s), children, s.phase == REVEAL, cancel);
    }
    solve_positions(
        position(s),
        children,
        s.phase == REVEAL,
        all_moves,
        cancel,
        threads,
    )
}

/// Solves open position `s` (every legal action with `all_moves`, else a best one) on
/// `threads` threads; `None` when `cancel` was set meanwhile. Panics if the game is over.
pub fn solve(s: &State, all_moves: bool, cancel: &AtomicBool, threads: usize) -> Option<Solution> {
    let mut actions = Vec::new();
    s.legal_actions(&mut actions);
    solve_actions(s, &actions, all_moves, Some(cancel), threads)
}

/// The exact open-hand solver, for PIMC.
#[derive(Clone, Copy, Debug, Default)]
pub struct OpenSolver;

impl ExactSolver<State> for OpenSolver {
    fn values(
        &self,
        state: &State,
        actions: &[u16],
        cancel: Option<&AtomicBool>,
    ) -> Option<Vec<i32>> {
        // PIMC solves its deals on every core already: one thread per deal.
        let sol = solve_actions(state, actions, true, cancel, 1)?;
        Some(
            actions
                .iter()
                .map(|a| {
                    sol.values
                        .iter()
                        .find(|(b, _)| b == a)
                        .map_or(sol.margin, |&(_, v)| v)
                })
                .collect(),
        )
    }
}
