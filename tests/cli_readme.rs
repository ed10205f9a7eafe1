//! The README's tour shows real output: each `$ shanalyze ...` transcript in a ```` ``` ````
//! block is run through the binary (analysed, never executed by a shell) and compared.

use std::process::Command;

/// Splits a `$ shanalyze ARGS` line into arguments: words, and single-quoted words.
fn words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c == ' ' {
            chars.next();
        } else if c == '\'' {
            chars.next();
            out.push(chars.by_ref().take_while(|&c| c != '\'').collect());
        } else {
            let mut w = String::new();
            while let Some(&c) = chars.peek() {
                if c == ' ' {
                    break;
                }
                w.push(c);
                chars.next();
            }
            out.push(w);
        }
    }
    out
}

#[test]
fn readme_transcripts_are_real() {
    let readme = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let mut checked = 0;
    let lines: Vec<&str> = readme.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("$ shanalyze ") else { continue };
        // `; echo $?` prints the exit code after the output.
        let (rest, echo_code) = match rest.strip_suffix("; echo $?") {
            Some(r) => (r, true),
            None => (rest, false),
        };
        let args = words(rest);
        let out = Command::new(env!("CARGO_BIN_EXE_shanalyze")).args(&args).output().unwrap();
        let mut got = String::from_utf8(out.stdout).unwrap();
        if echo_code {
            got.push_str(&format!("{}\n", out.status.code().unwrap()));
        }
        // The expected text: the following lines up to the next `$ ` line or the fence.
        let mut want = String::new();
        for l in &lines[i + 1..] {
            if l.starts_with("$ ") || l.starts_with("```") {
                break;
            }
            want.push_str(l);
            want.push('\n');
        }
        assert_eq!(got, want, "README line {}: `{line}`", i + 1);
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} transcripts found");
}

#[test]
fn setup_commands_come_first() {
    let readme = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let first_block = readme.split("```sh\n").nth(1).unwrap();
    assert!(first_block.starts_with(
        "cargo run --release -- explain 'git status && rm -rf /'   # run the main job\n\
         cargo test --release                                        # pass the tests\n"
    ));
}
