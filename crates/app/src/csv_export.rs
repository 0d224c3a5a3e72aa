//! CSV downloads for the admin side: RFC 4180 (CRLF line ends, quotes doubled), every cell
//! neutralised against formula injection, streamed batch by batch so a large export never sits
//! in memory as one string.

use std::borrow::Cow;
use std::future::Future;

use actix_web::HttpResponse;
use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::web::Bytes;
use futures_util::stream;

use crate::error::ApiError;

/// Characters that make a spreadsheet read a cell as a formula (or hide one behind them).
const DANGEROUS_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A cell that a spreadsheet will not run as a formula: a value starting with `=`, `+`, `-`,
/// `@`, a tab or a carriage return gets a leading single quote; any other value is unchanged.
#[must_use]
pub fn neutralise(cell: &str) -> Cow<'_, str> {
    if cell.starts_with(DANGEROUS_STARTS) {
        Cow::Owned(format!("'{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

/// Encodes rows as RFC 4180 CSV (CRLF after every row, quotes only where needed), each cell
/// [`neutralise`]d.
///
/// # Errors
/// Only if the in-memory writer fails, which it does not in practice.
pub fn encode_rows<R, C>(rows: R) -> anyhow::Result<Bytes>
where
    R: IntoIterator<Item = C>,
    C: IntoIterator,
    C::Item: AsRef<str>,
{
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    for row in rows {
        let cells: Vec<String> = row
            .into_iter()
            .map(|cell| neutralise(cell.as_ref()).into_owned())
            .collect();
        writer.write_record(&cells)?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|error| anyhow::anyhow!("finishing a CSV batch: {error}"))?;
    Ok(Bytes::from(bytes))
}

/// One batch of rows and where the next one starts (`None` after the last).
pub type Batch<C> = (Vec<Vec<String>>, Option<C>);

/// A streamed CSV attachment: the header, then batches from `next` until it returns no cursor.
/// The first batch is read before the response starts, so a failure there is an ordinary error
/// response; a later failure ends the stream (the client sees a cut download).
///
/// # Errors
/// The first batch's failure.
pub async fn stream_csv<C, F, Fut>(
    filename: String,
    header: &'static [&'static str],
    first: C,
    next: F,
) -> Result<HttpResponse, ApiError>
where
    C: Send + 'static,
    F: Fn(C) -> Fut + Send + Clone + 'static,
    Fut: Future<Output = Result<Batch<C>, ApiError>> + 'static,
{
    let (rows, cursor) = next.clone()(first).await?;
    let head = encode_rows([header.iter().copied()])?;
    let first_rows = encode_rows(rows)?;
    let start = stream::iter([Ok::<_, ApiError>(head), Ok(first_rows)]);
    let rest = stream::unfold(cursor, move |cursor| {
        let next = next.clone();
        async move {
            let cursor = cursor?;
            match next(cursor).await {
                Ok((rows, cursor)) => match encode_rows(rows) {
                    Ok(bytes) => Some((Ok(bytes), cursor)),
                    Err(cause) => Some((Err(ApiError::unexpected(cause)), None)),
                },
                Err(error) => {
                    tracing::error!(%error, "a CSV export failed part-way");
                    Some((Err(error), None))
                }
            }
        }
    });
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(filename)],
        })
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .streaming(futures_util::StreamExt::chain(start, rest)))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn parse_back(bytes: &[u8]) -> Vec<Vec<String>> {
        csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(bytes)
            .records()
            .map(|record| {
                record
                    .map(|r| r.iter().map(str::to_owned).collect())
                    .unwrap_or_default()
            })
            .collect()
    }

    /// A header row, as every export has, then `cells` (a reader drops a byte-order mark at the
    /// very start of a file, which is never a data cell here).
    fn with_header(cells: &[String]) -> Result<Bytes, TestCaseError> {
        let header = vec!["h".to_owned(); cells.len()];
        encode_rows([header.iter(), cells.iter()]).map_err(|e| TestCaseError::fail(e.to_string()))
    }

    #[test]
    fn formula_starts_get_a_leading_quote() {
        for cell in ["=1+1", "+971", "-2", "@SUM(A1)", "\tx", "\rx"] {
            assert_eq!(neutralise(cell), format!("'{cell}"));
        }
        for cell in ["", "plain", "1-2", " =x", "'quoted"] {
            assert_eq!(neutralise(cell), cell);
        }
    }

    #[test]
    fn rows_end_with_crlf_and_quotes_are_doubled() -> anyhow::Result<()> {
        let bytes = encode_rows([["a", "say \"hi\", then\nleave"], ["=cmd", "b"]])?;
        assert_eq!(
            std::str::from_utf8(&bytes)?,
            "a,\"say \"\"hi\"\", then\nleave\"\r\n'=cmd,b\r\n"
        );
        Ok(())
    }

    proptest! {
        #[test]
        fn an_encoded_cell_never_reads_back_as_a_formula(
            cells in proptest::collection::vec(".*", 1..6),
        ) {
            let bytes = with_header(&cells)?;
            let parsed = parse_back(&bytes);
            prop_assert_eq!(parsed.len(), 2);
            for (cell, read) in cells.iter().zip(&parsed[1]) {
                prop_assert!(!read.starts_with(DANGEROUS_STARTS), "{:?}", read);
                if cell.starts_with(DANGEROUS_STARTS) {
                    prop_assert_eq!(read, &format!("'{cell}"));
                } else {
                    prop_assert_eq!(read, cell);
                }
            }
        }

        #[test]
        fn quotes_commas_and_newlines_round_trip(
            cells in proptest::collection::vec("[a-z\",\r\n ']{0,12}", 1..6),
        ) {
            let bytes = with_header(&cells)?;
            let parsed = parse_back(&bytes);
            prop_assert_eq!(parsed.len(), 2);
            let expected: Vec<String> = cells.iter().map(|c| neutralise(c).into_owned()).collect();
            prop_assert_eq!(&parsed[1], &expected);
        }
    }
}
