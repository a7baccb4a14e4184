#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the test suite.
#
#   scripts/pg_throwaway.sh start DIR   # prints postgresql://...@127.0.0.1:PORT/bridge_ledger_test
#   scripts/pg_throwaway.sh stop DIR    # stops the server and removes DIR
#
# `start` installs the server with apt-get if no PostgreSQL server binaries are found,
# creates DIR (it must not hold anything but an earlier, stopped throwaway cluster),
# runs initdb with trust authentication, starts the server on a free TCP port of
# 127.0.0.1 (socket in DIR, durability off for speed unless PG_THROWAWAY_DURABLE=1, as
# the benchmark sets, so that it measures commits that wait for the disk) and creates
# the database `bridge_ledger_test`. The URL is the last (and only) line on stdout; everything else
# goes to stderr. Works as root (the server runs as the `postgres` user, created if
# missing) and as a normal user (the server runs as that user).
#
# DIR must be reachable by the `postgres` user when running as root: use a directory
# under /tmp, e.g. "$(mktemp -d /tmp/bridge-ledger-pg.XXXXXX)".
set -euo pipefail

readonly DB_NAME=bridge_ledger_test
readonly MARKER=.pg_throwaway
readonly PG_ENV_VARS=(PGDATA PGHOST PGHOSTADDR PGPORT PGUSER PGDATABASE PGOPTIONS PGPASSWORD
                      PGPASSFILE PGSERVICE PGSERVICEFILE PGSSLMODE PGTARGETSESSIONATTRS)

log() { printf 'pg_throwaway: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

usage() {
    echo "usage: $0 start DIR | stop DIR" >&2
    exit 2
}

is_root() { [[ $(id -u) -eq 0 ]]; }

# Runs a command as the server's owner: `postgres` when we are root, ourselves otherwise.
# From / so that a working directory the postgres user cannot enter does not matter.
as_owner() {
    if is_root; then
        (cd / && runuser -u postgres -- "$@")
    else
        (cd / && "$@")
    fi
}

# Prints the directory holding initdb and pg_ctl, or fails.
find_bindir() {
    local dir candidates=()
    if command -v pg_config >/dev/null 2>&1; then
        dir=$(pg_config --bindir 2>/dev/null || true)
        [[ -n $dir ]] && candidates+=("$dir")
    fi
    # Newest major version first.
    while IFS= read -r dir; do
        candidates+=("$dir")
    done < <(compgen -G '/usr/lib/postgresql/*/bin' | sort -t/ -k5,5 -V -r || true)
    if command -v initdb >/dev/null 2>&1; then
        candidates+=("$(dirname "$(command -v initdb)")")
    fi
    for dir in "${candidates[@]}"; do
        if [[ -x $dir/initdb && -x $dir/pg_ctl && -x $dir/postgres ]]; then
            printf '%s\n' "$dir"
            return 0
        fi
    done
    return 1
}

# The Debian package creates and starts a `main` cluster on port 5432. We never use it;
# stop it and keep it from starting at boot so that it costs nothing.
quiet_new_debian_clusters() {
    local before=$1 conf ver name
    command -v pg_ctlcluster >/dev/null 2>&1 || return 0
    for conf in /etc/postgresql/*/*/postgresql.conf; do
        [[ -e $conf ]] || continue
        grep -qxF "$conf" <<<"$before" && continue
        ver=$(basename "$(dirname "$(dirname "$conf")")")
        name=$(basename "$(dirname "$conf")")
        log "stopping the cluster $ver/$name that the package created (not used by the tests)"
        pg_ctlcluster "$ver" "$name" stop >&2 || true
        echo manual >"/etc/postgresql/$ver/$name/start.conf" 2>/dev/null || true
    done
}

install_server() {
    local sudo=() before
    if ! is_root; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo=(sudo -n)
        else
            die "no PostgreSQL server binaries found (initdb, pg_ctl) and not root:" \
                "install them, e.g. 'sudo apt-get install postgresql'"
        fi
    fi
    command -v apt-get >/dev/null 2>&1 \
        || die "no PostgreSQL server binaries found and no apt-get to install them"
    before=$(compgen -G '/etc/postgresql/*/*/postgresql.conf' || true)
    log "PostgreSQL server binaries not found: installing the Debian package 'postgresql'"
    "${sudo[@]}" apt-get update -qq >&2
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold \
        postgresql </dev/null >&2
    if is_root; then
        quiet_new_debian_clusters "$before"
    fi
}

ensure_postgres_user() {
    is_root || return 0
    getent passwd postgres >/dev/null && return 0
    log "creating the system user 'postgres'"
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin postgres
}

# A TCP port of 127.0.0.1 that nothing listens on right now.
free_port() {
    local py port
    for py in python3 python; do
        if command -v "$py" >/dev/null 2>&1 && "$py" -c 'import socket
s = socket.socket()
s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])
s.close()' 2>/dev/null; then
            return 0
        fi
    done
    # No Python: a random high port that refuses connections.
    while :; do
        port=$((20000 + RANDOM % 40000))
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return 0; }
    done
}

