//! The hot commands' arguments, parsed by hand. An agent harness starts one process per
//! tool call (`shanalyze check ...` or `shanalyze hook --target NAME`), and building clap's
//! command tree for every subcommand costs more than analysing a short command (about
//! 0.2 M instructions of a 0.55 M process, docs/performance.md).
//!
//! Only the plain forms are recognised here:
//!
//! - `check [--cwd DIR] [--root DIR] [--policy FILE] [--] COMMAND...`, each option at most
//!   once, as `--cwd DIR` or `--cwd=DIR`, with a value that is not empty and does not start
//!   with `-`; the command words are everything from the first word that is not an option
//!   (or everything after `--`), verbatim, as clap takes them.
//! - `hook --target NAME` or `hook --target=NAME`, with a known NAME.
//!
//! Anything else (`--help`, an unknown or repeated option, a missing value, an argument
//! that is not UTF-8, another subcommand) returns `None`, and clap parses the same
//! arguments: behaviour and error messages stay clap's. The tests below check that every
//! form accepted here parses to the same value under clap.

use super::{Cli, Command, Context};
use std::ffi::OsString;

/// The parsed arguments (program name first), or `None` to let clap parse them.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Option<Cli> {
    let args: Vec<String> = args.into_iter().skip(1).map(|a| a.into_string().ok()).collect::<Option<_>>()?;
    let (subcommand, rest) = args.split_first()?;
    let command = match subcommand.as_str() {
        "check" => check(rest)?,
        "hook" => hook(rest)?,
        _ => return None,
    };
    Some(Cli { command })
}

fn check(args: &[String]) -> Option<Command> {
    let mut context = Context { cwd: None, root: None, policy: None };
    let mut i = 0;
    while let Some(arg) = args.get(i) {
        if arg == "--" {
            i += 1;
            break;
        }
        if arg == "-" || !arg.starts_with('-') {
            break;
        }
        let (name, value, used) = match arg.split_once('=') {
            Some((name, value)) => (name, value, 1),
            None => (arg.as_str(), args.get(i + 1)?.as_str(), 2),
        };
        if value.is_empty() || value.starts_with('-') {
            return None;
        }
        match name {
            "--cwd" if context.cwd.is_none() => context.cwd = Some(value.to_string()),
            "--root" if context.root.is_none() => context.root = Some(value.to_string()),
            "--policy" if context.policy.is_none() => context.policy = Some(value.into()),
            _ => return None,
        }
        i += used;
    }
    let command = args[i..].to_vec();
    if command.is_empty() {
        return None;
    }
    Some(Command::Check { context, command })
}

