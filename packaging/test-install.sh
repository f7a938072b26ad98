#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package, checks it (lintian, Depends), installs it with apt-get, runs
# both commands from the installed package and removes it again. Run as root on Debian 12
# from a clone of the repository:
#   packaging/test-install.sh [--no-build]
#     --no-build  test the package already in build/release instead of building it
# JOBS=N limits the build's parallel jobs (default: nproc). Exits non-zero on any failure.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd)
build="$src/build/release"
jobs=${JOBS:-$(nproc)}
step() { printf '\n== %s\n' "$*"; }
fail() { printf 'test-install: FAILED: %s\n' "$*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || fail "run as root (it installs and removes the package)"

if [ "${1:-}" != "--no-build" ]; then
    step "build the package (cmake --preset release, cpack -G DEB)"
    cmake --preset release -S "$src"
    (cd "$src" && cmake --build --preset release --parallel "$jobs")
    rm -f "$build"/kotatsu_*.deb "$build"/kotatsu-dbgsym_*.ddeb
    (cd "$build" && cpack -G DEB)
fi
deb=$(find "$build" -maxdepth 1 -name 'kotatsu_*.deb' | head -n 1)
[ -n "$deb" ] || fail "no kotatsu_*.deb in $build"
echo "package: $deb"

step "contents"
dpkg-deb --info "$deb"
contents=$(dpkg-deb --contents "$deb" | awk '{print $6}')
for f in ./usr/games/kotatsu ./usr/games/kotatsu-cli ./usr/games/kotatsu-server \
    ./usr/share/games/kotatsu/data/games/garden/game.yaml \
    ./usr/share/man/man6/kotatsu.6.gz ./usr/share/man/man6/kotatsu-cli.6.gz ./usr/share/man/man6/kotatsu-server.6.gz \
    ./usr/share/doc/kotatsu/copyright ./usr/share/doc/kotatsu/changelog.Debian.gz \
    ./usr/share/applications/kotatsu.desktop; do
    echo "$contents" | grep -qx "$f" || fail "$f is not in the package"
done
if echo "$contents" | grep -E '^\./usr/(bin|share/kotatsu)/'; then
    fail "files in /usr/bin or /usr/share/kotatsu (games go to /usr/games, /usr/share/games)"
fi

step "Depends names every QML module package the app can reach"
depends=$(dpkg-deb --field "$deb" Depends)
# The same walk as the ctest qml_depends, against the Depends of the package built.
"$src/packaging/check-qml-depends.sh" "$src" "$build" "$depends" ||
    fail "a QML module's package is missing (see above)"
echo "$depends" | tr ',' '\n' | sed 's/^ *//; s/ .*//' | grep -qx fonts-noto-cjk ||
    fail "Depends lacks fonts-noto-cjk"
echo "ok"

if command -v lintian >/dev/null; then
    step "lintian"
    lintian --tag-display-limit 0 --fail-on error "$deb" "${deb%/*}"/kotatsu-dbgsym_*.ddeb || fail "lintian reports errors"
    echo "no errors"
fi

step "install"
tmp=$(mktemp -d)
installed=""
cleanup() {
    if [ -n "$installed" ]; then
        step "remove (after a failure)"
        DEBIAN_FRONTEND=noninteractive apt-get purge -y kotatsu || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
if dpkg-query -W -f='${Status}' kotatsu 2>/dev/null | grep -q "install ok installed"; then
    DEBIAN_FRONTEND=noninteractive apt-get purge -y kotatsu
fi
installed=1
DEBIAN_FRONTEND=noninteractive apt-get install -y "$deb"

file /usr/games/kotatsu /usr/games/kotatsu-cli /usr/games/kotatsu-server
for exe in /usr/games/kotatsu /usr/games/kotatsu-cli /usr/games/kotatsu-server; do
    file "$exe" | grep -q ", stripped" || fail "$exe is not stripped"
done

# Run the installed programs as a user would: from another folder, with a fresh home, no
# KOTATSU_DATA_DIR and the real (xcb) Qt platform. The source tree's data/ (the developer
# fallback built into the programs) is hidden behind an empty folder in a private mount
# namespace, so that only the installed data can be found.
mkdir -p "$tmp/home"
cat >"$tmp/isolate" <<EOS
#!/bin/sh
mount -t tmpfs kotatsu-hidden "$src/data" || exit 111
exec "\$@"
EOS
chmod +x "$tmp/isolate"
isolate=""
if unshare --mount "$tmp/isolate" true; then
    isolate="unshare --mount $tmp/isolate"
else
    echo "warning: cannot hide $src/data (no mount namespace); it stays visible as a fallback"
fi
run() {
    # shellcheck disable=SC2086
    (cd "$tmp" && env -u KOTATSU_DATA_DIR -u QT_QPA_PLATFORM -u QT_QUICK_CONTROLS_STYLE \
        HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" \
        XDG_DATA_HOME="$tmp/home/.local/share" $isolate "$@")
}

step "kotatsu-cli validate /usr/share/games/kotatsu/data"
run /usr/games/kotatsu-cli validate /usr/share/games/kotatsu/data
step "kotatsu-cli bench --game garden (finds the installed data by itself)"
run timeout 60 /usr/games/kotatsu-cli bench --game garden --seconds 1

step "kotatsu under xvfb-run: screenshot of the launcher"
run timeout 120 xvfb-run -a -s "-screen 0 1280x800x24" \
    /usr/games/kotatsu --screenshot "$tmp/x.png" --screenshot-delay 3000 ||
    fail "kotatsu exited with status $?"
[ -f "$tmp/x.png" ] || fail "no screenshot"
file "$tmp/x.png"
file "$tmp/x.png" | grep -q "PNG image data" || fail "the screenshot is not a PNG"
size=$(stat -c %s "$tmp/x.png")
echo "screenshot: $size bytes"
# An empty or one-colour window compresses to a few kilobytes; the launcher does not.
[ "$size" -gt 20000 ] || fail "the screenshot is only $size bytes: an empty window?"
if [ -n "${KOTATSU_KEEP_SCREENSHOT:-}" ]; then
    cp "$tmp/x.png" "$KOTATSU_KEEP_SCREENSHOT"
fi

step "remove"
DEBIAN_FRONTEND=noninteractive apt-get purge -y kotatsu
installed=""
[ ! -e /usr/games/kotatsu ] || fail "/usr/games/kotatsu is still there after removal"
[ ! -e /usr/share/games/kotatsu ] || fail "/usr/share/games/kotatsu is still there"

printf '\ntest-install: PASSED\n'
