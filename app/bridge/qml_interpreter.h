// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

// QML's JavaScript runs in Qt's interpreter, not its JIT. Qt 6.4's JIT leaves values on the
// JavaScript stack that its garbage collector cannot read: a collection that starts while such
// a frame is live crashes (SIGSEGV in QV4::MemoryManager::collectFromJSStack). It happened at
// random under load (tst_hyano_table in CI, tst_text_fits once: about 1 run in 10 with four
// side by side) and at once with a collection at every allocation (QV4_MM_AGGRESSIVE_GC=1),
// never with the interpreter. The tables' JavaScript is light: the QML tests' CPU time was the
// same either way (December 2026). Call before the first QML engine is made; a value in the
// environment wins.
inline void useQmlInterpreter()
{
    if (!qEnvironmentVariableIsSet("QV4_FORCE_INTERPRETER"))
        qputenv("QV4_FORCE_INTERPRETER", "1");
}
