#!/bin/sh
# Runs a server script with the flags in node-flags.txt beside this file:
#   sh apps/server/serve.sh apps/server/dist/server.js
# exec, so the server keeps this process's id and its signals (systemd, npm).
here=$(dirname "$0")
exec node $(sed -e '/^#/d' -e '/^$/d' "$here/node-flags.txt") "$@"
