//! The `shanalyze` binary: parse arguments, call the library, render, exit.
//!
//! Exit codes (DESIGN §7): 0 allow, 1 ask, 2 deny, 3 internal error, 64 usage error.
//! It must stay thin: no analysis here.

use clap::{Parser, Subcommand};
use shanalyze::{Analyzer, Decision, Report, Workspace};
use std::io::{BufRead, Read, Write};
use std::process::ExitCode;

const EXIT_INTERNAL: u8 = 3;
const EXIT_USAGE: u8 = 64;

#[derive(Parser)]
#[command(name = "shanalyze", version, about = "Decide whether a shell command may run: allow, ask or deny, and why.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args, Clone)]
struct Context {
    /// Directory the command runs in (relative paths are judged against it).
    #[arg(long, value_name = "DIR")]
    cwd: Option<String>,
    /// Workspace root (defaults to --cwd).
    #[arg(long, value_name = "DIR")]
    root: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Explain the verdict for a command.
    ///
    /// Example: shanalyze explain 'cd / && sudo sh -c "rm -rf *"'
    Explain {
        /// Print the JSON report (DESIGN §6) instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        context: Context,
        /// The command text, or `-` to read it from stdin.
        #[arg(value_name = "COMMAND", allow_hyphen_values = true, num_args = 1..)]
        command: Vec<String>,
    },
    /// Print the verdict and main reason on one line; exit 0 allow, 1 ask, 2 deny.
    ///
    /// Example: shanalyze check 'git status' && echo allowed
    Check {
        #[command(flatten)]
        context: Context,
        /// The command text, or `-` to read it from stdin.
        #[arg(value_name = "COMMAND", allow_hyphen_values = true, num_args = 1..)]
        command: Vec<String>,
    },
    /// Analyse JSON Lines ({"command": "...", "cwd": "..."}); one report per line, same order.
    ///
    /// Example: shanalyze batch commands.jsonl > reports.jsonl
    Batch {
        #[command(flatten)]
        context: Context,
        /// Input file, or `-` for stdin.
        #[arg(value_name = "FILE", default_value = "-")]
        file: String,
    },
    /// Print tree-sitter's raw tree for a command (debugging).
    #[command(hide = true)]
    Tree { command: String },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => ExitCode::SUCCESS,
                _ => ExitCode::from(EXIT_USAGE),
            };
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("shanalyze: {message}");
            ExitCode::from(EXIT_INTERNAL)
        }
    }
}

fn workspace(context: &Context) -> Workspace {
    let cwd = context.cwd.clone().map(|c| absolute(&c));
    let root = context.root.clone().map(|r| absolute(&r)).or_else(|| cwd.clone());
    Workspace { cwd, root, extra_roots: Vec::new(), home: std::env::var("HOME").ok().filter(|h| h.starts_with('/')) }
}

fn absolute(path: &str) -> String {
    if path.starts_with('/') {
        return shanalyze::paths::normalize(path);
    }
    let base = std::env::current_dir().map(|p| p.to_string_lossy().into_owned()).unwrap_or_else(|_| "/".into());
    shanalyze::paths::join(&base, path)
}

/// The command from arguments, or stdin for `-`.
fn command_text(words: &[String]) -> Result<String, String> {
    if words.len() == 1 && words[0] == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map_err(|e| format!("cannot read stdin: {e}"))?;
        return String::from_utf8(bytes).map_err(|_| "the command on stdin is not valid UTF-8".to_string());
    }
    Ok(words.join(" "))
}

fn run(cli: Cli) -> Result<ExitCode, String> {
    match cli.command {
        Command::Explain { json, context, command } => {
            let text = command_text(&command)?;
            let report = Analyzer::new().with_workspace(workspace(&context)).analyze(&text);
            if json {
                println!("{}", serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?);
            } else {
                print!("{}", render_text(&report));
            }
            Ok(exit_for(report.verdict))
        }
        Command::Check { context, command } => {
            let text = command_text(&command)?;
            let report = Analyzer::new().with_workspace(workspace(&context)).analyze(&text);
            println!("{}", one_line(&report));
            Ok(exit_for(report.verdict))
        }
        Command::Batch { context, file } => batch(&context, &file),
        Command::Tree { command } => {
            print!("{}", shanalyze::syntax::debug_tree(&command));
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn exit_for(decision: Decision) -> ExitCode {
    ExitCode::from(match decision {
        Decision::Allow => 0,
        Decision::Ask => 1,
        Decision::Deny => 2,
    })
}

fn one_line(report: &Report) -> String {
    match report.main_reason() {
        Some(r) => format!("{}: {} ({})", report.verdict.as_str(), sanitize(&r.message), r.code),
        None => format!("{}: nothing here needs a person", report.verdict.as_str()),
    }
}

/// One line, no control characters.
fn sanitize(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

fn render_text(report: &Report) -> String {
    let mut out = String::new();
    out.push_str(&format!("verdict: {}\n", report.verdict.as_str()));
    for inv in &report.invocations {
        let chain = if inv.via.is_empty() { String::new() } else { format!("{} → ", inv.via.join(" → ")) };
        out.push_str(&format!("  {} {}{}\n", inv.decision.as_str(), chain, sanitize(&inv.argv.join(" "))));
        for r in &inv.reasons {
            out.push_str(&format!("      {} [{}] {}\n", r.decision.as_str(), r.code, sanitize(&r.message)));
        }
    }
    for r in &report.reasons {
        if !report.invocations.iter().any(|i| i.reasons.iter().any(|x| x.code == r.code && x.message == r.message)) {
            out.push_str(&format!("  {} [{}] {}\n", r.decision.as_str(), r.code, sanitize(&r.message)));
        }
    }
    out
}

fn batch(context: &Context, file: &str) -> Result<ExitCode, String> {
    let reader: Box<dyn BufRead> = if file == "-" {
        Box::new(std::io::BufReader::new(std::io::stdin()))
    } else {
        Box::new(std::io::BufReader::new(std::fs::File::open(file).map_err(|e| format!("cannot open {file}: {e}"))?))
    };
    let base = workspace(context);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for (n, line) in reader.split(b'\n').enumerate() {
        let line = line.map_err(|e| format!("cannot read line {}: {e}", n + 1))?;
        let line = String::from_utf8(line).map_err(|_| format!("line {}: not valid UTF-8", n + 1))?;
        if line.trim().is_empty() {
            continue;
        }
        let value: serde_json::Value =
            serde_json::from_str(&line).map_err(|e| format!("line {}: not JSON: {e}", n + 1))?;
        let command = value
            .get("command")
            .and_then(|c| c.as_str())
            .ok_or_else(|| format!("line {}: no \"command\" string", n + 1))?;
        let mut ws = base.clone();
        if let Some(cwd) = value.get("cwd").and_then(|c| c.as_str()) {
            ws.cwd = Some(absolute(cwd));
            if ws.root.is_none() {
                ws.root = ws.cwd.clone();
            }
        }
        let report = Analyzer::new().with_workspace(ws).analyze(command);
        serde_json::to_writer(&mut out, &report).map_err(|e| e.to_string())?;
        out.write_all(b"\n").map_err(|e| e.to_string())?;
    }
    out.flush().map_err(|e| e.to_string())?;
    Ok(ExitCode::SUCCESS)
}
