//! The one trait every game's fast state implements, as OpenSpiel's `State` serves every
//! game: the searches in [`crate::search`] are written once against it.

use crate::rng::Rng;

/// A game position the searches can copy and play on. Actions are the same small integers
/// the Python engine uses, so results cross the boundary unchanged.
pub trait Game: Clone + Send {
    /// The number of players.
    fn n_players(&self) -> usize;
    /// The player to decide now; `None` once the game is over.
    fn to_move(&self) -> Option<usize>;
    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.to_move().is_none()
    }
    /// The legal actions now, appended to `out` (cleared first), in the Python engine's order.
    fn legal_actions(&self, out: &mut Vec<u16>);
    /// Applies a legal action (not checked).
    fn apply(&mut self, action: u16);
    /// What `player` learns, beyond the action itself, when the legal `action` is played
    /// now: 0 nothing, else a number below [`OBSERVATION_LIMIT`] that tells apart the
    /// positions after it that `player` can tell apart (a tile they draw, a hidden tile
    /// turned face up). The searches keep such positions apart in their trees, so a
    /// decision there can depend on what the searcher has seen. For a given action by a
    /// given player it is always 0 or never.
    fn observation(&self, _action: u16, _player: usize) -> u16 {
        0
    }
    /// Plays on to the end, or as far as [`Game::outcome`] can judge, choosing uniformly
    /// among the legal actions; returns how many decisions were made.
    fn rollout(&mut self, rng: &mut Rng) -> u32;
    /// Plays on like [`Game::rollout`] but with the game's cheap rule-based policy.
    fn heuristic_rollout(&mut self, rng: &mut Rng) -> u32 {
        self.rollout(rng)
    }
    /// Plays on like [`Game::heuristic_rollout`] but with the game's greedy policy where
    /// it has one (sharper, without random moves).
    fn greedy_rollout(&mut self, rng: &mut Rng) -> u32 {
        self.heuristic_rollout(rng)
    }
    /// Per player: the result (1 win, an equal share for a tie, 0 loss) and the point
    /// margin (own points minus the best other player's) where a rollout stopped.
    fn outcome(&self, results: &mut [f64], margins: &mut [f64]);
}

/// Observations lie below this (see [`Game::observation`]).
pub const OBSERVATION_LIMIT: u16 = 0x8000;

/// A player's information set: positions sampled to agree with everything they know.
pub trait InfoSet: Sync {
    /// The positions it samples.
    type State: Game;
    /// The player whose knowledge this is.
    fn player(&self) -> usize;
    /// A full position agreeing with what [`InfoSet::player`] knows (a determinization).
    fn sample(&self, rng: &mut Rng) -> Self::State;
}
