//! The binary's longer commands: `batch`, `audit` and the hidden `generate` (shell
//! completions and man pages). Kept apart from `main.rs` so the argument definitions stay
//! readable; no analysis here.

use shanalyze::audit::{self, Progress, Transcript};
use shanalyze::{Analyzer, Decision, Report};
use std::collections::HashMap;
use std::io::{BufRead, Read, Write};

/// Lines read, analysed in parallel and written per block: bounded memory on huge inputs.
const BLOCK: usize = 8192;

/// Counts for `batch --summary`.
#[derive(Default)]
struct Summary {
    verdicts: [usize; 3],
    reasons: HashMap<&'static str, usize>,
}

impl Summary {
    fn add(&mut self, report: &Report) {
        self.verdicts[report.verdict as usize] += 1;
        let mut codes: Vec<&'static str> = report.reasons.iter().map(|r| r.code).collect();
        codes.sort_unstable();
        codes.dedup();
        for c in codes {
            *self.reasons.entry(c).or_default() += 1;
        }
    }

    fn render(&self) -> String {
        let total: usize = self.verdicts.iter().sum();
        let pct = |n: usize| if total == 0 { 0.0 } else { 100.0 * n as f64 / total as f64 };
        let mut out = format!("{total} commands\n");
        for d in [Decision::Allow, Decision::Ask, Decision::Deny] {
            let n = self.verdicts[d as usize];
            out.push_str(&format!("  {:<6} {n:>9} {:>6.1}%\n", d.as_str(), pct(n)));
        }
        let mut top: Vec<(&&str, &usize)> = self.reasons.iter().collect();
        top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        if !top.is_empty() {
            out.push_str("top reasons:\n");
            for (code, n) in top.into_iter().take(10) {
                out.push_str(&format!("  {n:>9}  {code}\n"));
            }
        }
        out
    }
}

/// `batch`: JSON Lines in, one report per line out in the same order, analysed on every
/// core. A malformed line stops the run with an error naming it (the reports of the lines
/// before it are written first).
pub fn batch(analyzer: &Analyzer, file: &str, summary: bool) -> Result<u8, String> {
    match batch_inner(analyzer, file, summary) {
        Err(BatchError::Io(e)) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(0),
        Err(BatchError::Io(e)) => Err(format!("cannot write to stdout: {e}")),
        Err(BatchError::Input(e)) => Err(e),
        Ok(code) => Ok(code),
    }
}

enum BatchError {
    Io(std::io::Error),
    Input(String),
}

impl From<std::io::Error> for BatchError {
    fn from(e: std::io::Error) -> BatchError {
        BatchError::Io(e)
    }
}

impl From<String> for BatchError {
    fn from(e: String) -> BatchError {
        BatchError::Input(e)
    }
}

fn batch_inner(analyzer: &Analyzer, file: &str, summary: bool) -> Result<u8, BatchError> {
    let (reader, total): (Box<dyn BufRead>, Option<usize>) = if file == "-" {
        (Box::new(std::io::BufReader::new(std::io::stdin())), None)
    } else {
        let total = count_lines(file);
        let f = std::fs::File::open(file).map_err(|e| format!("cannot open {file}: {e}"))?;
        (Box::new(std::io::BufReader::with_capacity(1 << 16, f)), total)
    };
    let progress = Progress::stderr(total, "lines");
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut sum = Summary::default();
    let mut lines = reader.split(b'\n').enumerate();
    let mut read = 0usize;
    loop {
        let mut items: Vec<(String, Analyzer)> = Vec::with_capacity(BLOCK);
        let mut error = None;
        let mut eof = true;
        let start = read;
        for (n, line) in lines.by_ref() {
            read = n + 1;
            match parse_line(analyzer, n + 1, line) {
                Ok(Some(item)) => items.push(item),
                Ok(None) => {}
                Err(e) => {
                    error = Some(e);
                    break;
                }
            }
            if items.len() == BLOCK {
                eof = false;
                break;
            }
        }
        let reports = audit::par_map(&items, |(command, a)| a.analyze(command), &|d| {
            progress.update(start + d * (read - start).max(1) / items.len().max(1))
        });
        for report in &reports {
            serde_json::to_writer(&mut out, report).map_err(std::io::Error::from)?;
            out.write_all(b"\n")?;
            if summary {
                sum.add(report);
            }
        }
        if let Some(e) = error {
            progress.finish();
            out.flush()?;
            return Err(BatchError::Input(e));
        }
        if eof {
            break;
        }
    }
    progress.finish();
    out.flush()?;
    if summary {
        // Never a panic on a closed stderr.
        let _ = std::io::stderr().write_all(sum.render().as_bytes());
    }
    Ok(0)
}

fn count_lines(file: &str) -> Option<usize> {
    let mut f = std::fs::File::open(file).ok()?;
    let mut buf = vec![0u8; 1 << 16];
    let mut lines = 0;
    let mut last = b'\n';
    loop {
        let n = f.read(&mut buf).ok()?;
        if n == 0 {
            break;
        }
        lines += buf[..n].iter().filter(|&&b| b == b'\n').count();
        last = buf[n - 1];
    }
    Some(lines + usize::from(last != b'\n'))
}

