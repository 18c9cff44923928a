//! The static part of a game of The Wolves: the dealt map (hexes, terrain, regions, the
//! distance tables of `wolfpack.the_wolves.hexmap` as hex masks) and the component values
//! of `wolfpack.the_wolves.components.Rules`. Read once from the flat map layout Python's
//! `wolfpack.the_wolves.native.encode_map` writes, then shared by every state of the game.

use super::mask::Mask;
use crate::layout::{err, LayoutError, Reader};

/// The version of the flat map layout (its first number).
pub const MAP_LAYOUT: i32 = 2;
/// The most hexes a map may have (a wolf move's action code must fit 16 bits).
pub const MAX_HEX: usize = 178;
/// The most region tiles.
pub const MAX_REGIONS: usize = 16;
/// The most players.
pub const MAX_PLAYERS: usize = 5;
/// Owners of pieces: the players 0..4 and the neutral pack.
pub const OWNERS: usize = 6;
pub const NEUTRAL: usize = 5;
pub const N_TERRAINS: usize = 5;
pub const WATER: u8 = 5;
pub const CHASM: u8 = 6;
/// The region of the start tile's hexes.
pub const START: i8 = -1;
const FAR: u8 = 255;
/// The most wolves on a player board (the bits of `State::wolves`).
pub const MAX_BOARD_WOLVES: usize = 24;
/// The most dens per track.
pub const MAX_DENS: usize = 8;
/// The highest attribute value.
pub const MAX_ATTRIBUTE: usize = 12;

/// The map and the component values (see the module docs).
#[derive(Debug)]
pub struct Map {
    pub players: usize,
    pub size: usize,
    pub regions: usize,
    pub region: Vec<i8>,
    pub terrain: Vec<u8>,
    pub passable: Vec<bool>,
    pub start_side: Vec<i8>,
    /// Python's `Geometry.neighbours`, as given.
    pub neighbours: Vec<Vec<u8>>,
    pub coords: Vec<(i32, i32)>,
    pub water: Vec<u8>,
    pub prey_hex: Vec<u8>,
    pub lone_hexes: Vec<Vec<u8>>,
    pub near_water_flags: Vec<bool>,
    /// Row length of `reach` and `range` (the highest attribute plus one).
    pub stride: usize,
    pub land: Mask,
    /// `reach[h * stride + s]`: passable hexes other than `h` at most `s` steps away.
    pub reach: Vec<Mask>,
    /// `range[h * stride + r]`: every hex within plain hex distance `r` of `h`.
    pub range: Vec<Mask>,
    pub around: Vec<Mask>,
    pub neigh: Vec<Mask>,
    /// `rings[h][k]`: passable hexes exactly `k + 1` steps from `h`.
    pub rings: Vec<Vec<Mask>>,
    /// The union of `rings[h]`.
    pub connected: Vec<Mask>,
    pub region_masks: Vec<Mask>,
    pub near_water: Mask,
    pub side_masks: [Mask; 2],
    pub prey_near: Mask,
    pub terrain_masks: [Mask; N_TERRAINS],
    pub terrain_sets: [Mask; 32],
    // -- the component values --
    pub cycle: [[u8; 2]; 5],
    pub costs: [u8; 5],
    pub dens_per_track: u8,
    pub attributes: [Vec<u8>; 3],
    pub den_rewards: [Vec<i8>; 3],
    pub den_vp: Vec<i32>,
    pub lair_vp: Vec<i32>,
    pub lairs: u8,
    pub deploy: Vec<u8>,
    pub wolf_vp: Vec<i32>,
    pub prey_vp: [i32; 6],
    pub hunt_bonus: bool,
    pub dates: [i32; 3],
    pub token_values: [[i32; 2]; 3],
    /// The round after which the game ends at the latest (TW-T10, ASSUMED).
    pub round_limit: i32,
    /// `showing[flips][terrain]`: the cycle tiles (bit per tile) showing the terrain.
    pub showing: [[u8; N_TERRAINS]; 32],
    /// `payable[home][flips][k]`: the terrains (5-bit set) shown by at least `k` tiles.
    pub payable: [[[u8; 7]; 32]; N_TERRAINS],
}

impl Map {
    /// The plain hex distance (howl range).
    pub fn hex_distance(&self, a: usize, b: usize) -> i32 {
        let (ax, ay) = self.coords[a];
        let (bx, by) = self.coords[b];
        let (dx, dy) = (bx - ax, by - ay);
        (dx.abs() + dy.abs() + (dx - dy).abs()) / 2
    }

