#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What Orca would read: starts Kotatsu with the accessibility bridge on a private D-Bus
# session and accessibility bus, waits, and prints the AT-SPI tree (atspi_tree.py).
# Usage: tests/accessibility/read-the-app.sh BUILD_DIR [kotatsu options...]
# Needs at-spi2-core and python3-pyatspi; under Xvfb set DISPLAY first.
set -eu
build=$1
shift
here=$(dirname "$0")
exec dbus-run-session -- sh -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    sleep 1
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 "$0/app/gui/kotatsu" "$@" &
    app=$!
    sleep ${KOTATSU_A11Y_WAIT:-8}
    /usr/bin/python3 "'"$here"'/atspi_tree.py" kotatsu 60
    kill $app
' "$build" "$@"
