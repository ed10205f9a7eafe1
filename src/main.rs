//! The `shanalyze` binary: parse arguments, call the library, render, exit.
//!
//! Exit codes (DESIGN §7): 0 allow, 1 ask, 2 deny, 3 internal error, 64 usage error.
//! It must stay thin: no analysis here.

// Linux/glibc: our own C `main` (module `entry`) skips std's stack-guard set-up.
#![cfg_attr(all(target_os = "linux", target_env = "gnu", not(test)), no_main)]

mod cli;
mod fast_args;

use clap::{Parser, Subcommand};
use shanalyze::{Analyzer, Decision, Report, Workspace};
use std::io::Read;

const EXIT_INTERNAL: u8 = 3;
const EXIT_USAGE: u8 = 64;

#[derive(Parser)]
#[cfg_attr(test, derive(Debug, PartialEq))]
#[command(name = "shanalyze", version, about = "Decide whether a shell command may run: allow, ask or deny, and why.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Args, Clone)]
#[cfg_attr(test, derive(Debug, PartialEq))]
struct Context {
    /// Directory the command runs in (relative paths are judged against it).
    #[arg(long, value_name = "DIR")]
    cwd: Option<String>,
    /// Workspace root (defaults to --cwd).
    #[arg(long, value_name = "DIR")]
    root: Option<String>,
    /// Policy file (TOML, docs/policy.md); replaces the user's config file. The workspace's
    /// .shanalyze.toml still applies and may only tighten unless trusted.
    #[arg(long, value_name = "FILE")]
    policy: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
#[cfg_attr(test, derive(Debug, PartialEq))]
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
        #[arg(value_name = "COMMAND", required = true, allow_hyphen_values = true, num_args = 1..)]
        command: Vec<String>,
    },
    /// Print the verdict and main reason on one line; exit 0 allow, 1 ask, 2 deny.
    ///
    /// Example: shanalyze check 'git status' && echo allowed
    Check {
        #[command(flatten)]
        context: Context,
        /// The command text, or `-` to read it from stdin.
        #[arg(value_name = "COMMAND", required = true, allow_hyphen_values = true, num_args = 1..)]
        command: Vec<String>,
    },
    /// Analyse JSON Lines ({"command": "...", "cwd": "..."}); one report per line, same order.
    ///
    /// Uses every core; shows a progress bar on stderr when stderr is a terminal. A line
    /// that is not a JSON object with a "command" string stops the run with an error naming
    /// the line (exit 3).
    #[command(after_help = "Examples:\n  shanalyze batch commands.jsonl > reports.jsonl\n  \
        echo '{\"command\": \"rm -rf build\", \"cwd\": \"/src/app\"}' | shanalyze batch -\n  \
        shanalyze batch --summary commands.jsonl > /dev/null")]
    Batch {
        #[command(flatten)]
        context: Context,
        /// Print counts per verdict and the top reasons to stderr at the end.
        #[arg(long)]
        summary: bool,
        /// Input file, or `-` for stdin.
        #[arg(value_name = "FILE", default_value = "-")]
        file: String,
    },
    /// Audit an agent session log or shell history: what would have been allowed, asked
    /// and denied, the top reasons, and the policy rules that would remove most prompts
    /// safely.
    ///
    /// Reads Claude Code session logs (~/.claude/projects/*/*.jsonl), Codex rollouts
    /// (~/.codex/sessions/**/rollout-*.jsonl), Gemini CLI chat records and bash or zsh
    /// history files; the format is detected.
    #[command(after_help = "Examples:\n  shanalyze audit ~/.claude/projects/-home-me-app/3f2c.jsonl\n  \
        shanalyze audit --json ~/.zsh_history | jq .suggestions\n  \
        shanalyze audit --cwd ~/src/app ~/.bash_history\n  \
        shanalyze audit ~/.claude/projects/-home-me-app/*.jsonl")]
    Audit {
        /// Print the audit as JSON instead of text.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        context: Context,
        /// Transcript or history files (audited together), or `-` for stdin.
        #[arg(value_name = "FILE", required = true, num_args = 1..)]
        files: Vec<String>,
    },
    /// Answer an agent harness's pre-tool-use hook: envelope on stdin, the harness's answer on
    /// stdout. Anything odd (bad JSON, a foreign tool, a blank command) abstains: no output.
    ///
    /// Example: echo '{"tool_name":"Bash","tool_input":{"command":"ls"}}' | shanalyze hook --target claude
    Hook {
        /// The harness.
        #[arg(long, value_name = "NAME", value_parser = clap::builder::PossibleValuesParser::new(shanalyze::hooks::TARGET_NAMES))]
        target: String,
    },
    /// Register the hook in a harness's settings file under $HOME (keeps everything else).
    ///
    /// Example: shanalyze install --target claude --dry-run
    Install {
        /// The harness.
        #[arg(long, value_name = "NAME", value_parser = clap::builder::PossibleValuesParser::new(shanalyze::hooks::TARGET_NAMES), required_unless_present = "auto_detect", conflicts_with = "auto_detect")]
        target: Option<String>,
        /// Install for every harness found under $HOME.
        #[arg(long)]
        auto_detect: bool,
        /// Print the change without writing it.
        #[arg(long)]
        dry_run: bool,
    },
    /// Remove exactly the shanalyze hook from a harness's settings file.
    ///
    /// Example: shanalyze uninstall --target claude --dry-run
    Uninstall {
        /// The harness.
        #[arg(long, value_name = "NAME", value_parser = clap::builder::PossibleValuesParser::new(shanalyze::hooks::TARGET_NAMES))]
        target: String,
        /// Print the change without writing it.
        #[arg(long)]
        dry_run: bool,
    },
    /// Show the policy that applies, or translate a harness's permission settings (docs/policy.md).
    ///
    /// Example: shanalyze policy import --from claude ~/.claude/settings.json > ~/.config/shanalyze/policy.toml
    Policy {
        #[command(subcommand)]
        action: PolicyAction,
    },
    /// Generate shell completions or man pages from the CLI definition.
    ///
    /// Example: shanalyze generate completions bash > /etc/bash_completion.d/shanalyze
    #[command(hide = true)]
    Generate {
        /// `completions` or `man`.
        what: String,
        /// The shell for completions (bash, zsh, fish, elvish, powershell); the output
        /// directory for man pages (one page per subcommand; stdout when absent).
        arg: Option<String>,
    },
    /// Print tree-sitter's raw tree for a command (debugging).
    #[command(hide = true)]
    Tree { command: String },
}

#[derive(Subcommand)]
#[cfg_attr(test, derive(Debug, PartialEq))]
enum PolicyAction {
    /// List the files, rules and settings that apply, and where each came from; exit 3 when
    /// a policy cannot be read.
    ///
    /// Example: shanalyze policy show --root .
    Show {
        #[command(flatten)]
        context: Context,
    },
    /// Print a harness's permission settings as a shanalyze policy file (TOML).
    ///
    /// Example: shanalyze policy import --from opencode opencode.json
    Import {
        /// `claude` (settings.json `permissions`) or `opencode` (opencode.json `permission`).
        #[arg(long, value_name = "HARNESS", value_parser = ["claude", "opencode"])]
        from: String,
        /// The settings file.
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
}

#[cfg(not(all(target_os = "linux", target_env = "gnu", not(test))))]
fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(main_code())
}

/// The process entry on Linux/glibc, instead of std's `main` wrapper. That wrapper asks
/// glibc where the main thread's stack ends, to place a stack-overflow guard, and glibc
/// answers by reading and `sscanf`-ing `/proc/self/maps`: about 0.1 M instructions, a fifth
/// of a `check` process (docs/performance.md). Of the rest of the wrapper, this keeps what
/// shanalyze relies on: SIGPIPE ignored (a closed pipe is an error to handle, not a
/// kill), the standard descriptors open, a panic answered with exit code 101 after its
/// message, and stdout flushed at the end. It gives up the "has overflowed its stack"
/// message (an overflow is a plain SIGSEGV) and the name "main" in panic messages.
/// `std::env::args_os` still works: glibc hands the arguments to std's initialiser.
#[cfg(all(target_os = "linux", target_env = "gnu", not(test)))]
mod entry {
    use std::ffi::{c_char, c_int};

    unsafe extern "C" {
        fn signal(signum: c_int, handler: usize) -> usize;
    }
    const SIGPIPE: c_int = 13;
    const SIG_IGN: usize = 1;

    #[unsafe(no_mangle)]
    extern "C" fn main(_argc: c_int, _argv: *const *const c_char) -> c_int {
        // SAFETY: setting a signal's disposition to SIG_IGN, as std's runtime does.
        unsafe { signal(SIGPIPE, SIG_IGN) };
        standard_descriptors_open();
        let code = std::panic::catch_unwind(super::main_code).unwrap_or(101);
        let _ = std::io::Write::flush(&mut std::io::stdout());
        c_int::from(code)
    }

    /// A closed stdin, stdout or stderr becomes /dev/null, so that no file opened later
    /// takes its number (std's runtime does the same).
    fn standard_descriptors_open() {
        use std::os::fd::{AsRawFd, IntoRawFd};
        while let Ok(f) = std::fs::OpenOptions::new().read(true).write(true).open("/dev/null") {
            if f.as_raw_fd() > 2 {
                break;
            }
            let _ = f.into_raw_fd();
        }
    }
}

/// The exit code of the whole run (DESIGN §7).
fn main_code() -> u8 {
    // `check` and `hook` in their plain forms skip building clap's command tree (one
    // process per agent tool call); clap parses everything else (src/fast_args.rs).
    let parsed = match fast_args::parse(std::env::args_os()) {
        Some(cli) => Ok(cli),
        None => Cli::try_parse(),
    };
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return match e.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => 0,
                _ => EXIT_USAGE,
            };
        }
    };
    match run(cli) {
        Ok(code) => code,
        Err(message) => {
            eprintln!("shanalyze: {message}");
            EXIT_INTERNAL
        }
    }
}

fn workspace(context: &Context) -> Workspace {
    let cwd = context.cwd.clone().map(|c| absolute(&c));
    let root = context.root.clone().map(|r| absolute(&r)).or_else(|| cwd.clone());
    Workspace { cwd, root, extra_roots: Vec::new(), home: std::env::var("HOME").ok().filter(|h| h.starts_with('/')) }
}

/// The analyzer for a context: workspace plus the policy that applies (docs/policy.md).
/// A policy that cannot be read is an error (exit 3), never a silent allow.
fn analyzer(context: &Context) -> Result<Analyzer, String> {
    let ws = workspace(context);
    let opts = shanalyze::policy::LoadOptions::from_env(context.policy.clone(), ws.root.clone());
    let policy = shanalyze::policy::file::load(&opts).map_err(|e| format!("policy: {e}"))?;
    for w in &policy.warnings {
        eprintln!("shanalyze: policy: {w}");
    }
    Ok(Analyzer::new().with_workspace(ws).with_policy(policy))
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

fn run(cli: Cli) -> Result<u8, String> {
    match cli.command {
        Command::Explain { json, context, command } => {
            let text = command_text(&command)?;
            let report = analyzer(&context)?.analyze(&text);
            if json {
                cli::write_stdout(&(serde_json::to_string_pretty(&report).map_err(|e| e.to_string())? + "\n"))?;
            } else {
                cli::write_stdout(&shanalyze::explain::render(&report, color_stdout()))?;
            }
            Ok(exit_for(report.verdict))
        }
        Command::Check { context, command } => {
            let text = command_text(&command)?;
            let report = analyzer(&context)?.analyze(&text);
            cli::write_stdout(&(one_line(&report) + "\n"))?;
            Ok(exit_for(report.verdict))
        }
        Command::Batch { context, file, summary } => cli::batch(&analyzer(&context)?, &file, summary),
        Command::Audit { json, context, files } => cli::audit(&analyzer(&context)?, &files, json),
        Command::Hook { target } => Ok(shanalyze::hooks::hook_main(&target)),
        Command::Install { target, auto_detect, dry_run } => {
            Ok(shanalyze::hooks::install::install_main(target.as_deref(), auto_detect, dry_run))
        }
        Command::Uninstall { target, dry_run } => Ok(shanalyze::hooks::install::uninstall_main(&target, dry_run)),
        Command::Policy { action: PolicyAction::Show { context } } => {
            let opts = shanalyze::policy::LoadOptions::from_env(context.policy.clone(), workspace(&context).root);
            let policy = shanalyze::policy::file::load(&opts).map_err(|e| format!("policy: {e}"))?;
            print!("{}", policy.summary());
            Ok(0)
        }
        Command::Policy { action: PolicyAction::Import { from, file } } => {
            let home = std::env::var("HOME").ok().filter(|h| h.starts_with('/'));
            print!("{}", shanalyze::policy::import_to_toml(&from, &file, home.as_deref())?);
            Ok(0)
        }
        Command::Generate { what, arg } => {
            use clap::CommandFactory;
            cli::generate(Cli::command(), &what, arg.as_deref())
        }
        Command::Tree { command } => {
            print!("{}", shanalyze::syntax::debug_tree(&command));
            Ok(0)
        }
    }
}

fn exit_for(decision: Decision) -> u8 {
    match decision {
        Decision::Allow => 0,
        Decision::Ask => 1,
        Decision::Deny => 2,
    }
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

/// Colour only for a terminal, and never when `NO_COLOR` is set (https://no-color.org).
fn color_stdout() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}
