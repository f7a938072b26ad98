// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtTest

// Not part of the suite: the smallest reproduction of the Qt 6.4.2 texture leak that
// tests/sanitizers/lsan.supp suppresses. Nothing of Kotatsu's is loaded. In the sanitizer
// build run
//   ASAN_OPTIONS=fast_unwind_on_malloc=0 LSAN_OPTIONS=fast_unwind_on_malloc=0 \
//     build-asan/tests/qml/tst_qml_runner -platform offscreen -input tests/sanitizers/qt_texture_leak.qml
// and LeakSanitizer reports the ComboBox indicator's QSGTexture, its QImage and the factory
// as indirect leaks.
TestCase {
    id: testCase
    name: "QtTextureLeak"
    when: windowShown

    Component {
        id: windowWithComboBox
        ApplicationWindow {
            visible: true
            width: 300
            height: 200
            ComboBox { model: ["a", "b"] }
        }
    }

    function test_first() { verify(createTemporaryObject(windowWithComboBox, testCase)); wait(200) }
    function test_second() { verify(createTemporaryObject(windowWithComboBox, testCase)); wait(200) }
}
