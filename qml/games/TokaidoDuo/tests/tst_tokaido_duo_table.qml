// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Kotatsu
import Kotatsu.Bridge

TestCase {
    id: testCase
    name: "TokaidoDuoTable"
    when: windowShown
    visible: true
    width: 1000
    height: 640
}
