//! The `numeric` columns (scores, kilograms, AED amounts) as the domain's `f64`.

use std::str::FromStr;

use anyhow::Context as _;
use bigdecimal::{BigDecimal, ToPrimitive};

/// A stored number as `f64`.
pub(crate) fn to_f64(value: &BigDecimal) -> anyhow::Result<f64> {
    value
        .to_f64()
        .with_context(|| format!("numeric {value} is out of f64's range"))
}

/// An `f64` to store, as its shortest decimal that reads back as the same `f64`.
pub(crate) fn from_f64(value: f64) -> anyhow::Result<BigDecimal> {
    BigDecimal::from_str(&value.to_string()).with_context(|| format!("{value} is not a number"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_reads_back_as_it_was_written() {
        for value in [0.0, 0.1, 12.5, 1234.567, 1e-7, 9_999_999.99] {
            assert_eq!(to_f64(&from_f64(value).unwrap()).unwrap(), value);
        }
        assert_eq!(from_f64(0.1).unwrap().to_string(), "0.1");
    }

    #[test]
    fn not_a_number_is_an_error() {
        assert!(from_f64(f64::NAN).is_err());
        assert!(from_f64(f64::INFINITY).is_err());
    }
}
