//! What one player of The Wolves knows: everything. The game has open information (the
//! rules state holds nothing a player may not see), so, as Python's
//! `wolfpack.the_wolves.bots.InfoSet`, a sample is the position itself.

use super::state::State;
use crate::game::InfoSet;
use crate::rng::Rng;

/// A The Wolves information set: the open position and the player whose knowledge it is.
#[derive(Clone, Debug)]
pub struct TwInfo {
    pub player: usize,
    pub state: State,
}

impl InfoSet for TwInfo {
    type State = State;

    fn player(&self) -> usize {
        self.player
    }

    fn sample(&self, _rng: &mut Rng) -> State {
        self.state.clone()
    }
}
