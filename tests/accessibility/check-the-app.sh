#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The ctest accessibility_tree: what a screen reader is told, checked on the running app
# (check_tree.py) in a virtual screen (Xvfb) of its own with a private D-Bus session for the
# accessibility bus (tests/support/atspi-session.sh).
# Usage: tests/accessibility/check-the-app.sh BUILD_DIR DATA_DIR [SCENARIO...]
# (one ctest per scenario, accessibility_tree_<scenario>; none named: all of them)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../support/atspi-session.sh"
atspi_test 1600x1000 "$here/check_tree.py" "$@"
