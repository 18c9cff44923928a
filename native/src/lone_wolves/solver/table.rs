//! The transposition table: positions already valued, with a lower and an upper bound on
//! the value (both kept, as null-window passes of MTD(f) find one or the other), the best
//! move found, and whether the bounds came from a full search or from an estimate with a
//! horizon (those only order moves).
//!
//! Searches on several threads share one table without locks, as chess engines do: every
//! word is read and written on its own (relaxed atomics, plain moves on x86), and an
//! entry's head word is its packed data XOR the hash of its whole key, so an entry torn by
//! two writers at once fails the check and reads as missing.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

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
/// Words per bucket: a head of one cache line's first half (each entry's check word and
/// packed entry), then each entry's other key words.
const BUCKET: usize = 4 + 2 * (KEY_WORDS - 1);
/// Words per cache line.
const LINE: usize = 8;

/// Two entries per bucket: the first keeps the position with the most cards left (the
/// costliest to search again), the second the most recent. A bucket starts a cache line
/// and begins with both entries' check words and packed entries, so a probe that misses
/// (most of them) reads one cache line. Shared by the threads of one solve (`&self`
/// everywhere).
pub struct Table {
    /// Per bucket (`BUCKET` words): the head (entry 0's check word, the hash of its key
    /// XOR its packed entry (lo, hi, best, depth, flags), and the packed entry; then entry
    /// 1's), then entry 0's key words but the first, then entry 1's. Zeros at first, so the
    /// allocator hands out untouched pages.
    words: Vec<AtomicU64>,
    /// Where the first bucket starts in `words` (the first cache-line boundary).
    base: usize,
    /// Buckets minus one.
    mask: u64,
}

/// The key's hash: for given words `k[1..]` a bijection of `k[0]` (every step is), so a
/// matching hash and matching other words prove the whole key.
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

/// A bucket's place in the table and the key's hash, from [`Table::prefetch`].
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    bucket: usize,
    hash: u64,
}

impl Table {
    /// A table of `2**bits` entries (zeroed lazily by the allocator).
    pub fn new(bits: u32) -> Table {
        let n = 1usize << (bits.clamp(1, 26) - 1);
        let zeros = std::mem::ManuallyDrop::new(vec![0u64; n * BUCKET + LINE]);
        const _: () = assert!(std::mem::align_of::<AtomicU64>() == std::mem::align_of::<u64>());
        let (ptr, len, cap) = (zeros.as_ptr().cast_mut(), zeros.len(), zeros.capacity());
        // SAFETY: AtomicU64 has the size and bit validity of u64 and (checked above) its
        // alignment; the vector's allocation is handed over whole and never used as u64s.
        let words = unsafe { Vec::from_raw_parts(ptr.cast::<AtomicU64>(), len, cap) };
        let base = (words.as_ptr() as usize / 8).wrapping_neg() % LINE;
        Table {
            words,
            base,
            mask: n as u64 - 1,
        }
    }

    #[inline]
    fn get(&self, i: usize) -> u64 {
        self.words[i].load(Relaxed)
    }

    #[inline]
    fn set(&self, i: usize, v: u64) {
        self.words[i].store(v, Relaxed);
    }

    /// The slot of key `k`.
    #[inline]
    fn slot(&self, k: &[u64; KEY_WORDS]) -> Slot {
        let hash = hash_key(k);
        Slot {
            bucket: self.base + ((hash >> 1) & self.mask) as usize * BUCKET,
            hash,
        }
    }

    /// Entry `j` (0 or 1) of slot `s`'s bucket, packed, if it holds key `k`.
    #[inline]
    fn held(&self, s: Slot, j: usize, k: &[u64; KEY_WORDS]) -> Option<u64> {
        let b = s.bucket;
        let meta = self.get(b + 2 * j + 1);
        if self.get(b + 2 * j) ^ meta != s.hash || meta & USED == 0 {
            return None;
        }
        let rest = b + 4 + j * (KEY_WORDS - 1);
        (0..KEY_WORDS - 1)
            .all(|i| self.get(rest + i) == k[i + 1])
            .then_some(meta)
    }

    /// Starts loading the bucket of key `k` into the cache; returns its slot for
    /// [`Table::probe_at`].
    #[inline]
    pub fn prefetch(&self, k: &[u64; KEY_WORDS]) -> Slot {
        let s = self.slot(k);
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch only hints the cache; the address lies within `words`.
        unsafe {
            use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
            _mm_prefetch::<_MM_HINT_T0>(self.words.as_ptr().add(s.bucket).cast());
        }
        s
    }

    /// The entry stored for key `k`, if any.
    #[inline]
    pub fn probe(&self, k: &[u64; KEY_WORDS]) -> Option<Entry> {
        self.probe_at(self.slot(k), k)
    }

    /// [`Table::probe`] with `k`'s slot `s` (from [`Table::prefetch`]).
    #[inline]
    pub fn probe_at(&self, s: Slot, k: &[u64; KEY_WORDS]) -> Option<Entry> {
        self.held(s, 0, k)
            .or_else(|| self.held(s, 1, k))
            .map(unpack)
    }

    /// Stores what a search of key `k` in the window (`a0`, `b0`) found: `best` (an upper
    /// bound when `<= a0`, a lower bound when `>= b0`, else exact) and the best move `mv`
    /// (-1: none). The bounds of the same kind of search (full or `estimate`) already stored
    /// are kept and tightened; an estimate never replaces a full search's entry.
    #[allow(clippy::too_many_arguments)]
    pub fn store(
        &self,
        k: &[u64; KEY_WORDS],
        best: i32,
        a0: i32,
        b0: i32,
        mv: i32,
        estimate: bool,
    ) {
        let s = self.slot(k);
        let b = s.bucket;
        let depth = (k[0] & 0x3FFF_FFFF).count_ones() + ((k[0] >> 30) & 0x3FFF_FFFF).count_ones();
        let held0 = self.held(s, 0, k);
        let held1 = if held0.is_none() {
            self.held(s, 1, k)
        } else {
            None
        };
        let meta0 = self.get(b + 1);
        let used0 = meta0 & USED != 0;
        let j = if held0.is_some() {
            0
        } else if held1.is_some() || (used0 && u64::from(depth) < (meta0 >> 40) & 0xFF) {
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
        if let Some(m) = held0.or(held1) {
            let old = unpack(m);
            if estimate && old.exact {
                return; // keep the truth
            }
            if old.exact == e.exact {
                e = old;
            }
            e.best = old.best;
        } else if j == 0 && used0 {
            // The deeper entry goes down to the second place.
            self.set(b + 2, self.get(b));
            self.set(b + 3, self.get(b + 1));
            let rest = b + 4;
            for i in 0..KEY_WORDS - 1 {
                self.set(rest + KEY_WORDS - 1 + i, self.get(rest + i));
            }
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
        let rest = b + 4 + j * (KEY_WORDS - 1);
        for i in 0..KEY_WORDS - 1 {
            self.set(rest + i, k[i + 1]);
        }
        self.set(b + 2 * j + 1, meta);
        self.set(b + 2 * j, meta ^ s.hash);
    }
}
