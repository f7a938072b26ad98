// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

// The how-to-play page of a game, in the current language, sliding in from the right.
Drawer {
    id: drawer
    property string gameId
    edge: Qt.RightEdge
    width: Math.min(620, parent ? parent.width * 0.55 : 620)
    height: parent ? parent.height : 600
    background: Rectangle {
        color: Theme.paperLight
        border.color: Theme.line
        Rectangle {
            width: 4
            height: parent.height
            color: Theme.vermilion
        }
    }

    ScrollView {
        id: scroll
        objectName: "rulesScroll"
        anchors.fill: parent
        anchors.margins: 24
        anchors.leftMargin: 32
        clip: true
        // The scroll bar gets its own strip on the right instead of lying over the text.
        rightPadding: ScrollBar.vertical.width + 10
        contentWidth: availableWidth

        Text {
            objectName: "rulesText"
            width: scroll.availableWidth
            // Re-read when the language changes.
            text: { Localization.language; return Catalog.rulesText(drawer.gameId) }
            textFormat: Text.MarkdownText
            wrapMode: Text.Wrap
            color: Theme.ink
            font.family: Theme.bodyFont
            font.pixelSize: 15
            lineHeight: 1.15
            onLinkActivated: function(link) { Qt.openUrlExternally(link) }
        }
    }
}
