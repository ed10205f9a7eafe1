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

/// ipcalc (Debian's Perl ipcalc and Red Hat's C ipcalc share the name; their option
/// letters differ). Everything is offline arithmetic except Red Hat's `-h`/`--hostname`
/// (reverse DNS) and `-o`/`--lookup-host` (forward DNS); Debian's `-h` is `--html`, which
/// asks with them.
const IPCALC_FLAGS: &[Flag] = &[
    danger("-h|--hostname", Network),
    danger_opt("-o|--lookup-host", Network),
    opt("-d|--deaggregate"),
    flag(
        "-4|--ipv4|-6|--ipv6|-a|--address|--addresses|--addrspace|--all-info|-b|--broadcast|-c|--check|--class|--color|-g|--geoinfo|--help|--html|-i|--info|-j|--json|-m|--netmask|--maxaddr|--minaddr|-n|--network|--no-decorate|--nobinary|--nocolor|-p|--prefix|-r|--range|--random-private|--reverse-dns|-S|-s|--silent|--split|--usage|-v|--version",
    ),
];
/// nmcli's global options and the options of its read verbs (`connection show --active`).
/// `-s`/`--show-secrets` prints Wi-Fi and VPN secrets; `-a`/`--ask` prompts for them.
const NMCLI_FLAGS: &[Flag] = &[
    danger("-s|--show-secrets", Ask),
    opt("-c|--colors|-e|--escape|-f|--fields|-g|--get-values|-m|--mode|--order|--rescan|-w|--wait"),
    flag("-a|--ask|--active|--complete-args|-h|--help|-o|--overview|-p|--pretty|-t|--terse|--temporary|-v|--version"),
];
/// BorgBackup's common options and those of its read verbs (`list`, `info`, `check`,
/// `diff`, `config`). `--rsh` and `--remote-path` name programs; `check --repair` and
/// `config --delete` change the repository; `--debug-profile` writes a file.
const BORG_READ: &[Flag] = &[
    danger_opt("--remote-path|--rsh", Exec),
    danger("--repair|-d|--delete", Writes),
    danger_opt("--debug-profile", WritesValue),
    danger_opt("--exclude-from|--patterns-from", ReadsValue),
    opt(
        "-a|--glob-archives|--debug-topic|-e|--exclude|--first|--format|--last|--lock-wait|--match-archives|--max-duration|-P|--prefix|--pattern|--sort-by|--umask|--upload-buffer|--upload-ratelimit",
    ),
    flag(
        "--archives-only|--bypass-lock|-c|--cache|--consider-checkpoints|--consider-part-files|--content-only|--critical|--debug|--error|--iec|--info|--json|--json-lines|-l|--list|--log-json|--numeric-ids|--numeric-owner|-p|--progress|--repository-only|--same-chunker-params|--save-space|--short|--show-rc|--show-version|--sort|-v|--verbose|--verify-data|--warning",
    ),
];

/// ssh-keygen (OpenSSH 9): `-D` (PKCS#11) and `-w` (FIDO middleware) load a library. The
/// hook decides read (`-l`, `-F`, `-y`, ...) against generating or changing keys; the `-f`
/// key file is read (when keys change, the hook asks anyway).
const SSH_KEYGEN_FLAGS: &[Flag] = &[
    danger_opt("-D|-w", Exec),
    danger_opt("-f", ReadsValue),
    opt("-a|-b|-C|-E|-F|-I|-M|-m|-N|-n|-O|-P|-R|-r|-s|-t|-V|-Y|-Z|-z"),
    flag("-A|-B|-c|-e|-g|-H|-h|-i|-K|-k|-L|-l|-p|-Q|-q|-U|-u|-v|-y"),
];
/// ssh-add: `-S`/`-s`/`-e` name a security-key or PKCS#11 library; the hook allows only
/// listing (`-l`, `-L`).
const SSH_ADD_FLAGS: &[Flag] =
    &[danger_opt("-S|-s|-e", Exec), opt("-E|-H|-h|-T|-t"), flag("-C|-c|-D|-d|-K|-k|-L|-l|-q|-v|-X|-x")];
