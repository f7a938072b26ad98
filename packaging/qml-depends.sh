#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints the Debian packages that hold the QML modules Kotatsu imports, following each
# module's own imports and dependencies (qmldir "import"/"depends" lines and the imports of
# its .qml files), one package a line. packaging/CMakeLists.txt's Depends must list them all;
# packaging/test-install.sh checks that it does.
# Usage: packaging/qml-depends.sh [SOURCE_DIR]
set -eu
src=${1:-$(dirname "$0")/..}
qmldirs=$(qtpaths6 --query QT_INSTALL_QML 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/qml)

# Modules imported by the app's own QML (its own Kotatsu modules are compiled in; the
# games' Qt Quick tests in qml/games/*/tests are not installed).
todo=$(grep -rhoE --exclude-dir=tests '^[[:space:]]*import[[:space:]]+[A-Z][A-Za-z0-9_.]*' "$src/qml" |
    awk '{print $2}' | grep -vE '^Kotatsu(\.|$)' | sort -u)
seen=""
packages=""
while [ -n "$todo" ]; do
    # shellcheck disable=SC2086 # split the list into words
    set -- $todo
    module=$1
    shift
    todo="$*"
    case " $seen " in *" $module "*) continue ;; esac
    seen="$seen $module"
    dir="$qmldirs/$(echo "$module" | tr . /)"
    if [ ! -f "$dir/qmldir" ]; then
        echo "qml-depends: no qmldir for $module in $qmldirs" >&2
        exit 1
    fi
    packages="$packages $(dpkg -S "$dir/qmldir" | cut -d: -f1)"
    more=$( (awk '$1 == "import" || $1 == "depends" {print $2}' "$dir/qmldir"
        find "$dir" -maxdepth 1 -name '*.qml' -exec grep -hoE '^[[:space:]]*import[[:space:]]+[A-Z][A-Za-z0-9_.]*' {} + |
            awk '{print $2}') | sort -u)
    todo="$todo $more"
done
echo "$packages" | tr ' ' '\n' | grep . | sort -u
