// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "data/data_error.h"

#include <QString>
#include <QStringList>

// Data errors in the user's language. Core builds each problem's words as a DataMessage: an
// English template written QT_TRANSLATE_NOOP("DataError", ...) and its arguments; here the
// template (and every word among its arguments) goes through the installed catalogs, and the
// arguments take the places of %1, %2... The command line and the files keep the English
// (DataError::format()).
namespace kotatsu::bridge {

// "12 is out of range (1 to 8)", in the installed catalogs' language; the words among its
// arguments that data gives in every language ("localized") in `language` (Localization's).
QString dataMessageText(const kotatsu::DataMessage &message, const std::string &language);
// FILE:LINE:COL: key.path: message, the message as dataMessageText says it.
QString dataErrorText(const kotatsu::DataError &error, const std::string &language);
// One line per error (dataErrorText).
QString dataErrorsText(const kotatsu::DataErrors &errors, const std::string &language);

} // namespace kotatsu::bridge
