//! The flat layouts positions cross the Python boundary in: a list of small integers read
//! front to back, every number checked against its range, with the reason for a refusal
//! naming the field. Shared by every game's `decode`, with [`Row`], the short fixed-size
//! list the states keep cards, tiles and scars in.

/// Why a flat layout could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LayoutError(pub String);

/// A refusal naming `what` is wrong.
pub fn err<T>(what: impl Into<String>) -> Result<T, LayoutError> {
    Err(LayoutError(what.into()))
}

/// A short list of small numbers (cards, tiles, effects) in a fixed array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row<const N: usize> {
    pub n: u8,
    pub v: [i8; N],
}

impl<const N: usize> Default for Row<N> {
    fn default() -> Self {
        Row { n: 0, v: [0; N] }
    }
}

impl<const N: usize> Row<N> {
    #[inline]
    pub fn len(&self) -> usize {
        self.n as usize
    }
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    #[inline]
    pub fn push(&mut self, x: i8) {
        self.v[self.n as usize] = x;
        self.n += 1;
    }
    #[inline]
    pub fn pop(&mut self) -> i8 {
        self.n -= 1;
        self.v[self.n as usize]
    }
    #[inline]
    pub fn items(&self) -> &[i8] {
        &self.v[..self.n as usize]
    }
    #[inline]
    pub fn items_mut(&mut self) -> &mut [i8] {
        &mut self.v[..self.n as usize]
    }
}

/// Reads a layout front to back (see the module docs).
pub struct Reader<'a> {
    d: &'a [i32],
    i: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `d`.
    pub fn new(d: &'a [i32]) -> Self {
        Reader { d, i: 0 }
    }

    /// The next number, which must lie in `lo..=hi`.
    pub fn next(&mut self, lo: i32, hi: i32, what: &str) -> Result<i32, LayoutError> {
        let x = *self
            .d
            .get(self.i)
            .ok_or_else(|| LayoutError(format!("the layout ends before {what}")))?;
        if x < lo || x > hi {
            return err(format!("{what} is {x}, outside {lo}..={hi}"));
        }
        self.i += 1;
        Ok(x)
    }

    /// The next number as a flag (0 or 1).
    pub fn flag(&mut self, what: &str) -> Result<bool, LayoutError> {
        Ok(self.next(0, 1, what)? == 1)
    }

    /// The next `n` numbers, each in `lo..=hi`.
    pub fn list(
        &mut self,
        n: usize,
        lo: i32,
        hi: i32,
        what: &str,
    ) -> Result<Vec<i32>, LayoutError> {
        (0..n).map(|_| self.next(lo, hi, what)).collect()
    }

    /// A row written as its length (at most `N`) and its items, each in `lo..=hi`.
    pub fn row<const N: usize>(
        &mut self,
        lo: i32,
        hi: i32,
        what: &str,
    ) -> Result<Row<N>, LayoutError> {
        let n = self.next(0, N as i32, what)?;
        let mut r = Row::<N>::default();
        for _ in 0..n {
            r.push(self.next(lo, hi, what)? as i8);
        }
        Ok(r)
    }

    /// Checks that the whole layout was read.
    pub fn end(&self) -> Result<(), LayoutError> {
        if self.i != self.d.len() {
            return err(format!(
                "{} numbers after the end of the layout",
                self.d.len() - self.i
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_names_what_is_out_of_range_or_missing() {
        let mut r = Reader::new(&[3, 9]);
        assert_eq!(r.next(0, 5, "a card").unwrap(), 3);
        assert!(r
            .next(0, 5, "a card")
            .unwrap_err()
            .0
            .contains("a card is 9"));
        let mut r = Reader::new(&[]);
        assert!(r
            .next(0, 5, "a hand")
            .unwrap_err()
            .0
            .contains("ends before a hand"));
        assert!(Reader::new(&[1]).end().is_err());
    }

    #[test]
    fn a_row_keeps_its_items_in_order() {
        let mut r = Reader::new(&[2, 4, 7]);
        let row: Row<6> = r.row(0, 29, "a row").unwrap();
        assert_eq!(row.items(), &[4, 7]);
        assert!(r.end().is_ok());
    }
}
