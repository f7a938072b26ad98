#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whole network games between real Kotatsu app processes on the loopback (issue 36), run by
tests/net/play-the-apps.sh inside its own Xvfb and D-Bus session.

`kotatsu-server` holds the table (or, in the apphost scenarios, the first app process, hosting
from its launcher); every other person's seat is a separate `kotatsu` process started
with the table's invitation link (`kotatsu kotatsu://127.0.0.1:PORT/1?code=CODE`), each with
its own user data folder. The test plays for the people as a screen-reader user would: it
reads each process's accessibility tree (AT-SPI; the processes are told apart by their pid)
and presses one of the move buttons its table offers (the game's MoveTargets: "Play the Red 5
from the Moon", "Declare 4"; the window's own buttons aside), chosen at random from a fixed
seed, until the game ends. Then every process must show the end ("Look at the table") with
the same status line, and each one's record of the game (<saved games>/*.kotatsu-seat, the
frames its seat received) must end with the same outcome, each at its own seat.

Scenarios:
  hyano     two processes, seats remote,remote
  shikoku   two processes and a computer on the host, seats remote,remote,computer
  rejoin    Hyano as above; after 6 presses one process is killed (SIGKILL) and started again
            with the same link and user data folder: it must be back at its own seat (the
            token it kept there); after 14, the host is killed and started again from its save
            on the same port (--resume): both processes must be back at their seats by
            themselves; then the game must end in both.
  apphost   no kotatsu-server: app A hosts the table from its launcher, as a screen-reader
            user does it (Shikoku chosen, three players, the second and third seats people,
            "Play on the network…", the local-network listing turned off, Host), and apps B
            and C join with the invitation A's table tells ("Copy the invitation"); the three
            play to the end
  apphost_restart
            the same with two apps at a Hyano table; after 8 presses, while A is to move, A (the host) is killed (SIGKILL)
            and started again with the same user data folder: its launcher offers to reopen
            the table, which is pressed; A is back at its seat, B comes back to its own by
            itself, and the game ends in both
  apphost_tls
            app A hosts Hyano from its launcher as in apphost, with "Encrypted (TLS), with a
            certificate Kotatsu makes" chosen in the dialog's Connections box: its invitation
            must say tls=1 and carry the SHA-256 of the certificate A made (in its user data);
            an app started with that link but another fingerprint (someone in the middle) and
            one with the plain ws:// link must each say why they cannot join, and never sit
            down; app B, with the link as A gave it, plays the game to its end with A

After every scenario each process's statistics (<user data>/statistics.json) must count the
game once, for its own seat: played, and won when its seat is among the winners.

