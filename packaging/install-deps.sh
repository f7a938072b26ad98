#!/bin/sh
# Installs what Kotatsu needs on Debian 12 (bookworm) with apt-get, only when something is
# missing. Usage: packaging/install-deps.sh [--tests] [--list]
#   --tests  also the packages the test suite needs (the Qt Quick tests run offscreen; clang
#            and its libFuzzer runtime for tests/fuzz/run-short.sh; Xvfb, D-Bus, the AT-SPI
#            bus and pyatspi for the accessibility test; Python for the sounds' check)
#   --list   print the packages, one a line, and install nothing
# Every QML module the app can reach must come from a package listed here (and the tests'
# modules from the --tests ones): packaging/check-qml-depends.sh, a ctest, checks it.
# libssl-dev: the app's network host makes its own TLS certificate with OpenSSL's libcrypto
# (app/nethost/self_signed.cpp); at run time that is libssl3, which Qt's network library
# already depends on (the .deb's Depends get it from dpkg-shlibdeps).
set -eu

tests=""
list=""
for arg in "$@"; do
  case $arg in
  --tests) tests=1 ;;
  --list) list=1 ;;
  *) echo "usage: packaging/install-deps.sh [--tests] [--list]" >&2; exit 2 ;;
  esac
done

PACKAGES="build-essential cmake pkg-config
  qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-charts-dev qt6-multimedia-dev qt6-websockets-dev qt6-translations-l10n libgl-dev libyaml-cpp-dev nlohmann-json3-dev
  libssl-dev
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
  qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel
  qml6-module-qtquick-window qml6-module-qtquick-templates
  qml6-module-qtquick-shapes qml6-module-qtqml-workerscript qml6-module-qtqml
  qml6-module-qtqml-models qml6-module-qtcharts qml6-module-qt-labs-platform
  qml6-module-qtcore qt6-qpa-plugins fonts-noto-core fonts-noto-cjk"
if [ -n "$tests" ]; then
  PACKAGES="$PACKAGES qml6-module-qttest clang libclang-rt-14-dev
    xvfb xauth dbus-daemon at-spi2-core python3 python3-pyatspi"
fi
if [ -n "$list" ]; then
  # shellcheck disable=SC2086 # one package a word
  printf '%s\n' $PACKAGES
  exit 0
fi

missing=""
for p in $PACKAGES; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
echo "Installing:$missing"
$SUDO apt-get update
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends $missing
