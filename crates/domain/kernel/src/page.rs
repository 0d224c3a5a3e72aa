/// One page of a listing: a 1-based page number and a page size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    number: u32,
    size: u32,
}

/// Why a page request was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PageError {
    #[error("page must be 1 or more")]
    Number,
    #[error("page size must be between 1 and {max}", max = Page::MAX_SIZE)]
    Size,
}

impl Page {
    /// The admin questions list shows 20 per page.
    pub const DEFAULT_SIZE: u32 = 20;
    pub const MAX_SIZE: u32 = 100;

    /// Builds a page request; absent values take page 1 and the default size.
    ///
    /// # Errors
    /// [`PageError`] when the number is 0 or the size is outside 1–100.
    pub fn new(number: Option<u32>, size: Option<u32>) -> Result<Self, PageError> {
        let number = number.unwrap_or(1);
        let size = size.unwrap_or(Self::DEFAULT_SIZE);
        if number == 0 {
            return Err(PageError::Number);
        }
        if size == 0 || size > Self::MAX_SIZE {
            return Err(PageError::Size);
        }
        Ok(Self { number, size })
    }

    #[must_use]
    pub const fn number(self) -> u32 {
        self.number
    }

    #[must_use]
    pub const fn size(self) -> u32 {
        self.size
    }

    /// Rows to skip before this page.
    #[must_use]
    pub const fn offset(self) -> u64 {
        (self.number as u64 - 1) * self.size as u64
    }

    /// How many pages `total` rows fill (at least one, so an empty list still has a page 1).
    #[must_use]
    pub const fn page_count(self, total: u64) -> u64 {
        let pages = total.div_ceil(self.size as u64);
        if pages == 0 { 1 } else { pages }
    }
}

impl Default for Page {
    fn default() -> Self {
        Self {
            number: 1,
            size: Self::DEFAULT_SIZE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_the_first_page_of_twenty() -> Result<(), PageError> {
        let page = Page::new(None, None)?;
        assert_eq!((page.number(), page.size(), page.offset()), (1, 20, 0));
        assert_eq!(page, Page::default());
        Ok(())
    }

    #[test]
    fn computes_offsets_and_page_counts() -> Result<(), PageError> {
        let page = Page::new(Some(3), Some(20))?;
        assert_eq!(page.offset(), 40);
        assert_eq!(page.page_count(0), 1);
        assert_eq!(page.page_count(41), 3);
        Ok(())
    }

    #[test]
    fn rejects_page_zero_and_sizes_out_of_range() {
        assert_eq!(Page::new(Some(0), None), Err(PageError::Number));
        assert_eq!(Page::new(None, Some(0)), Err(PageError::Size));
        assert_eq!(Page::new(None, Some(101)), Err(PageError::Size));
    }
}
