//! The server's dependencies flow one way (docs/architecture.md, "Layers"):
//! the shared core below the features, the features below start-up, and no
//! two top-level modules of `src/` importing each other, directly or round a
//! circle. Read from the source text (`crate::` paths), so it needs no tool.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::Path,
};

/// Shared by every feature; may use only each other.
const CORE: &[&str] = &[
    "cache",
    "client_address",
    "config",
    "db",
    "domain",
    "error",
    "logging",
    "mail",
    "oidc",
    "openapi",
    "paging",
    "precompressed",
    "rate_limit",
    "record_id",
    "request_limits",
    "state",
    "telemetry",
    "timestamp",
    "writer",
];
/// One module per feature, each with its `router()`; may use the core and,
/// downward only, each other.
const FEATURES: &[&str] = &[
    "auth",
    "companies",
    "content",
    "feedback",
    "health",
    "interviews",
    "site_content",
    "style_guides",
    "users",
    "waitlist",
    "web_app",
];
/// Start-up: assembles everything; nothing imports it.
const START_UP: &[&str] = &["app", "cli"];

type Graph = BTreeMap<String, BTreeSet<String>>;

#[test]
fn every_top_level_module_has_a_layer() {
    let modules = top_level_modules();
    let listed: BTreeSet<&str> = CORE.iter().chain(FEATURES).chain(START_UP).copied().collect();
    let unlisted: Vec<_> = modules.iter().filter(|m| !listed.contains(m.as_str())).collect();
    assert!(
        unlisted.is_empty(),
        "add {unlisted:?} to CORE, FEATURES or START_UP in tests/layers.rs (and to docs/architecture.md)"
    );
    let gone: Vec<_> = listed.iter().filter(|m| !modules.contains(**m)).collect();
    assert!(
        gone.is_empty(),
        "{gone:?} are listed in tests/layers.rs but not in src/"
    );
}

#[test]
fn the_core_uses_no_feature_and_nothing_uses_start_up() {
    let graph = imports();
    let mut wrong = Vec::new();
    for (from, targets) in &graph {
        for to in targets {
            let core_reaches_up = CORE.contains(&from.as_str()) && !CORE.contains(&to.as_str());
            if core_reaches_up || START_UP.contains(&to.as_str()) {
                wrong.push(format!("{from} -> {to}"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layers: {wrong:?}");
}

#[test]
fn no_two_top_level_modules_import_each_other() {
    let graph = imports();
    let circles: Vec<_> = strongly_connected(&graph).into_iter().filter(|c| c.len() > 1).collect();
    assert!(circles.is_empty(), "modules that import each other: {circles:?}");
}

#[test]
fn the_reader_sees_grouped_and_macro_imports() {
    let refs = crate_references("use crate::{a::B, b, c::{d, e}};\nlet x = crate::f::g(); // crate::h\nwith_pool!(x)");
    assert_eq!(refs, ["a", "b", "c", "f"]);
    let mut graph = Graph::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    graph.entry("c".into()).or_default().insert("a".into());
    graph.entry("d".into()).or_default().insert("a".into());
    assert_eq!(
        strongly_connected(&graph).into_iter().filter(|c| c.len() > 1).count(),
        1
    );
}

/// `src/x.rs` and `src/x/` name module `x` (the crate roots aside).
fn top_level_modules() -> BTreeSet<String> {
    fs::read_dir(src())
        .expect("src/ is readable")
        .filter_map(|entry| {
            let path = entry.ok()?.path();
            let name = path.file_stem()?.to_str()?.to_owned();
            let module = path.is_dir() || path.extension().is_some_and(|e| e == "rs");
            (module && name != "lib" && name != "main").then_some(name)
        })
        .collect()
}

/// Which top-level modules each one's files name through `crate::`.
fn imports() -> Graph {
    let modules = top_level_modules();
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let sources: Vec<(String, String)> = files
        .iter()
        .filter_map(|path| {
            let relative = path.strip_prefix(src()).ok()?;
            let first = relative.components().next()?.as_os_str().to_str()?;
            let module = first.trim_end_matches(".rs").to_owned();
            modules
                .contains(&module)
                .then(|| (module, fs::read_to_string(path).expect("a readable source file")))
        })
        .collect();
    // Exported macros live at the crate root but belong to the module that defines them.
    let mut macros = BTreeMap::new();
    for (module, text) in &sources {
        for (at, _) in text.match_indices("#[macro_export]") {
            let after = &text[at..];
            if let Some(name) = after
                .split("macro_rules!")
                .nth(1)
                .and_then(|rest| identifier(rest.trim_start()))
            {
                macros.insert(name.to_owned(), module.clone());
            }
        }
    }
    let mut graph = Graph::new();
    for (module, text) in &sources {
        for name in crate_references(text) {
            let target = if modules.contains(&name) {
                Some(name)
            } else {
                macros.get(&name).cloned()
            };
            if let Some(target) = target.filter(|t| t != module) {
                graph.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    graph
}

/// The first name after each `crate::` outside comments; every name of a `crate::{...}` group.
fn crate_references(text: &str) -> Vec<String> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut expecting_name = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => expecting_name = true,
                    c if depth == 0 && expecting_name && (c.is_alphanumeric() || c == '_') => {
                        names.extend(identifier(&group[i..]).map(str::to_owned));
                        expecting_name = false;
                    }
                    _ => {}
                }
            }
        } else {
            names.extend(identifier(rest).map(str::to_owned));
        }
    }
    names
}

fn identifier(text: &str) -> Option<&str> {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    (end > 0).then(|| &text[..end])
}

/// Tarjan's strongly connected components: each is a set of modules that
/// reach each other (a single module when it is in no circle).
fn strongly_connected(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        components: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, node: &'g str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next.as_str()]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next.as_str()) {
                    let low = self.low[node].min(self.index[next.as_str()]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(member) = self.stack.pop() {
                    component.push(member.to_owned());
                    if member == node {
                        break;
                    }
                }
                self.components.push(component);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        components: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            walk.visit(node);
        }
    }
    walk.components
}

fn src() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("a readable folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
}
