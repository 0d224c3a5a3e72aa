use std::fmt;

/// A text's embedding: exactly [`Embedding::DIMENSIONS`] finite numbers.
///
/// Every embedder produces vectors of this size (multilingual-e5-small natively, OpenAI's
/// text-embedding-3 models shortened to it), so one `vector(384)` column and one HNSW index serve
/// any of them.
#[derive(Clone, PartialEq)]
pub struct Embedding(Vec<f32>);

/// Why a vector is not a usable embedding.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmbeddingError {
    #[error("an embedding has {expected} dimensions, this vector has {actual}")]
    Dimensions { expected: usize, actual: usize },
    #[error("an embedding holds only finite numbers; dimension {index} does not")]
    NotFinite { index: usize },
}

impl Embedding {
    /// The size of every embedding the knowledge store holds.
    pub const DIMENSIONS: usize = 384;

    /// Checks the vector's size and values.
    ///
    /// # Errors
    /// [`EmbeddingError::Dimensions`] when the vector does not have [`Embedding::DIMENSIONS`]
    /// values, [`EmbeddingError::NotFinite`] when one is NaN or infinite.
    pub fn new(values: Vec<f32>) -> Result<Self, EmbeddingError> {
        if values.len() != Self::DIMENSIONS {
            return Err(EmbeddingError::Dimensions {
                expected: Self::DIMENSIONS,
                actual: values.len(),
            });
        }
        if let Some(index) = values.iter().position(|v| !v.is_finite()) {
            return Err(EmbeddingError::NotFinite { index });
        }
        Ok(Self(values))
    }

    #[must_use]
    pub fn as_slice(&self) -> &[f32] {
        &self.0
    }

    #[must_use]
    pub fn into_vec(self) -> Vec<f32> {
        self.0
    }

    /// Cosine similarity in `[-1, 1]`; 0 when either vector is all zeros.
    #[must_use]
    pub fn cosine_similarity(&self, other: &Embedding) -> f32 {
        let (mut dot, mut left, mut right) = (0.0_f64, 0.0_f64, 0.0_f64);
        for (a, b) in self.0.iter().zip(&other.0) {
            let (a, b) = (f64::from(*a), f64::from(*b));
            dot += a * b;
            left += a * a;
            right += b * b;
        }
        if left == 0.0 || right == 0.0 {
            return 0.0;
        }
        #[allow(clippy::cast_possible_truncation)] // the value lies in [-1, 1]
        let similarity = (dot / (left.sqrt() * right.sqrt())).clamp(-1.0, 1.0) as f32;
        similarity
    }
}

impl fmt::Debug for Embedding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Embedding({} dims, starting {:?})",
            self.0.len(),
            &self.0[..self.0.len().min(3)]
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(index: usize) -> Result<Embedding, EmbeddingError> {
        let mut values = vec![0.0; Embedding::DIMENSIONS];
        if let Some(value) = values.get_mut(index) {
            *value = 1.0;
        }
        Embedding::new(values)
    }

    #[test]
    fn accepts_a_vector_of_384_finite_numbers() -> Result<(), EmbeddingError> {
        let embedding = Embedding::new(vec![0.5; 384])?;
        assert_eq!(embedding.as_slice().len(), Embedding::DIMENSIONS);
        assert_eq!(embedding.into_vec().len(), 384);
        Ok(())
    }

    #[test]
    fn rejects_a_vector_of_the_wrong_size() {
        assert_eq!(
            Embedding::new(vec![0.0; 3]),
            Err(EmbeddingError::Dimensions {
                expected: 384,
                actual: 3
            })
        );
    }

    #[test]
    fn rejects_nan_and_infinite_values() {
        let mut values = vec![0.0; 384];
        values[7] = f32::NAN;
        assert_eq!(
            Embedding::new(values),
            Err(EmbeddingError::NotFinite { index: 7 })
        );
        let mut values = vec![0.0; 384];
        values[0] = f32::INFINITY;
        assert_eq!(
            Embedding::new(values),
            Err(EmbeddingError::NotFinite { index: 0 })
        );
    }

    #[test]
    fn cosine_similarity_is_one_for_equal_and_zero_for_orthogonal_vectors()
    -> Result<(), EmbeddingError> {
        let (x, y) = (unit(0)?, unit(1)?);
        assert!((x.cosine_similarity(&x) - 1.0).abs() < 1e-6);
        assert!(x.cosine_similarity(&y).abs() < 1e-6);
        let zero = Embedding::new(vec![0.0; 384])?;
        assert!(zero.cosine_similarity(&x).abs() < f32::EPSILON);
        Ok(())
    }
}
