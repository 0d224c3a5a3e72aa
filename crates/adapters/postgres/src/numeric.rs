//! PostgreSQL `numeric` columns (scores, AED amounts, confidences) as the domain's `f64`.

use anyhow::Context;
use bigdecimal::{BigDecimal, ToPrimitive};

/// The stored decimal as the nearest `f64`.
pub(crate) fn to_f64(value: &BigDecimal) -> anyhow::Result<f64> {
    value
        .to_f64()
        .with_context(|| format!("the stored numeric {value} does not fit an f64"))
}

/// The shortest decimal that reads back as `value`, so 0.1 is stored as 0.1 and not as the
/// binary fraction nearest it.
pub(crate) fn from_f64(value: f64) -> anyhow::Result<BigDecimal> {
    value
        .to_string()
        .parse()
        .with_context(|| format!("{value} is not a finite number to store as numeric"))
}
