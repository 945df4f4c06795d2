#!/bin/sh
# The console's start script (the container's entrypoint; docs/deploy.md).
#
# From environment variables it writes the served config.json and renders deploy/nginx.conf (the
# CSP's connect-src included), after checking every value: a missing required variable or a value
# of the wrong shape stops here, before nginx starts, with one line per problem. Then it runs its
# arguments (the image: nginx -g 'daemon off;'); with none, it only renders (a host without a
# container runs it that way and reloads its own nginx).
#
#   CONSOLE_API_URL                 required  the API's origin: https://host[:port]
#   CONSOLE_ENVIRONMENT             required  the environment error reports carry: letters, digits . _ -
#   CONSOLE_SENTRY_DSN              optional  https://<key>@<host>/<project>; empty: no error reporting
#   CONSOLE_WALLETCONNECT_PROJECT_ID optional  32 hex digits; empty: no WalletConnect
#   CONSOLE_POLYGON_RPC_URL         optional  the wallet's Polygon JSON-RPC URL   https://polygon.drpc.org
#   CONSOLE_EXTRA_CONNECT_SRC       optional  more connect-src origins, space-separated
#   CONSOLE_LISTEN                  optional  nginx's listen: port or address:port  8080
#   CONSOLE_SERVER_NAME             optional  nginx's server_name                   _
#   CONSOLE_ROOT                    optional  the built dist/ folder; config.json is written there
#                                             /usr/share/nginx/html
#   CONSOLE_NGINX_CONF              optional  where the rendered server block goes
#                                             /etc/nginx/conf.d/default.conf
#   CONSOLE_NGINX_TEMPLATE          optional  the template   nginx.conf beside this script
#
# http:// is accepted for localhost, 127.0.0.0/8 and [::1] only (trying the image on one machine);
# everything a browser reaches from a real deployment is https (wss for sockets).
set -eu
# No file-name expansion: a value such as https://* must reach the checks as written.
set -f

me=console-start
problems=''
problem() {
  problems="${problems}${me}: $1
"
}

# Whole-value match of an extended regular expression; a value with a line break never matches.
matches() {
  case "$1" in
  *'
'*) return 1 ;;
  esac
  printf '%s' "$1" | grep -Eq "^(${2})\$"
}

HOST='[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?'
PORT='(:[0-9]{1,5})?'
LOOPBACK='(localhost|127\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}|\[::1\])'
ORIGIN="https://${HOST}${PORT}|http://${LOOPBACK}${PORT}"
SOCKET_ORIGIN="${ORIGIN}|wss://${HOST}${PORT}|ws://${LOOPBACK}${PORT}"
URL_TAIL='(/[A-Za-z0-9._~/%?=&+:-]*)?'