Usage: play_the_apps.py BUILD_DIR DATA_DIR SCENARIO   (needs python3-pyatspi, at-spi2-core)
Prints each step; on a problem says which process (seat), which step and what it saw, and
exits 1.
"""
import glob
import hashlib
import json
import os
import random
import shutil
import signal
import ssl
import subprocess
import sys
import tempfile
import time
import urllib.parse

import pyatspi

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from atspi_session import die_with_the_test, start_bus  # noqa: E402 (tests/support)

# The whole test's limit (s); ctest's TIMEOUT is above it.
DEADLINE = float(os.environ.get("KOTATSU_NET_APPS_DEADLINE", "180"))
# How long one seat may go without a move anywhere before the test gives up (s).
STALL = 30
POLL = 0.1
# KOTATSU_NET_APPS_VERBOSE=1: every press, with the time and how long the tree took to read.
VERBOSE = bool(os.environ.get("KOTATSU_NET_APPS_VERBOSE"))
# Buttons of the window and the table that are no move.
NOT_MOVES = {"‹ Games", "Menu", "Chat", "Look at the table", "Back to the games",
             "Close the hint", "Send", "Cancel", "Back to the table without playing",
             "Copy the invitation"}
# …and those whose names start so (Hyano's "Last prophecy · round 3" shows the last one).
NOT_MOVES_STARTING = ("Language", "Last prophecy")
# X key symbols, for the launcher's spin and combo boxes (a screen-reader user's arrows).
KEY_UP, KEY_DOWN = 0xff52, 0xff54
SCENARIOS = ("hyano", "shikoku", "rejoin", "apphost", "apphost_restart", "apphost_tls")


class Failure(Exception):
    pass


def display_gone():
    """A note for a failure when the test's X display is no longer there (the apps then end
    with SIGABRT), else "". Xvfb started with -displayfd writes no lock file, so its process is
    asked after by the PID atspi-session.sh hands on (ATSPI_XVFB_PID), and its socket by path."""
    number = os.environ.get("DISPLAY", "").lstrip(":").split(".")[0]
    pid = os.environ.get("ATSPI_XVFB_PID", "")
    try:
        os.kill(int(pid), 0)
    except (OSError, ValueError):
        return f"; the virtual screen :{number} is gone (its Xvfb, pid {pid or '?'}, has ended)"
    if not os.path.exists(f"/tmp/.X11-unix/X{number}"):
        return f"; the virtual screen :{number} has no socket file (its Xvfb, pid {pid}, still runs)"
    return ""


def record_lines(path):
    """The JSON objects of a record file, one a line; a line not (yet) whole, being written
    or left by a killed app, is left out."""
    lines = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                lines.append(json.loads(line))
            except ValueError:
                pass
    return lines


class Player:
    """One app process at the table: its user data folder, process and AT-SPI application."""

    def __init__(self, label, build, data, link, scratch):
        self.label = label
        self.build = build
        self.data = data
        self.link = link
        self.user_data = os.path.join(scratch, label)
        os.makedirs(self.user_data, exist_ok=True)
        # Animations off, as check_tree.py does: a window drawing every few milliseconds answers
        # AT-SPI slowly under Xvfb.
        with open(os.path.join(self.user_data, "settings.ini"), "w", encoding="utf-8") as f:
            f.write("[table]\nmotion=off\n")
        self.process = None
        self.app = None
        self.pressed = 0
        self.last_press = None

    def start(self, log):
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
                   KOTATSU_DATA_DIR=self.data, KOTATSU_USER_DATA_DIR=self.user_data,
                   KOTATSU_SAVE_DIR=os.path.join(self.user_data, "saves"),
                   KOTATSU_NO_SOUND="1")
        # Without a link, the app shows its launcher.
        log.write(f"--- {self.label} starts ---\n")
        log.flush()
        self.process = subprocess.Popen(
            [os.path.join(self.build, "app", "gui", "kotatsu"), "--language", "en",
             "--window-size", "1024x640"] + ([self.link] if self.link else []),
            env=env, stdout=log, stderr=log, preexec_fn=die_with_the_test)
        self.app = None

    def find_app(self, timeout=40, ready=lambda screen: screen.status):
        """This process's application on the accessibility bus (by its pid), once its window
        shows a table (a status line), or what `ready` wants of its Screen."""
        end = time.time() + timeout
        while time.time() < end:
            if self.process.poll() is not None:
                raise Failure(f"{self.label}: the app ended (exit {self.process.returncode}) "
                              f"before it showed the table{display_gone()}")
            try:
                for app in pyatspi.Registry.getDesktop(0):
                    if app is not None and app.get_process_id() == self.process.pid:
                        self.app = app
                        if ready(self.read()):
                            return
            except Exception:
                pass
            time.sleep(0.2)
        raise Failure(f"{self.label}: no table on the accessibility bus after {timeout} s "
                      f"(what it showed: {self.read().describe() if self.app else 'nothing'})")

    def read(self):
        return Screen(self.app)

    def records(self):
        """This process's records of network games (<saved games>/*.kotatsu-seat, one JSON
        object a line), newest last: [(header, last frame)]."""
        folder = os.path.join(self.user_data, "saves")
        found = []
        names = sorted(os.listdir(folder) if os.path.isdir(folder) else [],
                       key=lambda n: os.path.getmtime(os.path.join(folder, n)))
        for name in (n for n in names if n.endswith(".kotatsu-seat")):
            lines = record_lines(os.path.join(folder, name))
            frames = [line["frame"] for line in lines if "frame" in line]
            if lines:
                found.append((lines[0], frames[-1] if frames else None))
        return found

    def played(self):
        """The moves this process sent, from all its records: {ply: text}, the last sent for
        a ply (a move sent just before the host stopped is sent again after it restarts)."""
        played = {}
        folder = os.path.join(self.user_data, "saves")
        names = sorted(os.listdir(folder) if os.path.isdir(folder) else [],
                       key=lambda n: os.path.getmtime(os.path.join(folder, n)))
        for name in (n for n in names if n.endswith(".kotatsu-seat")):
            for entry in record_lines(os.path.join(folder, name)):
                if "played" in entry:
                    played[entry["played"]["ply"]] = entry["played"]["text"]
        return played

    def statistics(self):
        """This process's statistics file (<user data>/statistics.json), or {} when none."""
        path = os.path.join(self.user_data, "statistics.json")
        if not os.path.exists(path):
            return {}
        with open(path, encoding="utf-8") as f:
            return json.load(f)

    def find(self, role, name, timeout=20, starts=False):
        """The first object on screen of `role` named `name` (or whose name starts with it),
        waited for."""
        end = time.time() + timeout
        while True:
            for node in nodes_of(self.app):
                try:
                    fits = (node.name or "").startswith(name) if starts else node.name == name
                    if fits and node.getRoleName() == role and \
                            node.getState().contains(pyatspi.STATE_SHOWING):
                        return node
                except Exception:
                    pass
            if time.time() > end:
                raise Failure(f"{self.label}: no {role} {name!r} on screen after {timeout} s "
                              f"({self.read().describe()})")
            time.sleep(0.2)

    def seat(self):
        """The seat this process sat at, from its newest record (None before its first frame)."""
        records = self.records()
        return records[-1][0].get("seat") if records else None

    def name(self):
        seat = self.seat()
        return f"{self.label} (seat {seat}, pid {self.process.pid if self.process else '-'})"

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.app = None

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class Screen:
    """What one read of a process's tree found: its status line (the alert), its move buttons
    and whether the end shows."""

    def __init__(self, app):
        self.status = ""
        self.seconds = 0.0
        self.moves = []
        self.ended = False
        self.buttons = []
        # What else it says (a dialog's error, when there is no table), the first few.
        self.texts = []
        if app is None:
            return
        begun = time.time()
        try:
            app.clearCache()
        except Exception:
            pass
        self._walk(app, 0)
        self.seconds = time.time() - begun

    def _walk(self, acc, depth):
        if acc is None or depth > 60:
            return
        try:
            role = acc.getRoleName()
            name = acc.name or ""
            states = acc.getState()
            showing = states.contains(pyatspi.STATE_SHOWING)
            if showing and role == "alert" and name and not self.status:
                self.status = name
            if role == "list" and name in ("Moves", "Chat"):
                return  # the move log grows with the game; neither holds a move
            if showing and role in ("label", "static", "text") and name and len(self.texts) < 8:
                self.texts.append(name[:120])
            if showing and role == "push button" and name:
                self.buttons.append(name)
                if name == "Look at the table":
                    self.ended = True
                elif name not in NOT_MOVES and not name.startswith(NOT_MOVES_STARTING):
                    self.moves.append(acc)
            for child in acc:
                self._walk(child, depth + 1)
        except Exception:  # an object that went away while it was read
            pass

    def describe(self):
        said = "" if self.status else f", texts {self.texts}"
        return f"status {self.status!r}, buttons {self.buttons[:12]}{said}"


