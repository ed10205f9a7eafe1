//! cloud: cloud, hosting and infrastructure CLIs.
//!
//! Almost every verb of these tools calls a remote API, so even their read-only verbs
//! (`aws s3 ls`, `gcloud compute instances list`, `az vm list`, `doctl apps list`,
//! `gh pr view`) are network access and ask by default: a `domain(...)` or command rule
//! in the user's policy is the way to allow them. What stays local is allowed: printing the
//! version or help, and the few verbs that only read the tool's own local configuration
//! (`gcloud config list`, `aws configure list`, `terraform fmt -check`, `terraform
//! validate` ...). Verbs that print credentials (`aws configure export-credentials`,
//! `gcloud auth print-access-token`) are network anyway and so ask.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::Ctx;

const fn net(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc).hook(version_hook).unknown_sub(Kind::Network)
}
const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn w(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}
const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc)
}

/// The AWS CLI's global options, for the verbs that only read its local configuration.
const AWS_LOCAL: &[Flag] = &[
    danger_opt("--ca-bundle", ReadsValue),
    opt(
        "--cli-binary-format|--cli-connect-timeout|--cli-read-timeout|--color|--endpoint-url|--output|--profile|--query|--region",
    ),
    flag(
        "--cli-auto-prompt|--debug|--no-cli-auto-prompt|--no-cli-pager|--no-paginate|--no-sign-request|--no-verify-ssl|-h|--help",
    ),
];
/// The Azure CLI's global options (`az version`).
const AZ_LOCAL: &[Flag] = &[opt("-o|--output|--query"), flag("--debug|-h|--help|--only-show-errors|--verbose")];
/// gcloud's global options and the list options of its local verbs. `--flags-file` and
/// `--access-token-file` are read; `info --run-diagnostics` tests network reachability.
const GCLOUD_LOCAL: &[Flag] = &[
    danger("--run-diagnostics", Network),
    danger_opt("--access-token-file|--flags-file", ReadsValue),
    opt(
        "--account|--billing-project|--configuration|--filter|--flatten|--format|--impersonate-service-account|--limit|--page-size|--project|--sort-by|--trace-token|--verbosity",
    ),
    flag(
        "--all|--anonymize|-h|--help|--log-http|--no-user-output-enabled|-q|--quiet|--show-log|--uri|--user-output-enabled",
    ),
];
/// Pulumi's global options (`about`, `version`): `--profiling` writes profiles, `--tracing`
/// sends traces to a URL or writes a file.
const PULUMI_LOCAL: &[Flag] = &[
    danger_opt("--profiling", WritesValue),
    danger_opt("--tracing|--otel-traces", Ask),
    opt("--color|-C|--cwd|--memprofilerate|-s|--stack|-v|--verbose"),
    flag(
        "--disable-integrity-checking|-e|--emoji|-Q|--fully-qualify-stack-names|-h|--help|-j|--json|--logflow|--logtostderr|--non-interactive|-t|--transitive",
    ),
];
/// `terraform version` / `tofu version` (Go flags: one or two dashes).
const TF_VERSION: &[Flag] = &[flag("-h|-help|--help|-json|--json")];
/// `terraform graph`: `-plan` reads a plan file.
const TF_GRAPH: &[Flag] = &[
    danger_opt("-plan|--plan", ReadsValue),
    opt("-module-depth|--module-depth|-type|--type"),
    flag("-draw-cycles|--draw-cycles|-h|-help|--help"),
];

