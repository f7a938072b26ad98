// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The keys listed under the rules (F1) name every key: a shortcut bound to several
// sequences (zoom in: Ctrl++ and Ctrl+=) has no nativeText of its own.
TestCase {
    id: testCase
    name: "KeysList"
    when: windowShown
    visible: true
    width: 1024
    height: 640

    GameSession {
        id: session
        aiDelay: 0
    }
    Component {
        id: pageView
        GamePage {
            width: 1024
            height: 640
        }
    }

    function test_everyKeyIsNamed() {
        Localization.language = "ja"
        verify(session.start("shikoku", "", [{ kind: "human" }, { kind: "human" }, { kind: "human" }], 1))
        const page = createTemporaryObject(pageView, testCase, { session: session })
        verify(page)
        const list = page.shortcutList
        verify(list.length >= 10)
        for (let i = 0; i < list.length; ++i) {
            const keys = String(list[i].keys)
            verify(keys.trim().length > 0, "no keys for " + list[i].what)
            for (const part of keys.split(" / "))
                verify(part.trim().length > 0, "“" + keys + "” (" + list[i].what + ") names no key")
        }
        Localization.language = "en"
    }
}