def nodes_of(app):
    """Every object of an application's tree."""
    found = []

    def walk(acc, depth):
        if acc is None or depth > 60:
            return
        try:
            found.append(acc)
            for child in acc:
                walk(child, depth + 1)
        except Exception:  # an object that went away while it was read
            pass

    if app is not None:
        try:
            app.clearCache()
        except Exception:
            pass
        walk(app, 0)
    return found


def act(node, *names):
    """Does the node's first action of `names` (AT-SPI's words for pressing, toggling,
    focusing)."""
    action = node.queryAction()
    offered = [action.getName(i) for i in range(action.nActions)]
    for name in names:
        if name in offered:
            return action.doAction(offered.index(name))
    raise Failure(f"{node.getRoleName()} {node.name!r} offers none of {names}: {offered}")


def print_tail(path, lines):
    """Prints the last `lines` lines of the file at `path` (nothing if it cannot be read)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            tail = f.readlines()[-lines:]
    except OSError:
        return
    print(f"(its last {len(tail)} lines:)", flush=True)
    for line in tail:
        print("  | " + line.rstrip("\n"), flush=True)


def press(node):
    act(node, "Press", "press", "Toggle", "toggle", "click")


def keys(player, node, keysym, count):
    """Gives the keyboard to `node` (AT-SPI's focus action) and presses `keysym` `count`
    times, as a screen-reader user changes a spin or combo box: arrows."""
    act(node, "SetFocus")
    time.sleep(0.2)
    for _ in range(count):
        pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
        time.sleep(0.15)


def host_from_launcher(player, game, people, tls=False):
    """App `player` hosts a table of `game` (its name in the launcher) for `people` people
    from its launcher, as a screen-reader user does it (with `tls`, the Connections box set to
    the certificate the app makes); returns the invitation its table then tells (the
    description of "Copy the invitation"), on the loopback."""
    press(player.find("list item", game))
    spin = player.find("spin button", "Players")
    end = time.time() + 10
    while spin.queryValue().currentValue != people and time.time() < end:
        now = int(spin.queryValue().currentValue)
        keys(player, spin, KEY_DOWN if now > people else KEY_UP, abs(now - people))
        time.sleep(0.3)
    if spin.queryValue().currentValue != people:
        raise Failure(f"{player.label}: the launcher's Players stays at "
                      f"{spin.queryValue().currentValue}")
    # Every seat after the first: Computer → Person (the row above in its list).
    for seat in range(2, people + 1):
        keys(player, player.find("combo box", f"Who plays seat {seat}"), KEY_UP, 1)
        end = time.time() + 10
        while any(n.name == f"Computer strength, seat {seat}" for n in nodes_of(player.app)):
            if time.time() > end:
                raise Failure(f"{player.label}: seat {seat} stays the computer's")
            time.sleep(0.2)
    press(player.find("push button", "Play on the network…"))
    # Not listed on the network: the test's table is for app B alone (and nothing leaves
    # this machine's loopback).
    listed = player.find("check box", "List the table on this network", starts=True)
    if listed.getState().contains(pyatspi.STATE_CHECKED):
        press(listed)
    if tls:
        # Not encrypted → Encrypted (TLS), with a certificate Kotatsu makes: the next entry.
        box = player.find("combo box", "Connections")
        keys(player, box, KEY_DOWN, 1)
        end = time.time() + 10
        while "certificate Kotatsu makes" not in (player.find("combo box", "Connections")
                                                  .description or ""):
            if time.time() > end:
                raise Failure(f"{player.label}: the Connections box says "
                              f"{player.find('combo box', 'Connections').description!r}")
            time.sleep(0.2)
    press(player.find("push button", "Host"))
    copy = player.find("push button", "Copy the invitation", timeout=40)
    said = copy.description or ""
    if "kotatsu://" not in said:
        raise Failure(f"{player.label}: the invitation button tells no link: {said!r}")
    link = urllib.parse.urlsplit(said[said.index("kotatsu://"):].split()[0])
    # The link names this computer on its network; the test's apps are on the loopback.
    return link._replace(netloc=f"127.0.0.1:{link.port}").geturl()


class Game:
    def __init__(self, players, rng, started):
        self.players = players
        self.rng = rng
        self.started = started
        self.moves = 0

    def step(self, player):
        """One look at `player`: presses a move if it has one. True when it pressed."""
        screen = player.read()
        if screen.ended or not screen.moves:
            return False, screen
        button = self.rng.choice(screen.moves)
        try:
            name = button.name
            action = button.queryAction()
            for i in range(action.nActions):
                if action.getName(i) in ("press", "Press", "click"):
                    action.doAction(i)
                    break
            else:
                action.doAction(0)
        except Exception:  # the button went away (the table changed): look again
            return False, screen
        player.pressed += 1
        player.last_press = name
        self.moves += 1
        if VERBOSE:
            print(f"    {time.time() - self.started:6.1f} s  {player.name()}: {name!r} "
                  f"(read in {screen.seconds:.2f} s)", flush=True)
        return True, screen

    def play_until(self, done, what, limit):
        """Plays for every player until done() holds; fails after `limit` s in all, or when
        nothing moved for STALL s."""
        end = self.started + limit
        last_progress = time.time()
        screens = {}
        while not done():
            if time.time() > end or time.time() - last_progress > STALL:
                seen = "\n  ".join(f"{p.name()}: {p.pressed} presses, last "
                                   f"{p.last_press!r}; {screens.get(p.label).describe() if screens.get(p.label) else '?'}"
                                   for p in self.players)
                why = "time is up" if time.time() > end else f"nothing to press for {STALL} s"
                raise Failure(f"{what}: {why} after {self.moves} presses; the seats showed:\n  {seen}")
            for player in self.players:
                if player.process.poll() is not None:
                    raise Failure(f"{player.name()}: the app ended (exit "
                                  f"{player.process.returncode}) during {what}, after "
                                  f"{player.pressed} presses{display_gone()}")
                pressed, screen = self.step(player)
                screens[player.label] = screen
                if pressed:
                    last_progress = time.time()
            time.sleep(POLL)

    def all_ended(self):
        return all(p.read().ended for p in self.players)


def check_moves(players, journal, people_only):
    """Every move a process sent is the move the host played at that ply (the host's save:
    a header line, then one line a move, its text); with people only at the table, every move
    the host played was sent by one of them."""
    moves = record_lines(journal)[1:]
    sent = {}
    for player in players:
        for ply, text in player.played().items():
            if ply >= len(moves) or moves[ply] != text:
                host = moves[ply] if ply < len(moves) else "nothing"
                raise Failure(f"{player.name()} sent {text!r} at ply {ply}, but the host "
                              f"played {host!r} there")
            if ply in sent:
                raise Failure(f"{player.name()} and {sent[ply]} both sent the move at ply {ply}")
            sent[ply] = player.name()
    if people_only and sorted(sent) != list(range(len(moves))):
        missing = sorted(set(range(len(moves))) - set(sent))
        raise Failure(f"the host played moves nobody sent, at plies {missing[:10]}")
    print(f"  the host's save has the {len(moves)} moves; the {len(sent)} the apps sent are "
          "the moves it played", flush=True)


def check_end(players, seats):
    """Every process shows the end, with the same result in its status line, and its record
    of the game ends with the same outcome; each sat at its own seat."""
    results = {}
    outcomes = {}
    for player in players:
        screen = player.read()
        if not screen.ended:
            raise Failure(f"{player.name()}: the game did not end on its screen: "
                          f"{screen.describe()}")
        results[player.name()] = screen.status
        records = player.records()
        last = records[-1][1] if records else None
        if not last or not last.get("over") or not last.get("outcome"):
            raise Failure(f"{player.name()}: its record of the game has no end "
                          f"({len(records)} record(s), last frame {str(last)[:200]})")
        outcomes[player.name()] = json.dumps(last["outcome"], sort_keys=True)
    if len(set(results.values())) != 1 or not next(iter(results.values())):
        raise Failure(f"the seats show different results: {results}")
    if len(set(outcomes.values())) != 1:
        raise Failure(f"the seats' records end with different outcomes: {outcomes}")
    taken = [p.seat() for p in players]
    if sorted(taken) != sorted(seats):
        raise Failure(f"the processes sat at seats {taken}, not at {seats}")
    print(f"  every seat shows the end: {next(iter(results.values()))!r}; the records agree: "
          f"{next(iter(outcomes.values()))[:160]}", flush=True)



def check_statistics(players, game):
    """Each process counted the game once in its statistics, for its own seat: played, and
    won when that seat is among the winners (as a game on one computer counts for its
    person)."""
    for player in players:
        seat = player.seat()
        outcome = player.records()[-1][1]["outcome"]
        won = seat in outcome.get("winners", [])
        kept = player.statistics().get("games", {}).get(game)
        if not kept or kept.get("played") != 1 or kept.get("won") != int(won):
            raise Failure(f"{player.name()}: its statistics for {game} are {kept}, not one game "
                          f"played and {int(won)} won (winners {outcome.get('winners')})")
    print(f"  each app's statistics count the game once for its seat", flush=True)


def start_server(build, data, arguments, scratch, log):
    saves = os.path.join(scratch, "server")
    os.makedirs(saves, exist_ok=True)
    server = subprocess.Popen(
        [os.path.join(build, "app", "server", "kotatsu-server"), "--saves", saves] + arguments,
        env=dict(os.environ, KOTATSU_DATA_DIR=data, KOTATSU_USER_DATA_DIR=scratch),
        stdout=subprocess.PIPE, stderr=log, text=True, preexec_fn=die_with_the_test)
    line = server.stdout.readline()
    if not line:
        raise Failure(f"kotatsu-server {' '.join(arguments)} printed no invitation "
                      f"(exit {server.wait()})")
    return server, json.loads(line)


def stop(process):
    if process and process.poll() is None:
        process.terminate()
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def shows_text(player, fragment, timeout=40):
    """Waits until a text on `player`'s screen contains `fragment`; returns it."""
    end = time.time() + timeout
    while True:
        if player.process.poll() is not None:
            raise Failure(f"{player.label}: the app ended (exit {player.process.returncode}) "
                          f"before it said {fragment!r}{display_gone()}")
        for node in nodes_of(player.app):
            try:
                if fragment in (node.name or "") and \
                        node.getState().contains(pyatspi.STATE_SHOWING):
                    return node.name
            except Exception:
                pass
        if time.time() > end:
            raise Failure(f"{player.label}: never said {fragment!r} in {timeout} s "
                          f"({player.read().describe()})")
        time.sleep(0.3)


def certificate_fingerprint(path):
    """The SHA-256 of a PEM certificate's DER bytes, as invitations carry it."""
    with open(path, encoding="ascii") as f:
        return hashlib.sha256(ssl.PEM_cert_to_DER_cert(f.read())).hexdigest()


def refused_at_tls_host(host, link, build, data, scratch, log, started):
    """Two apps that must not get in: one whose invitation names another certificate, one
    with the plain ws:// link. Each says why, and neither sits down."""
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(link).query)
    if query.get("tls") != ["1"] or not query.get("sha256"):
        raise Failure(f"app A: its invitation is not a TLS one with a fingerprint: {link}")
    made = certificate_fingerprint(os.path.join(host.user_data, "network",
                                                "host-certificate.pem"))
    if query["sha256"] != [made]:
        raise Failure(f"app A: its invitation names the certificate {query['sha256']}, "
                      f"not the one it made ({made})")
    forged = link.replace(made, "0" * 64)
    plain = link.replace(f"&tls=1&sha256={made}", "")
    for label, wrong, says in (("app E", forged, "is not the host that invited you"),
                               ("app P", plain, "No table answered")):
        intruder = Player(label, build, data, wrong, scratch)
        intruder.start(log)
        try:
            intruder.find_app(ready=lambda screen: True)
            said = shows_text(intruder, says)
            if intruder.records():
                raise Failure(f"{label}: refused, yet it has a record of the game")
        finally:
            intruder.stop()
        print(f"  {label} ({'another fingerprint' if wrong == forged else 'plain ws://'}): "
              f"{said!r} ({time.time() - started:.1f} s)", flush=True)


