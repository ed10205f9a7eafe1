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
        "-o|--output|-D|--dump-header|-c|--cookie-jar|--trace|--trace-ascii|--stderr|--etag-save|--hsts|--alt-svc|--libcurl|--output-dir|--ssl-sessions",
        WritesValue,
    ),
    danger_opt("--unix-socket|--abstract-unix-socket", Ask),
    danger_opt("--proxy-cacert|--proxy-cert|--proxy-key|--crlfile|--pinnedpubkey", ReadsValue),
    danger("-O|--remote-name|--remote-name-all|-J|--remote-header-name", Writes),
    danger_opt("-T|--upload-file|-K|--config|--netrc-file|--cacert|--cert|--key|--etag-compare", ReadsValue),
    opt("-d|--data|--data-ascii|--data-binary|--data-raw|--data-urlencode|-F|--form|--form-string|--json"),
    opt(
        "-H|--header|-X|--request|-A|--user-agent|-e|--referer|-u|--user|-m|--max-time|--connect-timeout|-w|--write-out|-x|--proxy|-U|--proxy-user|--retry|--retry-delay|--retry-max-time|-r|--range|-b|--cookie|--resolve|--connect-to|-C|--continue-at|--limit-rate|-Y|--speed-limit|-y|--speed-time|--max-filesize|--max-redirs|--url|--interface|--dns-servers|--oauth2-bearer|--aws-sigv4|--variable|--expand-url|--create-dirs|--tls-max|--ciphers|-E|-Q|--quote|--mail-from|--mail-rcpt|-z|--time-cond|-t|--telnet-option",
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
    danger_opt("-e|--execute", Ask),
    opt(
        "-t|--tries|-T|--timeout|-w|--wait|-U|--user-agent|--header|--user|--password|--post-data|--method|--body-data|-l|--level|-A|--accept|-R|--reject|-D|--domains|--exclude-domains|--limit-rate|-Q|--quota|--referer|--bind-address|--dns-timeout|--connect-timeout|--read-timeout|--max-redirect|--progress|-I|--include-directories|-X|--exclude-directories",
    ),
];
const RSYNC_FLAGS: &[Flag] = &[
    danger_opt("-e|--rsh|--rsync-path", Exec),
    danger(
        "--del|--delete|--delete-before|--delete-during|--delete-delay|--delete-after|--delete-excluded|--delete-missing-args|--remove-source-files",
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
    Spec::new("ab", Kind::Network, Operands::Hosts, "ApacheBench: load-test a URL"),
    Spec::new("aria2c", Kind::Network, Operands::Hosts, "download files (writes them)").hook(writes_download),
    Spec::new("arping", Kind::Network, Operands::Hosts, "send ARP requests"),
    Spec::new("atlas", Kind::Network, Operands::Data, "Atlas schema tool (connects to databases)"),
    Spec::new("axel", Kind::Network, Operands::Hosts, "download accelerator (writes the file)").hook(writes_download),
    Spec::new(
        "borg",
        Kind::Read,
        Operands::Data,
        "BorgBackup: `list`, `info`, `check` read (remote repositories are network); create, prune, delete ask",
    )
    .subs(&[
        Spec::new("check", Kind::Read, Operands::Data, "verify a repository").hook(borg_remote_hook),
        Spec::new("config", Kind::Read, Operands::Data, "print a setting (a value sets it)").hook(borg_remote_hook),
        Spec::new("diff", Kind::Read, Operands::Data, "diff archives").hook(borg_remote_hook),
        Spec::new("info", Kind::Read, Operands::Data, "show details").hook(borg_remote_hook),
        Spec::new("list", Kind::Read, Operands::Data, "list archives").hook(borg_remote_hook),
        Spec::new("version", Kind::Read, Operands::Data, "print versions"),
    ])
    .unknown_sub(Kind::Write),
    Spec::new("clickhouse-client", Kind::Network, Operands::Data, "ClickHouse client: runs SQL on a server"),
    Spec::new("cqlsh", Kind::Network, Operands::Hosts, "Cassandra shell"),
    Spec::new("curl", Kind::Network, Operands::Hosts, "transfer data from or to a URL")
        .flags(CURL_FLAGS)
        .hook(curl_hook),
    Spec::new("curlie", Kind::Network, Operands::Hosts, "curl with HTTPie's interface")
        .flags(CURL_FLAGS)
        .hook(curl_hook),
    Spec::new("delv", Kind::Network, Operands::Hosts, "DNSSEC-validating DNS lookup"),
    Spec::new("dig", Kind::Network, Operands::Hosts, "DNS lookup").flags(&[opt("-b|-c|-f|-k|-p|-q|-t|-x|-y")]),
    Spec::new("dns-sd", Kind::Network, Operands::Data, "macOS: browse and resolve DNS-SD services"),
    Spec::new("dog", Kind::Network, Operands::Hosts, "DNS lookup"),
    Spec::new("doggo", Kind::Network, Operands::Hosts, "DNS lookup"),
    Spec::new("drill", Kind::Network, Operands::Hosts, "DNS lookup"),
    Spec::new("duckdb", Kind::Exec, Operands::Data, "DuckDB: SQL can read and write any file and load extensions"),
    Spec::new("fping", Kind::Network, Operands::Hosts, "ping many hosts"),
    Spec::new("ftp", Kind::Network, Operands::Hosts, "interactive file transfer"),
    Spec::new(
        "gpg",
        Kind::Read,
        Operands::Data,
        "GnuPG: listing keys reads; signing, decrypting, importing, key-server verbs ask",
    )
    .hook(gpg_hook),
    Spec::new("grpcurl", Kind::Network, Operands::Hosts, "call gRPC servers"),
    Spec::new("hey", Kind::Network, Operands::Hosts, "HTTP load generator"),
    Spec::new("host", Kind::Network, Operands::Hosts, "DNS lookup").flags(&[opt("-c|-N|-R|-t|-W|-m")]),
    Spec::new("hping3", Kind::Network, Operands::Hosts, "craft TCP/IP packets"),
    Spec::new("http", Kind::Network, Operands::Hosts, "HTTPie: HTTP client")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
    Spec::new("httpie", Kind::Network, Operands::Hosts, "HTTPie: HTTP client")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
    Spec::new("https", Kind::Network, Operands::Hosts, "HTTPie over TLS")
        .flags(&[danger_opt("-o|--output", WritesValue), danger("-d|--download", Writes)]),
    Spec::new("httpstat", Kind::Network, Operands::Hosts, "curl with timing statistics"),
    Spec::inert("ipcalc", "compute network address ranges (offline)"),
    Spec::new("iperf", Kind::Network, Operands::Hosts, "measure network throughput"),
    Spec::new("iperf3", Kind::Network, Operands::Hosts, "measure network throughput"),
    Spec::new("k6", Kind::Exec, Operands::Data, "load testing: runs a JavaScript test against servers"),
    Spec::new("kafka-console-consumer", Kind::Network, Operands::Data, "read messages from Kafka"),
    Spec::new("kafka-consumer-groups", Kind::Network, Operands::Data, "inspect or reset Kafka consumer groups"),
    Spec::new("kafka-topics", Kind::Network, Operands::Data, "list or change Kafka topics"),
    Spec::new("kdig", Kind::Network, Operands::Hosts, "DNS lookup (Knot)"),
    Spec::new("ldapsearch", Kind::Network, Operands::Data, "query an LDAP server"),
    Spec::new("lftp", Kind::Network, Operands::Hosts, "file transfer client (scripts can run local commands)"),
    Spec::new(
        "mariadb",
        Kind::Network,
        Operands::Data,
        "MariaDB client: runs SQL on a server (`\\!` runs shell commands)",
    ),
    Spec::new("mongosh", Kind::Network, Operands::Hosts, "MongoDB shell (JavaScript)"),
    Spec::new("monolith", Kind::Network, Operands::Hosts, "save a web page as one file"),
    Spec::new("mosh", Kind::Network, Operands::Hosts, "mobile shell to a remote host"),
    Spec::new("mosquitto_pub", Kind::Network, Operands::Data, "publish MQTT messages"),
    Spec::new("mosquitto_sub", Kind::Network, Operands::Data, "subscribe to MQTT topics"),
    Spec::new("mtr", Kind::Network, Operands::Hosts, "traceroute and ping combined"),
    Spec::new("mysql", Kind::Network, Operands::Data, "MySQL client: runs SQL on a server (`\\!` runs shell commands)"),
    Spec::new("nc", Kind::Network, Operands::Hosts, "netcat: raw TCP/UDP connections (`-e` runs a program)")
        .flags(NC_FLAGS),
    Spec::new("ncat", Kind::Network, Operands::Hosts, "Nmap's netcat (`-e`/`-c` run programs)").flags(NC_FLAGS),
    Spec::new("netcat", Kind::Network, Operands::Hosts, "netcat: raw TCP/UDP connections").flags(NC_FLAGS),
    Spec::new("ngrok", Kind::Network, Operands::Data, "expose local ports to the internet"),
    Spec::new("nmap", Kind::Network, Operands::Hosts, "network scanner").flags(&[
        danger_opt("-oN|-oX|-oG|-oA|-oS", WritesValue),
        danger_opt("--script", Exec),
        opt("-p|-e|-S|--exclude|-iL"),
    ]),
    Spec::new(
        "nmcli",
        Kind::Read,
        Operands::Data,
        "NetworkManager: `show`, `status`, `list` read; connecting and changing ask",
    )
    .hook(nmcli_hook),
    Spec::new("nslookup", Kind::Network, Operands::Hosts, "DNS lookup"),
    Spec::new(
        "openssl",
        Kind::Read,
        Operands::Data,
        "crypto toolkit: inspecting certificates reads; `s_client` reaches hosts; `-out` writes",
    )
    .hook(openssl_hook),
    Spec::new("pg_dump", Kind::Network, Operands::Data, "dump a PostgreSQL database (`-f` writes)"),
    Spec::new("ping", Kind::Network, Operands::Hosts, "send ICMP echo requests")
        .flags(&[opt("-c|-i|-I|-s|-t|-W|-w|-l|-p|-Q|-S|-M")]),
    Spec::new("ping6", Kind::Network, Operands::Hosts, "send ICMPv6 echo requests")
        .flags(&[opt("-c|-i|-I|-s|-t|-W|-w")]),
    Spec::new(
        "psql",
        Kind::Network,
        Operands::Data,
        "PostgreSQL client: runs SQL on a server (`\\!` runs shell commands)",
    ),
    Spec::new("rclone", Kind::Network, Operands::Data, "sync files with cloud storage"),
    Spec::new("redis-cli", Kind::Network, Operands::Data, "Redis client"),
    Spec::new(
        "resolvectl",
        Kind::Network,
        Operands::Data,
        "resolve names and show resolver state (`dns`, `domain` setters change it)",
    ),
    Spec::new("rsync", Kind::Network, Operands::Hosts, "copy files, locally or remotely (the last operand is written)")
        .flags(RSYNC_FLAGS)
        .hook(copy_hook),
    Spec::new("scp", Kind::Network, Operands::Hosts, "copy files over SSH (the last operand is written)")
        .flags(SCP_FLAGS)
        .hook(copy_hook),
    Spec::new("sem", Kind::Network, Operands::Data, "Semaphore CI CLI"),
    Spec::new("sftp", Kind::Network, Operands::Hosts, "interactive file transfer over SSH").flags(SSH_LIKE),
    Spec::new("smbclient", Kind::Network, Operands::Hosts, "SMB client"),
    Spec::new("snmpget", Kind::Network, Operands::Hosts, "SNMP GET"),
    Spec::new("snmpwalk", Kind::Network, Operands::Hosts, "SNMP walk"),
    Spec::new(
        "socat",
        Kind::Network,
        Operands::Data,
        "relay between sockets, files and programs (EXEC:/SYSTEM: run programs)",
    )
    .hook(socat_hook),
    Spec::new("speedtest", Kind::Network, Operands::Data, "measure internet speed"),
    Spec::new(
        "sqlite3",
        Kind::Exec,
        Operands::Data,
        "SQLite shell: SQL writes databases; `.shell`/`.system` run commands",
    ),
    Spec::new("ssh", Kind::Network, Operands::Data, "remote shell (a remote command is analysed as shell text)")
        .flags(SSH_LIKE)
        .hook(ssh_hook),
    Spec::new("ssh-add", Kind::Read, Operands::Data, "list agent keys (`-l`/`-L` read; adding or deleting keys asks)")
        .hook(ssh_add_hook),
    Spec::new(
        "ssh-agent",
        Kind::Exec,
        Operands::Data,
        "start an SSH agent (prints shell code; a command operand runs it)",
    ),
    Spec::new("ssh-copy-id", Kind::Network, Operands::Hosts, "install a public key on a remote host"),
    Spec::new(
        "ssh-keygen",
        Kind::Read,
        Operands::Data,
        "SSH keys: fingerprints (`-l`) read; generating or changing keys writes",
    )
    .hook(ssh_keygen_hook),
    Spec::new("ssh-keyscan", Kind::Network, Operands::Hosts, "gather SSH host keys").flags(&[opt("-f|-p|-T|-t")]),
    Spec::new("tailscale", Kind::Network, Operands::Data, "Tailscale VPN client"),
    Spec::new(
        "tcpdump",
        Kind::Privilege,
        Operands::Data,
        "capture packets (needs privilege; `-w` writes, `-z` runs a program)",
    ),
    Spec::new("telnet", Kind::Network, Operands::Hosts, "interactive TCP connection"),
    Spec::new("tftp", Kind::Network, Operands::Hosts, "trivial file transfer"),
    Spec::new("tracepath", Kind::Network, Operands::Hosts, "trace the path to a host"),
    Spec::new("traceroute", Kind::Network, Operands::Hosts, "trace the route to a host")
        .flags(&[opt("-f|-g|-i|-m|-N|-p|-t|-w|-q|-s|-z")]),
    Spec::new("trivy", Kind::Network, Operands::Data, "vulnerability scanner (downloads its database; `-o` writes)")
        .flags(&[danger_opt("-o|--output", WritesValue)])
        .hook(crate::knowledge::lang::version_hook),
    Spec::new(
        "tshark",
        Kind::Privilege,
        Operands::Data,
        "capture and decode packets (`-r FILE` alone decodes a capture: reads; `-w` writes; Lua plugins run)",
    )
    .hook(tshark_hook),
    Spec::new("unbound-host", Kind::Network, Operands::Hosts, "DNS lookup with validation"),
    Spec::new("vegeta", Kind::Network, Operands::Data, "HTTP load testing"),
    Spec::new("websocat", Kind::Network, Operands::Hosts, "WebSocket client (`sh-c:` runs commands)"),
    Spec::new("wget", Kind::Network, Operands::Hosts, "download files (writes them unless -O -)")
        .flags(WGET_FLAGS)
        .hook(wget_hook),
    Spec::new("whois", Kind::Network, Operands::Hosts, "query WHOIS").flags(&[opt("-h|-p")]),
    Spec::new("wscat", Kind::Network, Operands::Hosts, "WebSocket client"),
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
            if flag.names.contains("--write-out") && v.contains("%output{") {
                ctx.effect("write");
                ctx.add("write.flag", "`--write-out '%output{FILE}'` writes a file", Decision::Ask);
            }
            if (flag.names.contains("--write-out") && v.starts_with('@')
                || flag.names.contains("--cookie") && !v.contains('='))
                && v != "@-"
                && v != "-"
            {
                let mut arg = ctx.inv.argv[index].clone();
                arg.value = Some(v.trim_start_matches('@').to_string());
                ctx.path(&arg, PathAccess::Read);
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
        // `rsync --delete SRC /`: everything in the destination missing from SRC is deleted.
        if i + 1 == n
            && n > 1
            && ctx.has("--del|--delete|--delete-before|--delete-during|--delete-delay|--delete-after|--delete-excluded")
        {
            let p = ctx.resolve_path(a);
            if let Some((code, what)) = (!p.dynamic).then(|| super::coreutils::catastrophic_target(&p.path)).flatten() {
                ctx.add(code, format!("`rsync --delete` into `{what}` deletes what the source lacks"), Decision::Deny);
            }
        }
    }
}

fn ssh_hook(ctx: &mut Ctx) {
    // `ssh -G HOST` prints the resolved configuration and connects nowhere. With `-F`/`-o`
    // the configuration (whose `Match exec` runs commands) is not the user's own.
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$")).collect();
    if args.first() == Some(&"-G") && args.len() == 2 && !args[1].starts_with('-') && args[1] != "$" {
        super::clear_effects(ctx);
        return;
    }
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

fn all_args(ctx: &Ctx) -> Vec<String> {
    ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("$").to_string()).collect()
}

/// gpg: `--list-keys`, `--fingerprint`, `--verify`, `--list-packets` read. Anything else
/// (sign, decrypt, import, delete, key servers, `--output`) asks.
fn gpg_hook(ctx: &mut Ctx) {
    let args = all_args(ctx);
    let read_verbs = [
        "-k",
        "--list-keys",
        "--list-public-keys",
        "-K",
        "--list-secret-keys",
        "--list-sigs",
        "--check-sigs",
        "--fingerprint",
        "--list-packets",
        "--verify",
        "--version",
        "--help",
        "-h",
        "--list-config",
        "--print-md",
        "--show-keys",
        "--with-colons",
        "--with-fingerprint",
        "--keyid-format",
        "--batch",
        "--quiet",
        "-q",
        "--no-tty",
        "--list-options",
        "--import-options",
        "--with-subkey-fingerprints",
        "--with-keygrip",
    ];
    let unread =
        args.iter().filter(|a| a.starts_with('-') && !read_verbs.contains(&a.as_str())).cloned().collect::<Vec<_>>();
    if args.iter().any(|a| a == "$") || !unread.is_empty() || !args.iter().any(|a| a.starts_with('-')) {
        ctx.effect("exec");
        ctx.add(
            "exec.runs-code",
            "gpg signs, decrypts, imports or reaches key servers (only listing keys and verifying read)",
            Decision::Ask,
        );
    } else {
        for a in ctx.operands() {
            let a = (*a).clone();
            ctx.path(&a, PathAccess::Read);
        }
    }
}

fn nmcli_hook(ctx: &mut Ctx) {
    let args = all_args(ctx);
    let words: Vec<&str> = args.iter().map(String::as_str).filter(|a| !a.starts_with('-')).collect();
    let reads = words.is_empty()
        || words.iter().all(|w| {
            matches!(
                *w,
                "general"
                    | "g"
                    | "status"
                    | "s"
                    | "device"
                    | "d"
                    | "dev"
                    | "connection"
                    | "c"
                    | "con"
                    | "show"
                    | "list"
                    | "l"
                    | "networking"
                    | "n"
                    | "radio"
                    | "r"
                    | "monitor"
                    | "m"
                    | "wifi"
                    | "all"
                    | "permissions"
                    | "hostname"
                    | "connectivity"
                    | "help"
            ) || !w.contains(['=', '$'])
                && words.first() != Some(w)
                && !matches!(
                    *w,
                    "up" | "down"
                        | "delete"
                        | "add"
                        | "modify"
                        | "connect"
                        | "disconnect"
                        | "reload"
                        | "on"
                        | "off"
                        | "rescan"
                        | "set"
                        | "edit"
                        | "clone"
                        | "import"
                        | "export"
                        | "hotspot"
                        | "reapply"
                        | "load"
                )
        });
    if !reads || args.iter().any(|a| a == "$") {
        ctx.effect("system");
        ctx.add("system.change", "`nmcli` changes network configuration", Decision::Ask);
    }
}

/// openssl: `x509`, `req -noout`, `asn1parse`, `dgst`, `version` read; `-out` writes;
/// `s_client`/`s_server`/`ocsp` reach the network; `engine`/`-engine` loads code.
fn openssl_hook(ctx: &mut Ctx) {
    let args = all_args(ctx);
    let verb = args.iter().find(|a| !a.starts_with('-')).cloned().unwrap_or_default();
    let read_verbs = [
        "version",
        "help",
        "list",
        "x509",
        "asn1parse",
        "crl",
        "dgst",
        "verify",
        "ciphers",
        "errstr",
        "prime",
        "rand",
        "sha1",
        "sha256",
        "sha384",
        "sha512",
        "md5",
        "base64",
        "pkcs7",
        "req",
        "s_client",
        "ocsp",
        "speed",
        "ecparam",
        "storeutl",
        "crl2pkcs7",
        "nseq",
        "sess_id",
        "info",
        "genrsa",
        "genpkey",
    ];
    let writes_key =
        args.iter().any(|a| matches!(a.as_str(), "-new" | "-newkey" | "-x509" | "-genkey" | "-d" | "-decrypt"));
    if !verb.is_empty() && (!read_verbs.contains(&verb.as_str()) || writes_key && verb == "req") {
        ctx.effect("unknown");
        ctx.add("ask.flag", format!("`openssl {verb}` may decrypt, sign or generate keys"), Decision::Ask);
    }
    if args.iter().any(|a| a == "$" || a == "-engine" || a == "-provider" || a == "-provider-path" || a == "engine") {
        ctx.effect("exec");
        ctx.add("exec.flag", "openssl engines and providers load code", Decision::Ask);
    }
    if matches!(verb.as_str(), "s_client" | "s_server" | "s_time" | "ocsp" | "srp") {
        ctx.effect("network");
        ctx.add("net.access", format!("`openssl {verb}` reaches the network"), Decision::Ask);
    }
    let argv = ctx.inv.argv.clone();
    for (i, a) in argv.iter().enumerate() {
        let v = a.value().unwrap_or("");
        let v = if v.starts_with("--") { &v[1..] } else { v };
        if let Some(target) = v.strip_prefix("-out=").or_else(|| v.strip_prefix("-out:")) {
            let mut t = a.clone();
            t.value = Some(target.to_string());
            ctx.path(&t, PathAccess::Write);
        }
        if matches!(v, "-out" | "-keyout" | "-sess_out" | "-msgfile" | "-writerand")
            && let Some(t) = argv.get(i + 1)
        {
            ctx.path(t, PathAccess::Write);
        }
        if matches!(v, "-in" | "-key" | "-inkey" | "-passin" | "-CAkey" | "-signkey" | "-pass")
            && let Some(t) = argv.get(i + 1)
        {
            let t = t.clone();
            // `openssl x509|crl -in F` parses a certificate: a private key (or any other
            // secret) in F is not printed, only a parse error.
            let access = if v == "-in" && matches!(verb.as_str(), "x509" | "crl") {
                PathAccess::Metadata
            } else {
                PathAccess::Read
            };
            if t.value().is_some_and(|p| !p.starts_with("pass:") && !p.starts_with("env:")) {
                ctx.path(&t, access);
            }
        }
        if let Some(src) = v.strip_prefix("-in=") {
            let mut t = a.clone();
            t.value = Some(src.to_string());
            ctx.path(&t, PathAccess::Read);
        }
    }
    if verb.is_empty() && !args.iter().any(|a| a == "version" || a == "help") {
        ctx.effect("unknown");
        ctx.add("ask.flag", "`openssl` without a subcommand starts an interactive prompt", Decision::Ask);
    }
}

/// `tshark -r FILE` decodes a saved capture offline: a read. Live capture (`-i`), writing
/// (`-w`), Lua (`-X`) and name resolution or preference overrides keep the base effect.
fn tshark_hook(ctx: &mut Ctx) {
    let args = all_args(ctx);
    let offline = args.iter().any(|a| a == "-r" || a.starts_with("--read-file"))
        && !args.iter().any(|a| {
            a == "$"
                || a.starts_with("-i")
                || a.starts_with("-w")
                || a.starts_with("-X")
                || a.starts_with("-o")
                || a.starts_with("--") && !a.starts_with("--read-file")
        });
    if offline {
        super::clear_effects(ctx);
        let file =
            ctx.inv.argv.iter().position(|a| a.value() == Some("-r")).and_then(|i| ctx.inv.argv.get(i + 1)).cloned();
        if let Some(f) = file {
            ctx.path(&f, PathAccess::Read);
        }
    }
}

fn ssh_add_hook(ctx: &mut Ctx) {
    let args = all_args(ctx);
    let reads = !args.is_empty()
        && args.iter().all(|a| matches!(a.as_str(), "-l" | "-L" | "-E" | "sha256" | "md5" | "-v" | "-q"));
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", "`ssh-add` loads or removes keys in the agent", Decision::Ask);
    }
}

