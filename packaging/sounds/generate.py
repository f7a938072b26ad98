#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Makes Kotatsu's table sounds from nothing but arithmetic: no recording, no sample library,
so they are the project's own work under its licence (packaging/copyright says so).

Each sound is computed here, sample by sample, with a seeded random generator of our own, and
written as a 16-bit mono WAV file at 22,050 Hz:

  card.wav   a card slid and laid down: a burst of noise through a band-pass filter that
             sweeps down, then a soft slap
  dice.wav   dice rolled on wood: a few short wooden clicks, irregularly spaced, dying away
  step.wav   a piece set down on a space: a low, soft tap
  bead.wav   a glass bead set on another: two bright, inharmonic clicks
  turn.wav   your turn: a two-note chime, rising
  end.wav    the end of a game: a short motif plucked on a koto-like string

Usage: packaging/sounds/generate.py [--check] [FOLDER]
  FOLDER   where the WAV files go (default: qml/sounds beside this repository's packaging/)
  --check  writes nothing: exits 1 unless every file in FOLDER is what this script makes
           (within one step of the 16-bit scale, for a libm that rounds differently)
"""
import math
import os
import struct
import sys
import wave

RATE = 22050
PEAK = 0.70  # every sound peaks at -3 dBFS


class Noise:
    """xorshift32: the same white noise on every machine and Python version."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF or 1

    def __call__(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0  # -1 .. 1


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at):
    """Adds `sound` into `into` from `at` seconds on, growing it as needed."""
    start = int(at * RATE)
    need = start + len(sound)
    if len(into) < need:
        into.extend([0.0] * (need - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v
    return into


def bandpass(samples, centre, q, sweep_to=None):
    """A two-pole resonant band-pass (state-variable filter), its centre moving from `centre`
    to `sweep_to` Hz over the sound."""
    low = band = 0.0
    out = []
    n = len(samples)
    for i, x in enumerate(samples):
        f = centre if sweep_to is None else centre + (sweep_to - centre) * i / max(1, n - 1)
        k = 2.0 * math.sin(math.pi * f / RATE)
        high = x - low - band / q
        band += k * high
        low += k * band
        out.append(band)
    return out


def lowpass(samples, cutoff):
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def envelope(samples, attack, decay):
    """A fast linear attack, then an exponential decay with time constant `decay` seconds."""
    a = max(1, int(attack * RATE))
    return [v * (i / a if i < a else math.exp(-(i - a) / (decay * RATE)))
            for i, v in enumerate(samples)]


def partials(freqs, amps, decays, seconds, attack=0.0015):
    """Damped sinusoids: a struck bell, glass or wood (a short attack, so no click)."""
    out = []
    ramp = attack * RATE
    for i in range(int(seconds * RATE)):
        t = i / RATE
        out.append(min(1.0, i / ramp) * sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t)
                                             for f, a, d in zip(freqs, amps, decays)))
    return out


def pluck(freq, seconds, noise, brightness=0.5):
    """Karplus-Strong: a string plucked with a burst of noise, its loop a soft low-pass."""
    period = max(2, int(round(RATE / freq)))
    line = lowpass([noise() for _ in range(period)], RATE * brightness / 4)
    out = []
    for i in range(int(seconds * RATE)):
        j = i % period
        v = line[j]
        out.append(v)
        line[j] = 0.996 * 0.5 * (v + line[(j + 1) % period])
    return out


def normalise(samples, tail):
    peak = max(abs(v) for v in samples) or 1.0
    scaled = [v * PEAK / peak for v in samples]
    fade = int(tail * RATE)  # what still rings dies away: no click at the end
    for i in range(min(fade, len(scaled))):
        scaled[-1 - i] *= i / fade
    return scaled


def card():
    noise = Noise(0xCA4D)
    slide = bandpass([noise() for _ in range(int(0.16 * RATE))], 3200, 1.2, sweep_to=900)
    slide = envelope(lowpass(slide, 4000), 0.012, 0.045)
    slap = lowpass([noise() for _ in range(int(0.06 * RATE))], 1400)
    slap = envelope(slap, 0.002, 0.012)
    sound = mix(silence(0.20), slide, 0.0)
    return mix(sound, [v * 1.6 for v in slap], 0.105)


def dice():
    noise = Noise(0xD1CE)
    sound = silence(0.50)
    # Two dice: their clicks, when and how loud.
    hits = [(0.000, 1.0, 1.00), (0.028, 0.8, 1.15), (0.110, 0.75, 0.95), (0.150, 0.55, 1.1),
            (0.235, 0.45, 1.0), (0.290, 0.3, 1.2), (0.345, 0.18, 0.97)]
    for at, loud, tone in hits:
        click = partials([1750 * tone, 2630 * tone, 4100 * tone], [1.0, 0.6, 0.3],
                         [0.012, 0.008, 0.005], 0.05)
        grit = envelope(bandpass([noise() for _ in range(int(0.03 * RATE))], 2500 * tone, 0.8),
                        0.0005, 0.006)
        mix(sound, [loud * (c + 0.8 * g) for c, g in zip(click, grit + [0.0] * len(click))], at)
    return sound


def step():
    noise = Noise(0x57E9)
    n = int(0.14 * RATE)
    body = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (120 + 110 * math.exp(-t / 0.02)) / RATE  # the pitch falls
        body.append(math.sin(phase) * math.exp(-t / 0.03))
    felt = envelope(lowpass([noise() for _ in range(n)], 900), 0.001, 0.010)
    return [b + 0.5 * f for b, f in zip(body, felt)]


def bead():
    first = partials([3150, 4870, 6320, 8110], [1.0, 0.7, 0.45, 0.25],
                     [0.045, 0.030, 0.020, 0.012], 0.16)
    second = partials([3390, 5230, 7010], [0.6, 0.4, 0.2], [0.030, 0.020, 0.012], 0.12)
    sound = mix(silence(0.20), first, 0.0)
    return mix(sound, [0.45 * v for v in second], 0.045)


def chime(freq, seconds, loud=1.0):
    # A small bell: its fundamental, a bright octave and a faint inharmonic partial.
    return [loud * v for v in partials([freq, 2.0 * freq, 2.76 * freq], [1.0, 0.35, 0.12],
                                       [0.35, 0.18, 0.08], seconds)]


def turn():
    sound = mix(silence(0.80), chime(784.0, 0.80, 0.8), 0.0)  # G5
    return mix(sound, chime(1046.5, 0.66), 0.14)             # C6


def end():
    noise = Noise(0xE4D)
    # A koto phrase in the miyako-bushi scale: E, F, A, B, then the high E rung out.
    notes = [(0.00, 329.63, 0.8), (0.16, 349.23, 0.7), (0.32, 440.00, 0.8),
             (0.48, 493.88, 0.75), (0.72, 659.25, 1.0)]
    sound = silence(1.6)
    for at, freq, loud in notes:
        mix(sound, [loud * v for v in pluck(freq, 1.6 - at, noise)], at)
    return sound


# Each sound and how long its last moments fade out.
SOUNDS = {"card": (card, 0.01), "dice": (dice, 0.01), "step": (step, 0.01),
          "bead": (bead, 0.02), "turn": (turn, 0.15), "end": (end, 0.45)}


def to_bytes(samples):
    return b"".join(struct.pack("<h", max(-32767, min(32767, int(round(v * 32767)))))
                    for v in samples)


def write(path, samples):
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(to_bytes(samples))


def read(path):
    with wave.open(path, "rb") as f:
        if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
            return None
        data = f.readframes(f.getnframes())
    return list(struct.unpack("<%dh" % (len(data) // 2), data))


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    folder = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                               "..", "..", "qml", "sounds")
    problems = 0
    for name, (make, tail) in SOUNDS.items():
        path = os.path.join(folder, name + ".wav")
        samples = normalise(make(), tail)
        if not check:
            write(path, samples)
            print("%s: %.2f s" % (path, len(samples) / RATE))
            continue
        want = list(struct.unpack("<%dh" % len(samples), to_bytes(samples)))
        have = read(path) if os.path.exists(path) else None
        if have is None or len(have) != len(want) or any(abs(a - b) > 1 for a, b in zip(have, want)):
            print("FAIL: %s is not what packaging/sounds/generate.py makes" % path)
            problems += 1
    if check:
        print("%d of %d sounds as generated" % (len(SOUNDS) - problems, len(SOUNDS)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
