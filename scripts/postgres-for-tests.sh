# Sourced by `make test-rust`: points the API tests at PostgreSQL when a server
# answers, and says loudly when it does not (the tests then run on SQLite only).
if [[ -z "${TEST_POSTGRES_URL:-}" ]]; then
  if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
    export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:5432/postgres"
  fi
fi
if [[ -n "${TEST_POSTGRES_URL:-}" ]]; then
  echo "==> API tests run on SQLite and on PostgreSQL (${TEST_POSTGRES_URL})"
else
  echo "################################################################"
  echo "# SKIPPING PostgreSQL: no server answers at 127.0.0.1:5432 and  #"
  echo "# TEST_POSTGRES_URL is unset. The API tests run on SQLite only. #"
  echo "################################################################"
fi
