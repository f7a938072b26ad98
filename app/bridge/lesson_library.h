// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game_catalog.h"
#include "sim/lesson.h"

#include <memory>
#include <string>
#include <vector>

namespace kotatsu::bridge {

// The lessons of a game (data/games/<id>/lessons/*.yaml, docs/lessons.md), read and checked
// (readLessonFile) the first time they are asked for, then kept: the launcher lists them and
// the table plays them. A lesson file with errors is left out (its errors are logged; the
// command line and tst_lessons say them at their lines).
std::vector<std::shared_ptr<const Lesson>> lessonsOf(const GameCatalog &catalog,
                                                     const std::string &gameId);
// One lesson of a game by its id (the file's stem), or null.
std::shared_ptr<const Lesson> findLesson(const GameCatalog &catalog, const std::string &gameId,
                                         const std::string &lessonId);

} // namespace kotatsu::bridge