cmd_start() {
    local dir=$1 bindir port attempt started=0 url createdb var
    for var in "${PG_ENV_VARS[@]}"; do unset "$var"; done

    bindir=$(find_bindir) || { install_server; bindir=$(find_bindir) \
        || die "PostgreSQL server binaries still not found after installing"; }
    log "using PostgreSQL server binaries in $bindir ($("$bindir/postgres" --version))"
    ensure_postgres_user

    if [[ -e $dir ]]; then
        [[ -d $dir ]] || die "$dir exists and is not a directory"
        if [[ -n $(ls -A "$dir") && ! -e $dir/$MARKER ]]; then
            die "$dir is not empty and not a throwaway cluster directory"
        fi
        if [[ -e $dir/data/postmaster.pid ]]; then
            die "$dir already holds a running cluster: run '$0 stop $dir' first"
        fi
        rm -rf "${dir:?}/data" "$dir/log"
    fi
    mkdir -p "$dir"
    printf 'bindir=%s\n' "$bindir" >"$dir/$MARKER"
    if is_root; then
        chown postgres: "$dir"
        chmod 700 "$dir"
        as_owner test -w "$dir" || die "the postgres user cannot write to $dir:" \
            "use a directory whose parents it can enter, e.g. under /tmp"
    fi

    if ! as_owner "$bindir/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C \
        --no-sync >"$dir/initdb.log" 2>&1; then
        cat "$dir/initdb.log" >&2
        die "initdb failed"
    fi

    # max_connections: every test server holds pools of its own (event stores, read models,
    # the token check), and with two test workers the default 100 runs out.
    local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
    [[ "${PG_THROWAWAY_DURABLE:-0}" == 1 ]] && durability=""

    # The port is free when picked but may be taken before the server binds it: retry.
    for attempt in 1 2 3 4 5; do
        port=$(free_port)
        if as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 \
            -o "-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c max_connections=400 $durability" \
            start >&2; then
            started=1
            break
        fi
        log "start on port $port failed (attempt $attempt); log tail:"
        tail -n 20 "$dir/log" >&2 2>/dev/null || true
    done
    [[ $started -eq 1 ]] || die "could not start PostgreSQL (see $dir/log)"

    createdb=$bindir/createdb
    [[ -x $createdb ]] || createdb=$(command -v createdb) || die "no createdb program found"
    if ! "$createdb" -h 127.0.0.1 -p "$port" -U postgres "$DB_NAME" >&2; then
        log "createdb failed; stopping the server"
        as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || true
        die "could not create the database $DB_NAME"
    fi

    url="postgresql://postgres:postgres@127.0.0.1:$port/$DB_NAME"
    log "PostgreSQL is running in $dir on 127.0.0.1:$port (stop: $0 stop $dir)"
    printf '%s\n' "$url"
}

cmd_stop() {
    local dir=$1 bindir="" pid
    [[ -d $dir ]] || { log "$dir does not exist: nothing to stop"; return 0; }
    if [[ -n $(ls -A "$dir") && ! -e $dir/$MARKER ]]; then
        die "$dir is not a throwaway cluster directory: refusing to remove it"
    fi
    if [[ -e $dir/data/postmaster.pid ]]; then
        bindir=$(sed -n 's/^bindir=//p' "$dir/$MARKER" 2>/dev/null || true)
        [[ -x $bindir/pg_ctl ]] || bindir=$(find_bindir || true)
        if [[ -n $bindir ]] && as_owner "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >&2
        then
            :
        else
            pid=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)
            if [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null; then
                log "pg_ctl stop failed: sending SIGQUIT to the postmaster $pid"
                kill -QUIT "$pid" 2>/dev/null || true
                for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
            fi
        fi
    fi
    rm -rf "${dir:?}"
    log "removed $dir"
}

[[ $# -eq 2 ]] || usage
dir=$2
[[ -n $dir && $dir != / ]] || usage
dir=$(realpath -m -- "$dir")
case $1 in
    start) cmd_start "$dir" ;;
    stop) cmd_stop "$dir" ;;
    *) usage ;;
esac
