# SPDX-License-Identifier: GPL-3.0-or-later
"""What the tests that drive the real app through AT-SPI share (tests/accessibility/
check_tree.py, tests/net/play_the_apps.py), run in the D-Bus session that
tests/support/atspi-session.sh gives them: the accessibility bus, children that end with the
test, and a scratch folder that goes with it."""
import contextlib
import ctypes
import os
import shutil
import signal
import subprocess
import tempfile
import time

from gi.repository import Gio, GLib


def die_with_the_test():
    """Run in each child before it starts (preexec_fn): it is killed when this test's process
    ends, however it ends (a SIGKILL from ctest's timeout included), so nothing is left
    behind."""
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def start_child(command, env=None, **options):
    """Starts `command` (a list) with this process's environment and `env` on top, as a child
    that ends with the test (die_with_the_test); `options` go to subprocess.Popen (stdout,
    stderr, text). Returns the Popen."""
    return subprocess.Popen(command, env=dict(os.environ, **(env or {})),
                            preexec_fn=die_with_the_test, **options)


@contextlib.contextmanager
def scratch_folder(prefix):
    """A scratch folder for the test (in $TMPDIR), removed when the `with` ends, however it
    ends (a failure included); with KOTATSU_KEEP_SCRATCH=1 it is kept and its path printed."""
    path = tempfile.mkdtemp(prefix=prefix)
    try:
        yield path
    finally:
        if os.environ.get("KOTATSU_KEEP_SCRATCH"):
            print(f"(the scratch folder is kept, as KOTATSU_KEEP_SCRATCH asks: {path})",
                  flush=True)
        else:
            shutil.rmtree(path, ignore_errors=True)


def start_bus():
    """Starts the accessibility bus in this D-Bus session and waits until it has its name
    there (no fixed wait). Returns its process; terminate it at the end."""
    bus = start_child(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    end = time.time() + 10
    while time.time() < end:
        owner = session.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus",
                                  "org.freedesktop.DBus", "NameHasOwner",
                                  GLib.Variant("(s)", ("org.a11y.Bus",)), None,
                                  Gio.DBusCallFlags.NONE, -1, None)
        if owner.unpack()[0]:
            break
        time.sleep(0.05)
    return bus


def cpu_of_session():
    """The CPU time (user + system, s) of every process still running in this test's D-Bus
    session (dbus-run-session's descendants: this script, the apps, the buses, the registry)
    and of its Xvfb: [(seconds, name, pid)], the largest first. Where a test's time goes."""
    tick = os.sysconf("SC_CLK_TCK")
    parents, used = {}, {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as f:
                stat = f.read()
        except OSError:
            continue
        name = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        parents[int(entry)] = int(fields[1])
        used[int(entry)] = (name, (int(fields[11]) + int(fields[12])) / tick)
    root = os.getppid()
    xvfb = os.environ.get("ATSPI_XVFB_PID", "")
    found = []
    for pid in used:
        up = pid
        while up in parents and up not in (0, 1, root):
            up = parents[up]
        if up == root or str(pid) == xvfb:
            found.append((used[pid][1], used[pid][0], pid))
    return sorted(found, reverse=True)
