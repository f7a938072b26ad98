#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Every QML module Kotatsu can reach, and the Debian package that provides each one. The one
# place this closure is computed: packaging/check-qml-depends.sh (a ctest, and a step of
# packaging/test-install.sh) compares it with install-deps.sh and the .deb's Depends.
#
# Where the walk starts (the app's own imports):
#   - every .qml and .js file of qml/ and app/ (the games' Qt Quick tests in */tests/ aside);
#   - QML written in C++ strings under app/ (`import X` in a string literal) and the Quick
#     Controls style chosen in C++ or the environment (QQuickStyle::setStyle("Basic") loads
#     QtQuick.Controls.Basic), or in a qtquickcontrols2.conf;
#   - the "import"/"depends" lines of the qmldir files qt_add_qml_module wrote for the app's
#     own modules in BUILD_DIR.
# From each Qt module reached: the package that holds its qmldir (dpkg -S), then every qmldir
# ("import"/"depends" lines, optional and default ones too) and every .qml/.js file of that
# package at any depth. A package is installed whole, and its plugins load its own files
# without any import line: Quick Dialogs builds its dialogs from quickimpl/qml/FileDialog.qml
# (which imports Qt.labs.folderlistmodel), Quick Controls picks a style folder (+Material/...).
# Not followed: Qt Design Studio's property sheets (*/designer/*, which import its
# HelperWidgets and are never loaded by an app), and the optional imports of styles that Qt
# builds for other systems only (QtQuick.Controls.Windows, .macOS, .iOS).
#
# Usage: packaging/qml-depends.sh [--tests] [--why] SOURCE_DIR BUILD_DIR
#   Prints the Debian packages of the app's modules, one a line.
#   --tests  also the test suite's roots: every .qml/.js/.cpp/CMakeLists.txt of tests/ and
#            qml/games/*/tests/ (QtTest, the style the tests set...).
#   --why    one line per module instead: SCOPE MODULE PACKAGE IMPORTER, tab-separated.
#            SCOPE is "app" (the installed app reaches it) or "tests" (only the tests do);
#            PACKAGE is "-" when the module is not installed; IMPORTER is the first file found
#            that imports it (file:line, or the reason it is reached).
# Exits 1 when a module reached is not installed (after printing everything).
set -eu

tests=""
why=""
while [ $# -gt 0 ]; do
    case $1 in
    --tests) tests=1 ;;
    --why) why=1 ;;
    -*) echo "qml-depends: unknown option $1" >&2; exit 2 ;;
    *) break ;;
    esac
    shift
