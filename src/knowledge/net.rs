//! net: tools that reach the network (HTTP clients, remote shells and copies, DNS, sockets).
//!
//! Every entry here is network (Ask by default) and reports the hosts it names. Output
//! flags that write files (`curl -o`, `wget -O`) and upload flags that read local files
//! (`curl -T`, `-d @file`) are listed so the paths are classified too. Piping their output
//! into a shell is decided in `lib.rs` (network-fed code is denied).

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::{Ctx, PathAccess};
use crate::report::Decision;

const CURL_FLAGS: &[Flag] = &[
    danger_opt(
        "-o|--output|-D|--dump-header|-c|--cookie-jar|--trace|--trace-ascii|--stderr|--etag-save|--hsts|--alt-svc",
        WritesValue,
    ),
    danger("-O|--remote-name|--remote-name-all|-J|--remote-header-name", Writes),
    danger_opt("-T|--upload-file|-K|--config|--netrc-file|--cacert|--cert|--key|--etag-compare", ReadsValue),
    opt("-d|--data|--data-ascii|--data-binary|--data-raw|--data-urlencode|-F|--form|--form-string|--json"),
    opt(
        "-H|--header|-X|--request|-A|--user-agent|-e|--referer|-u|--user|-m|--max-time|--connect-timeout|-w|--write-out|-x|--proxy|-U|--proxy-user|--retry|--retry-delay|--retry-max-time|-r|--range|-b|--cookie|--resolve|--connect-to|-C|--continue-at|--limit-rate|-Y|--speed-limit|-y|--speed-time|--max-filesize|--max-redirs|--url|--interface|--dns-servers|--oauth2-bearer|--aws-sigv4|--variable|--expand-url|--create-dirs|--output-dir|--tls-max|--ciphers|-E|-Q|--quote|--mail-from|--mail-rcpt|-z|--time-cond|-t|--telnet-option",
    ),
    flag(
        "-s|--silent|-S|--show-error|-L|--location|-f|--fail|-I|--head|-i|--include|-v|--verbose|-k|--insecure|-G|--get|-N|--no-buffer|--compressed|-#|--progress-bar|-n|--netrc|-4|-6|--http1.1|--http2|-g|--globoff|-q|--fail-with-body|-Z|--parallel",
    ),
];
const WGET_FLAGS: &[Flag] = &[
    danger_opt(
        "-O|--output-document|-o|--output-file|-a|--append-output|-P|--directory-prefix|--save-cookies|--warc-file",
        WritesValue,
    ),
    danger_opt(
        "-i|--input-file|--load-cookies|--post-file|--body-file|--ca-certificate|--certificate|--private-key|--config",
        ReadsValue,
    ),
    danger_opt("--use-askpass", Exec),
    opt(
        "-t|--tries|-T|--timeout|-w|--wait|-U|--user-agent|--header|--user|--password|--post-data|--method|--body-data|-e|--execute|-l|--level|-A|--accept|-R|--reject|-D|--domains|--exclude-domains|--limit-rate|-Q|--quota|--referer|--bind-address|--dns-timeout|--connect-timeout|--read-timeout|--max-redirect|--progress|-I|--include-directories|-X|--exclude-directories",
    ),
];
const RSYNC_FLAGS: &[Flag] = &[
    danger_opt("-e|--rsh|--rsync-path", Exec),
    danger(
        "--delete|--delete-before|--delete-during|--delete-delay|--delete-after|--delete-excluded|--remove-source-files",
        Deletes,
    ),
    opt(
        "--exclude|--include|--exclude-from|--include-from|--files-from|-f|--filter|--chmod|--chown|--timeout|--contimeout|--bwlimit|--port|--password-file|--log-file|--partial-dir|--temp-dir|-T|--backup-dir|--suffix|--compare-dest|--copy-dest|--link-dest|--max-size|--min-size|--max-delete|--out-format|--info|--debug|--usermap|--groupmap|--iconv|--protocol|--sockopts|--address|-B|--block-size|--modify-window|--skip-compress|--compress-choice|--checksum-choice",
    ),
];
const SCP_FLAGS: &[Flag] = &[danger_opt("-S", Exec), opt("-c|-F|-i|-J|-l|-o|-P|-D|-X")];
const SSH_LIKE: &[Flag] = &[opt("-b|-c|-D|-E|-e|-F|-I|-i|-J|-L|-l|-m|-O|-o|-p|-Q|-R|-S|-W|-w|-B")];
const NC_FLAGS: &[Flag] =
    &[danger_opt("-e|-c|--exec|--sh-exec|--lua-exec", Exec), opt("-p|-s|-w|-i|-q|-x|-X|-P|-O|-I|-T|-V|-M|-m|-b")];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("aria2c", Kind::Network, Operands::Hosts, "download files (writes them)").hook(writes_download),
    Spec::new("curl", Kind::Network, Operands::Hosts, "transfer data from or to a URL")
        .flags(CURL_FLAGS)
        .hook(curl_hook),
    Spec::new("dig", Kind::Network, Operands::Hosts, "DNS lookup").flags(&[opt("-b|-c|-f|-k|-p|-q|-t|-x|-y")]),
    Spec::new("ftp", Kind::Network, Operands::Hosts, "interactive file transfer"),
    Spec::new("host", Kind::Network, Operands::Hosts, "DNS lookup").flags(&[opt("-c|-N|-R|-t|-W|-m")]),
    Spec::new("http", Kind::Network, Operands::Hosts, "HTTPie: HTTP client")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
    Spec::new("httpie", Kind::Network, Operands::Hosts, "HTTPie: HTTP client")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
    Spec::new("https", Kind::Network, Operands::Hosts, "HTTPie over TLS")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
    Spec::new("mosh", Kind::Network, Operands::Hosts, "mobile shell to a remote host"),
    Spec::new("nc", Kind::Network, Operands::Hosts, "netcat: raw TCP/UDP connections (`-e` runs a program)")
        .flags(NC_FLAGS),
    Spec::new("ncat", Kind::Network, Operands::Hosts, "Nmap's netcat (`-e`/`-c` run programs)").flags(NC_FLAGS),
    Spec::new("netcat", Kind::Network, Operands::Hosts, "netcat: raw TCP/UDP connections").flags(NC_FLAGS),
    Spec::new("nmap", Kind::Network, Operands::Hosts, "network scanner").flags(&[
        danger_opt("-oN|-oX|-oG|-oA|-oS", WritesValue),
        danger_opt("--script", Exec),
        opt("-p|-e|-S|--exclude|-iL"),
    ]),
    Spec::new("nslookup", Kind::Network, Operands::Hosts, "DNS lookup"),
    Spec::new("ping", Kind::Network, Operands::Hosts, "send ICMP echo requests")
        .flags(&[opt("-c|-i|-I|-s|-t|-W|-w|-l|-p|-Q|-S|-M")]),
    Spec::new("ping6", Kind::Network, Operands::Hosts, "send ICMPv6 echo requests")
        .flags(&[opt("-c|-i|-I|-s|-t|-W|-w")]),
    Spec::new("rsync", Kind::Network, Operands::Hosts, "copy files, locally or remotely (the last operand is written)")
        .flags(RSYNC_FLAGS)
        .hook(copy_hook),
    Spec::new("scp", Kind::Network, Operands::Hosts, "copy files over SSH (the last operand is written)")
        .flags(SCP_FLAGS)
        .hook(copy_hook),
    Spec::new("sftp", Kind::Network, Operands::Hosts, "interactive file transfer over SSH").flags(SSH_LIKE),
    Spec::new(
        "socat",
        Kind::Network,
        Operands::Data,
        "relay between sockets, files and programs (EXEC:/SYSTEM: run programs)",
    )
    .hook(socat_hook),
    Spec::new("ssh", Kind::Network, Operands::Data, "remote shell (a remote command is analysed as shell text)")
        .flags(SSH_LIKE)
        .hook(ssh_hook),
    Spec::new("ssh-keyscan", Kind::Network, Operands::Hosts, "gather SSH host keys").flags(&[opt("-f|-p|-T|-t")]),
    Spec::new("telnet", Kind::Network, Operands::Hosts, "interactive TCP connection"),
    Spec::new("traceroute", Kind::Network, Operands::Hosts, "trace the route to a host")
        .flags(&[opt("-f|-g|-i|-m|-N|-p|-t|-w|-q|-s|-z")]),
    Spec::new("wget", Kind::Network, Operands::Hosts, "download files (writes them unless -O -)")
        .flags(WGET_FLAGS)
        .hook(wget_hook),
    Spec::new("whois", Kind::Network, Operands::Hosts, "query WHOIS").flags(&[opt("-h|-p")]),
    Spec::new("xh", Kind::Network, Operands::Hosts, "HTTP client")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
];

