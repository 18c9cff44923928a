//! The transposition table: positions already valued, with the kind of bound found
//! (exact, at least, at most), the best move and whether the value came from a full search
//! or from an estimate with a horizon (those only order moves).

use super::position::KEY_WORDS;

/// What a stored value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact value.
    Exact,
    /// The value is at least this.
    Lower,
    /// The value is at most this.
    Upper,
}

/// One stored position.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub value: i32,
    pub bound: Bound,
    /// The best move's index in the node's move list (-1: none).
    pub best: i32,
    /// From a full search (not an estimate with a horizon).
    pub exact: bool,
}

const SLOT: usize = KEY_WORDS + 1;
const USED: u64 = 1 << 41;
const EXACT_BIT: u64 = 1 << 40;

/// Two entries per bucket: the first keeps the position with the most cards left (the
/// costliest to search again), the second the most recent.
pub struct Table {
    /// Per slot (`SLOT` words): the key, then the packed entry (value, bound, best,
    /// depth, flags). A flat vector of zeros, so the allocator hands out untouched pages.
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
        value: i32::from(m as u16 as i16),
        bound: match (m >> 16) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        },
        best: i32::from((m >> 24) as u8 as i8),
        exact: m & EXACT_BIT != 0,
    }
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

    /// The table's size in bits.
    pub fn bits(&self) -> u32 {
        self.mask.count_ones()
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
        for j in b..b + 2 {
            let s = self.slot(j);
            if same(s, k) {
                return Some(unpack(s[KEY_WORDS]));
            }
        }
        None
    }

    /// Stores `best` found in the window (`a0`, `b0`) with the best move `best_i`; with a
    /// horizon (`estimate`) an exact value already stored for the key is kept.
    pub fn store(
        &mut self,
        k: &[u64; KEY_WORDS],
        best: i32,
        a0: i32,
        b0: i32,
        best_i: i32,
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
        } else if !used0 || u64::from(depth) >= (self.slot(b)[KEY_WORDS] >> 32) & 0xFF {
            b
        } else {
            b + 1
        };
        let m = self.slot(j)[KEY_WORDS];
        if estimate && m & USED != 0 && m & EXACT_BIT != 0 && (same0 || same1) {
            return; // keep the truth
        }
        if j == b && used0 && !same0 {
            self.words
                .copy_within(b * SLOT..(b + 1) * SLOT, (b + 1) * SLOT);
        }
        let bound = if best <= a0 {
            2
        } else if best >= b0 {
            1
        } else {
            0
        };
        let mut meta = u64::from(best as i16 as u16)
            | bound << 16
            | u64::from(best_i as i8 as u8) << 24
            | u64::from(depth) << 32
            | USED;
        if !estimate {
            meta |= EXACT_BIT;
        }
        let slot = &mut self.words[j * SLOT..(j + 1) * SLOT];
        slot[..KEY_WORDS].copy_from_slice(k);
        slot[KEY_WORDS] = meta;
    }
}
