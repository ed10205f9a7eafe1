//! containers: container engines and orchestration (docker, podman, kubectl, helm, ...).
//!
//! Read-only verbs (`docker ps`/`images`/`logs`/`inspect`, `kubectl get`/`describe`/`logs`,
//! `helm list`/`status`) only read state from the local daemon or the configured cluster and
//! are allowed. Anything that starts, stops, builds, copies, deletes or applies asks, as do
//! the global options that point the tool somewhere else (`docker -H`, `--context`,
//! `kubectl --kubeconfig`/`--server`/`--token`): a context or kubeconfig can name a remote
//! host or a credential plugin that runs a program. `kubectl get secret` reads credentials.

use super::FlagEffect::*;
use super::{Flag, Kind, Operands, Spec, danger, danger_opt, flag, opt};
use crate::classify::Ctx;
use crate::report::Decision;

const fn r(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc)
}
const fn x(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Exec, Operands::Data, doc)
}
const fn w(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Write, Operands::Data, doc)
}
const fn n(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Network, Operands::Data, doc)
}
const fn d(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Delete, Operands::Data, doc)
}
const fn s(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::System, Operands::Data, doc)
}

/// Global options of docker-like engines: where the daemon is and which config is read.
const DOCKER_GLOBAL: &[Flag] = &[
    danger_opt("-H|--host", Network),
    danger_opt("-c|--context", Ask),
    // Another config directory brings its credential helpers (programs docker runs).
    danger_opt("--config", Exec),
    danger_opt("--tlscacert|--tlscert|--tlskey", ReadsValue),
    danger_opt("--url|--connection|--remote|--identity", Network),
    opt("-l|--log-level"),
    flag("-D|--debug|-h|--help|--tls|--tlsverify|-v|--version"),
];
/// Podman's global options: `-r`/`--remote` (a switch here) talks to a remote service.
const PODMAN_GLOBAL: &[Flag] = &[
    danger("-r|--remote", Network),
    danger_opt("--url|--connection|-c|--identity|-H|--host", Network),
    // Another config directory or containers.conf brings hooks, runtimes and helpers.
    danger_opt("--config|--hooks-dir|--runtime|--conmon|--network-cmd-path|--module", Exec),
    danger_opt("--tlscacert|--tlscert|--tlskey", ReadsValue),
    danger_opt("--out", WritesValue),
    opt(
        "--log-level|--cgroup-manager|--events-backend|--root|--runroot|--storage-driver|--tmpdir|--volumepath|--imagestore|--transient-store|--ssh|--cdi-spec-dir|--db-backend|--storage-opt|--runtime-flag",
    ),
    flag("-D|--debug|-h|--help|--syslog|-v|--version|--noout"),
];
/// A read verb's flag table: its own flags after the engine's global options that change
/// where the daemon is or which configuration is read. Podman and nerdctl accept those
/// after the verb too (`podman ps --url ...`); docker rejects them there, so listing them
/// only makes sure they ask.
macro_rules! engine_read {
    ($($f:expr),* $(,)?) => {
        &[
            danger_opt("-H|--host|--url|--connection|--remote|--identity", Network),
            danger_opt("-c|--context", Ask),
            // Another config directory brings its credential helpers (programs docker runs).
            danger_opt("--config", Exec),
            danger_opt("--tlscacert|--tlscert|--tlskey", ReadsValue),
            flag("-h|--help"),
            $($f),*
        ]
    };
}
/// `ps`, `container ls` (docker and podman spellings).
const ENGINE_PS: &[Flag] = engine_read![
    flag("-a|--all|--external|-l|--latest|--no-trunc|--noheading|--ns|-p|--pod|-q|--quiet|-s|--size|--sync"),
    opt("-f|--filter|--format|-n|--last|--sort|-w|--watch"),
];
/// `images`, `image ls`.
const ENGINE_IMAGES: &[Flag] = engine_read![
    flag("-a|--all|--digests|--history|-n|--noheading|--no-trunc|-q|--quiet|--tree"),
    opt("-f|--filter|--format|--sort"),
];
/// `inspect` of containers, images, networks, volumes and contexts.
const ENGINE_INSPECT: &[Flag] =
    engine_read![flag("-l|--latest|-s|--size|-v|--verbose"), opt("-f|--format|--platform|-t|--type"),];
/// `logs`: `-f` follows here (it is not `--filter`).
const ENGINE_LOGS: &[Flag] = engine_read![
    flag("--color|--details|-f|--follow|-l|--latest|--names|--no-color|-t|--timestamps"),
    opt("--since|-n|--tail|--until"),
];
const ENGINE_STATS: &[Flag] =
    engine_read![flag("-a|--all|-l|--latest|--no-reset|--no-stream|--no-trunc"), opt("--format|-i|--interval"),];
/// `history`: `-H` is `--human` here, not `--host`.
const ENGINE_HISTORY: &[Flag] = &[
    danger_opt("--host|--url|--connection|--remote|--identity", Network),
    danger_opt("-c|--context", Ask),
    danger_opt("--config", Exec),
    danger_opt("--tlscacert|--tlscert|--tlskey", ReadsValue),
    flag("-H|--human|-h|--help|--no-trunc|-q|--quiet"),
    opt("--format|--platform"),
];
const ENGINE_EVENTS: &[Flag] = engine_read![flag("--no-trunc|--stream"), opt("-f|--filter|--format|--since|--until")];
/// `info`, `version`, `system info`: only a format.
const ENGINE_FORMAT: &[Flag] = engine_read![flag("-D|--debug"), opt("-f|--format")];
/// `network ls`, `volume ls`, `context ls`.
const ENGINE_LS: &[Flag] =
    engine_read![flag("--cluster|-n|--noheading|--no-trunc|-q|--quiet"), opt("-f|--filter|--format"),];
const ENGINE_DF: &[Flag] = engine_read![flag("-v|--verbose"), opt("--format")];
const ENGINE_DIFF: &[Flag] = engine_read![flag("-l|--latest"), opt("--format")];
const ENGINE_PORT: &[Flag] = engine_read![flag("-a|--all|-l|--latest")];
const ENGINE_NONE: &[Flag] = engine_read![];
/// `buildx ls|du|inspect|version`: `inspect --bootstrap` starts the builder (a container).
const BUILDX_READ: &[Flag] =
    engine_read![danger("--bootstrap", Exec), flag("--no-trunc|--verbose"), opt("--builder|--filter|--format"),];

