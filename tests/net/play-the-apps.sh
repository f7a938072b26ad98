#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The ctests net_apps_<scenario>: whole network games between real Kotatsu app processes on
# the loopback (play_the_apps.py), in a virtual screen (Xvfb) of their own with a private
# D-Bus session for the accessibility bus, with Debian's own Python (/usr/bin/python3, where
# python3-pyatspi is). Needs xvfb, dbus-daemon, at-spi2-core and python3-pyatspi
# (packaging/install-deps.sh --tests installs them).
# Usage: tests/net/play-the-apps.sh BUILD_DIR DATA_DIR SCENARIO (hyano, shikoku, rejoin)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for need in Xvfb od dbus-run-session /usr/libexec/at-spi-bus-launcher; do
    command -v "$need" >/dev/null 2>&1 || {
        echo "FAIL: $need is missing: run packaging/install-deps.sh --tests" >&2
        exit 1
    }
done
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || {
    echo "FAIL: python3-pyatspi is missing: run packaging/install-deps.sh --tests" >&2
    exit 1
}
# A display of our own: a free number tried at random from 300 to 899, away from the :99 and
# up that `xvfb-run -a` takes (it guesses from the lock files, and tests starting at once can
# take the same one); Xvfb says when it is ready (-displayfd) or ends when it is taken.
scratch=$(mktemp -d)
xvfb=
trap '[ -n "$xvfb" ] && kill $xvfb 2>/dev/null; rm -rf "$scratch"' EXIT
trap 'exit 1' INT TERM
display=
for _ in 1 2 3 4 5 6 7 8 9 10; do
    number=$(( $(od -An -N2 -tu2 /dev/urandom) % 600 + 300 ))
    : >"$scratch/display"
    Xvfb ":$number" -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$scratch/display" \
        2>"$scratch/xvfb.log" &
    xvfb=$!
    for _ in $(seq 100); do
        { [ -s "$scratch/display" ] || ! kill -0 $xvfb 2>/dev/null; } && break
        sleep 0.1
    done
    if [ -s "$scratch/display" ] && kill -0 $xvfb 2>/dev/null; then
        display=$(tr -d '[:space:]' <"$scratch/display")
        break
    fi
    kill $xvfb 2>/dev/null || true
    xvfb=
done
if [ -z "$display" ]; then
    echo "FAIL: Xvfb did not start:" >&2
    cat "$scratch/xvfb.log" >&2
    exit 1
fi
status=0
DISPLAY=":$display" dbus-run-session -- /usr/bin/python3 "$here/play_the_apps.py" "$@" ||
    status=$?
exit $status
