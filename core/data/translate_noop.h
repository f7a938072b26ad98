// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// core/ has no Qt, but Qt's lupdate reads source text only: writing user-visible English as
// QT_TRANSLATE_NOOP("Context", "text") puts it into the Qt Linguist catalogs, and the Qt side
// translates it at run time with QCoreApplication::translate("Context", text). Without Qt the
// macro is the text itself.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
// The same for a message with a count, "%n card(s)": translated with the count, so that each
// language says its plural forms (QCoreApplication::translate(context, text, nullptr, n)).
#ifndef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_N_NOOP(context, text) text
#endif