/// gpg: the listing and verifying commands and the options that only shape their output.
/// Anything else (sign, decrypt, import, export, key servers, `--output`) is missing on
/// purpose: it asks as an unknown flag, and the hook explains why. `--homedir` and
/// `--options` bring another configuration, whose helpers and viewers are programs.
const GPG_FLAGS: &[Flag] = &[
    danger_opt("--homedir|--options", Exec),
    // Listed so that it is not taken for an abbreviation of `--import-options`.
    danger("--import", Exec),
    danger_opt("--keyring|--primary-keyring|--secret-keyring", ReadsValue),
    opt(
        "--charset|--display-charset|--import-options|--keyid-format|--list-options|--logger-fd|--print-md|--status-fd|--trust-model|--verify-options|--compliance",
    ),
    flag(
        "-a|--armor|--batch|--card-status|--check-signatures|--check-sigs|--dump-options|--fingerprint|--fixed-list-mode|-h|--help|-K|-k|--list-config|--list-gcrypt-config|--list-keys|--list-packets|--list-public-keys|--list-secret-keys|--list-signatures|--list-sigs|--no-auto-key-retrieve|--no-default-keyring|--no-greeting|--no-permission-warning|--no-tty|--no-verbose|--print-mds|-q|--quiet|--show-keys|--utf8-strings|-v|--verbose|--verify|--version|--with-colons|--with-fingerprint|--with-icao-spelling|--with-key-data|--with-key-origin|--with-keygrip|--with-secret|--with-sig-check|--with-sig-list|--with-subkey-fingerprint|--with-subkey-fingerprints|--with-tofu-info|--with-wkd-hash",
    ),
];