    /// Reads a flat map layout (see `wolfpack.the_wolves.native.encode_map`).
    pub fn decode(d: &[i32]) -> Result<Map, LayoutError> {
        let mut r = Reader::new(d);
        r.next(MAP_LAYOUT, MAP_LAYOUT, "the map layout version")?;
        let players = r.next(2, MAX_PLAYERS as i32, "the player count")? as usize;
        let size = r.next(1, MAX_HEX as i32, "the hex count")? as usize;
        let regions = r.next(1, MAX_REGIONS as i32, "the region count")? as usize;
        let hmax = size as i32 - 1;
        let mut coords = Vec::with_capacity(size);
        let mut region = Vec::with_capacity(size);
        let mut terrain = Vec::with_capacity(size);
        let mut passable = Vec::with_capacity(size);
        let mut start_side = Vec::with_capacity(size);
        let mut near_water_flags = Vec::with_capacity(size);
        let mut neighbours = Vec::with_capacity(size);
        for _ in 0..size {
            let x = r.next(-1000, 1000, "a hex coordinate")?;
            let y = r.next(-1000, 1000, "a hex coordinate")?;
            coords.push((x, y));
            region.push(r.next(-1, regions as i32 - 1, "a hex's region")? as i8);
            terrain.push(r.next(0, CHASM as i32, "a hex's terrain")? as u8);
            passable.push(r.next(0, 1, "a hex's passability")? == 1);
            start_side.push(r.next(-1, 1, "a hex's start side")? as i8);
            near_water_flags.push(r.next(0, 1, "a hex's water flag")? == 1);
            let k = r.next(0, 6, "a neighbour count")? as usize;
            let nb: Vec<u8> = r
                .list(k, 0, hmax, "a neighbour")?
                .into_iter()
                .map(|x| x as u8)
                .collect();
            neighbours.push(nb);
        }
        let mut water = Vec::new();
        let mut prey_hex = Vec::new();
        let mut lone_hexes = Vec::new();
        for _ in 0..regions {
            water.push(r.next(0, hmax, "a water hex")? as u8);
            prey_hex.push(r.next(0, hmax, "a prey hex")? as u8);
            let k = r.next(0, 16, "a lone wolf count")? as usize;
            lone_hexes.push(
                r.list(k, 0, hmax, "a lone wolf hex")?
                    .into_iter()
                    .map(|x| x as u8)
                    .collect(),
            );
        }
        let mut cycle = [[0u8; 2]; 5];
        for c in cycle.iter_mut() {
            c[0] = r.next(0, 4, "a cycle tile's front")? as u8;
            c[1] = r.next(0, 4, "a cycle tile's back")? as u8;
        }
        let mut costs = [0u8; 5];
        for c in costs.iter_mut() {
            *c = r.next(0, 3, "an action cost")? as u8;
        }
        let dens = r.next(1, MAX_DENS as i32, "the dens per track")? as usize;
        let mut attributes: [Vec<u8>; 3] = Default::default();
        for a in attributes.iter_mut() {
            *a = r
                .list(dens + 1, 1, MAX_ATTRIBUTE as i32, "an attribute")?
                .into_iter()
                .map(|x| x as u8)
                .collect();
        }
        let mut den_rewards: [Vec<i8>; 3] = Default::default();
        for a in den_rewards.iter_mut() {
            *a = r
                .list(dens + 1, -1, 1, "a den reward")?
                .into_iter()
                .map(|x| x as i8)
                .collect();
        }
        let den_vp = r.list(dens + 1, -999, 999, "a den track's points")?;
        let nl = r.next(1, 16, "the lair track's length")? as usize;
        let lair_vp = r.list(nl, -999, 999, "a lair's points")?;
        let nw = r.next(1, MAX_BOARD_WOLVES as i32, "the board wolves")? as usize;
        let deploy: Vec<u8> = r
            .list(nw, 0, 1, "a deployed wolf's kind")?
            .into_iter()
            .map(|x| x as u8)
            .collect();
        let wolf_vp = r.list(nw + 1, -999, 999, "a wolf track's points")?;
        let mut prey_vp = [0i32; 6];
        for v in prey_vp.iter_mut() {
            *v = r.next(-999, 999, "a prey track's points")?;
        }
        let hunt_bonus = r.next(0, 1, "the hunt bonus")? == 1;
        let mut dates = [0i32; 3];
        for v in dates.iter_mut() {
            *v = r.next(1, 99, "a scoring date")?;
        }
        let mut token_values = [[0i32; 2]; 3];
        for v in token_values.iter_mut() {
            v[0] = r.next(-999, 999, "a token value")?;
            v[1] = r.next(-999, 999, "a token value")?;
        }
        let round_limit = r.next(1, 9999, "the round limit")?;
        r.end()?;
        for (h, nb) in neighbours.iter().enumerate() {
            if nb.iter().any(|&g| g as usize == h) {
                return err("a hex neighbours itself");
            }
        }
        for r in 0..regions {
            if region[water[r] as usize] != r as i8 || region[prey_hex[r] as usize] != r as i8 {
                return err("a region's water or prey hex lies outside it");
            }
        }
        Ok(Map::build(
            players,
            size,
            regions,
            region,
            terrain,
            passable,
            start_side,
            neighbours,
            coords,
            water,
            prey_hex,
            lone_hexes,
            near_water_flags,
            Rules {
                cycle,
                costs,
                dens_per_track: dens as u8,
                attributes,
                den_rewards,
                den_vp,
                lair_vp,
                deploy,
                wolf_vp,
                prey_vp,
                hunt_bonus,
                dates,
                token_values,
                round_limit,
            },
        ))
    }