# scheme://host[:port] of a URL or DSN (the user part of a DSN left out).
origin_of() {
  rest=${1#*://}
  rest=${rest%%/*}
  printf '%s://%s' "${1%%://*}" "${rest#*@}"
}

api_url=${CONSOLE_API_URL:-}
api_url=${api_url%/}
environment=${CONSOLE_ENVIRONMENT:-}
sentry_dsn=${CONSOLE_SENTRY_DSN:-}
walletconnect=${CONSOLE_WALLETCONNECT_PROJECT_ID:-}
rpc_url=${CONSOLE_POLYGON_RPC_URL:-https://polygon.drpc.org}
extra=${CONSOLE_EXTRA_CONNECT_SRC:-}
listen=${CONSOLE_LISTEN:-8080}
server_name=${CONSOLE_SERVER_NAME:-_}
root=${CONSOLE_ROOT:-/usr/share/nginx/html}
conf=${CONSOLE_NGINX_CONF:-/etc/nginx/conf.d/default.conf}
template=${CONSOLE_NGINX_TEMPLATE:-$(dirname "$0")/nginx.conf}

if [ -z "$api_url" ]; then
  problem 'CONSOLE_API_URL is required: the API origin the console calls, e.g. https://api.example.com'
elif ! matches "$api_url" "$ORIGIN"; then
  problem "CONSOLE_API_URL \"$api_url\" is not an origin: https://host[:port], no path (http only for localhost)"
fi
if [ -z "$environment" ]; then
  problem 'CONSOLE_ENVIRONMENT is required: the name error reports carry, e.g. production or staging'
elif ! matches "$environment" '[A-Za-z0-9._-]{1,64}'; then
  problem "CONSOLE_ENVIRONMENT \"$environment\" should be 1-64 letters, digits, dots, dashes or underscores"
fi
if [ -n "$sentry_dsn" ] &&
  ! matches "$sentry_dsn" "(https://[A-Za-z0-9]+@${HOST}|http://[A-Za-z0-9]+@${LOOPBACK})${PORT}/([A-Za-z0-9._-]+/)*[0-9]+"; then
  problem "CONSOLE_SENTRY_DSN \"$sentry_dsn\" is not a Sentry DSN: https://<key>@<host>/<project id>"
fi
if [ -n "$walletconnect" ] && ! matches "$walletconnect" '[0-9a-f]{32}'; then
  problem "CONSOLE_WALLETCONNECT_PROJECT_ID \"$walletconnect\" is not a project id: 32 hex digits (cloud.reown.com)"
fi
if ! matches "$rpc_url" "(${ORIGIN})${URL_TAIL}"; then
  problem "CONSOLE_POLYGON_RPC_URL \"$rpc_url\" is not an https URL (http only for localhost)"
fi
for source in $extra; do
  if ! matches "$source" "$SOCKET_ORIGIN"; then
    problem "CONSOLE_EXTRA_CONNECT_SRC: \"$source\" is not an origin: https://host[:port] or wss://host[:port]"
  fi
done
if ! matches "$listen" '(([0-9]{1,3}\.){3}[0-9]{1,3}:|\[[0-9a-fA-F:]+\]:)?[0-9]{1,5}'; then
  problem "CONSOLE_LISTEN \"$listen\" should be a port or address:port, e.g. 8080 or 127.0.0.1:8080"
fi
if ! matches "$server_name" '[A-Za-z0-9._*-]+( [A-Za-z0-9._*-]+)*'; then
  problem "CONSOLE_SERVER_NAME \"$server_name\" should be host names separated by spaces"
fi
if ! matches "$root" '/[A-Za-z0-9._/-]*'; then
  problem "CONSOLE_ROOT \"$root\" should be an absolute path without spaces"
elif [ ! -f "$root/index.html" ]; then
  problem "CONSOLE_ROOT \"$root\" holds no index.html: it should be the built dist/ folder"
fi
if [ ! -r "$template" ]; then
  problem "the nginx template \"$template\" cannot be read (CONSOLE_NGINX_TEMPLATE)"
fi

if [ -n "$problems" ]; then
  printf '%s' "$problems" >&2
  printf '%s: not started; docs/deploy.md lists the variables\n' "$me" >&2
  exit 1
fi

# connect-src: the API, the RPC, Sentry and the extra origins, each once, in that order.
connect_src=''
for source in "$api_url" "$(origin_of "$rpc_url")" ${sentry_dsn:+"$(origin_of "$sentry_dsn")"} $extra; do
  case " $connect_src " in
  *" $source "*) ;;
  *) connect_src="$connect_src $source" ;;
  esac
done

# Every value was checked above: none holds a quote, a backslash, | or &, so both files take them as is.
if ! {
  printf '{\n'
  printf '  "apiUrl": "%s",\n' "$api_url"
  printf '  "mockApi": false,\n'
  printf '  "sentryDsn": "%s",\n' "$sentry_dsn"
  printf '  "walletConnectProjectId": "%s",\n' "$walletconnect"
  printf '  "environment": "%s",\n' "$environment"
  printf '  "polygonRpcUrl": "%s"\n' "$rpc_url"
  printf '}\n'
} >"$root/config.json"; then
  printf '%s: cannot write %s/config.json\n' "$me" "$root" >&2
  exit 1
fi

if ! sed -e "s|[\$]{LISTEN}|$listen|g" \
  -e "s|[\$]{SERVER_NAME}|$server_name|g" \
  -e "s|[\$]{ROOT}|$root|g" \
  -e "s|[\$]{CONNECT_SRC}|$connect_src|g" \
  "$template" >"$conf"; then
  printf '%s: cannot write %s\n' "$me" "$conf" >&2
  exit 1
fi
if unknown=$(grep -o '[$]{[A-Z_]*}' "$conf"); then
  printf '%s: %s has placeholders this script does not fill: %s\n' "$me" "$template" "$(echo $unknown)" >&2
  exit 1
fi

printf '%s: wrote %s/config.json and %s (connect-src self%s)\n' "$me" "$root" "$conf" "$connect_src" >&2
if [ "$#" -gt 0 ]; then
  exec "$@"
fi