/// openssl: one flag table per read-only subcommand (from `openssl VERB -help`, OpenSSL 3).
/// OpenSSL options are single-dash long words (`-noout`), matched exactly. In every table
/// `-out`/`-keyout`/`-writerand` write their file, `-engine`/`-provider`/`-provider-path`
/// (and `-config`, whose file can load modules) load code, and key and certificate inputs
/// are read paths; certificate inputs (`-CAfile`, `-untrusted`, `x509 -in`) are parsed as
/// certificates, so the hook classifies them as metadata. `-*` digest and cipher names (`-sha256`, `-aes256`) are listed where
/// the verb accepts them.
const OSSL_ASN1PARSE: &[Flag] = &[
    danger_opt("-out", WritesValue),
    danger_opt("-genconf|-in|-oid", ReadsValue),
    opt("-dlimit|-genstr|-inform|-item|-length|-offset|-strparse"),
    flag("-dump|-help|-i|-noout|-strictpem"),
];
const OSSL_BASE64: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out|-writerand", WritesValue),
    danger_opt("-in|-kfile|-rand", ReadsValue),
    opt("-bufsize|-iter|-iv|-k|-K|-md|-pass|-propquery|-S"),
    flag(
        "-a|-A|-base64|-ciphers|-d|-debug|-e|-help|-list|-none|-nopad|-nosalt|-p|-P|-pbkdf2|-salt|-v|-aes128|-aes192|-aes256|-aria128|-aria192|-aria256|-camellia128|-camellia192|-camellia256|-des|-des3|-idea",
    ),
];
const OSSL_CIPHERS: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    opt("-ciphersuites|-convert|-propquery"),
    flag("-help|-psk|-s|-srp|-stdname|-tls1|-tls1_1|-tls1_2|-tls1_3|-v|-V"),
];
const OSSL_CRL: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    danger_opt("-out", WritesValue),
    danger_opt("-gendelta|-key", ReadsValue),
    opt("-CAfile|-CApath|-CAstore|-dateopt|-in|-inform|-keyform|-nameopt|-outform|-propquery"),
    flag(
        "-badsig|-crlnumber|-fingerprint|-hash|-hash_old|-help|-issuer|-lastupdate|-nextupdate|-no-CAfile|-no-CApath|-no-CAstore|-noout|-text|-verify|-md5|-sha1|-sha224|-sha256|-sha384|-sha512|-sha512-224|-sha512-256|-sha3-224|-sha3-256|-sha3-384|-sha3-512|-shake128|-shake256|-blake2b512|-blake2s256|-ripemd160|-sm3|-md5-sha1",
    ),
];
const OSSL_CRL2PKCS7: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    danger_opt("-out", WritesValue),
    danger_opt("-in", ReadsValue),
    opt("-certfile|-inform|-outform|-propquery"),
    flag("-help|-nocrl"),
];
const OSSL_DGST: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out|-writerand", WritesValue),
    danger_opt("-prverify|-rand|-sign|-signature|-verify", ReadsValue),
    opt("-hmac|-keyform|-mac|-macopt|-passin|-propquery|-sigopt|-xoflen"),
    flag(
        "-binary|-c|-d|-debug|-engine_impl|-fips-fingerprint|-help|-hex|-list|-r|-md5|-sha1|-sha224|-sha256|-sha384|-sha512|-sha512-224|-sha512-256|-sha3-224|-sha3-256|-sha3-384|-sha3-512|-shake128|-shake256|-blake2b512|-blake2s256|-ripemd160|-sm3|-md5-sha1",
    ),
];
const OSSL_ECPARAM: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out|-writerand", WritesValue),
    danger_opt("-in|-rand", ReadsValue),
    opt("-conv_form|-inform|-name|-outform|-param_enc|-propquery"),
    flag("-check|-check_named|-genkey|-help|-list_curves|-no_seed|-noout|-text"),
];
const OSSL_ERRSTR: &[Flag] = &[flag("-help")];
const OSSL_GENPKEY: &[Flag] = &[
    danger_opt("-config|-engine|-provider|-provider-path", Exec),
    danger_opt("-out", WritesValue),
    danger_opt("-paramfile", ReadsValue),
    opt("-algorithm|-outform|-pass|-pkeyopt|-propquery"),
    flag(
        "-genparam|-help|-quiet|-text|-aes128|-aes192|-aes256|-aria128|-aria192|-aria256|-camellia128|-camellia192|-camellia256|-des|-des3|-idea",
    ),
];
const OSSL_GENRSA: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out|-writerand", WritesValue),
    danger_opt("-rand", ReadsValue),
    opt("-passout|-primes|-propquery"),
    flag(
        "-3|-F4|-f4|-help|-traditional|-verbose|-aes128|-aes192|-aes256|-aria128|-aria192|-aria256|-camellia128|-camellia192|-camellia256|-des|-des3|-idea",
    ),
];
const OSSL_INFO: &[Flag] =
    &[flag("-configdir|-cpusettings|-dirnamesep|-dsoext|-enginesdir|-help|-listsep|-modulesdir|-seeds")];
