//! The single-page app: files from the built frontend, `index.html` for any other page path, and
//! the JSON 404 for unknown API paths.

use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{Method, header};
use actix_web::{HttpResponse, ResponseError};

use crate::error::ApiError;

/// Serves `GET` page paths from `dist`, falling back to `index.html`; everything else unknown
/// (API paths, other methods) gets the JSON 404.
pub async fn fallback(dist: PathBuf, req: ServiceRequest) -> actix_web::Result<ServiceResponse> {
    let (req, _) = req.into_parts();
    let path = req.path();
    let is_page = matches!(*req.method(), Method::GET | Method::HEAD)
        && !path.starts_with("/api/")
        && path != "/api";
    if !is_page {
        return Ok(ServiceResponse::new(
            req,
            ApiError::not_found("Not found").error_response(),
        ));
    }
    let response = match asset(&dist, path) {
        Some(file) => {
            let immutable = path.starts_with("/assets/");
            let mut response = NamedFile::open_async(&file).await?.into_response(&req);
            let cache = if immutable {
                "public, max-age=31536000, immutable"
            } else {
                "no-cache"
            };
            response.headers_mut().insert(
                header::CACHE_CONTROL,
                header::HeaderValue::from_static(cache),
            );
            response
        }
        None => match NamedFile::open_async(dist.join("index.html")).await {
            Ok(index) => {
                let mut response = index.into_response(&req);
                response.headers_mut().insert(
                    header::CACHE_CONTROL,
                    header::HeaderValue::from_static("no-cache"),
                );
                response
            }
            Err(_) => HttpResponse::NotFound()
                .content_type("text/plain; charset=utf-8")
                .body(
                    "The frontend is not built: run `make run` (or `npm run build` in frontend/).",
                ),
        },
    };
    Ok(ServiceResponse::new(req, response))
}

/// The file under `dist` a URL path names, if it is a regular file inside `dist`.
fn asset(dist: &Path, url_path: &str) -> Option<PathBuf> {
    let relative = url_path.trim_start_matches('/');
    if relative.is_empty()
        || relative
            .split('/')
            .any(|part| part == ".." || part.starts_with('.'))
    {
        return None;
    }
    let file = dist.join(relative);
    file.is_file().then_some(file)
}

#[cfg(test)]
mod tests {
    use super::asset;

    #[test]
    fn refuses_paths_that_climb_out_of_dist() {
        let dist = std::env::temp_dir();
        assert_eq!(asset(&dist, "/../etc/passwd"), None);
        assert_eq!(asset(&dist, "/"), None);
        assert_eq!(asset(&dist, "/.hidden"), None);
    }
}
