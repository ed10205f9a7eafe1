//! The process floor for `scripts/bench_process.sh`: a minimal binary that only parses the
//! command with tree-sitter-bash and walks the tree once (`syntax::parse_and_walk`), then
//! prints one line, as `shanalyze check` does. No argument parser, no analysis.
//!
//! `cargo build --release --example parse_only && target/release/examples/parse_only 'ls -la'`
//!
//! `parse_only --jsonl FILE [--analyze]` runs the floor (or, with `--analyze`, the full
//! analysis) over every `command` of a JSON Lines file and prints a count, with no output
//! per command: under `valgrind --tool=callgrind` the two instruction counts give the
//! in-process ratio without timing noise (docs/performance.md).

use std::io::Read;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--jsonl") {
        let Some(path) = args.get(1) else { std::process::exit(64) };
        let analyze = args.get(2).is_some_and(|a| a == "--analyze");
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("parse_only: cannot read {path}: {e}");
            std::process::exit(3)
        });
        let commands: Vec<String> = text
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| v.get("command").and_then(|c| c.as_str()).map(str::to_string))
            .collect();
        let analyzer = shanalyze::Analyzer::new();
        let total: usize = commands
            .iter()
            .map(|c| if analyze { analyzer.analyze(c).invocations.len() } else { shanalyze::syntax::parse_and_walk(c) })
            .sum();
        println!("{} commands, {total} {}", commands.len(), if analyze { "invocations" } else { "nodes" });
        return;
    }
    let text = if args.len() == 1 && args[0] == "-" {
        let mut bytes = Vec::new();
        if std::io::stdin().read_to_end(&mut bytes).is_err() {
            std::process::exit(3);
        }
        match String::from_utf8(bytes) {
            Ok(text) => text,
            Err(_) => std::process::exit(3),
        }
    } else {
        args.join(" ")
    };
    let nodes = shanalyze::syntax::parse_and_walk(&text);
    println!("parsed: {nodes} nodes");
}
