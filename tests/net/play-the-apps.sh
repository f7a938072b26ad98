#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The ctests net_apps_<scenario>: whole network games between real Kotatsu app processes on
# the loopback (play_the_apps.py), in a virtual screen (Xvfb) of their own with a private
# D-Bus session for the accessibility bus (tests/support/atspi-session.sh).
# Usage: tests/net/play-the-apps.sh BUILD_DIR DATA_DIR SCENARIO (play_the_apps.py lists them)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../support/atspi-session.sh"
atspi_test 1280x800 "$here/play_the_apps.py" "$@"
