#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""What a screen-reader user meets, checked on the running app through AT-SPI (what Orca
reads): run by tests/accessibility/check-the-app.sh inside Xvfb and a private D-Bus session.

It starts the accessibility bus, then Kotatsu once per scenario, and acts as a blind player
would, through AT-SPI's own actions (no mouse, no screen): it presses buttons and list items
by their names. After each step it reads the whole tree and fails when

  - the table gives no turn prompt: no alert or status bar saying what to do;
  - a control (button, switch, menu item...) has no name;
  - an object of the tree is not on screen: a page under another, a closed dialog, a
    hidden overlay ("Play again", "I am Player 1 — show my game") must leave the tree;
  - a description is another object's text (the sentence of another control, or a text
    read on its own), so that it is read twice or tells about something else;
  - the rules of the game ("How to play") cannot be read once opened;
  - a name or description holds an arrow ("→"), which a screen reader reads as "right arrow";
  - a name or description holds a word joiner (U+2060), the mark that keeps a name on one
    line on screen: read out, it may spell the name letter by letter;
  - the turn prompt changes without telling it (no name-change event of the alert).

Usage: check_tree.py BUILD_DIR DATA_DIR [SCENARIO...]   (needs python3-pyatspi and at-spi2-core)
SCENARIO: launcher, hyano, shikoku, tokaido_duo, garden (all when none is named).
Prints every problem with the object's path; exits 1 if there is any.
"""
import os
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from atspi_session import (scratch_folder, start_bus,  # noqa: E402 (tests/support,
                           start_child)  # shared with tests/net)

# The controls a person acts on (scroll bars, text fields and pages aside: they are named by
# what they scroll, the box they belong to, their content).
CONTROL_ROLES = {"push button", "toggle button", "check box", "radio button", "menu item",
                 "check menu item", "radio menu item", "combo box", "spin button", "slider",
                 "link", "switch", "list item"}
PROMPT_ROLES = {"alert", "status bar", "notification"}
# How often the tree is read again while waiting for it (s), and how long a check waits for
# the tree to settle with nothing wrong (s) before it fails.
POLL = 0.25
SETTLE = 15


class Node:
    def __init__(self, acc, path, ancestors):
        self.acc = acc
        self.path = path
        self.ancestors = ancestors
        self.role = acc.getRoleName()
        self.name = acc.name or ""
        self.description = acc.description or ""
        states = acc.getState()
        self.visible = states.contains(pyatspi.STATE_VISIBLE)
        self.showing = states.contains(pyatspi.STATE_SHOWING)
        self._actions = None

    @property
    def actions(self):
        # Asked only where the role does not tell (each question is a call to the app).
        if self._actions is None:
            try:
                action = self.acc.queryAction()
                self._actions = [action.getName(i) for i in range(action.nActions)]
            except NotImplementedError:
                self._actions = []
        return self._actions

    def press(self):
        action = self.acc.queryAction()
        for i in range(action.nActions):
            if action.getName(i) in ("press", "Press", "click", "toggle", "Toggle"):
                return action.doAction(i)
        return action.doAction(0)

    def __str__(self):
        text = f"[{self.role}] {self.name!r}"
        if self.description:
            text += f" — {self.description!r}"
        return text


def read_tree(app):
    nodes = []

    def walk(acc, path, ancestors, depth):
        if acc is None or depth > 80:
            return
        try:
            node = Node(acc, path, ancestors)
        except Exception:  # an object that went away while it was read
            return
        nodes.append(node)
        label = node.name or node.role
        for child in acc:
            walk(child, path + " › " + label[:40], ancestors + [node], depth + 1)

    app.clearCache()
    walk(app, "", [], 0)
    return nodes


class Checker:
    def __init__(self, build, data, scratch):
        self.build = build
        self.data = data
        # Each start's user data folder goes in here (removed with it at the end).
        self.scratch = scratch
        self.problems = []
        self.app_process = None
        # The names that changed, as a screen reader hears of them (AT-SPI events; the app
        # sends only the events someone listens to, so the listener is there before it starts).
        self.name_changes = []
        pyatspi.Registry.registerEventListener(self.on_name_change,
                                               "object:property-change:accessible-name")

    def on_name_change(self, event):
        try:
            self.name_changes.append((event.source.getRoleName(), event.source.name or ""))
        except Exception:
            pass

    def pump_events(self, seconds=0.5, until=None):
        """Hands the events that came to the listeners, for `seconds`, or until until()."""
        context = GLib.MainContext.default()
        end = time.time() + seconds
        while time.time() < end and not (until and until()):
            while context.iteration(False):
                pass
            time.sleep(0.05)

    def fail(self, scenario, message):
        self.problems.append(f"{scenario}: {message}")
        print(f"FAIL {scenario}: {message}", flush=True)

    # -- the app ------------------------------------------------------------------------

    def start(self, args):
        user_data = tempfile.mkdtemp(prefix="app-", dir=self.scratch)
        # Animations off (Settings → Animations), as many screen-reader users have them: an
        # app that draws a frame every few milliseconds answers the reader's questions slowly
        # under Xvfb, and the test would take minutes.
        with open(os.path.join(user_data, "settings.ini"), "w", encoding="utf-8") as settings:
            settings.write("[table]\nmotion=off\n")
        env = dict(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
                   KOTATSU_DATA_DIR=self.data, KOTATSU_USER_DATA_DIR=user_data,
                   KOTATSU_SAVE_DIR=os.path.join(user_data, "saves"), KOTATSU_NO_SOUND="1")
        self.app_process = start_child(
            [os.path.join(self.build, "app", "gui", "kotatsu"), "--window-size", "1280x800"] + args,
            env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.time() + 40
        while time.time() < end:
            desktop = pyatspi.Registry.getDesktop(0)
            for app in desktop:
                try:
                    if app is not None and app.name and "kotatsu" in app.name.lower():
                        # Ready once the window has its controls (what else the first check
                        # needs, it waits for: check_tree reads until the tree has settled).
                        if any(n.role == "push button" for n in read_tree(app)):
                            if os.environ.get("A11Y_TIMING"):
                                print(f"  started in {time.time() - end + 40:.1f} s", flush=True)
                            return app
                except Exception:
                    pass
            time.sleep(0.2)
        raise RuntimeError("Kotatsu did not appear on the accessibility bus")

    def stop(self):
        if self.app_process:
            self.app_process.terminate()
            try:
                self.app_process.wait(10)
            except subprocess.TimeoutExpired:
                self.app_process.kill()
            self.app_process = None

    # -- what is looked for ----------------------------------------------------------------

    def find(self, app, name, roles=None, timeout=10):
        """The object on screen named `name`, read again until it is there (`timeout` s)."""
        end = time.time() + timeout
        while True:
            for node in read_tree(app):
                if node.name == name and node.showing and (roles is None or node.role in roles):
                    return node
            if time.time() >= end:
                return None
            time.sleep(POLL)

    def press(self, scenario, app, name, roles=None):
        """Presses the control named `name`. What the press does, the caller waits for (the
        next find, or check_tree's `until`)."""
        node = self.find(app, name, roles)
        if node is None:
            shown = sorted({n.name for n in read_tree(app) if n.showing and n.name
                            and n.role in CONTROL_ROLES})
            self.fail(scenario, f"no control named {name!r} to press; there are {shown}")
            return False
        node.press()
        return True

    def problems_of(self, nodes, want_prompt, absent):
        """What is wrong with the tree `nodes`, as (message, prompt) (see the top)."""
        found = []
        texts = {}
        for node in nodes:
            if node.name:
                texts.setdefault(node.name, []).append(node)
        hidden = []
        for node in nodes:
            where = f"{node} at {node.path}"
            control = node.role in CONTROL_ROLES or (
                node.role not in ("text", "label", "scroll bar", "page tab") and node.actions)
            if node.role == "application":
                continue
            if not node.visible or not node.showing:
                # Out of sight, it must not be in the tree at all: a screen reader reads and
                # presses what the tree holds, whatever its states say.
                hidden.append(where)
                continue
            if "→" in node.name or "→" in node.description:
                found.append(f"an arrow in what is read: {where}")
            if "\u2060" in node.name or "\u2060" in node.description:
                found.append(f"a word joiner in what is read: {where}")
            if control and not node.name.strip():
                found.append(f"a control without a name: {where}")
            if node.description:
                # Another object that says the same: not the control's own text inside it.
                others = [n for n in texts.get(node.description, [])
                          if n.acc != node.acc and node not in n.ancestors
                          and n not in node.ancestors]
                if others:
                    found.append(f"its description is the text of {others[0]} "
                                 f"({others[0].path}): {where}")
        if hidden:
            found.append(f"{len(hidden)} object(s) out of sight are in the tree, "
                         "e.g.\n      " + "\n      ".join(hidden[:int(os.environ.get("A11Y_SHOW", 12))]))
        for name in absent:
            for node in nodes:
                if node.name.startswith(name):
                    found.append(f"{name!r} is in the tree though it is not shown: "
                                 f"{node} at {node.path}")
        prompt = None
        if want_prompt:
            prompts = [n for n in nodes if n.role in PROMPT_ROLES and n.name.strip()
                       and n.showing]
            if not prompts:
                found.append("no turn prompt: no alert or status bar tells what to do")
            else:
                prompt = prompts[0]
        return found, prompt

    def check_tree(self, scenario, app, want_prompt, absent=(), until=None, timeout=SETTLE):
        """Reads the tree until it has settled (two reads in a row alike) with nothing wrong
        and, with `until`, until until(nodes) holds (what the last action was to bring), then
        checks it; after `timeout` s, the problems of the last read fail. (Instead of a fixed
        sleep after each action: the app is read as soon as it is there, and a slow one is
        waited for.)"""
        begun = time.time()
        last = None
        while True:
            nodes = read_tree(app)
            shape = [(n.path, n.role, n.name, n.description, n.visible, n.showing) for n in nodes]
            reached = until is None or until(nodes)
            found, prompt = self.problems_of(nodes, want_prompt, absent)
            if not reached:
                found.append("the tree never showed what the last action was to bring")
            settled = shape == last
            if settled and not found:
                break
            if time.time() - begun >= timeout:
                break
            last = shape
            time.sleep(POLL)
        if os.environ.get("A11Y_TIMING"):
            print(f"  {scenario}: {len(nodes)} objects, settled in {time.time() - begun:.1f} s", flush=True)
        for message in found:
            self.fail(scenario, message)
        if prompt is not None:
            print(f"  prompt: {prompt}", flush=True)
        return nodes

    # -- the scenarios -------------------------------------------------------------------

    def launcher(self):
        scenario = "launcher"
        app = self.start(["--language", "en"])
        try:
            self.check_tree(scenario, app, want_prompt=False,
                            absent=("Play again", "I am ", "Keep playing"))
            # The solo switch belongs to Tokaido Duo: chosen, its description is its own.
            if self.press(scenario, app, "Tokaido Duo"):
                self.check_tree(scenario + " (Tokaido Duo)", app, want_prompt=False,
                                until=lambda nodes: any(n.name == "Play alone against the Automa"
                                                        and n.showing for n in nodes))
                switch = self.find(app, "Play alone against the Automa")
                if switch is None:
                    self.fail(scenario, "Tokaido Duo offers no solo switch to a screen reader")
                elif "share this screen" in switch.description:
                    self.fail(scenario, f"the solo switch is described by the hot-seat sentence: {switch}")
            if self.press(scenario, app, "Hyano"):
                self.check_tree(scenario + " (Hyano)", app, want_prompt=False,
                                absent=("Play alone against the Automa",))
        finally:
            self.stop()

    def press_first(self, scenario, app, prefix):
        """Presses the first button on screen whose name starts with `prefix` (a move). The
        check that follows waits for the button to leave (`absent`)."""
        for node in read_tree(app):
            if node.role == "push button" and node.showing and node.name.startswith(prefix):
                node.press()
                return True
        self.fail(scenario, f"no button on screen named {prefix!r}…")
        return False

    def table(self, game, players, humans, seed, first_move=None):
        scenario = f"{game} table"
        app = self.start(["--language", "en", "--game", game, "--players", str(players),
                          "--humans", str(humans), "--seed", str(seed), "--ai-delay", "0"])
        try:
            if first_move:
                # A hot-seat game: the hand-over screen alone is read; once the person takes
                # the seat it leaves the tree; after their move it comes back for the next.
                self.check_tree(scenario + " (hand-over)", app, want_prompt=True,
                                absent=("Play again", first_move))
                self.pump_events()
                self.name_changes.clear()
                if not self.press_first(scenario, app, "I am "):
                    return
                # The prompt changed ("Waiting for Red" → "Red, play a mantra card"): a screen
                # reader hears it from the alert's name-change event.
                self.pump_events(5.0, until=lambda: any(role in PROMPT_ROLES and name.strip()
                                                        for role, name in self.name_changes))
                if not any(role in PROMPT_ROLES and name.strip() for role, name in self.name_changes):
                    self.fail(scenario, "the turn prompt changed without a name-change event of "
                                        f"an alert or status bar (events: {self.name_changes[:8]})")
                else:
                    print(f"  announced: {[n for r, n in self.name_changes if r in PROMPT_ROLES][:2]}",
                          flush=True)
            self.check_tree(scenario, app, want_prompt=True,
                            absent=("Play again", "I am ", "Keep playing", "Start the game"))
            if first_move:
                if not self.press_first(scenario, app, first_move):
                    return
                self.check_tree(scenario + " (next hand-over)", app, want_prompt=True,
                                absent=("Play again", first_move))
                if not self.press_first(scenario, app, "I am "):
                    return
                self.check_tree(scenario + " (after the hand-over)", app, want_prompt=True,
                                absent=("Play again", "I am ", "Wait, take back"))
            # The rules, from the game menu, as a screen-reader user opens them.
            if self.press(scenario, app, "Menu") and \
               self.press(scenario, app, "How to play (F1)", roles=None):
                rules = open(os.path.join(self.data, "games", game, "rules", "en.md"),
                             encoding="utf-8").read()
                # The first words of the rules' first paragraph (not the game's name, which
                # the window's title says too).
                first = next(line for line in rules.splitlines()
                             if line.strip() and not line.startswith("#"))
                words = " ".join(first.replace("*", "").replace("_", "").split()[:6])

                def read(nodes):
                    return any(words in n.name or words in n.description for n in nodes
                               if n.showing)
                nodes = self.check_tree(scenario + " (rules)", app, want_prompt=False, until=read)
                if not read(nodes):
                    said = [n for n in nodes if words in n.name]
                    self.fail(scenario, f"the rules are open but not read: no object on screen "
                                        f"says {words!r} (out of sight: {[str(n)[:80] for n in said]})")
        finally:
            self.stop()


SCENARIOS = ("launcher", "hyano", "shikoku", "tokaido_duo", "garden")


def main():
    build, data = sys.argv[1], sys.argv[2]
    # Stopped from outside (ctest's timeout): the `finally`s still stop the app and remove
    # the scratch folder.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("FAIL: stopped from outside (SIGTERM)"))
    # The scenarios named after the folders (each its own ctest, side by side), else all.
    chosen = sys.argv[3:] or list(SCENARIOS)
    unknown = [name for name in chosen if name not in SCENARIOS]
    if unknown:
        print(f"no scenario {unknown}; there are {list(SCENARIOS)}", file=sys.stderr)
        return 2
    with scratch_folder("kotatsu-a11y-") as scratch:
        bus = start_bus()
        checker = Checker(build, data, scratch)
        started = time.time()
        scenarios = {"launcher": checker.launcher,
                     "hyano": lambda: checker.table("hyano", 3, 1, 11),
                     "shikoku": lambda: checker.table("shikoku", 3, 3, 4, first_move="Play card"),
                     "tokaido_duo": lambda: checker.table("tokaido_duo", 2, 1, 5),
                     "garden": lambda: checker.table("garden", 2, 1, 5)}
        try:
            for run in (scenarios[name] for name in chosen):
                begun = time.time()
                run()
                print(f"  ({time.time() - begun:.1f} s)", flush=True)
        finally:
            checker.stop()
            bus.terminate()
    print(f"accessibility tree: read in {time.time() - started:.1f} s")
    if checker.problems:
        print(f"{len(checker.problems)} accessibility problem(s)")
        return 1
    print("accessibility tree: no problem found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
