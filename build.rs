// Release builds embed web/dist; rebuild when the app is rebuilt (its hashed
// file names change, which rust-embed alone would not notice).
fn main() {
    println!("cargo:rerun-if-changed=web/dist");
    println!("cargo:rerun-if-changed=migrations");
}
