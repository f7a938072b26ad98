// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/json.h"

#include <QVariant>

namespace kotatsu::bridge {

// core's Json as the QVariant maps and lists QML reads as JavaScript objects.
QVariant toVariant(const Json &json);
QVariantMap toVariantMap(const Json &json);

} // namespace kotatsu::bridge
