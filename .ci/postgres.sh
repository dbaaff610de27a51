#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for one test run: its own temp directory, trust auth, 127.0.0.1 on a
# free port, the unix socket inside that directory, database `test`. Nothing is shared with a system
# cluster, so parallel runs and a developer's own PostgreSQL never collide.
#
#   eval "$(.ci/postgres.sh start)"   # exports TEST_DATABASE_URL and PG_TEST_DIR
#   npm test
#   .ci/postgres.sh stop              # stops the cluster in $PG_TEST_DIR and removes the directory
#   .ci/postgres.sh halt | resume     # stops the server keeping its data, starts it again (outage tests)
#
# As root the cluster belongs to the `postgres` user (initdb refuses root); as anyone else it is yours.
# Progress goes to stderr so that stdout stays safe to eval.
set -euo pipefail

log() { printf 'postgres.sh: %s\n' "$*" >&2; }

pg_bindir() {
  if [[ -n "${PG_BIN:-}" ]]; then
    printf '%s\n' "$PG_BIN"
    return
  fi
  local dir
  # Prefer 15 (what CI machines have), then the newest installed major, then whatever is on PATH.
  for dir in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
    if [[ -x "$dir/initdb" ]]; then
      printf '%s\n' "$dir"
      return
    fi
  done
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return
  fi
  log "no PostgreSQL server binaries found (install the 'postgresql' package, or set PG_BIN)"
  return 1
}

# Runs a command as the cluster's owner: `postgres` when we are root, ourselves otherwise. From `/`, since
# the postgres user may not be allowed into the caller's working directory.
as_owner() {
  if [[ "$(id -u)" == 0 ]]; then
    (cd / && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

start() {
  local bin dir port attempt
  bin="$(pg_bindir)"
  dir="$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")"
  if [[ "$(id -u)" == 0 ]]; then
    chown postgres: "$dir"
  fi
  chmod 700 "$dir"

  # --no-sync and the settings below trade durability for speed: the cluster dies with the run.
  as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    rm -rf "$dir"
    log "initdb failed"
    return 1
  }

  # The port is free when we look, but another process could take it before the server binds: retry.
  for attempt in 1 2 3; do
    port="$(free_port)"
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      >/dev/null; then
      break
    fi
    if [[ "$attempt" == 3 ]]; then
      cat "$dir/server.log" >&2 || true
      rm -rf "$dir"
      log "could not start PostgreSQL"
      return 1
    fi
    log "start on port $port failed, retrying"
  done

  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres test
  log "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, data in $dir"
  printf 'export TEST_DATABASE_URL=%q\n' "postgres://postgres@127.0.0.1:$port/test"
  printf 'export PG_TEST_DIR=%q\n' "$dir"
}

stop() {
  local dir="${1:-${PG_TEST_DIR:-}}" bin
  if [[ -z "$dir" ]]; then
    log "nothing to stop (PG_TEST_DIR is not set)"
    return 0
  fi
  # Refuse anything that is not one of our directories: this function ends with rm -rf.
  if [[ "$(basename "$dir")" != pg-test.* ]]; then
    log "refusing to remove $dir: not a directory made by postgres.sh start"
    return 1
  fi
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    bin="$(pg_bindir)"
    if ! as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null; then
      # Never leave a server running on a deleted directory: stop it harder, by its own pid file.
      log "fast stop failed, stopping immediately"
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w -t 10 stop >/dev/null ||
        kill -9 "$(head -n 1 "$dir/data/postmaster.pid")" 2>/dev/null || true
    fi
  fi
  rm -rf "$dir"
  log "stopped and removed $dir"
}

# The server of a cluster made by `start` stopped, its data kept (a test of the database going away), and
# started again on the same port with the options it had (pg_ctl keeps them in postmaster.opts).
halt() {
  local dir="${1:-${PG_TEST_DIR:-}}"
  if [[ "$(basename "$dir")" != pg-test.* ]]; then
    log "refusing to halt $dir: not a directory made by postgres.sh start"
    return 1
  fi
  as_owner "$(pg_bindir)/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null
}

resume() {
  local dir="${1:-${PG_TEST_DIR:-}}"
  if [[ "$(basename "$dir")" != pg-test.* ]]; then
    log "refusing to resume $dir: not a directory made by postgres.sh start"
    return 1
  fi
  as_owner "$(pg_bindir)/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 restart >/dev/null 2>&1
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  halt) halt "${2:-}" ;;
  resume) resume "${2:-}" ;;
  *)
    echo "usage: $0 start | stop [dir] | halt [dir] | resume [dir]" >&2
    exit 2
    ;;
esac
