//! The `numeric` columns (scores, kilograms, AED amounts) as the domain's `f64`.

use std::str::FromStr;

use anyhow::Context as _;
use bigdecimal::BigDecimal;
use bigdecimal::ToPrimitive as _;

/// A stored number as `f64`, the nearest to its decimal value. The stored amounts (kilograms,
/// AED, scores) have digits that fit `f64`'s 53-bit mantissa and a scale whose power of ten `f64`
/// holds exactly, so one correctly rounded division gives it; any other is parsed from its
/// decimal text (`BigDecimal::to_f64` rounds some wrongly).
pub(crate) fn to_f64(value: &BigDecimal) -> anyhow::Result<f64> {
    const EXACT_MANTISSA: u64 = 1 << 53;
    const EXACT_POWER_OF_TEN: i64 = 22;
    let (digits, scale) = value.as_bigint_and_scale();
    if let Some(digits) = digits.to_i64()
        && digits.unsigned_abs() <= EXACT_MANTISSA
        && (0..=EXACT_POWER_OF_TEN).contains(&scale)
    {
        #[allow(clippy::cast_precision_loss, clippy::cast_possible_truncation)]
        return Ok(digits as f64 / 10_f64.powi(scale as i32));
    }
    value
        .to_string()
        .parse::<f64>()
        .ok()
        .filter(|number| number.is_finite())
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
    fn a_stored_decimal_reads_as_the_nearest_f64() {
        for digits in [
            0_i64,
            1,
            7,
            123,
            98_765,
            1_234_567_891,
            9_007_199_254_740_993,
        ] {
            for scale in [0, 1, 2, 3, 7, 15, 22, 23, -2] {
                for sign in [1, -1] {
                    let text = format!("{}e{}", sign * digits, -scale);
                    let value = BigDecimal::from_str(&text).unwrap();
                    assert_eq!(
                        to_f64(&value).unwrap(),
                        text.parse::<f64>().unwrap(),
                        "{text}"
                    );
                }
            }
        }
    }

    #[test]
    fn not_a_number_is_an_error() {
        assert!(from_f64(f64::NAN).is_err());
        assert!(from_f64(f64::INFINITY).is_err());
    }
}
