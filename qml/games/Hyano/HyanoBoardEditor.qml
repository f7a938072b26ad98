// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "../../editor/Schema.js" as Schema

// Hyano's board in the rules editor: the circle of piles with their symbol discs, drawn with
// the table's own pile and disc, from the document. Clicking a pile edits its symbol; piles
// are added and taken away here too (the number of piles is the number of symbols).
Item {
    id: view
    required property var editor
    signal pathSelected(string path)

    readonly property var symbols: { editor.revision; return editor.value("symbols") || [] }
    // The emblems the table can draw (SymbolEmblem.qml).
    readonly property var emblems: ["moon", "star", "eagle", "mountain", "river", "drum"]
    readonly property var emblemNames: [
        //: Rules editor, Hyano: an emblem a symbol disc can show
        qsTr("Moon"),
        //: Rules editor, Hyano: an emblem a symbol disc can show
        qsTr("Star"),
        //: Rules editor, Hyano: an emblem a symbol disc can show
        qsTr("Eagle"),
        //: Rules editor, Hyano: an emblem a symbol disc can show
        qsTr("Mountain"),
        //: Rules editor, Hyano: an emblem a symbol disc can show
        qsTr("River"),
        //: Rules editor, Hyano: an emblem a symbol disc can show
        qsTr("Drum")]
    // Whether the check's errors point at `path` or inside it (drawn in red).
    function broken(path) { return Schema.errorAt(editor.errors, path) }
    function addPile() {
        const used = symbols.map(s => s.emblem)
        const emblem = emblems.find(e => used.indexOf(e) < 0) || emblems[0]
        let n = symbols.length
        while (symbols.some(s => s.id === "S" + n))
            ++n
        const names = {}
        const i = emblems.indexOf(emblem)
        // The new pile's name starts as the emblem's English word in every language; the
        // localized grid of the forms marks it for translation.
        for (const code of ["en", "es", "fr", "ja", "hu"])
            names[code] = emblem.charAt(0).toUpperCase() + emblem.slice(1)
        editor.insertItem("symbols", symbols.length, { id: "S" + n, emblem: emblem, name: names })
        view.pathSelected("symbols[" + symbols.length + "]")
    }

    // The circle fits the room left above the button; piles shrink with it.
    readonly property real room: Math.max(120, Math.min(width, height - addButton.height - 8))
    readonly property real pileHeight: Math.max(40, Math.min(100, room * 0.22))
    readonly property real cx: width / 2
    readonly property real cy: (height - addButton.height - 8) / 2
    readonly property real radius: room / 2 - pileHeight / 2 - 16

    Repeater {
        model: view.symbols.length
        Item {
            id: pile
            required property int index
            readonly property var symbol: view.symbols[index] || ({})
            readonly property real angle: -Math.PI / 2 + index * 2 * Math.PI / Math.max(1, view.symbols.length)
            readonly property bool bad: view.broken("symbols[" + index + "]")
            objectName: "pileHandle_" + index
            width: view.pileHeight * 0.72
            height: view.pileHeight
            x: view.cx + Math.cos(angle) * view.radius - width / 2
            y: view.cy + Math.sin(angle) * view.radius - height / 2
            PileView {
                anchors.fill: parent
                symbol: pile.symbol
                pileState: ({ symbol: pile.symbol.id, face_up: null, face_down: 3 })
                inwardX: -Math.cos(pile.angle)
                inwardY: -Math.sin(pile.angle)
                discDistance: view.radius * 0.5
                discSize: Math.round(view.pileHeight * 0.4)
            }
            Rectangle {
                anchors.fill: parent
                anchors.margins: -4
                color: "transparent"
                radius: 6
                border.color: pile.bad ? Theme.vermilion : pileArea.containsMouse ? Theme.indigo : "transparent"
                border.width: pile.bad ? 3 : 2
            }
            MouseArea {
                id: pileArea
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: {
                    view.pathSelected("symbols[" + pile.index + "]")
                    pileBubble.index = pile.index
                    pileBubble.openAt(pile)
                }
            }
        }
    }

    InkButton {
        id: addButton
        objectName: "addPileButton"
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        //: Rules editor, Hyano: adds a pile (and its symbol disc) to the circle
        text: qsTr("Add a pile")
        enabled: view.symbols.length < 8 && view.editor.readable
        onClicked: view.addPile()
    }

    EditBubble {
        id: pileBubble
        objectName: "pileBubble"
        parent: view
        property int index: -1
        readonly property var symbol: view.symbols[index] || ({})
        //: Rules editor, Hyano: title of the card of a pile; %1 its number around the circle, %2 its symbol's name
        title: qsTr("Pile %1: %2").arg(index + 1).arg(Theme.t(symbol.name))
        Text {
            //: Rules editor, Hyano: label of the chooser of the emblem on a pile's disc
            text: qsTr("Emblem on its disc")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkComboBox {
            objectName: "emblemBox"
            Layout.preferredWidth: 200
            model: view.emblemNames
            currentIndex: view.emblems.indexOf(pileBubble.symbol.emblem)
            onActivated: (i) => view.editor.setValue("symbols[" + pileBubble.index + "].emblem", view.emblems[i])
        }
        InkButton {
            objectName: "removePileButton"
            enabled: view.symbols.length > 1
            //: Rules editor, Hyano: takes the clicked pile (and its symbol) away
            text: qsTr("Take this pile away")
            onClicked: {
                view.editor.removeItem("symbols", pileBubble.index)
                pileBubble.close()
            }
        }
    }
}
