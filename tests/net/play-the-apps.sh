#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The ctests net_apps_<scenario>: whole network games between real Kotatsu app processes on
# the loopback (play_the_apps.py), in a virtual screen (Xvfb) of their own with a private
# D-Bus session for the accessibility bus, with Debian's own Python (/usr/bin/python3, where
# python3-pyatspi is). Needs xvfb, dbus-daemon, at-spi2-core and python3-pyatspi
# (packaging/install-deps.sh --tests installs them).
# Usage: tests/net/play-the-apps.sh BUILD_DIR DATA_DIR SCENARIO (garden, shikoku, rejoin)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
for need in xvfb-run dbus-run-session /usr/libexec/at-spi-bus-launcher; do
    command -v "$need" >/dev/null 2>&1 || {
        echo "FAIL: $need is missing: run packaging/install-deps.sh --tests" >&2
        exit 1
    }
done
/usr/bin/python3 -c "import pyatspi" 2>/dev/null || {
    echo "FAIL: python3-pyatspi is missing: run packaging/install-deps.sh --tests" >&2
    exit 1
}
exec xvfb-run -a -s "-screen 0 1280x800x24" \
    dbus-run-session -- /usr/bin/python3 "$here/play_the_apps.py" "$@"
