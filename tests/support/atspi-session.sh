# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by the tests that drive the real app through its accessibility tree
# (tests/accessibility/check-the-app.sh, tests/net/play-the-apps.sh): the checks of what they
# need, a virtual screen of their own, and the private D-Bus session their Python runs in
# (atspi_session.py there starts the accessibility bus in it). Needs xvfb, dbus-daemon,
# at-spi2-core and python3-pyatspi (packaging/install-deps.sh --tests installs them).
#
#   . tests/support/atspi-session.sh
#   atspi_test 1280x800 SCRIPT.py ARGUMENTS...   # all of the below; exits with the script's status
# or step by step:
#   atspi_check_prerequisites
#   atspi_start_xvfb 1280x800          # sets $atspi_display; stopped when the script exits
#   atspi_run SCRIPT.py ARGUMENTS...   # Debian's own Python (where python3-pyatspi is)
# Whatever the script and the apps put in $TMPDIR goes with the scratch folder when the shell
# ends, also on a failure; KOTATSU_KEEP_SCRATCH=1 keeps it and prints where it is.

atspi_check_prerequisites() {
    for need in Xvfb od dbus-run-session /usr/libexec/at-spi-bus-launcher; do
        command -v "$need" >/dev/null 2>&1 || {
            echo "FAIL: $need is missing: run packaging/install-deps.sh --tests" >&2
            exit 1
        }
    done
    /usr/bin/python3 -c "import pyatspi" 2>/dev/null || {
        echo "FAIL: python3-pyatspi is missing: run packaging/install-deps.sh --tests" >&2
        exit 1
    }
}

# A display of our own, WxH: a free number tried at random from 300 to 899, away from the :99
# and up that `xvfb-run -a` takes (it guesses from the lock files, and tests starting at once
# can take the same one); Xvfb says when it is ready (-displayfd) or ends when it is taken.
atspi_start_xvfb() {
    atspi_scratch=$(mktemp -d -t kotatsu-atspi-XXXXXX)
    atspi_xvfb=
    atspi_display=
    # On a failure, what Xvfb said is printed first: a test has twice failed because its Xvfb
    # was gone a second in ("could not connect to display"), and its log went with the scratch.
    trap 'atspi_status=$?; [ -n "$atspi_xvfb" ] && kill $atspi_xvfb 2>/dev/null
          if [ "$atspi_status" -ne 0 ] && [ -s "$atspi_scratch/xvfb.log" ]; then
              echo "--- Xvfb :$atspi_display (pid $atspi_xvfb) said:" >&2
              cat "$atspi_scratch/xvfb.log" >&2
          fi
          if [ -n "${KOTATSU_KEEP_SCRATCH:-}" ]; then
              echo "(the scratch folder is kept, as KOTATSU_KEEP_SCRATCH asks: $atspi_scratch)" >&2
          else
              rm -rf "$atspi_scratch"
          fi' EXIT
    trap 'exit 1' INT TERM
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        number=$(($(od -An -N2 -tu2 /dev/urandom) % 600 + 300))
        : >"$atspi_scratch/display"
        # -noreset: the server does not start over when its last client leaves (the
        # accessibility bus's launcher connects first, alone, and leaves while the apps start).
        Xvfb ":$number" -displayfd 3 -screen 0 "${1}x24" -nolisten tcp -noreset \
            3>"$atspi_scratch/display" 2>"$atspi_scratch/xvfb.log" &
        atspi_xvfb=$!
        for _ in $(seq 100); do
            { [ -s "$atspi_scratch/display" ] || ! kill -0 $atspi_xvfb 2>/dev/null; } && break
            sleep 0.1
        done
        if [ -s "$atspi_scratch/display" ] && kill -0 $atspi_xvfb 2>/dev/null; then
            atspi_display=$(tr -d '[:space:]' <"$atspi_scratch/display")
            return 0
        fi
        kill $atspi_xvfb 2>/dev/null || true
        atspi_xvfb=
    done
    echo "FAIL: Xvfb did not start:" >&2
    cat "$atspi_scratch/xvfb.log" >&2
    exit 1
}

# The script in a private D-Bus session on that display, its temporary files in the scratch
# folder; returns its exit status.
atspi_run() {
    ATSPI_XVFB_PID=$atspi_xvfb DISPLAY=":$atspi_display" TMPDIR=$atspi_scratch \
        dbus-run-session -- /usr/bin/python3 "$@"
}

# The whole of a test: the checks, a virtual screen of WxH, SCRIPT.py ARGUMENTS... in its
# session; exits with the script's status.
atspi_test() {
    size=$1
    shift
    atspi_check_prerequisites
    atspi_start_xvfb "$size"
    status=0
    atspi_run "$@" || status=$?
    exit $status
}
