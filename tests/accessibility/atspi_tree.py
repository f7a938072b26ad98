#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Prints what a screen reader (Orca) is told about a running Kotatsu window: the AT-SPI
accessibility tree, one line per object that has a name or is actionable, with its role,
name, description and states. Run by tests/accessibility/read-the-app.sh (which starts the
accessibility bus and the app); needs python3-pyatspi."""
import sys
import time

import pyatspi


def find_app(name, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name and name in app.name.lower():
                return app
        time.sleep(0.5)
    return None


def walk(node, depth, out, limit):
    if node is None or depth > limit:
        return
    try:
        role = node.getRoleName()
        name = node.name or ""
        description = node.description or ""
        states = node.getState()
        actionable = False
        try:
            action = node.queryAction()
            actionable = action.nActions > 0
        except NotImplementedError:
            pass
        flags = []
        for state, word in ((pyatspi.STATE_FOCUSABLE, "focusable"),
                            (pyatspi.STATE_FOCUSED, "FOCUSED"),
                            (pyatspi.STATE_CHECKED, "checked"),
                            (pyatspi.STATE_SELECTED, "selected"),
                            (pyatspi.STATE_SHOWING, "showing")):
            if states.contains(state):
                flags.append(word)
        if name or description or actionable:
            line = "  " * depth + f"[{role}] {name!r}"
            if description:
                line += f" — {description!r}"
            if actionable:
                line += " (press)"
            if flags:
                line += " {" + ",".join(flags) + "}"
            out.append(line)
        for child in node:
            walk(child, depth + 1, out, limit)
    except Exception as error:  # a node that went away while we read it
        out.append("  " * depth + f"<gone: {error}>")


def main():
    app = find_app(sys.argv[1] if len(sys.argv) > 1 else "kotatsu")
    if app is None:
        print("no Kotatsu application on the accessibility bus", file=sys.stderr)
        return 1
    out = []
    walk(app, 0, out, int(sys.argv[2]) if len(sys.argv) > 2 else 40)
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
