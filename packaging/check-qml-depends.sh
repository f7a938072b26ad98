#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every QML module Kotatsu can reach (packaging/qml-depends.sh walks them) is
# installed, and that the Debian package providing it is installed by packaging/install-deps.sh
# and named in the .deb's Depends; the modules only the tests reach, by install-deps.sh --tests.
# A missing module crashes the app the moment it is needed (a file dialog without
# Qt.labs.folderlistmodel did), so this runs in the test suite (ctest qml_depends) and in
# packaging/test-install.sh against the built package.
# Usage: packaging/check-qml-depends.sh SOURCE_DIR BUILD_DIR DEPENDS
#   DEPENDS  the .deb's Depends field ("a, b (>= 1), c | d")
# Prints one line per problem, naming the module, the file that imports it and the package
# to add; exits 1 if there is any.
set -eu
[ $# -eq 3 ] || { echo "usage: check-qml-depends.sh SOURCE_DIR BUILD_DIR DEPENDS" >&2; exit 2; }
src=$1
build=$2
here=$(dirname "$0")
tab=$(printf '\t')

modules=$("$here/qml-depends.sh" --tests --why "$src" "$build" 2>/dev/null) || true
[ -n "$modules" ] || { "$here/qml-depends.sh" --tests --why "$src" "$build"; exit 2; }
runtime=$("$here/install-deps.sh" --list)
all=$("$here/install-deps.sh" --list --tests)
depends=$(printf '%s\n' "$3" | tr ',|' '\n' | sed 's/^ *//; s/[ (].*//' | grep .) || depends=""

# Debian's name for a module's package, checked against apt's package lists where there are
# some: qml6-module- and the module's name in small letters, dots as dashes, or that of the
# module it belongs to (QtQuick.Controls.Material is in qml6-module-qtquick-controls).
package_for() {
    name=$(printf '%s' "$1" | tr 'A-Z.' 'a-z-')
    first="qml6-module-$name"
    while [ -n "$name" ]; do
        if apt-cache show "qml6-module-$name" >/dev/null 2>&1; then
            echo "qml6-module-$name"
            return
        fi
        case $name in *-*) name=${name%-*} ;; *) name="" ;; esac
    done
    echo "$first (Debian's name for it; apt-cache policy $first tells whether it exists)"
}
listed() { printf '%s\n' "$2" | grep -qxF "$1"; }
# One line per package and list, naming the first module that needs it.
reported=""
report() { # KEY MESSAGE
    case " $reported " in *" $1 "*) return 0 ;; esac
    reported="$reported $1"
    echo "FAIL: $2"
    problems=$((problems + 1))
}

problems=0
count=0
packages=""
while IFS="$tab" read -r scope module package importer; do
    count=$((count + 1))
    if [ "$package" = "-" ]; then
        package=$(package_for "$module")
        if [ "$scope" = app ]; then
            report "missing:$module" "QML module $module is not installed; $importer imports it. Add $package to the PACKAGES of packaging/install-deps.sh and to CPACK_DEBIAN_PACKAGE_DEPENDS in packaging/CMakeLists.txt, then run packaging/install-deps.sh."
        else
            report "missing:$module" "QML module $module is not installed; $importer imports it (only the tests do). Add $package to the --tests packages of packaging/install-deps.sh, then run packaging/install-deps.sh --tests."
        fi
        continue
    fi
    case $package in
    "(no Debian package"*)
        report "nopackage:$module" "QML module $module (imported by $importer) comes from $package: the .deb cannot depend on it."
        continue
        ;;
    esac
    packages="$packages $package"
    if [ "$scope" = app ]; then
        listed "$package" "$runtime" ||
            report "install:$package" "packaging/install-deps.sh does not install $package, which provides QML module $module (imported by $importer): add it to PACKAGES."
        listed "$package" "$depends" ||
            report "depends:$package" "the .deb's Depends lack $package, which provides QML module $module (imported by $importer): add it to CPACK_DEBIAN_PACKAGE_DEPENDS in packaging/CMakeLists.txt."
    else
        listed "$package" "$all" ||
            report "tests:$package" "packaging/install-deps.sh --tests does not install $package, which provides QML module $module (imported by $importer, by the tests only): add it to the --tests packages."
    fi
done <<EOF
$modules
EOF
# shellcheck disable=SC2086 # one package a word
npackages=$(printf '%s\n' $packages | sort -u | grep -c .) || npackages=0
if [ "$problems" -gt 0 ]; then
    echo "check-qml-depends: $problems problem(s) among $count QML modules"
    exit 1
fi
echo "check-qml-depends: $count QML modules from $npackages packages, all installed, in install-deps.sh and in Depends"
