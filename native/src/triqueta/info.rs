//! What one Triqueta player knows, and positions sampled to agree with exactly that:
//! Python's `wolfpack.triqueta.bots.InfoSet`. The player sees everything public, their own
//! face-down, shadow and drawn tiles, and only the backs of all the others; a sample deals
//! the tiles they have not seen at random among the places with the same back (TQ-H1..
//! TQ-H3). The template keeps only stand-ins of the right back in those places, so a
//! sample never depends on a tile the player cannot see.

use super::state::{all_tile_counts, LayoutError, State, OVER, PLACE, SHADOW};
use crate::game::InfoSet;
use crate::rng::Rng;

/// Where a tile the player has not seen lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Stack(u8, u8),
    Box(u8),
    Leftover(u8),
    Down(u8, u8),
    Shadow(u8, u8),
    Pending(u8),
}

impl State {
    fn slot_mut(&mut self, slot: Slot) -> &mut i8 {
        match slot {
            Slot::Stack(i, j) => &mut self.stacks[i as usize].v[j as usize],
            Slot::Box(j) => &mut self.boxed.v[j as usize],
            Slot::Leftover(j) => &mut self.leftover.v[j as usize],
            Slot::Down(q, j) => &mut self.down[q as usize].v[j as usize],
            Slot::Shadow(q, j) => &mut self.shadow[q as usize].v[j as usize],
            Slot::Pending(j) => &mut self.pending.v[j as usize],
        }
    }
}

/// A Triqueta information set (see the module docs).
#[derive(Clone, Debug)]
pub struct TqInfo {
    player: usize,
    template: State,
    /// The light and the shadow tiles the player has not seen, sorted.
    light: Vec<i8>,
    shadow: Vec<i8>,
    /// Where they lie, in Python's order (stacks, box, leftovers, then each other
    /// player's face-down and shadow tiles, then a drawn tile of another player).
    light_slots: Vec<Slot>,
    shadow_slots: Vec<Slot>,
}

impl TqInfo {
    /// What `player` knows of `template`: every tile they cannot see in it is replaced by
    /// a stand-in of the same back (light 0, shadow 7), so only the backs of those tiles
    /// matter; the tiles they have not seen are all the game's tiles but those they see.
    pub fn new(mut template: State, player: usize) -> Result<TqInfo, LayoutError> {
        let n = template.n();
        if player >= n {
            return Err(LayoutError(format!("player {player} is not in the game")));
        }
        let s = &template;
        let over = s.phase == OVER;
        let mut slots: Vec<Slot> = Vec::new();
        for (i, st) in s.stacks.iter().enumerate() {
            slots.extend((0..st.len()).map(|j| Slot::Stack(i as u8, j as u8)));
        }
        slots.extend((0..s.boxed.len()).map(|j| Slot::Box(j as u8)));
        slots.extend((0..s.leftover.len()).map(|j| Slot::Leftover(j as u8)));
        let mut seen = [0u8; 14];
        let mut see = |tiles: &[i8]| tiles.iter().for_each(|&t| seen[t as usize] += 1);
        for q in 0..n {
            see(s.faceup[q].items());
            see(s.rows[q].items());
            // At the end the counted face-down tiles are revealed (TQ-E1).
            let counted = if over { s.choice[q].max(0) as u8 } else { 0 };
            for (j, &t) in s.down[q].items().iter().enumerate() {
                if q == player || counted >> j & 1 == 1 {
                    see(&[t]);
                } else {
                    slots.push(Slot::Down(q as u8, j as u8));
                }
            }
            if q == player || over {
                see(s.shadow[q].items());
            } else {
                slots.extend((0..s.shadow[q].len()).map(|j| Slot::Shadow(q as u8, j as u8)));
            }
        }
        if s.phase == PLACE && s.player as usize != player {
            slots.extend((0..s.pending.len()).map(|j| Slot::Pending(j as u8)));
        } else {
            see(s.pending.items());
        }
        let all = all_tile_counts(s.cfg.hidden_wolves);
        let (mut light, mut shadow) = (Vec::new(), Vec::new());
        for (t, (&a, &k)) in all.iter().zip(seen.iter()).enumerate() {
            if k > a {
                return Err(LayoutError(format!(
                    "tile {t} is seen more often than the game holds it"
                )));
            }
            let unseen = std::iter::repeat_n(t as i8, (a - k) as usize);
            if (t as i8) < SHADOW {
                light.extend(unseen);
            } else {
                shadow.extend(unseen);
            }
        }
        let (mut light_slots, mut shadow_slots) = (Vec::new(), Vec::new());
        for slot in slots {
            let t = template.slot_mut(slot);
            if *t >= SHADOW {
                *t = SHADOW;
                shadow_slots.push(slot);
            } else {
                *t = 0;
                light_slots.push(slot);
            }
        }
        if light.len() != light_slots.len() || shadow.len() != shadow_slots.len() {
            return Err(LayoutError(
                "the hidden places do not match the tiles the player has not seen".into(),
            ));
        }
        Ok(TqInfo {
            player,
            template,
            light,
            shadow,
            light_slots,
            shadow_slots,
        })
    }

    /// The position with stand-ins for every tile the player cannot see.
    pub fn template(&self) -> &State {
        &self.template
    }
}

impl InfoSet for TqInfo {
    type State = State;

    fn player(&self) -> usize {
        self.player
    }

    fn sample(&self, rng: &mut Rng) -> State {
        let mut s = self.template.clone();
        let mut buf = [0i8; 80];
        for (tiles, slots) in [
            (&self.light, &self.light_slots),
            (&self.shadow, &self.shadow_slots),
        ] {
            let dealt = &mut buf[..tiles.len()];
            dealt.copy_from_slice(tiles);
            rng.shuffle(dealt);
            for (&slot, &t) in slots.iter().zip(dealt.iter()) {
                *s.slot_mut(slot) = t;
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::triqueta::state::{configs, new_game};

    /// The tiles `player` sees, by place (what must not change from a sample to another).
    fn visible(s: &State, player: usize) -> Vec<i32> {
        let info = TqInfo::new(s.clone(), player).expect("a position of a game");
        info.template().encode()
    }

    #[test]
    fn samples_keep_what_the_player_sees_and_deal_every_tile_once() {
        let mut rng = Rng::new(3);
        for cfg in configs() {
            let mut s = new_game(cfg, &mut rng);
            let mut acts = Vec::new();
            let mut k = 0;
            while !s.is_terminal() {
                if k % 7 == 0 {
                    for p in 0..s.n() {
                        let info = TqInfo::new(s.clone(), p).expect("a position");
                        let d = info.sample(&mut rng);
                        let enc = d.encode();
                        assert!(State::decode(&enc).is_ok(), "{enc:?}");
                        assert_eq!(visible(&d, p), visible(&s, p));
                    }
                }
                s.legal_actions(&mut acts);
                s.apply(acts[rng.below(acts.len())]);
                k += 1;
            }
        }
    }
}