done
[ $# -eq 2 ] || { echo "usage: qml-depends.sh [--tests] [--why] SOURCE_DIR BUILD_DIR" >&2; exit 2; }
src=$(cd "$1" && pwd)
build=$(cd "$2" && pwd)
qml=$(qtpaths6 --query QT_INSTALL_QML 2>/dev/null || echo /usr/lib/x86_64-linux-gnu/qt6/qml)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The modules that "import X" lines name, as "X<TAB>file:line". In .qml and .js files an import
# starts a line or follows a ";" (`.import` in .js); in C++ it also starts a string literal
# (`"import X`, `R"(import X`) or follows a "\n" inside one. In .qml and .js files what lies
# inside /* */ comments is not read (Qt Multimedia's Video.qml shows `import QtSystemInfo` in
# its documentation).
imports_in() { # KIND FILE... (KIND: qml or cpp)
    kind=$1
    shift
    [ $# -gt 0 ] || return 0
    awk -v kind="$kind" '
    FNR == 1 { incomment = 0 }
    {
        line = $0
        if (kind != "cpp") {
            text = line
            line = ""
            while (1) {
                if (incomment) {
                    p = index(text, "*/")
                    if (!p) break
                    text = substr(text, p + 2)
                    incomment = 0
                }
                p = index(text, "/*")
                if (!p) { line = line text; break }
                line = line substr(text, 1, p - 1)
                text = substr(text, p + 2)
                incomment = 1
            }
        }
        start = kind == "cpp" ? "(^|;|\"|\\(|\\\\n)" : "(^|;)"
        while (match(line, start "[ \t]*[.]?import[ \t]+[A-Za-z_][A-Za-z0-9_.]*")) {
            name = substr(line, RSTART, RLENGTH)
            sub(/.*import[ \t]+/, "", name)
            sub(/[.]$/, "", name)
            print name "\t" FILENAME ":" FNR
            line = substr(line, RSTART + RLENGTH)
        }
    }' "$@"
}
# The modules a qmldir file imports or depends on ("optional"/"default" ones too).
qmldir_imports() { # FILE...
    [ $# -gt 0 ] || return 0
    awk '
    {
        optional = 0
        i = 1
        while ($i == "optional" || $i == "default") { if ($i == "optional") optional = 1; i++ }
        if (($i != "import" && $i != "depends") || $(i + 1) == "") next
        module = $(i + 1)
        # Styles Qt builds for other systems only (see the top of this file).
        if (optional && module ~ /^QtQuick\.Controls\.(Windows|macOS|iOS)$/) next
        print module "\t" FILENAME ":" FNR
    }' "$@"
}
# The Quick Controls style set in C++, CMake or a qtquickcontrols2.conf, as its module.
styles_in() { # FILE...
    [ $# -gt 0 ] || return 0
    awk '
    {
        line = $0
        while (match(line, /(set(Fallback)?Style\((QStringLiteral\()?"|QT_QUICK_CONTROLS_STYLE"?[=, \t]+"?|^[ \t]*Style[ \t]*=[ \t]*)[A-Z][A-Za-z]*/)) {
            name = substr(line, RSTART, RLENGTH)
            sub(/.*[=("]/, "", name)
            sub(/.*[ \t,]/, "", name)
            print "QtQuick.Controls." name "\t" FILENAME ":" FNR " (the Quick Controls style)"
            line = substr(line, RSTART + RLENGTH)
        }
    }' "$@"
}
# Files under folders $1... whose names match the find expression after "--", as find prints them.
files() {
    dirs=""
    while [ "$1" != "--" ]; do
        [ -d "$1" ] && dirs="$dirs $1"
        shift
    done
    shift
    [ -n "$dirs" ] || return 0
    # shellcheck disable=SC2086 # the folders, one word each
    find $dirs "$@" | sort
}
# Runs FUNCTION on the files listed in FILE (one a line; file names have no spaces).
on_list() { # FUNCTION [KIND] FILE
    f=$1
    shift
    k=""
    [ $# -eq 2 ] && { k=$1; shift; }
    # shellcheck disable=SC2046 # one file a word
    if [ -n "$k" ]; then $f "$k" $(cat "$1"); else $f $(cat "$1"); fi
}

# The app's own modules: the qmldir files qt_add_qml_module wrote in the build folder.
find "$build" -name qmldir -not -path '*/_deps/*' -not -path '*/.rcc/*' >"$tmp/own-qmldirs"
[ -s "$tmp/own-qmldirs" ] || { echo "qml-depends: no qmldir in $build: build the app first" >&2; exit 2; }
# The test suite's own modules (tests/qml/imports: KotatsuTest) are its files too, not a
# package's; their files are among the tests' roots below.
# shellcheck disable=SC2046
awk '$1 == "module" {print $2}' $(cat "$tmp/own-qmldirs") $(find "$src/tests" -name qmldir) |
    sort -u >"$tmp/own-modules"

# The roots of the app, then those of the tests.
files "$src/qml" "$src/app" -- -path '*/tests' -prune -o \( -name '*.qml' -o -name '*.js' \) -print >"$tmp/app-qml"
files "$src/app" -- \( -name '*.cpp' -o -name '*.h' \) -print >"$tmp/app-cpp"
files "$src/app" "$src/qml" -- \( -name 'CMakeLists.txt' -o -name qtquickcontrols2.conf \) -print >"$tmp/app-config"
{
    on_list imports_in qml "$tmp/app-qml"
    on_list imports_in cpp "$tmp/app-cpp"
    on_list styles_in "$tmp/app-cpp"
    on_list styles_in "$tmp/app-config"
    on_list qmldir_imports "$tmp/own-qmldirs"
} >"$tmp/roots-app"
: >"$tmp/roots-tests"
if [ -n "$tests" ]; then
    { files "$src/tests" -- \( -name '*.qml' -o -name '*.js' \) -print
      files "$src/qml" -- -path '*/tests/*' \( -name '*.qml' -o -name '*.js' \) -print; } >"$tmp/tests-qml"
    files "$src/tests" -- \( -name '*.cpp' -o -name '*.h' \) -print >"$tmp/tests-cpp"
    files "$src/tests" -- -name CMakeLists.txt -print >"$tmp/tests-config"
    {
        on_list imports_in qml "$tmp/tests-qml"
        on_list imports_in cpp "$tmp/tests-cpp"
        on_list styles_in "$tmp/tests-cpp"
        on_list styles_in "$tmp/tests-config"
    } >"$tmp/roots-tests"
fi

# The walk, breadth first: each round takes the modules not seen yet (with the first file
# that imports each), resolves them and queues what their packages import.
: >"$tmp/seen"
: >"$tmp/packages-scanned"
: >"$tmp/package-of"
: >"$tmp/result"
walk() { # SCOPE ROOTS
    scope=$1
    cp "$2" "$tmp/queue"
    while [ -s "$tmp/queue" ]; do
        awk -F '\t' 'FILENAME == ARGV[1] {seen[$1] = 1; next} !($1 in seen) && !($1 in round) {round[$1] = 1; print}' \
            "$tmp/seen" "$tmp/queue" >"$tmp/round"
        : >"$tmp/queue"
        # dpkg -S reads the whole database: once a round, for the qmldirs no package listed
        # so far holds.
        cut -f1 "$tmp/round" | tr . / | awk -v q="$qml" '{print q "/" $0 "/qmldir"}' |
            while read -r f; do [ -f "$f" ] && printf '%s\n' "$f"; done |
            awk -F '\t' 'FILENAME == ARGV[1] {known[$1] = 1; next} !($1 in known)' "$tmp/package-of" - >"$tmp/ask"
        if [ -s "$tmp/ask" ]; then
            # shellcheck disable=SC2046 # one path a word
            dpkg -S $(cat "$tmp/ask") 2>/dev/null |
                sed -n 's/^\([^:,]*\)[^ ]* \(.*\)$/\2\t\1/p' >>"$tmp/package-of" || true
        fi
        while IFS="$(printf '\t')" read -r module importer; do
            printf '%s\n' "$module" >>"$tmp/seen"
            if grep -qx "$module" "$tmp/own-modules"; then
                continue # its qmldir's imports are roots already; its files are the app's
            fi
            qmldir="$qml/$(printf '%s' "$module" | tr . /)/qmldir"
            if [ ! -f "$qmldir" ]; then
                printf '%s\t%s\t-\t%s\n' "$scope" "$module" "${importer#"$src"/}" >>"$tmp/result"
                continue
            fi
            package=$(awk -F '\t' -v f="$qmldir" '$1 == f {print $2; exit}' "$tmp/package-of")
            if [ -z "$package" ]; then
                # Not from a Debian package (a Qt built by hand): its own folder is all there is.
                package="(no Debian package: $qmldir)"
                find "$(dirname "$qmldir")" -path '*/designer' -prune -o -type f -print >"$tmp/package-files"
            elif grep -qxF "$package" "$tmp/packages-scanned"; then
                : >"$tmp/package-files"
            else
                printf '%s\n' "$package" >>"$tmp/packages-scanned"
                dpkg -L "$package" | grep "^$qml/" | grep -v '/designer/' >"$tmp/package-files" || true
                awk -v p="$package" '{print $0 "\t" p}' "$tmp/package-files" >>"$tmp/package-of"
            fi
            printf '%s\t%s\t%s\t%s\n' "$scope" "$module" "$package" "${importer#"$src"/}" >>"$tmp/result"
            grep '/qmldir$' "$tmp/package-files" >"$tmp/package-qmldirs" || true
            # A style's variant of a file (+Material/...) after the file itself, so that the
            # importer named is the plain one where both import a module.
            { grep -E '\.(qml|js|mjs)$' "$tmp/package-files" | grep -v '/+' || true
              grep -E '/[+].*\.(qml|js|mjs)$' "$tmp/package-files" || true; } >"$tmp/package-qml"
            { on_list qmldir_imports "$tmp/package-qmldirs"
              on_list imports_in qml "$tmp/package-qml"; } >>"$tmp/queue"
        done <"$tmp/round"
    done
}
walk app "$tmp/roots-app"
walk tests "$tmp/roots-tests"

if [ -n "$why" ]; then
    sort -t "$(printf '\t')" -k1,1 -k2,2 "$tmp/result"
elif [ -n "$tests" ]; then
    awk -F '\t' '$3 != "-" {print $3}' "$tmp/result" | sort -u
else
    awk -F '\t' '$1 == "app" && $3 != "-" {print $3}' "$tmp/result" | sort -u
fi
if awk -F '\t' '$3 == "-" {missing = 1} END {exit !missing}' "$tmp/result"; then
    awk -F '\t' '$3 == "-" {print "qml-depends: QML module " $2 " is not installed (imported by " $4 ")"}' \
        "$tmp/result" >&2
    exit 1
fi