def on_launcher(screen):
    return "Play on the network…" in screen.buttons


def run(build, data, scenario, scratch, log):
    game = "shikoku" if scenario in ("shikoku", "apphost") else "hyano"
    seats = "remote,remote,computer:level=easy" if game == "shikoku" else "remote,remote"
    seed = {"hyano": 5, "shikoku": 4, "rejoin": 7, "apphost": 3, "apphost_restart": 9,
            "apphost_tls": 11}[scenario]
    app_hosts = scenario.startswith("apphost")
    started = time.time()
    servers = []
    players = []
    try:
        if app_hosts:
            # App A holds the table (its own NetServer, saving under its user data); B joins
            # with the invitation A's table tells.
            host = Player("app A", build, data, None, scratch)
            host.start(log)
            players.append(host)
            host.find_app(ready=on_launcher)
            # apphost: three apps at a Shikoku table; apphost_restart: two at Hyano.
            apps = 3 if game == "shikoku" else 2
            link = host_from_launcher(host, "Shikoku" if game == "shikoku" else "Hyano", apps,
                                      tls=scenario == "apphost_tls")
            host.find_app()
            print(f"  app A: pid {host.process.pid}, hosts {link} from its launcher "
                  f"({time.time() - started:.1f} s)", flush=True)
            journals = glob.glob(os.path.join(host.user_data, "network", "*.kotatsu-net"))
            if len(journals) != 1:
                raise Failure(f"app A: not one table save in its user data: {journals}")
            journal = journals[0]
            if scenario == "apphost_tls":
                refused_at_tls_host(host, link, build, data, scratch, log, started)
            joining = [Player(label, build, data, link, scratch)
                       for label in ("app B", "app C")[:apps - 1]]
        else:
            server, invitation = start_server(
                build, data,
                ["--game", game, "--seats", seats, "--seed", str(seed), "--port", "0"],
                scratch, log)
            servers.append(server)
            journal = invitation["file"]
            link = invitation["invitation"]
            print(f"  table: {link}", flush=True)
            # Both at once: each sits at the first free seat for a person, one of them first.
            joining = [Player(label, build, data, link, scratch) for label in ("app A", "app B")]
        for player in joining:
            player.start(log)
            players.append(player)
        for player in joining:
            player.find_app()
            print(f"  {player.label}: pid {player.process.pid}, {player.read().status!r} "
                  f"({time.time() - started:.1f} s)", flush=True)
        play = Game(players, random.Random(seed), started)

        def back_at(player, seat, what):
            """`player` shows the table again at `seat` (its newest record's)."""
            end = time.time() + 30
            while time.time() < end:
                screen = player.read()
                if player.seat() == seat and screen.status and \
                        "dropped" not in screen.status and not screen.ended:
                    return
                time.sleep(0.2)
            raise Failure(f"{player.name()}: not back at seat {seat} {what}: "
                          f"{player.read().describe()}")

        if scenario == "rejoin":
            # A few moves, then one app is killed outright (SIGKILL: no goodbye to the host)
            # and started again with the same link and user data folder: it must take its own
            # seat back with the token it kept, and the game go on.
            # (Killed while the other is to move: not between its press and the host's
            # answer.)
            victim = players[1]
            play.play_until(lambda: play.moves >= 6 and players[0].read().moves,
                            "the first moves", DEADLINE)
            seat = victim.seat()
            victim.kill()
            print(f"  {victim.label} (seat {seat}): killed after {victim.pressed} presses "
                  f"({time.time() - started:.1f} s)", flush=True)
            victim.start(log)
            victim.find_app()
            back_at(victim, seat, "after it was killed and started again")
            print(f"  {victim.name()}: started again, back at its seat: "
                  f"{victim.read().status!r} ({time.time() - started:.1f} s)", flush=True)
            # Then the host: killed outright and started again from its save, on its port;
            # both apps connect again by themselves.
            play.play_until(lambda: play.moves >= 14, "the moves after the rejoin", DEADLINE)
            at = {p.label: p.seat() for p in players}
            server.kill()
            server.wait()
            port = str(urllib.parse.urlsplit(invitation["url"]).port)
            server, resumed = start_server(build, data, ["--resume", invitation["file"],
                                                         "--port", port], scratch, log)
            journal = resumed["file"]
            servers.append(server)
            print(f"  the host: killed and started again from its save "
                  f"({time.time() - started:.1f} s)", flush=True)
            for player in players:
                back_at(player, at[player.label], "after the host started again")
            print(f"  both apps back at their seats ({time.time() - started:.1f} s)",
                  flush=True)
        if scenario == "apphost_restart":
            # The host itself: killed outright while it is to move (its table saved after
            # every move), started again with the same user data folder; its launcher offers
            # the table, which is reopened on its port; B comes back by itself.
            host = players[0]
            play.play_until(lambda: play.moves >= 8 and host.read().moves,
                            "the first moves", DEADLINE)
            at = {p.label: p.seat() for p in players}
            host.kill()
            print(f"  app A (the host, seat {at[host.label]}): killed after {host.pressed} "
                  f"presses ({time.time() - started:.1f} s)", flush=True)
            host.start(log)
            host.find_app(ready=on_launcher)
            reopen = host.find("push button", "Reopen your network table: Hyano", starts=True)
            print(f"  app A: started again; its launcher offers {reopen.name!r} "
                  f"({time.time() - started:.1f} s)", flush=True)
            press(reopen)
            host.find_app()
            for player in players:
                back_at(player, at[player.label], "after the host reopened its table")
            print(f"  both apps back at their seats ({time.time() - started:.1f} s)",
                  flush=True)
        play.play_until(play.all_ended, "the game", DEADLINE)
        print(f"  game over after {play.moves} presses "
              f"({', '.join(f'{p.name()} {p.pressed}' for p in players)}), "
              f"{time.time() - started:.1f} s", flush=True)
        if any(p.pressed == 0 for p in players):
            raise Failure("a seat never moved: "
                          + ", ".join(f"{p.name()} {p.pressed}" for p in players))
        check_end(players, list(range(len(players))))
        check_moves(players, journal, people_only=(app_hosts or game != "shikoku"))
        check_statistics(players, game)
    finally:
        for player in players:
            player.stop()
        for server in servers:
            stop(server)


