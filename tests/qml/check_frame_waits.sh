#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every waitForRendering() in the Qt Quick tests first asks the item's window for a frame
# (`win.update(); waitForRendering(win.contentItem)`, `page.Window.window.update();
# waitForRendering(page)`). waitForRendering waits for the next frame; when nothing changed since
# the last one no frame comes and it waits out its whole timeout (5 s) for nothing.
# Usage: check_frame_waits.sh SOURCE_DIR
set -eu
cd "$1"
found=$(grep -n "waitForRendering(" tests/qml/*.qml qml/games/*/tests/*.qml \
    | grep -v "update(); *waitForRendering(" | grep -v "^[^:]*:[0-9]*: *//" || true)
if [ -n "$found" ]; then
    echo "waitForRendering without asking for a frame first (add <window>.update(); before it):"
    echo "$found"
    exit 1
fi
