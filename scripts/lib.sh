# shellcheck shell=bash
# Shared helpers for scripts/* and .ci/*. Source it (`. scripts/lib.sh`), do not run it.
# It sets no shell options of its own: the calling script does (`set -euo pipefail`).

# Absolute path of the repository root (the parent of scripts/).
PAIRPROOF_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

log() { printf '==> %s\n' "$*" >&2; }
warn() { printf 'warning: %s\n' "$*" >&2; }
die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

# Run a command as root: directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        die "not root and sudo not found; run as root: $*"
    fi
}

_pairproof_apt_updated=0

# Install Debian packages without questions; `apt-get update` runs once per shell.
apt_install() {
    command -v apt-get >/dev/null 2>&1 ||
        die "missing packages: $*; apt-get is not available here, install them by hand"
    if [ "$_pairproof_apt_updated" -eq 0 ]; then
        log "apt-get update"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
        _pairproof_apt_updated=1
    fi
    log "apt-get install $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        --no-install-recommends -o Dpkg::Use-Pty=0 "$@"
}

# True when the Debian package is installed (not merely known to dpkg: a removed
# package whose configuration files remain also makes `dpkg -s` succeed).
deb_installed() {
    dpkg -s "$1" 2>/dev/null | grep -q '^Status: install ok installed'
}

# Make sure what building pairproof needs is there, installing what is missing:
#   cmake         builds the bundled HiGHS (highs-sys);
#   libclang-dev  libclang for bindgen (highs-sys), with the clang resource
#                 headers (stddef.h, ...) of its libclang-common-*-dev dependency;
#   g++           the C++ compiler for HiGHS (normally already there);
#   cargo         the Rust toolchain (not installed here: reported if absent).
# Idempotent; when everything is present it only runs `command -v` and `dpkg -s`.
ensure_deps() {
    local missing=()
    command -v cmake >/dev/null 2>&1 || missing+=(cmake)
    if command -v dpkg >/dev/null 2>&1; then
        deb_installed libclang-dev || missing+=(libclang-dev)
    else
        warn "no dpkg: cannot check for libclang-dev; make sure libclang and its headers are installed"
    fi
    command -v c++ >/dev/null 2>&1 || missing+=(g++)
    if [ "${#missing[@]}" -gt 0 ]; then
        apt_install "${missing[@]}"
    fi

    if ! command -v cargo >/dev/null 2>&1 && [ -f "${CARGO_HOME:-$HOME/.cargo}/env" ]; then
        # rustup installed but not on PATH (non-login shells, CI).
        # shellcheck disable=SC1091
        . "${CARGO_HOME:-$HOME/.cargo}/env"
    fi
    command -v cargo >/dev/null 2>&1 ||
        die "cargo not found: install the Rust toolchain (https://rustup.rs) and make sure cargo is on PATH"
}

# Make sure cargo has rustfmt and clippy (scripts/test checks formatting and lints first):
# a toolchain installed by rustup without them gets them through `rustup component add`.
ensure_lint_tools() {
    local pair subcommand component
    for pair in fmt:rustfmt clippy:clippy; do
        subcommand="${pair%%:*}"
        component="${pair#*:}"
        if ! cargo "$subcommand" --version >/dev/null 2>&1; then
            command -v rustup >/dev/null 2>&1 ||
                die "cargo $subcommand not found and no rustup to add it: install the $component component"
            log "rustup component add $component"
            rustup component add "$component"
        fi
    done
}

# The headless browser the explain page's rendering test uses (tests/cli/cli_explain.rs):
# Debian's chromium-headless-shell, installed when apt-get is there. Not fatal: without
# it that one test says it skipped and the others run.
ensure_test_browser() {
    local b
    for b in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/chromium-headless-shell; do
        [ -x "$b" ] && return 0
    done
    if command -v apt-get >/dev/null 2>&1; then
        (apt_install chromium-headless-shell) ||
            warn "chromium-headless-shell not installed: the browser test of explain will skip"
    else
        warn "no apt-get: install Chromium by hand to run the browser test of explain"
    fi
}
