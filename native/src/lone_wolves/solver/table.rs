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

const USED: u64 = 1 << 57;
const EXACT_BIT: u64 = 1 << 56;
/// Words per bucket: a head of one cache line's first half (each entry's first key word and
/// packed entry), then each entry's other key words.
const BUCKET: usize = 4 + 2 * (KEY_WORDS - 1);
/// Words per cache line.
const LINE: usize = 8;

/// Two entries per bucket: the first keeps the position with the most cards left (the
/// costliest to search again), the second the most recent. A bucket starts a cache line
/// and begins with both entries' first key words and packed entries, so a probe that
/// misses (most of them) reads one cache line.
pub struct Table {
    /// Per bucket (`BUCKET` words): the head (entry 0's first key word and packed entry
    /// (lo, hi, best, depth, flags), then entry 1's), then entry 0's other key words, then
    /// entry 1's. A flat vector of zeros, so the allocator hands out untouched pages.
    words: Vec<u64>,
    /// Where the first bucket starts in `words` (the first cache-line boundary).
    base: usize,
    /// Buckets minus one.
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

impl Table {
    /// A table of `2**bits` entries (zeroed lazily by the allocator).
    pub fn new(bits: u32) -> Table {
        let n = 1usize << (bits.clamp(1, 26) - 1);
        let words = vec![0u64; n * BUCKET + LINE];
        let base = (words.as_ptr() as usize / 8).wrapping_neg() % LINE;
        Table {
            words,
            base,
            mask: n as u64 - 1,
        }
    }

    /// The first word of the bucket of key `k`.
    #[inline]
    fn bucket(&self, k: &[u64; KEY_WORDS]) -> usize {
        self.base + ((hash_key(k) >> 1) & self.mask) as usize * BUCKET
    }

    /// Whether entry `j` (0 or 1) of the bucket at `b` holds key `k`.
    #[inline]
    fn same(&self, b: usize, j: usize, k: &[u64; KEY_WORDS]) -> bool {
        let w = &self.words;
        let rest = b + 4 + j * (KEY_WORDS - 1);
        w[b + 2 * j] == k[0]
            && w[b + 2 * j + 1] & USED != 0
            && w[rest..rest + KEY_WORDS - 1] == k[1..]
    }

    /// Starts loading the bucket of key `k` into the cache; returns it for
    /// [`Table::probe_at`].
    #[inline]
    pub fn prefetch(&self, k: &[u64; KEY_WORDS]) -> usize {
        let b = self.bucket(k);
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch only hints the cache; the address lies within `words`.
        unsafe {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            _mm_prefetch::<_MM_HINT_T0>(self.words.as_ptr().add(b).cast());
        }
        b
    }

    /// The entry stored for key `k`, if any.
    #[inline]
    pub fn probe(&self, k: &[u64; KEY_WORDS]) -> Option<Entry> {
        self.probe_at(self.bucket(k), k)
    }

    /// [`Table::probe`] with `k`'s bucket `b` (from [`Table::prefetch`]).
    #[inline]
    pub fn probe_at(&self, b: usize, k: &[u64; KEY_WORDS]) -> Option<Entry> {
        (0..2)
            .find(|&j| self.same(b, j, k))
            .map(|j| unpack(self.words[b + 2 * j + 1]))
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
        let same0 = self.same(b, 0, k);
        let same1 = !same0 && self.same(b, 1, k);
        let meta0 = self.words[b + 1];
        let used0 = meta0 & USED != 0;
        let j = if same0 {
            0
        } else if same1 || (used0 && u64::from(depth) < (meta0 >> 40) & 0xFF) {
            1
        } else {
            0
        };
        let mut e = Entry {
            lo: -INF,
            hi: INF,
            best: -1,
            exact: !estimate,
        };
        if same0 || same1 {
            let old = unpack(self.words[b + 2 * j + 1]);
            if estimate && old.exact {
                return; // keep the truth
            }
            if old.exact == e.exact {
                e = old;
            }
            e.best = old.best;
        } else if j == 0 && used0 {
            // The deeper entry goes down to the second place.
            self.words.copy_within(b..b + 2, b + 2);
            let rest = b + 4;
            self.words
                .copy_within(rest..rest + KEY_WORDS - 1, rest + KEY_WORDS - 1);
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
        self.words[b + 2 * j] = k[0];
        self.words[b + 2 * j + 1] = meta;
        let rest = b + 4 + j * (KEY_WORDS - 1);
        self.words[rest..rest + KEY_WORDS - 1].copy_from_slice(&k[1..]);
    }
}
