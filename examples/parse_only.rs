//! The process floor for `scripts/bench_process.sh`: a minimal binary that only parses the
//! command with tree-sitter-bash and walks the tree once (`syntax::parse_and_walk`), then
//! prints one line, as `shanalyze check` does. No argument parser, no analysis.
//!
//! `cargo build --release --example parse_only && target/release/examples/parse_only 'ls -la'`

use std::io::Read;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
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