fn ssh_keygen_hook(ctx: &mut Ctx) {
    let args = all_args(ctx);
    let reads = args.iter().any(|a| matches!(a.as_str(), "-l" | "-lf" | "-lv" | "-F" | "-B" | "-y" | "-Q"))
        && !args.iter().any(|a| {
            matches!(
                a.as_str(),
                "-R" | "-p" | "-c" | "-N" | "-t" | "-s" | "-A" | "-k" | "-u" | "-H" | "-e" | "-i" | "$"
            )
        });
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", "`ssh-keygen` generates or changes keys (only `-l`, `-F`, `-y` read)", Decision::Ask);
    }
    let argv = ctx.inv.argv.clone();
    for (i, a) in argv.iter().enumerate() {
        if matches!(a.value(), Some("-f" | "-lf"))
            && let Some(t) = argv.get(i + 1)
        {
            ctx.path(t, PathAccess::Read);
        }
    }
}

fn borg_remote_hook(ctx: &mut Ctx) {
    let remote = ctx.operands().iter().any(|a| {
        a.value().is_none_or(|v| v.contains("ssh://") || v.split_once(':').is_some_and(|(h, _)| h.contains('@')))
    });
    if remote {
        ctx.effect("network");
        ctx.add("net.access", "a remote Borg repository is reached over SSH", Decision::Ask);
    }
    if ctx.out.matched.last() == Some(&"config") && ctx.operands().len() > 2 {
        ctx.effect("write");
        ctx.add("write.command", "`borg config REPO NAME VALUE` changes a setting", Decision::Ask);
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
