// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import Kotatsu
import Kotatsu.Bridge

// The how-to-play page of a game, in the current language, sliding in from the right.
Drawer {
    id: drawer
    property string gameId
    // The table's keys: [{keys, what}], listed under the rules.
    property var shortcuts: []
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

    // F1 opens the rules (the page's shortcut) and closes them again; while the drawer is
    // open it is modal and the page's shortcuts do not reach the keys, so it has its own.
    Shortcut {
        sequence: "F1"
        enabled: drawer.opened
        onActivated: drawer.close()
    }

    // The rules and the keys are laid out when the drawer is first opened (and kept): a
    // table's or the launcher's first frame does not wait for a page of Markdown it does not
    // show.
    property bool used: false
    onVisibleChanged: if (visible) used = true
    Loader {
        id: content
        objectName: "rulesContent"
        anchors.fill: parent
        active: drawer.used
        sourceComponent: Item {
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

                Column {
                    id: page
                    width: scroll.availableWidth
                    spacing: 18
                // The page in runs of text and pictures (Catalog.rulesPage, sim/picture.h):
                // re-read when the language changes.
                Repeater {
                    model: { Localization.language; return Catalog.rulesPage(drawer.gameId) }
                    Loader {
                        id: part
                        required property var modelData
                        required property int index
                        width: scroll.availableWidth
                        sourceComponent: modelData.picture !== undefined ? pictureRun : textRun
                        // Some of it is in view: a screen reader is told only of what is on
                        // screen (a run or picture scrolled out of sight leaves the tree).
                        readonly property Flickable view: scroll.contentItem
                        readonly property bool inView: view !== null && y + height > view.contentY
                                                       && y < view.contentY + view.height
                        Component {
                            id: textRun
                            Text {
                                objectName: part.index === 0 ? "rulesText" : "rulesText_" + part.index
                                width: scroll.availableWidth
                                text: part.modelData.text
                                textFormat: Text.MarkdownText
                                wrapMode: Text.Wrap
                                color: Theme.ink
                                font.family: Theme.bodyFont
                                font.pixelSize: 15
                                lineHeight: 1.15
                                onLinkActivated: function(link) { Qt.openUrlExternally(link) }
                                // A screen reader reads the rules as plain sentences, without the Markdown marks.
                                Accessible.role: Accessible.StaticText
                                Accessible.ignored: !part.inView
                                Accessible.name: text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/^#+[ \t]*/gm, "")
                                                     .replace(/[*`]/g, "")
                            }
                        }
                        Component {
                            id: pictureRun
                            RulesPicture {
                                width: scroll.availableWidth
                                gameId: drawer.gameId
                                pictureId: part.modelData.picture
                                regionNames: part.modelData.region
                                viewHeight: view ? view.height : 0
                                Accessible.ignored: !part.inView
                                // Drawn when it first comes near the view (a screen's height
                                // ahead), then kept.
                                readonly property Flickable view: scroll.contentItem
                                readonly property bool near: drawer.opened && view !== null
                                                             && part.y < view.contentY + view.height * 2
                                                             && part.y + width > view.contentY - view.height
                                onNearChanged: if (near && placed) wanted = true
                                // Where it stands is known once the page has placed its runs:
                                // a page laid out again under the open drawer (a new language)
                                // makes every picture at the top first.
                                property bool placed: false
                                function place() {
                                    page.forceLayout()
                                    placed = true
                                    if (near)
                                        wanted = true
                                }
                                Component.onCompleted: Qt.callLater(place)
                            }
                        }
                    }
                }
                Text {
                    visible: drawer.shortcuts.length > 0
                    //: Heading of the list of keys under the rules
                    text: qsTr("Keys")
                    font.family: Theme.titleFont
                    font.pixelSize: 22
                    font.bold: true
                    color: Theme.ink
                }
                Grid {
                    objectName: "shortcutList"
                    visible: drawer.shortcuts.length > 0
                    columns: 2
                    columnSpacing: 18
                    rowSpacing: 6
                    Repeater {
                        model: drawer.shortcuts.length * 2
                        Text {
                            required property int index
                            readonly property var entry: drawer.shortcuts[Math.floor(index / 2)]
                            width: index % 2 === 0 ? Math.min(160, scroll.availableWidth * 0.3)
                                                   : scroll.availableWidth - Math.min(160, scroll.availableWidth * 0.3) - 18
                            text: index % 2 === 0 ? entry.keys : entry.what
                            font.family: Theme.bodyFont
                            font.pixelSize: 15
                            font.bold: index % 2 === 0
                            color: index % 2 === 0 ? Theme.indigo : Theme.ink
                            wrapMode: Text.Wrap
                        }
                    }
                }
                }
            }
        }
    }
}