    #[allow(clippy::too_many_arguments, clippy::needless_range_loop)]
    fn build(
        players: usize,
        size: usize,
        regions: usize,
        region: Vec<i8>,
        terrain: Vec<u8>,
        passable: Vec<bool>,
        start_side: Vec<i8>,
        neighbours: Vec<Vec<u8>>,
        coords: Vec<(i32, i32)>,
        water: Vec<u8>,
        prey_hex: Vec<u8>,
        lone_hexes: Vec<Vec<u8>>,
        near_water_flags: Vec<bool>,
        rules: Rules,
    ) -> Map {
        let stride = 1 + rules
            .attributes
            .iter()
            .flat_map(|a| a.iter())
            .copied()
            .max()
            .unwrap_or(1) as usize;
        let mut land = Mask::EMPTY;
        for h in 0..size {
            if passable[h] {
                land.set(h);
            }
        }
        // Path lengths through passable hexes (breadth first).
        let mut path = vec![FAR; size * size];
        for h in 0..size {
            if !passable[h] {
                continue;
            }
            let row = &mut path[h * size..(h + 1) * size];
            row[h] = 0;
            let mut queue = vec![h];
            let mut qi = 0;
            while qi < queue.len() {
                let x = queue[qi];
                qi += 1;
                let nd = row[x] + 1;
                for &g in &neighbours[x] {
                    let g = g as usize;
                    if passable[g] && row[g] == FAR {
                        row[g] = nd;
                        queue.push(g);
                    }
                }
            }
        }
        let mut reach = vec![Mask::EMPTY; size * stride];
        let mut rings = Vec::with_capacity(size);
        let mut connected = vec![Mask::EMPTY; size];
        for h in 0..size {
            let row = &path[h * size..(h + 1) * size];
            let far = (0..size)
                .filter(|&d| passable[d] && row[d] < FAR)
                .map(|d| row[d])
                .max()
                .unwrap_or(0) as usize;
            let mut rs = vec![Mask::EMPTY; far];
            for d in 0..size {
                if passable[d] && row[d] != FAR && row[d] >= 1 {
                    rs[row[d] as usize - 1].set(d);
                    connected[h].set(d);
                }
            }
            if passable[h] {
                for s in 0..stride {
                    let mut m = Mask::EMPTY;
                    for d in 0..size {
                        if d != h && passable[d] && (row[d] as usize) <= s {
                            m.set(d);
                        }
                    }
                    reach[h * stride + s] = m;
                }
            }
            rings.push(rs);
        }
        let mut map = Map {
            players,
            size,
            regions,
            region,
            terrain,
            passable,
            start_side,
            neighbours,
            coords,
            water,
            prey_hex,
            lone_hexes,
            near_water_flags,
            stride,
            land,
            reach,
            range: Vec::new(),
            around: Vec::new(),
            neigh: Vec::new(),
            rings,
            connected,
            region_masks: Vec::new(),
            near_water: Mask::EMPTY,
            side_masks: [Mask::EMPTY; 2],
            prey_near: Mask::EMPTY,
            terrain_masks: [Mask::EMPTY; N_TERRAINS],
            terrain_sets: [Mask::EMPTY; 32],
            cycle: rules.cycle,
            costs: rules.costs,
            dens_per_track: rules.dens_per_track,
            lairs: (rules.lair_vp.len() - 1) as u8,
            attributes: rules.attributes,
            den_rewards: rules.den_rewards,
            den_vp: rules.den_vp,
            lair_vp: rules.lair_vp,
            deploy: rules.deploy,
            wolf_vp: rules.wolf_vp,
            prey_vp: rules.prey_vp,
            hunt_bonus: rules.hunt_bonus,
            dates: rules.dates,
            token_values: rules.token_values,
            round_limit: rules.round_limit,
            showing: [[0; N_TERRAINS]; 32],
            payable: [[[0; 7]; 32]; N_TERRAINS],
        };
        let mut range = vec![Mask::EMPTY; size * stride];
        for h in 0..size {
            for g in 0..size {
                let dist = map.hex_distance(h, g) as usize;
                for rr in dist..stride {
                    range[h * stride + rr].set(g);
                }
            }
        }
        map.range = range;
        map.neigh = (0..size)
            .map(|h| {
                let mut m = Mask::EMPTY;
                for &g in &map.neighbours[h] {
                    m.set(g as usize);
                }
                m
            })
            .collect();
        map.around = (0..size).map(|h| map.neigh[h] | Mask::one(h)).collect();
        map.region_masks = (0..regions)
            .map(|r| {
                let mut m = Mask::EMPTY;
                for h in 0..size {
                    if map.region[h] == r as i8 {
                        m.set(h);
                    }
                }
                m
            })
            .collect();
        for h in 0..size {
            if map.near_water_flags[h] {
                map.near_water.set(h);
            }
            if map.start_side[h] >= 0 {
                map.side_masks[map.start_side[h] as usize].set(h);
            }
            if (map.terrain[h] as usize) < N_TERRAINS {
                map.terrain_masks[map.terrain[h] as usize].set(h);
            }
        }
        for r in 0..regions {
            let p = map.prey_hex[r] as usize;
            map.prey_near |= map.neigh[p];
        }
        for ts in 1..32usize {
            let low = ts.trailing_zeros() as usize;
            map.terrain_sets[ts] = map.terrain_sets[ts & (ts - 1)] | map.terrain_masks[low];
        }
        for flips in 0..32usize {
            for (i, pair) in map.cycle.iter().enumerate() {
                let face = pair[flips >> i & 1] as usize;
                map.showing[flips][face] |= 1 << i;
            }
        }
        for home in 0..N_TERRAINS {
            for flips in 0..32usize {
                let count: Vec<u32> = (0..N_TERRAINS)
                    .map(|t| map.showing[flips][t].count_ones() + u32::from(t == home))
                    .collect();
                for k in 0..7u32 {
                    map.payable[home][flips][k as usize] = (0..N_TERRAINS)
                        .filter(|&t| count[t] >= k)
                        .map(|t| 1u8 << t)
                        .sum();
                }
            }
        }
        map
    }

    /// An attribute row's value for `taken` dens.
    #[inline]
    pub fn attribute(&self, track: usize, taken: u8) -> u8 {
        self.attributes[track][taken as usize]
    }

    /// `reach[h][s]`.
    #[inline]
    pub fn reach_of(&self, h: usize, s: usize) -> Mask {
        self.reach[h * self.stride + s]
    }

    /// `range[h][r]`.
    #[inline]
    pub fn range_of(&self, h: usize, r: usize) -> Mask {
        self.range[h * self.stride + r]
    }
}

/// The component values, as read (see [`Map`]).
struct Rules {
    cycle: [[u8; 2]; 5],
    costs: [u8; 5],
    dens_per_track: u8,
    attributes: [Vec<u8>; 3],
    den_rewards: [Vec<i8>; 3],
    den_vp: Vec<i32>,
    lair_vp: Vec<i32>,
    deploy: Vec<u8>,
    wolf_vp: Vec<i32>,
    prey_vp: [i32; 6],
    hunt_bonus: bool,
    dates: [i32; 3],
    token_values: [[i32; 2]; 3],
    round_limit: i32,
}