const OSSL_LIST: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    opt("-options|-propquery|-select"),
    flag(
        "-1|-asymcipher-algorithms|-cipher-algorithms|-cipher-commands|-commands|-decoders|-digest-algorithms|-digest-commands|-disabled|-encoders|-engines|-help|-kdf-algorithms|-kem-algorithms|-key-exchange-algorithms|-key-managers|-mac-algorithms|-objects|-providers|-public-key-algorithms|-public-key-methods|-random-generators|-random-instances|-signature-algorithms|-standard-commands|-store-loaders|-verbose",
    ),
];
const OSSL_NSEQ: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    danger_opt("-out", WritesValue),
    danger_opt("-in", ReadsValue),
    opt("-propquery"),
    flag("-help|-toseq"),
];
const OSSL_PASSWD: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    danger_opt("-writerand", WritesValue),
    danger_opt("-in|-rand", ReadsValue),
    opt("-propquery|-salt"),
    flag("-1|-5|-6|-aixmd5|-apr1|-help|-noverify|-quiet|-reverse|-stdin|-table"),
];
const OSSL_PKCS7: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out", WritesValue),
    danger_opt("-in", ReadsValue),
    opt("-inform|-outform|-propquery"),
    flag("-help|-noout|-print|-print_certs|-text"),
];
const OSSL_PRIME: &[Flag] = &[
    danger_opt("-provider|-provider-path", Exec),
    opt("-bits|-checks|-propquery"),
    flag("-generate|-help|-hex|-safe"),
];
const OSSL_RAND: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out|-writerand", WritesValue),
    danger_opt("-rand", ReadsValue),
    opt("-propquery"),
    flag("-base64|-help|-hex"),
];
const OSSL_REQ: &[Flag] = &[
    danger_opt("-config|-engine|-keygen_engine|-provider|-provider-path", Exec),
    danger_opt("-keyout|-out|-writerand", WritesValue),
    danger_opt("-newkey", Writes),
    danger("-new|-x509", Writes),
    danger_opt("-CAkey|-in|-key|-rand", ReadsValue),
    opt(
        "-addext|-CA|-copy_extensions|-days|-extensions|-inform|-keyform|-nameopt|-outform|-passin|-passout|-pkeyopt|-propquery|-reqexts|-reqopt|-section|-set_serial|-sigopt|-subj|-vfyopt",
    ),
    flag(
        "-batch|-help|-modulus|-multivalue-rdn|-newhdr|-nodes|-noenc|-noout|-precert|-pubkey|-subject|-text|-utf8|-verbose|-verify|-md5|-sha1|-sha224|-sha256|-sha384|-sha512|-sha512-224|-sha512-256|-sha3-224|-sha3-256|-sha3-384|-sha3-512|-shake128|-shake256|-blake2b512|-blake2s256|-ripemd160|-sm3|-md5-sha1",
    ),
];
const OSSL_SESS_ID: &[Flag] = &[
    danger_opt("-out", WritesValue),
    danger_opt("-in", ReadsValue),
    opt("-context|-inform|-outform"),
    flag("-cert|-help|-noout|-text"),
];
const OSSL_SPEED: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-writerand", WritesValue),
    danger_opt("-rand", ReadsValue),
    opt("-async_jobs|-bytes|-cmac|-evp|-hmac|-misalign|-multi|-primes|-propquery|-seconds"),
    flag("-aead|-decrypt|-elapsed|-help|-mb|-mr"),
];
const OSSL_STOREUTL: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-out", WritesValue),
    opt("-alias|-fingerprint|-issuer|-passin|-propquery|-serial|-subject"),
    flag(
        "-certs|-crls|-help|-keys|-noout|-r|-text|-md5|-sha1|-sha224|-sha256|-sha384|-sha512|-sha512-224|-sha512-256|-sha3-224|-sha3-256|-sha3-384|-sha3-512|-shake128|-shake256|-blake2b512|-blake2s256|-ripemd160|-sm3|-md5-sha1",
    ),
];
const OSSL_VERIFY: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger("-crl_download", Network),
    opt(
        "-attime|-auth_level|-CAfile|-CApath|-CAstore|-CRLfile|-nameopt|-policy|-propquery|-purpose|-trusted|-untrusted|-verify_depth|-verify_email|-verify_hostname|-verify_ip|-verify_name|-vfyopt",
    ),
    flag(
        "-allow_proxy_certs|-check_ss_sig|-crl_check|-crl_check_all|-explicit_policy|-extended_crl|-help|-ignore_critical|-inhibit_any|-inhibit_map|-issuer_checks|-no-CAfile|-no-CApath|-no-CAstore|-no_alt_chains|-no_check_time|-partial_chain|-policy_check|-policy_print|-show_chain|-suiteB_128|-suiteB_128_only|-suiteB_192|-trusted_first|-use_deltas|-verbose|-x509_strict",
    ),
];
const OSSL_VERSION: &[Flag] = &[flag("-a|-b|-c|-d|-e|-f|-help|-m|-o|-p|-r|-v")];
const OSSL_X509: &[Flag] = &[
    danger_opt("-engine|-provider|-provider-path", Exec),
    danger_opt("-CAserial|-out|-writerand", WritesValue),
    danger("-CAcreateserial", Writes),
    danger_opt("-CAkey|-extfile|-force_pubkey|-key|-rand|-signkey", ReadsValue),
    opt(
        "-addreject|-addtrust|-CA|-CAform|-CAkeyform|-certopt|-checkemail|-checkend|-checkhost|-checkip|-copy_extensions|-dateopt|-days|-ext|-extensions|-in|-inform|-keyform|-nameopt|-outform|-passin|-propquery|-set_serial|-setalias|-sigopt|-subj|-vfyopt",
    ),
    flag(
        "-alias|-badsig|-clrext|-clrreject|-clrtrust|-dates|-email|-enddate|-fingerprint|-hash|-help|-issuer|-issuer_hash|-issuer_hash_old|-modulus|-new|-next_serial|-nocert|-noout|-ocsp_uri|-ocspid|-preserve_dates|-pubkey|-purpose|-req|-serial|-startdate|-subject|-subject_hash|-subject_hash_old|-text|-trustout|-x509toreq|-md5|-sha1|-sha224|-sha256|-sha384|-sha512|-sha512-224|-sha512-256|-sha3-224|-sha3-256|-sha3-384|-sha3-512|-shake128|-shake256|-blake2b512|-blake2s256|-ripemd160|-sm3|-md5-sha1",
    ),
];

