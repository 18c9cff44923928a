//! Hex masks: sets of hexes as 192 bits (bit `h` for hex `h`), as Python's ints in
//! `wolfpack.the_wolves.hexmap`, members coming out in increasing hex order.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// The most hexes a mask holds.
pub const MASK_BITS: usize = 192;

/// A set of hexes (see the module docs). `!m` sets bits beyond the map too, like Python's
/// `~`; such a mask is only ever intersected with one of the map.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mask(pub [u64; 3]);

impl Mask {
    pub const EMPTY: Mask = Mask([0; 3]);

    /// The set of one hex.
    #[inline]
    pub fn one(h: usize) -> Mask {
        let mut m = Mask::EMPTY;
        m.set(h);
        m
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2]) == 0
    }
    #[inline]
    pub fn any(&self) -> bool {
        !self.is_empty()
    }
    #[inline]
    pub fn has(&self, h: usize) -> bool {
        self.0[h >> 6] >> (h & 63) & 1 != 0
    }
    #[inline]
    pub fn set(&mut self, h: usize) {
        self.0[h >> 6] |= 1 << (h & 63);
    }
    #[inline]
    pub fn clear(&mut self, h: usize) {
        self.0[h >> 6] &= !(1 << (h & 63));
    }
    #[inline]
    pub fn count(&self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()
    }
    /// The lowest hex, if any.
    #[inline]
    pub fn lowest(&self) -> Option<usize> {
        for (w, &x) in self.0.iter().enumerate() {
            if x != 0 {
                return Some(w * 64 + x.trailing_zeros() as usize);
            }
        }
        None
    }
    /// Calls `f` on each hex, in increasing order (faster than [`Mask::iter`]).
    #[inline]
    pub fn for_each(&self, mut f: impl FnMut(usize)) {
        for (w, &word) in self.0.iter().enumerate() {
            let mut x = word;
            while x != 0 {
                f(w * 64 + x.trailing_zeros() as usize);
                x &= x - 1;
            }
        }
    }

    /// The hexes in increasing order.
    #[inline]
    pub fn iter(&self) -> MaskIter {
        MaskIter { m: self.0, w: 0 }
    }
}

/// The hexes of a [`Mask`], in increasing order.
pub struct MaskIter {
    m: [u64; 3],
    w: usize,
}

impl Iterator for MaskIter {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.w < 3 {
            let x = self.m[self.w];
            if x != 0 {
                self.m[self.w] = x & (x - 1);
                return Some(self.w * 64 + x.trailing_zeros() as usize);
            }
            self.w += 1;
        }
        None
    }
}

impl BitAnd for Mask {
    type Output = Mask;
    #[inline]
    fn bitand(self, o: Mask) -> Mask {
        Mask([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }
}
impl BitOr for Mask {
    type Output = Mask;
    #[inline]
    fn bitor(self, o: Mask) -> Mask {
        Mask([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }
}
impl Not for Mask {
    type Output = Mask;
    #[inline]
    fn not(self) -> Mask {
        Mask([!self.0[0], !self.0[1], !self.0[2]])
    }
}
impl BitAndAssign for Mask {
    #[inline]
    fn bitand_assign(&mut self, o: Mask) {
        *self = *self & o;
    }
}
impl BitOrAssign for Mask {
    #[inline]
    fn bitor_assign(&mut self, o: Mask) {
        *self = *self | o;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn members_come_out_in_order() {
        let mut m = Mask::EMPTY;
        for h in [3, 64, 130, 191, 0] {
            m.set(h);
        }
        assert_eq!(m.iter().collect::<Vec<_>>(), vec![0, 3, 64, 130, 191]);
        assert_eq!(m.count(), 5);
        assert_eq!(m.lowest(), Some(0));
        m.clear(0);
        assert_eq!(m.lowest(), Some(3));
        assert!((m & !m).is_empty());
    }
}