const DOCKER_CONTAINER: &[Spec] = &[
    w("attach", "attach to a running container's stdin"),
    x("commit", "create an image from a container"),
    w("cp", "copy files between a container and the host"),
    x("create", "create a container"),
    r("diff", "show a container's file changes").flags(ENGINE_DIFF),
    x("exec", "run a command in a running container"),
    w("export", "write a container's file system as a tar archive"),
    r("inspect", "show container details (the environment: credentials)").flags(ENGINE_INSPECT).hook(inspect_env_hook),
    s("kill", "kill running containers"),
    r("logs", "print a container's logs").flags(ENGINE_LOGS),
    r("ls|list|ps", "list containers").flags(ENGINE_PS),
    s("pause", "pause containers"),
    r("port", "list port mappings").flags(ENGINE_PORT),
    d("prune", "remove stopped containers"),
    s("rename", "rename a container"),
    s("restart", "restart containers"),
    d("rm", "remove containers"),
    x("run", "create and run a container"),
    s("start", "start containers"),
    r("stats", "show resource usage").flags(ENGINE_STATS),
    s("stop", "stop containers"),
    r("top", "show a container's processes (options after the container go to `ps`)").flags(ENGINE_NONE).open_flags(),
    s("unpause", "unpause containers"),
    s("update", "change container limits"),
    s("wait", "wait for containers to stop"),
];
const DOCKER_IMAGE: &[Spec] = &[
    x("build", "build an image (runs the Dockerfile's steps)"),
    r("history", "show an image's layers").flags(ENGINE_HISTORY),
    w("import", "create an image from a tarball"),
    r("inspect", "show image details (the baked-in environment)").flags(ENGINE_INSPECT).hook(inspect_env_hook),
    w("load", "load images from an archive"),
    r("ls|list", "list images").flags(ENGINE_IMAGES),
    d("prune", "remove unused images"),
    n("pull", "download an image"),
    n("push", "upload an image"),
    d("rm", "remove images"),
    w("save", "write images to an archive"),
    w("tag", "tag an image"),
];
const DOCKER_OBJECTS: &[Spec] = &[
    w("connect", "connect a container to a network"),
    w("create", "create the object"),
    w("disconnect", "disconnect a container from a network"),
    r("inspect", "show details").flags(ENGINE_INSPECT),
    r("ls|list", "list objects").flags(ENGINE_LS),
    d("prune", "remove unused objects"),
    d("rm|remove", "remove objects"),
];
const DOCKER_SYSTEM: &[Spec] = &[
    r("df", "show disk usage").flags(ENGINE_DF),
    r("events", "stream daemon events").flags(ENGINE_EVENTS),
    r("info", "show daemon information").flags(ENGINE_FORMAT),
    d("prune", "remove unused data"),
];
const DOCKER_CONTEXT: &[Spec] = &[
    w("create", "create a context"),
    w("export", "export a context"),
    w("import", "import a context"),
    r("inspect", "show a context").flags(ENGINE_INSPECT),
    r("ls|list", "list contexts").flags(ENGINE_LS),
    d("rm", "remove contexts"),
    r("show", "print the current context").flags(ENGINE_NONE),
    w("update", "change a context"),
    w("use", "switch the current context"),
];
const COMPOSE_FLAGS: &[Flag] = &[
    danger_opt("-f|--file|--env-file", ReadsValue),
    opt("-p|--project-name|--profile|--project-directory|--ansi|--progress|--parallel"),
];
/// A compose read verb's table: its own flags after compose's project options, which
/// compose accepts after the verb too (long spellings only: `-f` is `--follow` in `logs`).
macro_rules! compose_read {
    ($($f:expr),* $(,)?) => {
        &[
            danger_opt("--file|--env-file", ReadsValue),
            opt("--ansi|--parallel|--profile|--progress|--project-directory|--project-name"),
            flag("-h|--help"),
            $($f),*
        ]
    };
}
const COMPOSE_PS: &[Flag] =
    compose_read![flag("-a|--all|--no-trunc|--orphans|-q|--quiet|--services"), opt("--filter|--format|--status"),];
const COMPOSE_LOGS: &[Flag] = compose_read![
    flag("-f|--follow|--no-color|--no-log-prefix|-t|--timestamps"),
    opt("--index|--since|-n|--tail|--until"),
];
/// `config`: `-o` writes; `--resolve-image-digests`/`--lock-image-digests` ask registries.
const COMPOSE_CONFIG: &[Flag] = compose_read![
    danger_opt("-o|--output", WritesValue),
    danger("--lock-image-digests|--resolve-image-digests", Network),
    flag(
        "--environment|--images|--models|--networks|--no-consistency|--no-interpolate|--no-normalize|--no-path-resolution|--profiles|-q|--quiet|--services|--variables|--volumes",
    ),
    opt("--format|--hash"),
];
const COMPOSE_IMAGES: &[Flag] = compose_read![flag("-q|--quiet"), opt("--format")];
const COMPOSE_LS: &[Flag] = compose_read![flag("-a|--all|-q|--quiet"), opt("--filter|--format")];
const COMPOSE_EVENTS: &[Flag] = compose_read![flag("--json"), opt("--since|--until")];
const COMPOSE_PORT: &[Flag] = compose_read![opt("--index|--protocol")];
const COMPOSE_VERSION: &[Flag] = compose_read![flag("--short"), opt("-f|--format")];
const COMPOSE_NONE: &[Flag] = compose_read![];
const DOCKER_COMPOSE: &[Spec] = &[
    x("build", "build service images"),
    r("config|convert", "print the resolved compose file (`.env` and env_file values interpolated)")
        .flags(COMPOSE_CONFIG)
        .hook(compose_config_hook),
    w("cp", "copy files to or from a service container"),
    x("create", "create service containers"),
    s("down", "stop and remove containers and networks"),
    r("events", "stream container events").flags(COMPOSE_EVENTS),
    x("exec", "run a command in a service container"),
    r("images", "list images used by services").flags(COMPOSE_IMAGES),
    s("kill", "kill service containers"),
    r("logs", "print service logs").flags(COMPOSE_LOGS),
    r("ls", "list compose projects").flags(COMPOSE_LS),
    s("pause", "pause services"),
    r("port", "print a service's public port").flags(COMPOSE_PORT),
    r("ps", "list service containers").flags(COMPOSE_PS),
    n("pull", "download service images"),
    n("push", "upload service images"),
    s("restart", "restart services"),
    d("rm", "remove stopped service containers"),
    x("run", "run a one-off command in a service"),
    s("start", "start services"),
    s("stop", "stop services"),
    r("top", "show service processes").flags(COMPOSE_NONE),
    s("unpause", "unpause services"),
    x("up", "create and start services (builds and runs images)"),
    r("version", "print the version").flags(COMPOSE_VERSION),
    x("watch", "rebuild and restart services on change"),
];