/// openssl verbs. Read-only verbs have flag tables (unknown options ask); verbs that
/// decrypt, sign, convert keys or change stores ask; cipher-named verbs
/// (`openssl aes-256-cbc -d`) are unknown subcommands and ask too.
const OPENSSL_SUBS: &[Spec] = &[
    ossl("asn1parse", "parse DER/PEM structures", OSSL_ASN1PARSE),
    ossl("base64", "base64-encode or decode", OSSL_BASE64),
    ossl_ask("ca", "sign certificates and update a CA database"),
    ossl("ciphers", "list TLS cipher suites", OSSL_CIPHERS),
    Spec::new("cmp", Kind::Network, Operands::Data, "Certificate Management Protocol client"),
    ossl_ask("cms", "sign, verify, encrypt or decrypt CMS messages"),
    ossl("crl", "print a certificate revocation list", OSSL_CRL),
    ossl("crl2pkcs7", "wrap CRLs and certificates in PKCS#7", OSSL_CRL2PKCS7),
    ossl("dgst|md5|sha1|sha256|sha384|sha512", "hash files (`-sign` reads a key)", OSSL_DGST).operands(Operands::Read),
    ossl_ask("dhparam", "generate DH parameters"),
    ossl_ask("dsa", "convert DSA keys (prints private keys)"),
    ossl_ask("dsaparam", "generate DSA parameters"),
    ossl_ask("ec", "convert EC keys (prints private keys)"),
    ossl("ecparam", "print or generate EC parameters", OSSL_ECPARAM),
    ossl_ask("enc", "encrypt or decrypt"),
    Spec::new("engine", Kind::Exec, Operands::Data, "list or load engines (loads code)"),
    ossl("errstr", "explain error codes", OSSL_ERRSTR),
    ossl_ask("gendsa", "generate a DSA key"),
    ossl("genpkey", "generate a key (to stdout unless `-out`)", OSSL_GENPKEY),
    ossl("genrsa", "generate an RSA key (to stdout unless `-out`)", OSSL_GENRSA),
    Spec::inert("help", "list the commands").flags(&[flag("-help")]),
    ossl("info", "print built-in paths and settings", OSSL_INFO),
    ossl_ask("kdf", "derive keys"),
    ossl("list", "list algorithms and commands", OSSL_LIST),
    ossl_ask("mac", "compute MACs with a key"),
    ossl("nseq", "convert Netscape certificate sequences", OSSL_NSEQ),
    Spec::new("ocsp", Kind::Network, Operands::Data, "query OCSP responders"),
    ossl("passwd", "hash a password", OSSL_PASSWD),
    ossl_ask("pkcs12", "export or import PKCS#12 bundles (keys)"),
    ossl("pkcs7", "print PKCS#7 structures", OSSL_PKCS7),
    ossl_ask("pkcs8", "convert private keys"),
    ossl_ask("pkey", "convert keys (prints private keys)"),
    ossl_ask("pkeyparam", "print key parameters"),
    ossl_ask("pkeyutl", "sign, verify, encrypt or decrypt with a key"),
    ossl("prime", "test or generate primes", OSSL_PRIME),
    ossl("rand", "print random bytes", OSSL_RAND),
    Spec::new("rehash|c_rehash", Kind::Write, Operands::Data, "create hash links in certificate directories"),
    ossl("req", "print or create certificate requests (`-new` generates a key file)", OSSL_REQ),
    ossl_ask("rsa", "convert RSA keys (prints private keys)"),
    ossl_ask("rsautl", "sign, verify, encrypt or decrypt with RSA"),
    Spec::new("s_client", Kind::Network, Operands::Data, "TLS client"),
    Spec::new("s_server", Kind::Network, Operands::Data, "TLS server"),
    Spec::new("s_time", Kind::Network, Operands::Data, "TLS timing client"),
    ossl("sess_id", "print TLS session data", OSSL_SESS_ID),
    ossl_ask("smime", "sign, verify, encrypt or decrypt S/MIME mail"),
    ossl("speed", "benchmark algorithms", OSSL_SPEED),
    ossl_ask("spkac", "create or print SPKAC requests"),
    ossl_ask("srp", "maintain an SRP password file"),
    ossl("storeutl", "print objects of a store URI or file", OSSL_STOREUTL).operands(Operands::Read),
    ossl_ask("ts", "create or sign time-stamp requests and replies"),
    ossl("verify", "verify certificate chains (the certificates are parsed, not printed)", OSSL_VERIFY),
    ossl("version", "print the version", OSSL_VERSION),
    ossl("x509", "print or convert certificates (`-in` is parsed as a certificate)", OSSL_X509),
];

