#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists the include cycles between the files of a source folder (app/ by default).

A file is counted with its pair: x.h and x.cpp are one unit "x", as a reader sees them. Unit
a depends on unit b when a.h or a.cpp includes b.h ("..." includes that resolve inside the
folder: next to the file, or from one of the folders given with -I). A cycle is a group of
units that all reach each other (a strongly connected component of more than one unit, or a
unit that includes itself). Prints each cycle with the includes that close it and exits 1 when
there is one, 0 when there is none.

    tests/app/include_cycles.py [ROOT] [-I DIR]...
"""
import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
SUFFIXES = ('.h', '.hpp', '.cpp', '.cc')


def unit_of(path):
    return os.path.splitext(path)[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('root', nargs='?', default='app')
    parser.add_argument('-I', dest='include_dirs', action='append', default=[])
    args = parser.parse_args()
    root = os.path.normpath(args.root)
    files = []
    for folder, _, names in os.walk(root):
        files += [os.path.join(folder, n) for n in names if n.endswith(SUFFIXES)]
    known = set(files)
    search = [os.path.normpath(d) for d in args.include_dirs] or sorted(
        {os.path.dirname(f) for f in files})
    edges = {}  # unit -> {unit: "file includes header"}
    for path in sorted(files):
        with open(path, encoding='utf-8', errors='replace') as f:
            text = f.read()
        for name in INCLUDE.findall(text):
            for base in [os.path.dirname(path)] + search:
                target = os.path.normpath(os.path.join(base, name))
                if target in known:
                    a, b = unit_of(path), unit_of(target)
                    if a != b:
                        edges.setdefault(a, {}).setdefault(b, f'{path} includes "{name}"')
                    break

    # Tarjan's strongly connected components.
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    counter = [0]
    units = sorted({unit_of(f) for f in files})

    def connect(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges.get(v, {})):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    sys.setrecursionlimit(10000)
    for u in units:
        if u not in index:
            connect(u)
    for group in found:
        print('include cycle: ' + ' <-> '.join(group))
        members = set(group)
        for a in group:
            for b, why in sorted(edges.get(a, {}).items()):
                if b in members:
                    print('    ' + why)
    if not found:
        print(f'no include cycles among the {len(units)} units of {root}')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
