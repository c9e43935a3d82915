#!/usr/bin/env bash
# Prints a PostgreSQL URL for the server-mode API tests.
# Uses TEST_DATABASE_URL when set; otherwise starts Debian's cluster (root needed) and
# creates a 'bank' role. A missing server is an error, never a skip.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "$TEST_DATABASE_URL"; exit 0; fi
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "No PostgreSQL server: install Debian's (apt-get install postgresql) or set TEST_DATABASE_URL." >&2
  exit 1
fi
pgver=$(ls /usr/lib/postgresql | sort -n | tail -1)
pg_ctlcluster --skip-systemctl-redirect "$pgver" main status >/dev/null 2>&1 ||
  pg_ctlcluster --skip-systemctl-redirect "$pgver" main start >&2
for _ in $(seq 1 30); do su postgres -c "pg_isready -q" && break; sleep 1; done
su postgres -c "psql -qtAc \"SELECT 1 FROM pg_roles WHERE rolname='bank'\"" | grep -q 1 ||
  su postgres -c "psql -qc \"CREATE ROLE bank LOGIN SUPERUSER PASSWORD 'bank'\"" >&2
echo "postgres://bank:bank@127.0.0.1:5432/postgres"