fn curl_hook(ctx: &mut Ctx) {
    // `-d @file` / `--data-binary @file` / `-F name=@file` upload a local file.
    for p in ctx.parsed.clone() {
        if let super::ParsedArg::Flag { flag, value: Some(v), index } = p {
            if flag.names.starts_with("-d|") || flag.names.starts_with("-F") || flag.names.contains("--json") {
                let file = v.split_once('@').map(|(_, f)| f).filter(|f| !f.is_empty() && *f != "-");
                if let Some(f) = file {
                    let f = f.split(';').next().unwrap_or(f);
                    let mut arg = ctx.inv.argv[index].clone();
                    arg.value = Some(f.to_string());
                    ctx.path(&arg, PathAccess::Read);
                }
            }
            if flag.names.contains("--url") {
                ctx.host(&v);
            }
        }
    }
}

fn wget_hook(ctx: &mut Ctx) {
    let to_stdout = matches!(ctx.value("-O|--output-document"), Some("-" | "/dev/stdout"));
    let has_output = ctx.value("-O|--output-document").is_some();
    if !to_stdout && !has_output && !ctx.has("--spider") {
        ctx.effect("write");
        ctx.add("write.command", "`wget` saves what it downloads", Decision::Ask);
    }
}

fn writes_download(ctx: &mut Ctx) {
    ctx.effect("write");
    ctx.add("write.command", "saves what it downloads", Decision::Ask);
}