/// One batch line: the command and the analyser for its `cwd`; `None` for a blank line.
fn parse_line(
    analyzer: &Analyzer,
    n: usize,
    line: std::io::Result<Vec<u8>>,
) -> Result<Option<(String, Analyzer)>, String> {
    let line = line.map_err(|e| format!("cannot read line {n}: {e}"))?;
    let line = String::from_utf8(line).map_err(|_| format!("line {n}: not valid UTF-8"))?;
    if line.trim().is_empty() {
        return Ok(None);
    }
    let value: serde_json::Value = serde_json::from_str(&line).map_err(|e| format!("line {n}: not JSON: {e}"))?;
    let command = value
        .get("command")
        .and_then(|c| c.as_str())
        .ok_or_else(|| format!("line {n}: no \"command\" string"))?
        .to_string();
    let mut a = analyzer.clone();
    if let Some(cwd) = value.get("cwd").and_then(|c| c.as_str()) {
        let mut ws = a.workspace().clone();
        ws.cwd = Some(super::absolute(cwd));
        if ws.root.is_none() {
            ws.root = ws.cwd.clone();
        }
        a = a.with_workspace(ws);
    }
    Ok(Some((command, a)))
}

/// `audit`: the verdicts whole session logs would have had (several files are audited
/// together; `-` reads stdin).
pub fn audit(analyzer: &Analyzer, files: &[String], json: bool) -> Result<u8, String> {
    let started = std::time::Instant::now();
    let mut parts = Vec::with_capacity(files.len());
    for file in files {
        let mut bytes = Vec::new();
        if file == "-" {
            std::io::stdin().read_to_end(&mut bytes).map_err(|e| format!("cannot read stdin: {e}"))?;
        } else {
            bytes = std::fs::read(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        }
        // Shell histories are not always UTF-8 (zsh metafies some bytes): read what we can.
        parts.push((file.clone(), audit::read_transcript(&String::from_utf8_lossy(&bytes))));
    }
    // One file keeps its own format and plain line numbers; several are merged.
    let transcript = match parts.pop() {
        Some((_, only)) if parts.is_empty() => only,
        Some(last) => {
            parts.push(last);
            Transcript::merge(parts)
        }
        None => Transcript::merge(parts),
    };
    let progress = Progress::stderr(Some(transcript.entries.len()), "commands");
    let result = audit::audit(analyzer, &transcript, &|d| progress.update(d));
    progress.finish();
    if json {
        let text = serde_json::to_string_pretty(&result).map_err(|e| e.to_string())?;
        write_stdout(&(text + "\n"))?;
    } else {
        write_stdout(&audit::render_text(&result))?;
    }
    use std::io::IsTerminal;
    if std::io::stderr().is_terminal() {
        let secs = started.elapsed().as_secs_f64();
        let _ = writeln!(std::io::stderr(), "audited {} commands in {secs:.2}s", result.commands);
    }
    Ok(0)
}

/// Writes to stdout; a closed pipe (`| head`) is not an error.
pub fn write_stdout(text: &str) -> Result<(), String> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(format!("cannot write to stdout: {e}")),
        _ => Ok(()),
    }
}

/// `generate completions SHELL` / `generate man [DIR]`.
pub fn generate(mut cmd: clap::Command, what: &str, arg: Option<&str>) -> Result<u8, String> {
    match what {
        "completions" => {
            let shell: clap_complete::Shell =
                arg.ok_or("which shell? bash, zsh, fish, elvish or powershell")?.parse().map_err(|e: String| e)?;
            let mut buf = Vec::new();
            clap_complete::generate(shell, &mut cmd, "shanalyze", &mut buf);
            write_stdout(&String::from_utf8_lossy(&buf))?;
        }
        "man" => {
            let mut pages = vec![("shanalyze".to_string(), cmd.clone())];
            for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
                let name = format!("shanalyze-{}", sub.get_name());
                // clap names are `&'static str` without its `string` feature; this runs once.
                let leaked: &'static str = Box::leak(name.clone().into_boxed_str());
                pages.push((name, sub.clone().name(leaked)));
            }
            match arg {
                None => {
                    let mut buf = Vec::new();
                    clap_mangen::Man::new(cmd).render(&mut buf).map_err(|e| e.to_string())?;
                    write_stdout(&String::from_utf8_lossy(&buf))?;
                }
                Some(dir) => {
                    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {dir}: {e}"))?;
                    for (name, page) in pages {
                        let path = std::path::Path::new(dir).join(format!("{name}.1"));
                        let mut buf = Vec::new();
                        clap_mangen::Man::new(page).render(&mut buf).map_err(|e| e.to_string())?;
                        std::fs::write(&path, buf).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                        write_stdout(&format!("{}\n", path.display()))?;
                    }
                }
            }
        }
        other => return Err(format!("cannot generate `{other}`: use `completions` or `man`")),
    }
    Ok(0)
}