fn hook(args: &[String]) -> Option<Command> {
    let target = match args {
        [flag, name] if flag == "--target" => name.as_str(),
        [arg] => arg.strip_prefix("--target=")?,
        _ => return None,
    };
    shanalyze::hooks::TARGET_NAMES.contains(&target).then(|| Command::Hook { target: target.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn argv(args: &[&str]) -> Vec<OsString> {
        std::iter::once("shanalyze").chain(args.iter().copied()).map(OsString::from).collect()
    }

    /// The fast parse of `args`, after checking that clap parses them to the same value.
    fn both(args: &[&str]) -> Option<Cli> {
        let fast = parse(argv(args));
        if let Some(fast) = &fast {
            match Cli::try_parse_from(argv(args)) {
                Ok(slow) => assert_eq!(fast, &slow, "{args:?}: the fast path and clap disagree"),
                Err(e) => panic!("{args:?}: the fast path accepted what clap rejects: {e}"),
            }
        }
        fast
    }

    fn check(cwd: Option<&str>, root: Option<&str>, policy: Option<&str>, command: &[&str]) -> Option<Cli> {
        Some(Cli {
            command: Command::Check {
                context: Context {
                    cwd: cwd.map(str::to_string),
                    root: root.map(str::to_string),
                    policy: policy.map(Into::into),
                },
                command: command.iter().map(|w| w.to_string()).collect(),
            },
        })
    }

    #[test]
    fn plain_check_forms_take_the_fast_path_and_agree_with_clap() {
        let none = None;
        assert_eq!(both(&["check", "ls -la"]), check(none, none, none, &["ls -la"]));
        assert_eq!(both(&["check", "ls", "-la"]), check(none, none, none, &["ls", "-la"]));
        assert_eq!(both(&["check", "-"]), check(none, none, none, &["-"]));
        assert_eq!(both(&["check", "--", "-rf"]), check(none, none, none, &["-rf"]));
        assert_eq!(both(&["check", "--", "--"]), check(none, none, none, &["--"]));
        assert_eq!(both(&["check", "--", "--cwd", "x"]), check(none, none, none, &["--cwd", "x"]));
        assert_eq!(both(&["check", "ls", "--", "x"]), check(none, none, none, &["ls", "--", "x"]));
        assert_eq!(both(&["check", "ls", "--cwd", "/x"]), check(none, none, none, &["ls", "--cwd", "/x"]));
        assert_eq!(both(&["check", "ls", "--help"]), check(none, none, none, &["ls", "--help"]));
        assert_eq!(both(&["check", "--cwd", "/src", "ls"]), check(Some("/src"), none, none, &["ls"]));
        assert_eq!(both(&["check", "--cwd=/src", "ls"]), check(Some("/src"), none, none, &["ls"]));
        assert_eq!(both(&["check", "--cwd=/a=b", "ls"]), check(Some("/a=b"), none, none, &["ls"]));
        assert_eq!(both(&["check", "--cwd", "rel", "--", "-x"]), check(Some("rel"), none, none, &["-x"]));
        assert_eq!(
            both(&["check", "--policy", "p.toml", "--root=/r", "--cwd", "/r/s", "--", "--", "ls"]),
            check(Some("/r/s"), Some("/r"), Some("p.toml"), &["--", "ls"])
        );
        assert_eq!(
            both(&["check", "--root", "/r", "git status", "--root", "/x"]),
            check(none, Some("/r"), none, &["git status", "--root", "/x"])
        );
    }

    #[test]
    fn odd_check_forms_are_left_to_clap() {
        for args in [
            &["check"][..],
            &["check", "--"],
            &["check", "--help"],
            &["check", "-h"],
            &["check", "-h", "ls"],
            &["check", "-la"],
            &["check", "--la"],
            &["check", "--bogus", "ls"],
            &["check", "--cwdx", "ls"],
            &["check", "--cwd"],
            &["check", "--cwd", "/x"],
            &["check", "--cwd", "/x", "--"],
            &["check", "--cwd", "-x", "ls"],
            &["check", "--cwd=-x", "ls"],
            &["check", "--cwd=", "ls"],
            &["check", "--cwd", "", "ls"],
            &["check", "--cwd", "a", "--cwd", "b", "ls"],
            &["check", "--cwd=a", "--cwd", "b", "ls"],
            &["check", "--policy", "--", "ls"],
            &["check", "--json", "ls"],
            &["Check", "ls"],
            &["--version"],
            &[],
            &["explain", "ls"],
            &["batch", "-"],
        ] {
            assert_eq!(both(args), None, "{args:?}");
        }
    }

    #[test]
    fn hook_forms() {
        let hook = |t: &str| Some(Cli { command: Command::Hook { target: t.to_string() } });
        assert_eq!(both(&["hook", "--target", "claude"]), hook("claude"));
        assert_eq!(both(&["hook", "--target=codex"]), hook("codex"));
        for name in shanalyze::hooks::TARGET_NAMES {
            assert_eq!(both(&["hook", "--target", name]), hook(name));
        }
        for args in [
            &["hook"][..],
            &["hook", "--target"],
            &["hook", "--target", "nope"],
            &["hook", "--target=nope"],
            &["hook", "--target="],
            &["hook", "--target", "claude", "--target", "codex"],
            &["hook", "--target", "claude", "extra"],
            &["hook", "claude"],
            &["hook", "--help"],
        ] {
            assert_eq!(both(args), None, "{args:?}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn arguments_that_are_not_utf8_are_left_to_clap() {
        use std::os::unix::ffi::OsStringExt;
        let args = vec![OsString::from("shanalyze"), OsString::from("check"), OsString::from_vec(vec![0xff])];
        assert_eq!(parse(args), None);
    }
}
