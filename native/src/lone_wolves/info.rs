//! What one Lone Wolves player knows, and positions sampled to agree with exactly that:
//! Python's `wolfpack.lone_wolves.bots.info.InfoSet.sample`, with the same constraints
//! (the opponent's hand from the unseen cards outside the suits they showed void in, the
//! rest to the box and the box wolves, the unseen scars shuffled onto the face-down
//! spaces, the opponent's held scar and the unused ones).

use super::state::State;
use crate::game::InfoSet;
use crate::rng::Rng;

/// A Lone Wolves information set (see the module docs). The template is the position with
/// every hidden part empty or a placeholder; Python builds it from the player's view only.
#[derive(Clone, Debug)]
pub struct LwInfo {
    pub player: usize,
    pub template: State,
    /// Cards the player has not seen (the opponent's hand, the box, box wolves' cards).
    pub unseen: Vec<i8>,
    /// The unseen cards the opponent may hold (not of a suit they showed void in).
    pub allowed: Vec<i8>,
    pub opponent_count: usize,
    /// Scar effects the player has not seen.
    pub hidden_scars: Vec<i8>,
    /// (territory, space) of every face-down scar.
    pub face_down: Vec<(usize, usize)>,
    pub opponent_holds_scar: bool,
    /// The side (`player * 5 + territory`) of every box wolf, one entry each.
    pub box_wolf_sides: Vec<usize>,
}

impl LwInfo {
    /// Checks that the parts account for every hidden card and scar.
    pub fn check(&self) -> Result<(), String> {
        let slots =
            self.face_down.len() + self.template.unused.len() + self.opponent_holds_scar as usize;
        if self.allowed.len() < self.opponent_count {
            return Err("the history leaves too few cards for the opponent's hand".into());
        }
        if self.unseen.len() < self.opponent_count + self.box_wolf_sides.len() {
            return Err("too few unseen cards for the opponent's hand and the box wolves".into());
        }
        if self.unseen.len() - self.opponent_count > 6 {
            return Err("more unseen cards than the box can hold".into());
        }
        if slots > self.hidden_scars.len() {
            return Err("too few hidden scars for the face-down spaces".into());
        }
        if self.allowed.iter().any(|c| !self.unseen.contains(c)) {
            return Err("an allowed card is not unseen".into());
        }
        Ok(())
    }
}

impl InfoSet for LwInfo {
    type State = State;

    fn player(&self) -> usize {
        self.player
    }

    fn sample(&self, rng: &mut Rng) -> State {
        let mut s = self.template.clone();
        let opp = 1 - self.player;
        // The opponent's hand: a uniform subset of the allowed cards (partial shuffle).
        let mut allowed = self.allowed.clone();
        let k = self.opponent_count;
        let mut hand = 0u32;
        for i in 0..k {
            let j = i + rng.below(allowed.len() - i);
            allowed.swap(i, j);
            hand |= 1 << allowed[i];
        }
        s.hands[opp] = hand;
        let mut rest: Vec<i8> = self
            .unseen
            .iter()
            .copied()
            .filter(|&c| hand >> c & 1 == 0)
            .collect();
        rng.shuffle(&mut rest);
        let mut k = 0;
        for &side in &self.box_wolf_sides {
            let row = &mut s.boxw[side];
            if let Some(slot) = row.items_mut().iter_mut().find(|x| **x < 0) {
                *slot = rest[k];
            }
            k += 1;
        }
        s.box_cards.n = 0;
        for &c in &rest {
            s.box_cards.push(c);
        }
        s.box_pos = k as u8;
        let mut scars = self.hidden_scars.clone();
        rng.shuffle(&mut scars);
        let mut j = 0;
        for &(t, i) in &self.face_down {
            s.scar[t][i] = scars[j];
            j += 1;
        }
        if self.opponent_holds_scar {
            s.held = scars[j];
            j += 1;
        }
        s.unused.n = 0;
        for &e in &scars[j..] {
            s.unused.push(e);
        }
        s
    }
}
