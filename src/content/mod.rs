//! Generated content: the generators, and (with the content API) versions,
//! credits and assets.

pub mod generator;
#[allow(dead_code)]
mod store;