/// docker (and podman, nerdctl: the same verbs).
const DOCKER_SUBS: &[Spec] = &[
    w("attach", "attach to a running container's stdin"),
    x("build", "build an image (runs the Dockerfile's steps)"),
    Spec::new("builder", Kind::Exec, Operands::Data, "manage builds (`ls`/`du` read)")
        .subs(&[
            r("du", "show build cache usage").flags(BUILDX_READ),
            r("ls", "list builders").flags(BUILDX_READ),
            d("prune", "remove build cache"),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("buildx", Kind::Exec, Operands::Data, "extended builds (`ls`, `version`, `inspect` read)")
        .subs(&[
            x("bake", "build from a bake file"),
            x("build", "build an image"),
            r("du", "show build cache usage").flags(BUILDX_READ),
            r("inspect", "show a builder (`--bootstrap` starts it)").flags(BUILDX_READ),
            r("ls", "list builders").flags(BUILDX_READ),
            d("prune", "remove build cache"),
            r("version", "print the version").flags(BUILDX_READ),
        ])
        .unknown_sub(Kind::Exec),
    x("commit", "create an image from a container"),
    Spec::new("compose", Kind::Exec, Operands::Data, "multi-container apps (`ps`, `logs`, `config` read)")
        .flags(COMPOSE_FLAGS)
        .subs(DOCKER_COMPOSE)
        .unknown_sub(Kind::Exec),
    Spec::new("container", Kind::Exec, Operands::Data, "manage containers (per verb)")
        .subs(DOCKER_CONTAINER)
        .unknown_sub(Kind::Exec),
    Spec::new("context", Kind::Write, Operands::Data, "manage daemon contexts (`ls`, `show`, `inspect` read)")
        .subs(DOCKER_CONTEXT),
    w("cp", "copy files between a container and the host"),
    x("create", "create a container"),
    r("diff", "show a container's file changes").flags(ENGINE_DIFF),
    r("events", "stream daemon events").flags(ENGINE_EVENTS),
    x("exec", "run a command in a running container"),
    w("export", "write a container's file system as a tar archive"),
    r("help", "show help").flags(ENGINE_NONE),
    r("history", "show an image's layers").flags(ENGINE_HISTORY),
    Spec::new("image", Kind::Exec, Operands::Data, "manage images (per verb)")
        .subs(DOCKER_IMAGE)
        .unknown_sub(Kind::Exec),
    r("images", "list images").flags(ENGINE_IMAGES),
    w("import", "create an image from a tarball"),
    r("info", "show daemon information").flags(ENGINE_FORMAT),
    r("inspect", "show details of objects (a container's environment: credentials)")
        .flags(ENGINE_INSPECT)
        .hook(inspect_env_hook),
    s("kill", "kill running containers"),
    w("load", "load images from an archive"),
    n("login", "log in to a registry (stores credentials)"),
    w("logout", "log out of a registry"),
    r("logs", "print a container's logs").flags(ENGINE_LOGS),
    Spec::new("manifest", Kind::Network, Operands::Data, "image manifests in registries")
        .subs(&[n("inspect", "show a manifest (queries the registry)")]),
    Spec::new("network", Kind::Write, Operands::Data, "manage networks (`ls`, `inspect` read)").subs(DOCKER_OBJECTS),
    s("pause", "pause containers"),
    x("plugin", "manage daemon plugins"),
    r("port", "list port mappings").flags(ENGINE_PORT),
    r("ps", "list containers").flags(ENGINE_PS),
    n("pull", "download an image"),
    n("push", "upload an image"),
    s("rename", "rename a container"),
    s("restart", "restart containers"),
    d("rm", "remove containers"),
    d("rmi", "remove images"),
    x("run", "create and run a container"),
    w("save", "write images to an archive"),
    n("search", "search a registry"),
    s("start", "start containers"),
    r("stats", "show resource usage").flags(ENGINE_STATS),
    s("stop", "stop containers"),
    Spec::new("system", Kind::Write, Operands::Data, "daemon-wide state (`df`, `info` read; `prune` deletes)")
        .subs(DOCKER_SYSTEM),
    w("tag", "tag an image"),
    r("top", "show a container's processes (options after the container go to `ps`)").flags(ENGINE_NONE).open_flags(),
    s("unpause", "unpause containers"),
    s("update", "change container limits"),
    r("version", "print versions").flags(ENGINE_FORMAT),
    Spec::new("volume", Kind::Write, Operands::Data, "manage volumes (`ls`, `inspect` read)").subs(DOCKER_OBJECTS),
    s("wait", "wait for containers to stop"),
];

/// Global kubectl options (`kubectl options`): the cluster and credentials used, and the
/// files the client writes (`--profile-output`, klog's `--log-file`).
const KUBECTL_GLOBAL: &[Flag] = &[
    danger_opt("--kubeconfig", Ask),
    danger_opt("-s|--server|--token|--as|--as-group|--as-uid|--username|--password|--user|--cluster", Ask),
    danger_opt("--certificate-authority|--client-certificate|--client-key", ReadsValue),
    danger_opt("--log-file|--profile-output", WritesValue),
    opt(
        "-n|--namespace|--context|--request-timeout|-v|--v|--cache-dir|--tls-server-name|--log-flush-frequency|--profile|--vmodule",
    ),
    flag("--disable-compression|--insecure-skip-tls-verify|--match-server-version|--warnings-as-errors"),
];
/// A kubectl read verb's table: kubectl accepts the global options after the verb too.
macro_rules! kube_read {
    ($($f:expr),* $(,)?) => {
        &[
            danger_opt("--kubeconfig", Ask),
            danger_opt("-s|--server|--token|--as|--as-group|--as-uid|--username|--password|--user|--cluster", Ask),
            danger_opt("--certificate-authority|--client-certificate|--client-key", ReadsValue),
            danger_opt("--log-file|--profile-output", WritesValue),
            opt("-n|--namespace|--context|--request-timeout|-v|--v|--cache-dir|--tls-server-name|--log-flush-frequency|--profile|--vmodule"),
            flag("--disable-compression|-h|--help|--insecure-skip-tls-verify|--match-server-version|--warnings-as-errors"),
            $($f),*
        ]
    };
}
const KUBE_GET: &[Flag] = kube_read![
    danger_opt("-f|--filename|-k|--kustomize", ReadsValue),
    flag(
        "-A|--all-namespaces|--allow-missing-template-keys|--ignore-not-found|--no-headers|--output-watch-events|-R|--recursive|--server-print|--show-kind|--show-labels|--show-managed-fields|-w|--watch|--watch-only",
    ),
    opt(
        "--chunk-size|--field-selector|-L|--label-columns|-o|--output|--raw|-l|--selector|--sort-by|--subresource|--template"
    ),
];
const KUBE_DESCRIBE: &[Flag] = kube_read![
    danger_opt("-f|--filename|-k|--kustomize", ReadsValue),
    flag("-A|--all-namespaces|-R|--recursive|--show-events"),
    opt("--chunk-size|-l|--selector"),
];
/// `logs`: `-f` follows here (it is not `--filename`).
const KUBE_LOGS: &[Flag] = kube_read![
    flag(
        "--all-containers|--all-pods|-f|--follow|--ignore-errors|--insecure-skip-tls-verify-backend|--prefix|-p|--previous|--timestamps",
    ),
    opt(
        "-c|--container|--limit-bytes|--max-log-requests|--pod-running-timeout|-l|--selector|--since|--since-time|--tail"
    ),
];
const KUBE_EVENTS: &[Flag] = kube_read![
    flag("-A|--all-namespaces|--allow-missing-template-keys|--no-headers|--show-managed-fields|-w|--watch"),
    opt("--chunk-size|--for|-o|--output|--template|--types"),
];
const KUBE_EXPLAIN: &[Flag] = kube_read![flag("--recursive"), opt("--api-version|-o|--output")];
const KUBE_TOP: &[Flag] = kube_read![
    flag("-A|--all-namespaces|--containers|--no-headers|--show-capacity|--sum|--use-protocol-buffers"),
    opt("--field-selector|-l|--selector|--sort-by"),
];
const KUBE_VERSION: &[Flag] = kube_read![flag("--client"), opt("-o|--output")];
const KUBE_WAIT: &[Flag] = kube_read![
    danger_opt("-f|--filename", ReadsValue),
    flag("--all|-A|--all-namespaces|--allow-missing-template-keys|--local|-R|--recursive|--show-managed-fields"),
    opt("--field-selector|--for|-o|--output|-l|--selector|--template|--timeout"),
];
const KUBE_API_RESOURCES: &[Flag] = kube_read![
    flag("--cached|--namespaced|--no-headers"),
    opt("--api-group|--categories|-o|--output|--sort-by|--verbs"),
];
/// `cluster-info` (and `cluster-info dump`, whose `--output-directory` writes).
const KUBE_CLUSTER_INFO: &[Flag] = kube_read![
    danger_opt("--output-directory", WritesValue),
    flag("-A|--all-namespaces|--allow-missing-template-keys|--show-managed-fields"),
    opt("--namespaces|-o|--output|--pod-running-timeout|--template"),
];
const KUBE_CONFIG_VIEW: &[Flag] = kube_read![
    flag("--allow-missing-template-keys|--flatten|--merge|--minify|--raw|--show-managed-fields"),
    opt("-o|--output|--template"),
];
const KUBE_OUTPUT: &[Flag] = kube_read![
    flag("--allow-missing-template-keys|--no-headers|--show-managed-fields"),
    opt("-o|--output|--template"),
];
const KUBE_ROLLOUT_STATUS: &[Flag] = kube_read![
    danger_opt("-f|--filename|-k|--kustomize", ReadsValue),
    flag("-R|--recursive|-w|--watch"),
    opt("--revision|-l|--selector|--timeout"),
];
const KUBE_ROLLOUT_HISTORY: &[Flag] = kube_read![
    danger_opt("-f|--filename|-k|--kustomize", ReadsValue),
    flag("--allow-missing-template-keys|-R|--recursive|--show-managed-fields"),
    opt("-o|--output|--revision|-l|--selector|--template"),
];
const KUBE_CAN_I: &[Flag] =
    kube_read![flag("-A|--all-namespaces|--list|--no-headers|-q|--quiet"), opt("--subresource")];
/// `kubectl kustomize`: plugins, helm and exec functions run programs; `-o` writes.
const KUBE_KUSTOMIZE: &[Flag] = kube_read![
    danger("--enable-alpha-plugins|--enable-exec|--enable-helm", Exec),
    danger_opt("--helm-command", Exec),
    danger_opt("-o|--output", WritesValue),
    flag("--as-current-user|--helm-debug|--network"),
    opt("-e|--env|--helm-api-versions|--helm-kube-version|--load-restrictor|--mount|--network-name"),
];
const KUBE_NONE: &[Flag] = kube_read![];
const KUBECTL_SUBS: &[Spec] = &[
    Spec::new("annotate", Kind::Write, Operands::Data, "change annotations of resources"),
    r("api-resources", "list resource types").flags(KUBE_API_RESOURCES),
    r("api-versions", "list API versions").flags(KUBE_NONE),
    Spec::new("apply", Kind::Write, Operands::Data, "create or change resources from files"),
    x("attach", "attach to a running container"),
    Spec::new("auth", Kind::Read, Operands::Data, "inspect authorisation (`can-i`, `whoami`)").flags(KUBE_NONE).subs(
        &[
            r("can-i", "check an action is allowed").flags(KUBE_CAN_I),
            w("reconcile", "reconcile RBAC rules"),
            r("whoami", "print the user").flags(KUBE_OUTPUT),
        ],
    ),
    Spec::new("autoscale", Kind::Write, Operands::Data, "create an autoscaler"),
    Spec::new("certificate", Kind::Write, Operands::Data, "approve or deny certificate requests"),
    r("cluster-info", "print cluster endpoints (`dump` writes files with -o)")
        .flags(KUBE_CLUSTER_INFO)
        .hook(cluster_info_hook),
    r("completion", "print a shell completion script").flags(KUBE_NONE),
    Spec::new("config", Kind::Write, Operands::Data, "kubeconfig (view and list read; set and use write)").subs(&[
        r("current-context", "print the current context").flags(KUBE_NONE),
        w("delete-cluster", "delete a cluster entry"),
        w("delete-context", "delete a context"),
        w("delete-user", "delete a user entry"),
        r("get-clusters", "list clusters").flags(KUBE_NONE),
        r("get-contexts", "list contexts").flags(KUBE_OUTPUT),
        r("get-users", "list users").flags(KUBE_NONE),
        w("rename-context", "rename a context"),
        w("set", "set a value"),
        w("set-cluster", "set a cluster entry"),
        w("set-context", "set a context"),
        w("set-credentials", "set credentials"),
        w("unset", "unset a value"),
        w("use-context|use", "switch the current context"),
        r("view", "print the kubeconfig (`--raw` shows credentials)").flags(KUBE_CONFIG_VIEW).hook(config_view_hook),
    ]),
    Spec::new("cordon", Kind::System, Operands::Data, "mark a node unschedulable"),
    w("cp", "copy files to or from a container"),
    Spec::new("create", Kind::Write, Operands::Data, "create resources"),
    x("debug", "start a debugging container"),
    d("delete", "delete resources"),
    r("describe", "show resource details").flags(KUBE_DESCRIBE).hook(kube_secret_hook),
    x("diff", "diff against the cluster (runs KUBECTL_EXTERNAL_DIFF)"),
    Spec::new("drain", Kind::System, Operands::Data, "evict a node's pods"),
    Spec::new("edit", Kind::Ask("exec.editor"), Operands::Data, "edit a resource in an editor"),
    r("events", "list events").flags(KUBE_EVENTS),
    x("exec", "run a command in a container"),
    r("explain", "document resource fields").flags(KUBE_EXPLAIN),
    Spec::new("expose", Kind::Write, Operands::Data, "expose a resource as a service"),
    r("get", "list resources (`secret` asks: it shows credentials)").flags(KUBE_GET).hook(kube_secret_hook),
    Spec::new("kustomize", Kind::Read, Operands::Read, "render a kustomization")
        .flags(KUBE_KUSTOMIZE)
        .hook(kustomize_hook),
    Spec::new("label", Kind::Write, Operands::Data, "change labels of resources"),
    r("logs", "print a container's logs").flags(KUBE_LOGS),
    Spec::new("patch", Kind::Write, Operands::Data, "change fields of a resource"),
    Spec::new("plugin", Kind::Read, Operands::Data, "list plugins").flags(KUBE_NONE).subs(&[r(
        "list",
        "list plugins on PATH",
    )
    .flags(kube_read![flag("--name-only")])]),
    n("port-forward", "forward local ports to a pod"),
    n("proxy", "run a proxy to the API server"),
    Spec::new("replace", Kind::Write, Operands::Data, "replace resources"),
    Spec::new("rollout", Kind::Write, Operands::Data, "manage rollouts (`status`, `history` read)").subs(&[
        r("history", "show rollout history").flags(KUBE_ROLLOUT_HISTORY),
        w("pause", "pause a rollout"),
        w("restart", "restart a rollout"),
        w("resume", "resume a rollout"),
        r("status", "show rollout status").flags(KUBE_ROLLOUT_STATUS),
        w("undo", "roll back"),
    ]),
    x("run", "run a pod"),
    Spec::new("scale", Kind::Write, Operands::Data, "change the replica count"),
    Spec::new("set", Kind::Write, Operands::Data, "change fields of resources"),
    Spec::new("taint", Kind::System, Operands::Data, "change node taints"),
    r("top", "show resource usage").flags(KUBE_TOP),
    Spec::new("uncordon", Kind::System, Operands::Data, "mark a node schedulable"),
    r("version", "print versions").flags(KUBE_VERSION),
    r("wait", "wait for a condition").flags(KUBE_WAIT),
];

const HELM_GLOBAL: &[Flag] = &[
    danger_opt("--kubeconfig|--kube-apiserver|--kube-token|--kube-as-user|--kube-as-group", Ask),
    danger_opt("--registry-config|--repository-config", ReadsValue),
    opt("-n|--namespace|--kube-context|--repository-cache|--burst-limit|--qps"),
];
/// helm's read verbs (`list`, `status`, `get`, `history`, `show`, `lint`, `env`, `version`,
/// `verify`, `dependency list`, `repo list`), one union: the global options (accepted after
/// the verb too) and each verb's own. `show --repo` downloads the chart; values files, CA
/// and key files and keyrings are read.
const HELM_READ: &[Flag] = &[
    danger_opt("--kubeconfig|--kube-apiserver|--kube-token|--kube-as-user|--kube-as-group", Ask),
    danger_opt("--repo", Network),
    danger_opt(
        "--registry-config|--repository-config|--kube-ca-file|--ca-file|--cert-file|--key-file|--keyring|--set-file|-f|--values",
        ReadsValue,
    ),
    opt(
        "--burst-limit|--content-cache|--filter|--jsonpath|--kube-context|--kube-tls-server-name|--kube-version|-m|--max|--max-col-width|-n|--namespace|--offset|-o|--output|--password|--qps|--repository-cache|--revision|-l|--selector|--set|--set-json|--set-literal|--set-string|--template|--time-format|--username|--version",
    ),
    flag(
        "-a|--all|-A|--all-namespaces|-c|--client|-d|--date|--debug|--deployed|--devel|--failed|-h|--help|--insecure-skip-tls-verify|--kube-insecure-skip-tls-verify|--no-descriptions|--no-headers|--pass-credentials|--pending|--plain-http|--quiet|-r|--reverse|-q|--short|--show-desc|--show-resources|--skip-schema-validation|--strict|--superseded|--uninstalled|--uninstalling|--verify|--with-subcharts",
    ),
];
/// A helm read verb.
const fn hr(name: &'static str, doc: &'static str) -> Spec {
    Spec::new(name, Kind::Read, Operands::Data, doc).flags(HELM_READ)
}

const HELM_SUBS: &[Spec] = &[
    hr("completion", "print a shell completion script"),
    Spec::new("dependency|dep", Kind::Network, Operands::Data, "manage chart dependencies (`list` reads)").subs(&[
        n("build", "download dependencies"),
        hr("list", "list dependencies"),
        n("update", "download dependencies"),
    ]),
    hr("env", "print helm's environment"),
    hr("get", "show a release's manifest, values, notes"),
    hr("history|hist", "show a release's history"),
    x("install", "install a chart (runs hooks in the cluster)"),
    hr("lint", "check a chart"),
    hr("list|ls", "list releases"),
    x("package", "package a chart (writes an archive)"),
    x("plugin", "manage or run plugins"),
    n("pull|fetch", "download a chart"),
    n("push", "upload a chart"),
    n("registry", "log in or out of a registry"),
    Spec::new("repo", Kind::Network, Operands::Data, "chart repositories (`list` reads)").subs(&[
        n("add", "add a repository"),
        w("index", "write an index file"),
        hr("list|ls", "list repositories"),
        w("remove|rm", "remove a repository"),
        n("update|up", "download repository indexes"),
    ]),
    x("rollback", "roll a release back"),
    Spec::new("search", Kind::Read, Operands::Data, "search charts (`hub` queries Artifact Hub)").subs(&[
        n("hub", "search Artifact Hub"),
        r("repo", "search the local repository cache").flags(&[
            danger_opt("--kubeconfig", Ask),
            danger_opt("--repository-config", ReadsValue),
            opt("--kube-context|--max-col-width|-n|--namespace|-o|--output|--repository-cache|--version"),
            flag("--devel|--fail-on-no-result|-h|--help|-r|--regexp|-l|--versions"),
        ]),
    ]),
    hr("show|inspect", "show a chart's metadata, values or readme"),
    hr("status", "show a release's status"),
    x("template", "render a chart (may download it and its dependencies)"),
    x("test", "run a release's tests"),
    x("uninstall|delete|del|un", "remove a release"),
    x("upgrade", "upgrade a release (runs hooks)"),
    hr("verify", "verify a chart's signature"),
    hr("version", "print the version"),
];

/// crictl's global options (before the verb): `--config` is read.
const CRICTL_GLOBAL: &[Flag] = &[
    danger_opt("-c|--config", ReadsValue),
    opt(
        "-i|--image-endpoint|-r|--runtime-endpoint|-t|--timeout|--tracing-endpoint|--tracing-sampling-rate-per-million",
    ),
    flag("-D|--debug|--enable-tracing|-h|--help|-v|--version"),
];
/// crictl's listing verbs (`ps`, `pods`, `images`, `stats`, `inspect`, `info`).
const CRICTL_READ: &[Flag] = &[
    flag(
        "-a|--all|--digests|-h|--help|-l|--latest|--no-trunc|--pinned|-q|--quiet|-r|--resolve-image-path|-v|--verbose|-w|--watch",
    ),
    opt(
        "-f|--filter|--id|--image|--label|-n|--last|--name|--namespace|-o|--output|-p|--pod|-s|--state|--seconds|--template",
    ),
];
const CRICTL_LOGS: &[Flag] =
    &[flag("-f|--follow|-h|--help|-p|--previous|-r|--reverse|-t|--timestamps"), opt("--since|--stream|--tail")];
/// stern: kubectl's cluster options plus its own filters. `--template-file` is read.
const STERN_FLAGS: &[Flag] = &[
    danger_opt("--kubeconfig", Ask),
    danger_opt("--config|-T|--template-file", ReadsValue),
    opt(
        "-c|--container|--color|--completion|--condition|--container-state|--context|-e|--exclude|-E|--exclude-container|--exclude-pod|--field-selector|-H|--highlight|-i|--include|-l|--selector|--max-log-requests|-n|--namespace|--node|-o|--output|-s|--since|--tail|--template|--timezone|--verbosity",
    ),
    flag(
        "-A|--all-namespaces|-d|--diff-container|--ephemeral-containers|-h|--help|--init-containers|--no-follow|--only-log-lines|-p|--prompt|--show-hidden-options|--stdin|-t|--timestamps|-v|--version",
    ),
];
/// kubectx and kubens: `-c` prints; `-d` and `-u` change the kubeconfig (the hook asks).
const KUBECTX_FLAGS: &[Flag] = &[flag("-c|--current|-d|-h|--help|-u|--unset|-V|--version")];

/// The read verbs of the smaller container tools: output-shaping options only.
const BUILDAH_READ: &[Flag] = &[
    opt("--filter|-f|--format|-t|--type"),
    flag("-a|--all|--digests|-h|--help|--history|--json|-n|--noheading|--no-trunc|--notruncate|-q|--quiet"),
];
const MINIKUBE_READ: &[Flag] = &[
    opt("-f|--format|-l|--layout|-n|--node|-o|--output|-p|--profile|-w|--watch"),
    flag("--alsologtostderr|-h|--help|--light|--short|--components|-v"),
];
/// kustomize build: exec functions, plugins and helm run programs; `-o` writes.
const KUSTOMIZE_BUILD: &[Flag] = &[
    danger("--enable-alpha-plugins|--enable-exec|--enable-helm|--enable-star", Exec),
    danger_opt("--helm-command", Exec),
    danger_opt("-o|--output", WritesValue),
    flag("--as-current-user|-h|--help|--helm-debug|--network"),
    opt("-e|--env|--helm-api-versions|--helm-kube-version|--load-restrictor|--mount|--network-name|--stack-trace"),
];
const TOOL_VERSION: &[Flag] = &[opt("-o|--output|--format"), flag("-h|--help|--short|--client|--json")];
const TILT_READ: &[Flag] =
    &[opt("--context|--host|-o|--output|--port|--template"), flag("-h|--help|--ignore-not-found|-v|--verbose")];
const HELMFILE_READ: &[Flag] = &[
    danger_opt("-f|--file|--state-values-file", ReadsValue),
    opt("-e|--environment|--output|-l|--selector|--state-values-set|--kube-context|-n|--namespace"),
    flag("--debug|-h|--help|--keep-temp-dir|--no-color|-q|--quiet|--skip-charts|--embed-values"),
];
const K3D_READ: &[Flag] = &[opt("-o|--output"), flag("-h|--help|--no-headers|--token|--verbose")];

/// Sorted by name.
pub const COMMANDS: &[Spec] = &[
    Spec::new("buildah", Kind::Exec, Operands::Data, "build container images (runs build steps)")
        .subs(&[
            r("containers", "list working containers").flags(BUILDAH_READ),
            r("images", "list images").flags(BUILDAH_READ),
            r("inspect", "show details").flags(BUILDAH_READ),
            r("version", "print the version").flags(BUILDAH_READ),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("crictl", Kind::Read, Operands::Data, "CRI runtime client (ps, images, logs, inspect read)")
        .flags(CRICTL_GLOBAL)
        .subs(&[
            x("exec", "run a command in a container"),
            r("images|img", "list images").flags(CRICTL_READ),
            r("info", "show runtime information").flags(CRICTL_READ),
            r("inspect|inspecti|inspectp", "show details").flags(CRICTL_READ),
            r("logs", "print a container's logs").flags(CRICTL_LOGS),
            r("pods", "list pods").flags(CRICTL_READ),
            r("ps", "list containers").flags(CRICTL_READ),
            n("pull", "download an image"),
            d("rm|rmi|rmp", "remove containers, images or pods"),
            x("run|runp|create", "create and run containers"),
            s("start|stop|stopp", "start or stop containers"),
            r("stats", "show resource usage").flags(CRICTL_READ),
            r("version", "print versions").flags(CRICTL_GLOBAL),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("docker", Kind::Exec, Operands::Data, "Docker: read verbs allowed; run, exec, build, rm and pushes ask")
        .flags(DOCKER_GLOBAL)
        .subs(DOCKER_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("docker-compose", Kind::Exec, Operands::Data, "Compose v1: `ps`, `logs`, `config` read; `up`, `run` ask")
        .flags(COMPOSE_FLAGS)
        .subs(DOCKER_COMPOSE)
        .unknown_sub(Kind::Exec),
    Spec::new(
        "helm",
        Kind::Exec,
        Operands::Data,
        "Kubernetes package manager: `list`, `status`, `get`, `show` read the cluster (network)",
    )
    .flags(HELM_GLOBAL)
    .hook(cluster_read_hook)
    .subs(HELM_SUBS)
    .unknown_sub(Kind::Exec),
    Spec::new(
        "helmfile",
        Kind::Exec,
        Operands::Data,
        "declarative helm releases (`list`, `lint` read; sync/apply ask)",
    )
    .subs(&[
        // Rendering helmfile.yaml runs its templates, whose `exec` function runs programs.
        x("build", "print the resolved state (templates can `exec` programs)").flags(HELMFILE_READ),
        x("list", "list releases (templates can `exec` programs)").flags(HELMFILE_READ),
        r("version", "print the version").flags(HELMFILE_READ),
    ])
    .unknown_sub(Kind::Exec),
    Spec::new("k3d", Kind::Exec, Operands::Data, "k3s clusters in docker (`cluster list` reads)")
        .subs(&[
            Spec::new("cluster", Kind::Exec, Operands::Data, "manage clusters").subs(&[r(
                "list|ls|get",
                "list clusters",
            )
            .flags(K3D_READ)]),
            r("version", "print the version").flags(K3D_READ),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("k9s", Kind::Ask("exec.runs-code"), Operands::Data, "interactive cluster UI: can delete and exec"),
    Spec::new("kind", Kind::Exec, Operands::Data, "Kubernetes in docker (`get` reads; create/delete ask)")
        .subs(&[
            x("build", "build node images"),
            x("create", "create a cluster"),
            x("delete", "delete a cluster"),
            x("export", "export logs or kubeconfig (writes files)"),
            Spec::new("get", Kind::Read, Operands::Data, "list clusters and nodes (`kubeconfig` prints credentials)")
                .flags(&[opt("--name"), flag("-h|--help|--internal|-q|--quiet")])
                .hook(kind_get_hook),
            x("load", "load images into a cluster"),
            r("version", "print the version").flags(TOOL_VERSION),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new(
        "kubectl",
        Kind::Exec,
        Operands::Data,
        "Kubernetes CLI: get/describe/logs read the cluster (network); apply, delete, exec ask",
    )
    .flags(KUBECTL_GLOBAL)
    .hook(cluster_read_hook)
    .subs(KUBECTL_SUBS)
    .unknown_sub(Kind::Ask("exec.runs-code")),
    Spec::new("kubectx", Kind::Read, Operands::Data, "list kube contexts (an operand switches: writes)")
        .flags(KUBECTX_FLAGS)
        .hook(switch_hook),
    Spec::new("kubens", Kind::Read, Operands::Data, "list namespaces (an operand switches: writes)")
        .flags(KUBECTX_FLAGS)
        .hook(switch_hook),
    Spec::new("kustomize", Kind::Read, Operands::Data, "render kustomizations (`build` reads; `edit` writes)")
        .flags(&[flag("-h|--help|--stack-trace")])
        .subs(&[
            Spec::new("build", Kind::Read, Operands::Read, "render a kustomization")
                .flags(KUSTOMIZE_BUILD)
                .hook(kustomize_hook),
            w("create", "create a kustomization file"),
            w("edit", "edit a kustomization file"),
            r("version", "print the version").flags(TOOL_VERSION),
        ]),
    Spec::new("minikube", Kind::Exec, Operands::Data, "local Kubernetes VM (`status`, `ip` read; start/delete ask)")
        .subs(&[
            r("ip", "print the node IP").flags(MINIKUBE_READ),
            r("profile", "list profiles").flags(MINIKUBE_READ),
            r("status", "show cluster status").flags(MINIKUBE_READ),
            r("version", "print the version").flags(MINIKUBE_READ),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new("nerdctl", Kind::Exec, Operands::Data, "containerd CLI with docker's verbs")
        .flags(DOCKER_GLOBAL)
        .subs(DOCKER_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("nomad", Kind::Network, Operands::Data, "HashiCorp Nomad: talks to the cluster API"),
    Spec::new("oc", Kind::Exec, Operands::Data, "OpenShift CLI: kubectl's verbs")
        .flags(KUBECTL_GLOBAL)
        .hook(cluster_read_hook)
        .subs(KUBECTL_SUBS)
        .unknown_sub(Kind::Ask("exec.runs-code")),
    Spec::new("podman", Kind::Exec, Operands::Data, "Podman: docker's verbs (read verbs allowed; `-r` is remote)")
        .flags(PODMAN_GLOBAL)
        .subs(DOCKER_SUBS)
        .unknown_sub(Kind::Exec),
    Spec::new("skaffold", Kind::Exec, Operands::Data, "build and deploy to Kubernetes (`version`, `diagnose` read)")
        .subs(&[
            r("diagnose", "print the resolved config (`-o` writes)").flags(&[
                danger_opt("-o|--output", WritesValue),
                danger_opt("-f|--filename", ReadsValue),
                opt("-m|--module|-p|--profile"),
                flag("-h|--help|--yaml-only|--enable-templating"),
            ]),
            r("version", "print the version").flags(TOOL_VERSION),
        ])
        .unknown_sub(Kind::Exec),
    Spec::new(
        "stern",
        Kind::Network,
        Operands::Data,
        "tail logs of many pods (reads the cluster, like `kubectl logs`)",
    )
    .flags(STERN_FLAGS),
    Spec::new("tilt", Kind::Exec, Operands::Data, "dev environments on Kubernetes (`get`, `version` read)")
        .subs(&[
            r("describe", "show resource details").flags(TILT_READ),
            r("get", "list resources").flags(TILT_READ),
            r("version", "print the version").flags(TILT_READ),
        ])
        .unknown_sub(Kind::Exec),
];

/// `kubectl get secret(s)`: secret values are credentials.
fn kube_secret_hook(ctx: &mut Ctx) {
    let secret = ctx.operands().iter().any(|a| {
        let t = a.value().unwrap_or(&a.text).to_ascii_lowercase();
        t.split(',').any(|p| {
            let p = p.split('/').next().unwrap_or(p);
            matches!(p, "secret" | "secrets" | "all") || p.starts_with("secret.") || p.starts_with("secrets.")
        })
    }) || ctx.operands().iter().any(|a| a.value.is_none())
        || ctx.has("-f|--filename|-k|--kustomize");
    if secret {
        ctx.effect("secret");
        ctx.add("read.secret", "Kubernetes secrets hold credentials", Decision::Ask);
    }
}

/// `docker inspect` prints a container's (or image's) environment, where credentials are
/// usually passed: ask like `kubectl get secret`, unless `--type` names an object without
/// one or `--format` picks fields that cannot print it.
fn inspect_env_hook(ctx: &mut Ctx) {
    let no_env_type = matches!(ctx.value("-t|--type"), Some("network" | "volume" | "node" | "secret"));
    if no_env_type || ctx.value("-f|--format").is_some_and(format_avoids_env) {
        return;
    }
    let name = ctx.out.matched.join(" ");
    ctx.effect("secret");
    ctx.add("read.secret", format!("`{name}` prints the environment, which often holds credentials"), Decision::Ask);
}

/// Structs that hold an `Env` list: printing one whole prints the environment.
const ENV_HOLDERS: &[&str] = &["config", "containerconfig", "containerspec", "settings", "spec", "tasktemplate"];

/// Does a Go template print only fields outside the environment? Each action must be
/// `end`/`else`, a string literal, or a field chain (`.State.Status`), optionally after
/// `range`, `with`, `if`, `json`, `println`, `upper`, `lower` or `len`. A chain must not
/// name `Env` or end at a struct holding it (`.Config`), and `.`, `$`, `index` or function
/// calls never pass (`index` with a computed key reaches any field).
fn format_avoids_env(format: &str) -> bool {
    let mut rest = format;
    let mut actions = 0;
    while let Some(start) = rest.find("{{") {
        let Some(len) = rest[start + 2..].find("}}") else { return false };
        let body = rest[start + 2..start + 2 + len].trim_start_matches('-').trim_end_matches('-').trim();
        rest = &rest[start + 2 + len + 2..];
        actions += 1;
        let chain = match body.split_once(char::is_whitespace) {
            _ if matches!(body, "end" | "else") => continue,
            _ if body.len() >= 2
                && body.starts_with('"')
                && body.ends_with('"')
                && !body[1..body.len() - 1].contains('"') =>
            {
                continue;
            }
            Some(("range" | "with" | "if" | "json" | "println" | "upper" | "lower" | "len", chain)) => chain.trim(),
            Some(_) => return false,
            None => body,
        };
        let Some(fields) = chain.strip_prefix('.') else { return false };
        let parts: Vec<String> = fields.split('.').map(str::to_ascii_lowercase).collect();
        if parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') || p.contains("env"))
            || parts.last().is_some_and(|p| ENV_HOLDERS.contains(&p.as_str()))
        {
            return false;
        }
    }
    actions > 0
}

/// `compose config` prints the file with `.env` and `env_file` values filled in; listing
/// only names (`--services`, `--volumes`, ...) or validating (`-q`) prints none.
fn compose_config_hook(ctx: &mut Ctx) {
    let names_only = ctx
        .has("--hash|--images|--models|--networks|--profiles|-q|--quiet|--services|--variables|--volumes")
        && !ctx.has("--environment");
    if !names_only {
        let name = ctx.out.matched.join(" ");
        ctx.effect("secret");
        ctx.add(
            "read.secret",
            format!("`{name}` prints values from `.env` files, which often hold credentials"),
            Decision::Ask,
        );
    }
}

/// `kind get kubeconfig` prints the cluster's client certificate and key.
fn kind_get_hook(ctx: &mut Ctx) {
    if ctx.operands().iter().any(|a| a.value().is_none_or(|v| v == "kubeconfig")) {
        ctx.effect("secret");
        ctx.add("read.secret", "`kind get kubeconfig` prints cluster credentials", Decision::Ask);
    }
}

fn config_view_hook(ctx: &mut Ctx) {
    if ctx.inv.argv.iter().any(|a| a.value().is_some_and(|v| v.starts_with("--raw") || v.starts_with("--flatten"))) {
        ctx.effect("secret");
        ctx.add("read.secret", "`kubectl config view --raw` prints credentials", Decision::Ask);
    }
}

fn cluster_info_hook(ctx: &mut Ctx) {
    if ctx.operands().iter().any(|a| a.value() == Some("dump")) {
        ctx.effect("write");
        ctx.add(
            "write.command",
            "`cluster-info dump` collects cluster state (writes with --output-directory)",
            Decision::Ask,
        );
    }
}

fn kustomize_hook(ctx: &mut Ctx) {
    // A remote target (`https://...`, `github.com/org/repo//dir`, `git@host:...`) is cloned.
    // A local kustomization naming remote bases fetches them too; that is not visible here.
    for a in ctx.operands() {
        let remote = a.value().is_none_or(|v| {
            v.contains("://")
                || v.starts_with("git@")
                || v.contains("?ref=")
                || ["github.com/", "gitlab.com/", "bitbucket.org/"].iter().any(|h| v.starts_with(h))
        });
        if remote {
            ctx.host(&a.text);
            let host_form = a.value().and_then(|v| v.split_once('/')).map(|(h, _)| h.to_string());
            if let Some(h) = host_form.filter(|h| h.contains('.') && !h.contains(':')) {
                ctx.host(&h);
            }
            ctx.effect("network");
            ctx.add("net.access", format!("kustomize fetches the remote target `{}`", a.text), Decision::Ask);
        }
    }
    if ctx.inv.argv.iter().any(|a| {
        a.value().is_some_and(|v| {
            v.starts_with("--enable-exec")
                || v.starts_with("--enable-alpha-plugins")
                || v.starts_with("--enable-helm")
                || v.starts_with("-o")
                || v.starts_with("--output")
        })
    }) {
        ctx.effect("exec");
        ctx.add("exec.flag", "kustomize plugins, helm charts or output files", Decision::Ask);
    }
}

fn switch_hook(ctx: &mut Ctx) {
    let args: Vec<&str> = ctx.inv.argv.iter().skip(1).map(|a| a.value().unwrap_or("?")).collect();
    let read = args.iter().all(|a| matches!(*a, "-c" | "--current" | "-h" | "--help" | "-V" | "--version"));
    if !read {
        ctx.effect("write");
        ctx.add("write.command", "switches the current Kubernetes context or namespace", Decision::Ask);
    }
}

/// kubectl/oc/helm read verbs ask the cluster's API server (and kubeconfig `exec` plugins
/// run to get credentials): a network read, like `curl`. Local verbs stay reads.
fn cluster_read_hook(ctx: &mut Ctx) {
    let Some(verb) = ctx.out.matched.get(1).copied() else { return };
    let client_only = ctx.inv.argv.iter().any(|a| a.value() == Some("--client"));
    let local = matches!(
        verb,
        "completion" | "config" | "kustomize" | "plugin" | "env" | "lint" | "template" | "repo" | "dependency"
    ) || verb == "search" && ctx.out.matched.get(2) == Some(&"repo")
        || verb == "version" && (client_only || ctx.out.matched[0] == "helm");
    if local || ctx.out.reasons.iter().any(|r| r.code == "net.access") {
        return;
    }
    ctx.effect("network");
    let name = ctx.out.matched.join(" ");
    ctx.add("net.access", format!("`{name}` asks the cluster's API server"), Decision::Ask);
}