fn copy_hook(ctx: &mut Ctx) {
    let ops = ctx.operands();
    let n = ops.len();
    for (i, a) in ops.into_iter().enumerate() {
        let text = a.value().unwrap_or(&a.text);
        let remote = crate::hosts::extract(text).is_some()
            && text.contains(':')
            && !text.starts_with('/')
            && !text.starts_with('.');
        if remote {
            continue;
        }
        ctx.path(a, if i + 1 == n { PathAccess::Write } else { PathAccess::Read });
    }
}

fn ssh_hook(ctx: &mut Ctx) {
    if let Some(host) = ctx.operands().first() {
        let t = host.text.clone();
        ctx.host(&t);
        if !ctx.out.hosts.iter().any(|h| t.ends_with(h.as_str()))
            && let Some(h) = t.rsplit('@').next()
            && !h.is_empty()
            && h.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'))
        {
            ctx.out.hosts.push(h.to_ascii_lowercase());
        }
    }
}

fn socat_hook(ctx: &mut Ctx) {
    for a in ctx.inv.argv.iter().skip(1) {
        let t = a.value().unwrap_or(&a.text).to_ascii_uppercase();
        if t.starts_with("EXEC:") || t.starts_with("SYSTEM:") {
            ctx.effect("exec");
            ctx.add("exec.flag", "`socat EXEC:`/`SYSTEM:` runs a program", Decision::Ask);
        }
        if let Some(rest) = t.split_once(':').map(|(_, r)| r)
            && let Some(h) = rest.split([':', ',']).next()
            && h.contains('.')
        {
            ctx.out.hosts.push(h.to_ascii_lowercase());
        }
    }
}