/// terraform and OpenTofu: plan/apply run providers and reach the network.
const TF_SUBS: &[Spec] = &[
    x("apply", "change infrastructure"),
    x("console", "evaluate expressions (loads providers)"),
    x("destroy", "destroy infrastructure"),
    Spec::new("fmt", Kind::Write, Operands::Data, "format files (`-check` only reads)").hook(tf_fmt_hook),
    r("graph", "print the dependency graph").flags(TF_GRAPH),
    x("import", "import existing resources"),
    x("init", "download providers and modules"),
    x("output", "print outputs (reads state, maybe remote)"),
    x("plan", "compute changes (runs providers)"),
    x("providers", "show providers (may lock or mirror them)"),
    x("refresh", "update state from real infrastructure"),
    x("show", "show state or a plan (reads state, maybe remote)"),
    x("state", "inspect or change state"),
    x("test", "run tests (applies temporary infrastructure)"),
    x("validate", "validate configuration (loads providers)"),
    r("version", "print the version").flags(TF_VERSION),
    x("workspace", "manage workspaces"),
];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    net("acorn", "Acorn: app deployment platform CLI"),
    net("aws", "AWS CLI: every verb calls AWS (describe/list/get are network reads)").subs(&[Spec::new(
        "configure",
        Kind::Write,
        Operands::Data,
        "set credentials (`list`, `get` read the local config)",
    )
    .subs(&[
        Spec::new("export-credentials", Kind::Network, Operands::Data, "print credentials"),
        r("get", "print a configuration value (credential keys print secrets)")
            .flags(AWS_LOCAL)
            .hook(aws_configure_get_hook),
        r("list", "show where settings come from (keys masked)").flags(AWS_LOCAL),
        r("list-profiles", "list profiles").flags(AWS_LOCAL),
        w("set", "set a value"),
    ])
    .unknown_sub(Kind::Write)]),
    net("az", "Azure CLI: every verb calls Azure (list/show verbs are network reads)").subs(&[r(
        "version",
        "print versions",
    )
    .flags(AZ_LOCAL)]),
    net("bq", "BigQuery CLI"),
    net("cdk", "AWS CDK: synth runs the app; deploy changes infrastructure"),
    net("cloudflared", "Cloudflare tunnel client"),
    net("doctl", "DigitalOcean CLI"),
    net("eb", "AWS Elastic Beanstalk CLI"),
    net("eksctl", "Amazon EKS CLI"),
    net("firebase", "Firebase CLI"),
    net("fly", "Fly.io CLI"),
    net("flyctl", "Fly.io CLI"),
    net("gcloud", "Google Cloud CLI: most verbs call Google Cloud (`config list`, `version` read locally)").subs(&[
        Spec::new("config", Kind::Write, Operands::Data, "local configuration (`list`, `get` read)")
            .subs(&[
                Spec::new("configurations", Kind::Write, Operands::Data, "named configurations")
                    .subs(&[
                        r("describe", "show a configuration").flags(GCLOUD_LOCAL),
                        r("list", "list configurations").flags(GCLOUD_LOCAL),
                    ])
                    .unknown_sub(Kind::Write),
                r("get|get-value", "print a value").flags(GCLOUD_LOCAL),
                r("list", "list properties").flags(GCLOUD_LOCAL),
                w("set", "set a property"),
                w("unset", "unset a property"),
            ])
            .unknown_sub(Kind::Write),
        r("help", "show help").flags(GCLOUD_LOCAL),
        r("info", "show the installation and configuration").flags(GCLOUD_LOCAL),
        r("version", "print versions").flags(GCLOUD_LOCAL),
    ]),
    net("glab", "GitLab CLI: talks to GitLab"),
    net("gsutil", "Google Cloud Storage CLI"),
    net("hcloud", "Hetzner Cloud CLI"),
    net("heroku", "Heroku CLI"),
    net("koyeb", "Koyeb CLI"),
    net("linode-cli", "Linode CLI"),
    net("neon", "Neon serverless Postgres CLI"),
    net("netlify", "Netlify CLI"),
    net("northflank", "Northflank CLI"),
    net("oci", "Oracle Cloud CLI"),
    net("porter", "Porter CLI"),
    Spec::new("pulumi", Kind::Exec, Operands::Data, "infrastructure as code: runs the program and calls clouds")
        .hook(version_hook)
        .subs(&[
            // It asks the backend who is logged in and the language host for the program's
            // dependencies (`pip list` in the project's virtualenv, `node`, ...).
            x("about", "show environment information (asks the backend, runs the language host)").flags(PULUMI_LOCAL),
            r("version", "print the version").flags(PULUMI_LOCAL),
        ])
        .unknown_sub(Kind::Exec),
    net("railway", "Railway CLI"),
    net("render", "Render CLI"),
    net("s3cmd", "S3 command-line client"),
    net("scalingo", "Scalingo CLI"),
    net("sentry-cli", "Sentry CLI"),
    net("supabase", "Supabase CLI"),
    Spec::new(
        "terraform",
        Kind::Exec,
        Operands::Data,
        "Terraform: plan/apply run providers; fmt -check and version read",
    )
    .subs(TF_SUBS)
    .unknown_sub(Kind::Exec)
    .hook(version_hook),
    Spec::new("tofu", Kind::Exec, Operands::Data, "OpenTofu: plan/apply run providers; fmt -check and version read")
        .subs(TF_SUBS)
        .unknown_sub(Kind::Exec)
        .hook(version_hook),
    net("vercel", "Vercel CLI"),
    net("wrangler", "Cloudflare Workers CLI"),
];

/// `tool --version` / `tool --help` / `tool version` stay local.
pub fn version_hook(ctx: &mut Ctx) {
    let args: Vec<Option<&str>> = ctx.inv.argv.iter().skip(1).map(|a| a.value()).collect();
    let local = !args.is_empty()
        && args.iter().all(|a| matches!(a, Some("--version" | "-v" | "-V" | "version" | "--help" | "-h" | "help")));
    if local {
        super::clear_effects(ctx);
    }
}

fn tf_fmt_hook(ctx: &mut Ctx) {
    let check = ctx.inv.argv.iter().any(|a| matches!(a.value(), Some("-check" | "--check")));
    let writes = ctx.inv.argv.iter().any(|a| a.value().is_some_and(|v| v.starts_with("-write=true")));
    if check && !writes {
        super::clear_effects(ctx);
    }
}

/// `aws configure get aws_secret_access_key` prints a stored credential.
fn aws_configure_get_hook(ctx: &mut crate::classify::Ctx) {
    let secret = ctx.operands().iter().any(|a| {
        a.value().is_none_or(|k| {
            let k = k.to_ascii_lowercase();
            k.contains("secret") || k.contains("token") || k.contains("key") || k.contains("password")
        })
    });
    if secret {
        ctx.effect("secret");
        ctx.add("read.secret", "prints a stored AWS credential", crate::report::Decision::Ask);
    }
}
