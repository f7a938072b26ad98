// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"
#include "engine/game_state.h"
#include "util/json.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtTest>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kotatsu::test {

// The data folder: $KOTATSU_DATA_DIR (ctest sets it), else the shipped one of the source tree.
std::string dataDir();
// tests/data: fixtures such as the malformed-input corpus.
std::string fixturesDir();
// The catalog of shipped games, loaded once per process.
const GameCatalog &catalog();
// A definition of a shipped game or variant; fails the test (QFAIL) when missing.
std::shared_ptr<const GameDefinition> definition(const std::string &game,
                                                 const std::string &variant = {});

// The shipped game with `overridesYaml` merged in, exactly as a variant file would do, e.g.
// "rules: {on_empty_deck: take_leftover}". Fails the test when the result is invalid.
std::shared_ptr<const GameDefinition> definitionWith(const std::string &game,
                                                     const std::string &overridesYaml);

// Applies the action written as text after checking that it is legal; returns false (and
// records a test failure) when it is not.
bool play(GameState &state, const std::string &actionText);

// Every shipped (game, variant) pair: the base game has an empty variant id.
struct Playable
{
    std::string game;
    std::string variant;
    std::shared_ptr<const GameDefinition> definition;
};
std::vector<Playable> allPlayables();

// `json` without the members named `keys`, at any depth: what depends on the machine (times,
// thread counts), so that two runs' results can be compared.
Json withoutKeys(const Json &json, std::initializer_list<std::string_view> keys);

// A file's bytes; empty when it cannot be read.
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// An environment variable as a number, else `fallback` (for longer runs by hand).
inline double fromEnvironment(const char *name, double fallback)
{
    const QByteArray value = qgetenv(name);
    bool ok = false;
    const double number = value.toDouble(&ok);
    return ok ? number : fallback;
}

inline QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace kotatsu::test
