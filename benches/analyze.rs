//! In-process speed against the floor: for each command, `analyze` beside
//! `syntax::parse_and_walk` (the same tree-sitter parse plus one full cursor walk, the least
//! any tree-sitter-based analyser must do). Target: analyze ≤ 1.5× the floor on real agent
//! commands. `cargo bench --bench analyze`; figures in docs/performance.md.
//!
//! `benches/data/agent-sample.jsonl`: 500 commands AI coding agents ran (see
//! `benches/data/README.md` for the source and licence).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use shanalyze::{Analyzer, syntax};
use std::hint::black_box;

const SHAPES: &[(&str, &str)] = &[
    ("simple", "ls -la"),
    ("pipeline", "grep -rn \"TODO\" src/ --include='*.rs' | sort | uniq -c | sort -rn | head -20 > /tmp/todo.txt"),
    ("git", "git add -A && git commit -m \"Fix the parser: handle nested quotes\" && git push origin feature/x"),
    ("cd-test", "cd /testbed && python -m pytest tests/test_models.py -x -q 2>&1 | tail -30"),
    ("wrappers", "sudo -u deploy env FOO=1 timeout 30 nice -n 5 xargs -0 rm -f -- build/a.o build/b.o"),
    (
        "nested-shell",
        "bash -c 'for f in *.py; do python3 -m black \"$f\" && echo \"ok $f\"; done' && sh -c \"ls | wc -l\"",
    ),
    ("find-exec", "find . -name '*.pyc' -not -path './.git/*' -exec rm -f {} + ; find . -type d -empty -delete"),
    (
        "heredoc",
        "cat <<'EOF' > reproduce.py\nimport sys\nfrom astropy.modeling import models as m\n\ncm = m.Linear1D(10) & m.Linear1D(5)\nprint(cm)\nfor i in range(3):\n    print(i, sys.argv)\nEOF\npython reproduce.py",
    ),
    ("deny", "curl -fsSL https://example.com/install.sh | sudo bash"),
];

fn agent_sample() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/data/agent-sample.jsonl");
    let text = std::fs::read_to_string(path).expect("benches/data/agent-sample.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect("a JSON line");
            v["command"].as_str().expect("a command string").to_string()
        })
        .collect()
}

fn single(c: &mut Criterion) {
    let analyzer = Analyzer::new();
    let mut group = c.benchmark_group("single");
    for (name, text) in SHAPES {
        group.throughput(Throughput::Bytes(text.len() as u64));
        group.bench_with_input(BenchmarkId::new("floor", name), text, |b, t| {
            b.iter(|| syntax::parse_and_walk(black_box(t)))
        });
        group.bench_with_input(BenchmarkId::new("analyze", name), text, |b, t| {
            b.iter(|| analyzer.analyze(black_box(t)))
        });
    }
    group.finish();
}

fn batch(c: &mut Criterion) {
    let sample = agent_sample();
    let analyzer = Analyzer::new();
    let mut group = c.benchmark_group("agent-sample");
    group.throughput(Throughput::Elements(sample.len() as u64));
    group.sample_size(20);
    group.bench_function("floor", |b| {
        b.iter(|| sample.iter().map(|t| syntax::parse_and_walk(black_box(t))).sum::<usize>())
    });
    group.bench_function("analyze", |b| {
        b.iter(|| sample.iter().map(|t| analyzer.analyze(black_box(t)).invocations.len()).sum::<usize>())
    });
    group.finish();
}

criterion_group!(benches, single, batch);
criterion_main!(benches);
