#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# packaging/check-qml-depends.sh on a made-up app that misses three things must fail and name
# each one: a module no package provides (with the file and line that imports it), a Qt
# module's package missing from Depends, and the same for a module that the app's own qmldir
# imports. (The made-up app is written here, not kept in the tree, where the real check would
# read its imports as the test suite's.)
# Usage: tests/packaging/qml_depends_catches.sh SOURCE_DIR
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src/qml" "$tmp/build/qml/Kotatsu"
# QtQuick.Controls brings a dozen modules of one package: each problem is said once, and the
# check goes on to the modules after them.
printf 'import QtQuick.Layouts\nimport Kotatsu.Nowhere\nimport Kotatsu\nimport QtQuick.Controls\nItem {}\n' >"$tmp/src/qml/Probe.qml"
printf 'module Kotatsu\nimport QtQuick.Shapes\n' >"$tmp/build/qml/Kotatsu/qmldir"

out=$("$src/packaging/check-qml-depends.sh" "$tmp/src" "$tmp/build" "qml6-module-qtquick, qml6-module-qtqml") &&
    { echo "FAIL: the check passed on the made-up app:"; echo "$out"; exit 1; }
echo "$out"
status=0
expect() {
    printf '%s\n' "$out" | grep -qF -- "$1" || { echo "FAIL: the check does not say: $1"; status=1; }
}
expect "QML module Kotatsu.Nowhere is not installed; qml/Probe.qml:2 imports it. Add qml6-module-kotatsu-nowhere"
expect "the .deb's Depends lack qml6-module-qtquick-layouts, which provides QML module QtQuick.Layouts (imported by qml/Probe.qml:1)"
expect "the .deb's Depends lack qml6-module-qtquick-controls, which provides QML module QtQuick.Controls (imported by qml/Probe.qml:4)"
expect "the .deb's Depends lack qml6-module-qtquick-shapes, which provides QML module QtQuick.Shapes (imported by $tmp/build/qml/Kotatsu/qmldir:2)"
[ "$(printf '%s\n' "$out" | grep -c "lack qml6-module-qtquick-controls,")" -eq 1 ] ||
    { echo "FAIL: the missing qml6-module-qtquick-controls is said more than once"; status=1; }
exit $status
