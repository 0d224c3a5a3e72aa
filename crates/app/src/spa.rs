//! The single-page app: files from the built frontend, `index.html` for any other page path, the
//! JSON 405 (with `Allow`) for a method a known path does not take, and the JSON 404 for unknown
//! API paths.

use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::dev::{ResourceDef, ServiceRequest, ServiceResponse};
use actix_web::http::{Method, header};
use actix_web::{HttpResponse, ResponseError};

use crate::error::ApiError;

/// Every path the API serves and the methods it takes there, read from the OpenAPI document.
#[derive(Debug, Default)]
pub struct Routes(Vec<(ResourceDef, Vec<Method>)>);

impl Routes {
    #[must_use]
    pub fn from_document(document: &utoipa::openapi::OpenApi) -> Self {
        Self(
            document
                .paths
                .paths
                .iter()
                .map(|(path, item)| {
                    let methods = [
                        (item.get.is_some(), Method::GET),
                        (item.post.is_some(), Method::POST),
                        (item.put.is_some(), Method::PUT),
                        (item.patch.is_some(), Method::PATCH),
                        (item.delete.is_some(), Method::DELETE),
                    ]
                    .into_iter()
                    .filter_map(|(declared, method)| declared.then_some(method))
                    .collect();
                    (ResourceDef::new(path.as_str()), methods)
                })
                .collect(),
        )
    }

    /// The methods `path` takes, when the API serves it.
    fn allowed(&self, path: &str) -> Option<&[Method]> {
        self.0
            .iter()
            .find(|(resource, _)| resource.is_match(path))
            .map(|(_, methods)| methods.as_slice())
    }
}

/// Serves `GET` page paths from `dist`, falling back to `index.html`; a method a known API path
/// does not take gets the JSON 405 with `Allow`; everything else unknown gets the JSON 404.
pub async fn fallback(
    dist: PathBuf,
    routes: &Routes,
    req: ServiceRequest,
) -> actix_web::Result<ServiceResponse> {
    let (req, _) = req.into_parts();
    let path = req.path();
    let is_page = matches!(*req.method(), Method::GET | Method::HEAD)
        && !path.starts_with("/api/")
        && path != "/api";
    if !is_page && let Some(methods) = routes.allowed(path) {
        let allow = methods
            .iter()
            .map(Method::as_str)
            .collect::<Vec<_>>()
            .join(", ");
        let mut response =
            ApiError::for_status(actix_web::http::StatusCode::METHOD_NOT_ALLOWED).error_response();
        if let Ok(value) = header::HeaderValue::from_str(&allow) {
            response.headers_mut().insert(header::ALLOW, value);
        }
        return Ok(ServiceResponse::new(req, response));
    }
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
