// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import KotatsuTest
import Kotatsu
import Kotatsu.Bridge

// The winner's badge at the garden's end is whole: one colour from its left curve to its right
// one, with no column of the card showing through. At 1920×1080 the table is drawn at 120 %,
// and Qt's software renderer painted a Rectangle with a radius as corner pictures and a band
// rounded to whole pixels apart: in French ("Vainqueur") a 1-px column of the card stood
// between the left corner and the band (issue 31). The badge is read from the window as drawn,
// along a row just under its top edge.
TestCase {
    id: testCase
    name: "GardenEndBadge"
    when: windowShown
    visible: true
    width: 1920
    height: 1080

    Component {
        id: sessionView
        GameSession {
            aiDelay: 0
        }
    }
    Component {
        id: pageView
        GamePage {}
    }

    function init() {
        AppSettings.resetToDefaults()
        AppSettings.motion = "off"
    }
    function cleanup() {
        Localization.language = "en"
        AppSettings.resetToDefaults()
    }

    function test_winnerBadgeWhole_data() {
        return [
            { tag: "fr 1920x1080", lang: "fr", w: 1920, h: 1080 },
            { tag: "es 1920x1080", lang: "es", w: 1920, h: 1080 },
            { tag: "ja 1920x1080", lang: "ja", w: 1920, h: 1080 },
            { tag: "hu 1024x640", lang: "hu", w: 1024, h: 640 }
        ]
    }
    function test_winnerBadgeWhole(data) {
        Localization.language = data.lang
        const session = createTemporaryObject(sessionView, testCase)
        verify(session.load(Qt.resolvedUrl("../../../../tests/data/end-games/garden-you.kotatsu")), session.lastError)
        const page = createTemporaryObject(pageView, testCase, { session: session, width: data.w, height: data.h })
        tryVerify(function() { return page.table !== null })
        const badge = findChild(page.table, "stateBadge")
        verify(badge, "the winner's card has its badge")
        tryVerify(function() { return badge.visible && badge.width > 20 })
        waitForItemPolished(page.table)
        wait(50)
        const image = grabImage(testCase)
        const from = badge.mapToItem(null, 0, 0), to = badge.mapToItem(null, badge.width, badge.height)
        // Just under the top edge, clear of the text: the band from where the left curve is
        // at its full colour to where the right one starts curving.
        const y = Math.round(from.y + (to.y - from.y) * 0.15)
        const left = Math.ceil(from.x + (to.y - from.y) * 0.4), right = Math.floor(to.x - (to.y - from.y) * 0.4)
        verify(right - left > 20, "the badge is " + Math.round(to.x - from.x) + " px wide")
        const fill = String(image.pixel(Math.round((left + right) / 2), y))
        const other = []
        for (let x = left; x <= right; ++x) {
            const seen = String(image.pixel(x, y))
            if (seen !== fill)
                other.push(x + ": " + seen)
        }
        verify(other.length === 0, data.tag + ": the badge (" + fill + ", x " + from.x.toFixed(2) + "–" + to.x.toFixed(2)
               + ") shows another colour at " + other.join(", "))
    }
}