const fn ossl_ask(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Ask("ask.flag"), Operands::Data, doc)
}
const fn ossl(name: &'static str, doc: &'static str, flags: &'static [Flag]) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).flags(flags)
}

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
    .flags(BORG_READ)
    .subs(&[
        Spec::new("check", Kind::Read, Operands::Data, "verify a repository").flags(BORG_READ).hook(borg_remote_hook),
        Spec::new("config", Kind::Read, Operands::Data, "print a setting (a value sets it)").flags(BORG_READ).hook(borg_remote_hook),
        Spec::new("diff", Kind::Read, Operands::Data, "diff archives").flags(BORG_READ).hook(borg_remote_hook),
        Spec::new("info", Kind::Read, Operands::Data, "show details").flags(BORG_READ).hook(borg_remote_hook),
        Spec::new("list", Kind::Read, Operands::Data, "list archives").flags(BORG_READ).hook(borg_remote_hook),
        Spec::new("version", Kind::Read, Operands::Data, "print versions").flags(BORG_READ),
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
    .flags(GPG_FLAGS)
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
    Spec::inert("ipcalc", "compute network address ranges (offline)").flags(IPCALC_FLAGS),
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
    .flags(NMCLI_FLAGS)
    .hook(nmcli_hook),
    Spec::new("nslookup", Kind::Network, Operands::Hosts, "DNS lookup"),
    Spec::new(
        "openssl",
        Kind::Read,
        Operands::Data,
        "crypto toolkit: inspecting certificates and keys' public parts reads; `s_client` reaches hosts; `-out` writes; decrypting, signing and key conversion ask",
    )
    .flags(&[flag("-help|--help")])
    .subs(OPENSSL_SUBS)
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
        .flags(SSH_ADD_FLAGS)
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
    .flags(SSH_KEYGEN_FLAGS)
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

/// gpg: listing keys, `--verify` and `--list-packets` read (the table lists them and the
/// options that shape their output). A command missing from the table (sign, decrypt,
/// import, delete, key servers), a dynamic word, or no command at all (`gpg FILE` guesses
/// what to do: decrypts or imports) asks.
fn gpg_hook(ctx: &mut Ctx) {
    let unknown = ctx.parsed.iter().any(|p| matches!(p, super::ParsedArg::Unknown { .. }));
    let dynamic = ctx.inv.argv.iter().skip(1).any(|a| a.value().is_none());
    let command = ctx.has(
        "-k|-K|--list-keys|--list-public-keys|--list-secret-keys|--list-signatures|--list-sigs|--check-signatures|--check-sigs|--fingerprint|--list-packets|--verify|--version|--help|-h|--list-config|--print-md|--print-mds|--show-keys|--card-status|--dump-options|--list-gcrypt-config",
    );
    if unknown || dynamic || !command {
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
    // The operands (option values such as `-f NAME` are not words of the command).
    let ops: Vec<String> = ctx.operands().iter().map(|a| a.value().unwrap_or("$").to_string()).collect();
    let words: Vec<&str> = ops.iter().map(String::as_str).collect();
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

/// openssl: the subcommand tables classify `-in`/`-out`/engine flags. The hook adds what
/// a table cannot say: `x509|crl -in F`, `verify CERT`, `-CAfile F` parse F as
/// certificates (a private key there is not printed: metadata, not a secret read); `-passin file:F` reads F; the double-dash
/// spellings openssl also accepts (`--in=F`, `--out F`) ask as unknown flags but their paths
/// are still classified; `s_client -connect` names a host; `openssl` alone starts a prompt.
fn openssl_hook(ctx: &mut Ctx) {
    let verb = ctx.out.matched.get(1).copied().unwrap_or("");
    if verb.is_empty() {
        if !ctx.has("-help|--help") {
            ctx.effect("unknown");
            ctx.add("ask.flag", "`openssl` without a subcommand starts an interactive prompt", Decision::Ask);
        }
        return;
    }
    if verb == "verify" {
        for a in ctx.operands() {
            let a = a.clone();
            ctx.path(&a, PathAccess::Metadata);
        }
    }
    let argv = ctx.inv.argv.clone();
    for (i, a) in argv.iter().enumerate().skip(ctx.args_start) {
        let Some(text) = a.value() else { continue };
        let double = text.starts_with("--");
        let v = if double { &text[1..] } else { text };
        let (name, inline) = match v.split_once('=') {
            Some((n, x)) => (n, Some(x)),
            None => (v, None),
        };
        let mut target = match inline {
            Some(x) => {
                let mut t = a.clone();
                t.value = Some(x.to_string());
                t
            }
            None => match argv.get(i + 1) {
                Some(t) => t.clone(),
                None => continue,
            },
        };
        let access = match name {
            "-in" if matches!(verb, "x509" | "crl") => PathAccess::Metadata,
            "-CA" | "-CAfile" | "-CApath" | "-CRLfile" | "-certfile" | "-trusted" | "-untrusted" if !double => {
                PathAccess::Metadata
            }
            "-passin" | "-passout" | "-pass" => {
                let Some(file) = target.value().and_then(|p| p.strip_prefix("file:")) else { continue };
                target.value = Some(file.to_string());
                PathAccess::Read
            }
            "-connect" => {
                let host = target.value().unwrap_or("").to_string();
                ctx.host(&host);
                continue;
            }
            "-out" | "-keyout" | "-sess_out" | "-msgfile" | "-writerand" if double => PathAccess::Write,
            "-in" | "-key" | "-inkey" | "-CAkey" | "-signkey" if double => PathAccess::Read,
            _ => continue,
        };
        ctx.path(&target, access);
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
    let dynamic = ctx.inv.argv.iter().skip(1).any(|a| a.value().is_none());
    let reads = ctx.has("-l|-L")
        && !dynamic
        && ctx.operands().is_empty()
        && !ctx.has("-C|-c|-D|-d|-K|-k|-X|-x|-S|-s|-e|-H|-h|-T|-t");
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", "`ssh-add` loads or removes keys in the agent", Decision::Ask);
    }
}

fn ssh_keygen_hook(ctx: &mut Ctx) {
    let dynamic = ctx.inv.argv.iter().skip(1).any(|a| a.value().is_none());
    let reads = ctx.has("-l|-F|-B|-y|-Q|-L")
        && !dynamic
        && !ctx.has("-R|-p|-c|-N|-t|-s|-A|-k|-u|-H|-e|-i|-K|-M|-Y|-D|-w|-I|-O");
    if !reads {
        ctx.effect("write");
        ctx.add("write.command", "`ssh-keygen` generates or changes keys (only `-l`, `-F`, `-y` read)", Decision::Ask);
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
