# SPDX-License-Identifier: GPL-3.0-or-later
"""What the tests that drive the real app through AT-SPI share (tests/accessibility/
check_tree.py, tests/net/play_the_apps.py), run in the D-Bus session that
tests/support/atspi-session.sh gives them: the accessibility bus, and children that end with
the test."""
import ctypes
import signal
import subprocess
import time

from gi.repository import Gio, GLib


def die_with_the_test():
    """Run in each child before it starts (preexec_fn): it is killed when this test's process
    ends, however it ends (a SIGKILL from ctest's timeout included), so nothing is left
    behind."""
    ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def start_bus():
    """Starts the accessibility bus in this D-Bus session and waits until it has its name
    there (no fixed wait). Returns its process; terminate it at the end."""
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                           preexec_fn=die_with_the_test)
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
