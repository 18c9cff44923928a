//! The transposition table: positions already valued, with a lower and an upper bound on
//! the value (both kept, as null-window passes of MTD(f) find one or the other), the best
//! move found, and whether the bounds came from a full search or from an estimate with a
//! horizon (those only order moves).

use super::position::{INF, KEY_WORDS};

/// One stored position.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The value is at least this.
    pub lo: i32,
    /// The value is at most this.
    pub hi: i32,
    /// The best move found (`card * 5 + territory`), -1: none.
    pub best: i32,
    /// From a full search (not an estimate with a horizon).
    pub exact: bool,
}

const SLOT: usize = KEY_WORDS + 1;
const USED: u64 = 1 << 57;
const EXACT_BIT: u64 = 1 << 56;

/// Two entries per bucket: the first keeps the position with the most cards left (the
/// costliest to search again), the second the most recent.
pub struct Table {
    /// Per slot (`SLOT` words): the key, then the packed entry (lo, hi, best, depth,
    /// flags). A flat vector of zeros, so the allocator hands out untouched pages.
    words: Vec<u64>,
    mask: u64,
}

#[inline]
fn hash_key(k: &[u64; KEY_WORDS]) -> u64 {
    let mut h: u64 = 0x243F_6A88_85A3_08D3;
    for &w in k {
        h = (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= h >> 29;
    }
    h
}

#[inline]
fn unpack(m: u64) -> Entry {
    Entry {
        lo: i32::from(m as u16 as i16),
        hi: i32::from((m >> 16) as u16 as i16),
        best: i32::from((m >> 32) as u8) - 1,
        exact: m & EXACT_BIT != 0,
    }
}

#[inline]
fn pack(e: &Entry, depth: u32) -> u64 {
    let mut m = u64::from(e.lo as i16 as u16)
        | u64::from(e.hi as i16 as u16) << 16
        | (((e.best + 1) as u64) & 0xFF) << 32
        | u64::from(depth) << 40
        | USED;
    if e.exact {
        m |= EXACT_BIT;
    }
    m
}

#[inline]
fn same(slot: &[u64], k: &[u64; KEY_WORDS]) -> bool {
    slot[KEY_WORDS] & USED != 0 && slot[..KEY_WORDS] == k[..]
}

impl Table {
    /// A table of `2**bits` entries (zeroed lazily by the allocator).
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits.clamp(1, 26);
        Table {
            words: vec![0u64; n * SLOT],
            mask: n as u64 - 1,
        }
    }

    #[inline]
    fn slot(&self, j: usize) -> &[u64] {
        &self.words[j * SLOT..(j + 1) * SLOT]
    }

    #[inline]
    fn bucket(&self, k: &[u64; KEY_WORDS]) -> usize {
        ((hash_key(k) & self.mask) & !1) as usize
    }

    /// The entry stored for key `k`, if any.
    #[inline]
    pub fn probe(&self, k: &[u64; KEY_WORDS]) -> Option<Entry> {
        let b = self.bucket(k);
        (b..b + 2)
            .map(|j| self.slot(j))
            .find(|s| same(s, k))
            .map(|s| unpack(s[KEY_WORDS]))
    }

    /// Stores what a search of key `k` in the window (`a0`, `b0`) found: `best` (an upper
    /// bound when `<= a0`, a lower bound when `>= b0`, else exact) and the best move `mv`
    /// (-1: none). The bounds of the same kind of search (full or `estimate`) already stored
    /// are kept and tightened; an estimate never replaces a full search's entry.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &mut self,
        k: &[u64; KEY_WORDS],
        best: i32,
        a0: i32,
        b0: i32,
        mv: i32,
        estimate: bool,
    ) {
        let b = self.bucket(k);
        let depth = (k[0] & 0x3FFF_FFFF).count_ones() + ((k[0] >> 30) & 0x3FFF_FFFF).count_ones();
        let same0 = same(self.slot(b), k);
        let same1 = same(self.slot(b + 1), k);
        let used0 = self.slot(b)[KEY_WORDS] & USED != 0;
        let j = if same0 {
            b
        } else if same1 {
            b + 1
        } else if !used0 || u64::from(depth) >= (self.slot(b)[KEY_WORDS] >> 40) & 0xFF {
            b
        } else {
            b + 1
        };
        let mut e = Entry {
            lo: -INF,
            hi: INF,
            best: -1,
            exact: !estimate,
        };
        if same0 || same1 {
            let old = unpack(self.slot(j)[KEY_WORDS]);
            if estimate && old.exact {
                return; // keep the truth
            }
            if old.exact == e.exact {
                e = old;
            }
            e.best = old.best;
        } else if j == b && used0 {
            self.words
                .copy_within(b * SLOT..(b + 1) * SLOT, (b + 1) * SLOT);
        }
        if best <= a0 {
            e.hi = e.hi.min(best);
        } else if best >= b0 {
            e.lo = e.lo.max(best);
        } else {
            e.lo = best;
            e.hi = best;
        }
        if e.lo > e.hi {
            // Bounds from passes of another table state (cannot happen with exact
            // searches, but never keep an empty interval).
            (e.lo, e.hi) = if best <= a0 {
                (-INF, best)
            } else {
                (best, INF)
            };
        }
        if mv >= 0 {
            e.best = mv;
        }
        let meta = pack(&e, depth);
        let slot = &mut self.words[j * SLOT..(j + 1) * SLOT];
        slot[..KEY_WORDS].copy_from_slice(k);
        slot[KEY_WORDS] = meta;
    }
}