def main():
    build, data, scenario = sys.argv[1], sys.argv[2], sys.argv[3]
    # Stopped from outside (ctest's timeout): the `finally`s still stop every process.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("FAIL: stopped from outside (SIGTERM)"))
    if scenario not in SCENARIOS:
        print(f"no scenario {scenario!r}; there are {', '.join(SCENARIOS)}", file=sys.stderr)
        return 2
    scratch = tempfile.mkdtemp(prefix=f"kotatsu-net-apps-{scenario}-")
    log_path = os.path.join(scratch, "processes.log")
    bus = start_bus()
    began = time.time()
    try:
        with open(log_path, "w", encoding="utf-8") as log:
            run(build, data, scenario, scratch, log)
    except Failure as failure:
        print(f"FAIL {scenario}: {failure}", flush=True)
        print(f"(the processes' output: {log_path})", flush=True)
        # The scratch folder goes with the session's (atspi-session.sh) unless
        # KOTATSU_KEEP_SCRATCH is set: what the apps printed last is shown here, so that a
        # failure seen once in CI can be read afterwards.
        print_tail(log_path, 80)
        return 1
    finally:
        bus.terminate()
    print(f"network game between app processes ({scenario}): passed in "
          f"{time.time() - began:.1f} s", flush=True)
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
