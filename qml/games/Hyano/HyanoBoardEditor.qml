// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge
import "../../editor/Schema.js" as Schema

// Hyano's board in the rules editor: the table's own ring of piles, started on the rules being
// edited (TablePreview), so that it shows the piles play deals (rules.piles, each with the
// symbol of its place) and their discs as the table draws them. A handle over each pile edits
// its disc's emblem (a shape or letters) and takes the pile away; "Add a pile" adds one. Both
// change the symbols and rules.piles together, in one undo step, so the count the preview
// shows is the count play deals.
Item {
    id: view
    required property var editor
    signal pathSelected(string path)
    // A write the rules refused: why, in the user's language (the page shows it).
    signal problemFound(string message)
    // Writes what a control gave for the value at `path` as core reads it against the value's
    // schema row (RulesEditor.setInput): typed as the row says, or refused with why.
    function write(path, value) {
        const ok = editor.setInput(path, String(value))
        if (!ok)
            problemFound(editor.lastError)
        return ok
    }

    readonly property var symbols: { editor.revision; return editor.value("symbols") || [] }
    // The piles dealt. Symbols after them are spare discs that play leaves in the box (a
    // variant with fewer piles); adding a pile brings the next one into play.
    readonly property int piles: { editor.revision; return Number(editor.value("rules.piles")) || 0 }
    readonly property int spareDiscs: Math.max(0, symbols.length - piles)
    // The schema's nodes (RulesEditor.nodeAt): the shapes the table draws (with their labels),
    // the pile count's range.
    readonly property var emblemRow: { editor.schemaTree; return editor.nodeAt("symbols[0].emblem") || null }
    readonly property var pilesRow: { editor.schemaTree; return editor.nodeAt("rules.piles") || null }
    readonly property var shapes: emblemRow ? emblemRow.words || [] : []
    readonly property var shapeLabels: shapes.map((w, i) => (emblemRow.word_labels || [])[i] || w)
    readonly property int minPiles: pilesRow && pilesRow.min !== undefined ? pilesRow.min : 2
    readonly property int maxPiles: pilesRow && pilesRow.max !== undefined ? pilesRow.max : 8

    // Whether the check's errors point at `path` or inside it (drawn in red).
    function broken(path) { return Schema.errorAt(editor.errors, path) }

    // A new pile: the next spare disc, else a new disc showing the first shape no disc shows,
    // named after its shape in every language for the designer to write (the pile's card
    // marks the languages still holding the English name).
    function addPile() {
        const at = piles
        const edits = []
        if (spareDiscs === 0) {
            const used = symbols.map(s => s.emblem)
            const shape = shapes.find(w => used.indexOf(w) < 0)
            if (shape === undefined)
                return
            let n = symbols.length
            while (symbols.some(s => s.id === "S" + n))
                ++n
            const english = shape.charAt(0).toUpperCase() + shape.slice(1)
            const names = {}
            for (const language of Localization.languages)
                names[language.code] = english
            edits.push({ insert: "symbols", index: symbols.length, value: { id: "S" + n, emblem: shape, name: names } })
        }
        edits.push({ set: "rules.piles", value: at + 1 })
        //: Undo step in the rules editor, Hyano: a pile added to the ring; %1 its number
        if (editor.applyEdits(qsTr("Add pile %1").arg(at + 1), edits) !== false)
            view.pathSelected("symbols[" + at + "]")
    }
    function removePile(index) {
        //: Undo step in the rules editor, Hyano: a pile taken out of the ring; %1 its number
        editor.applyEdits(qsTr("Take pile %1 away").arg(index + 1),
                          [{ remove: "symbols", index: index }, { set: "rules.piles", value: piles - 1 }])
    }
    function setEmblem(index, emblem) {
        if (emblem !== "" && emblem !== (symbols[index] || {}).emblem)
            write("symbols[" + index + "].emblem", emblem)
    }
    // The languages whose name of a symbol is still the English one (not written yet).
    function unwritten(symbol) {
        const name = symbol && symbol.name ? symbol.name : {}
        return Localization.languages.filter(l => l.code !== "en" && name.en && name[l.code] === name.en)
    }

    TablePreview {
        id: preview
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: bar.top
        anchors.bottomMargin: 4
        editor: view.editor
        boardProperty: "ring"
        overlay: handles
    }

    Component {
        id: handles
        Item {
            id: handleLayer
            readonly property var table: preview.table
            Repeater {
                model: handleLayer.table ? handleLayer.table.pileCount : 0
                Rectangle {
                    id: handle
                    required property int index
                    // The table's pile view; its place in the ring is the board's coordinates.
                    readonly property Item pile: handleLayer.table && index < handleLayer.table.pileCount
                                                 ? handleLayer.table.pileItem(index) : null
                    readonly property bool bad: view.broken("symbols[" + index + "]")
                    objectName: "pileHandle_" + index
                    x: pile ? pile.x - 4 : 0
                    y: pile ? pile.y - 4 : 0
                    width: pile ? pile.width + 8 : 0
                    height: pile ? pile.height + 8 : 0
                    radius: 6
                    color: "transparent"
                    border.color: bad ? Theme.vermilion : pileArea.containsMouse ? Theme.indigo : "transparent"
                    border.width: bad ? 4 : 3
                    MouseArea {
                        id: pileArea
                        anchors.fill: parent
                        hoverEnabled: true
                        cursorShape: Qt.PointingHandCursor
                        onClicked: {
                            view.pathSelected("symbols[" + handle.index + "]")
                            pileBubble.index = handle.index
                            pileBubble.lettersWanted = false
                            pileBubble.openAt(handle)
                        }
                    }
                }
            }
        }
    }

    RowLayout {
        id: bar
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        spacing: 8
        Text {
            Layout.fillWidth: true
            elide: Text.ElideRight
            //: Rules editor, Hyano: under the ring; %n is the number of piles play deals (rules.piles)
            text: qsTr("%n pile(s) dealt", "", view.piles)
                  + (view.spareDiscs > 0
                     //: Rules editor, Hyano: after the number of piles; %n symbol discs listed after them that play leaves out
                     ? " · " + qsTr("%n spare disc(s) left out", "", view.spareDiscs) : "")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkButton {
            id: addButton
            objectName: "addPileButton"
            //: Rules editor, Hyano: adds a pile (and its symbol disc) to the ring
            text: qsTr("Add a pile")
            enabled: view.piles < view.maxPiles && view.editor.readable
            onClicked: view.addPile()
        }
    }

    EditBubble {
        id: pileBubble
        objectName: "pileBubble"
        parent: view
        property int index: -1
        // The designer chose letters and is writing them.
        property bool lettersWanted: false
        readonly property var symbol: view.symbols[index] || ({})
        readonly property bool isShape: view.shapes.indexOf(symbol.emblem) >= 0
        readonly property bool showLetters: lettersWanted || (symbol.emblem !== undefined && !isShape)
        readonly property var unwritten: view.unwritten(symbol)
        //: Rules editor, Hyano: title of the card of a pile; %1 its number around the circle, %2 its symbol's name
        title: qsTr("Pile %1: %2").arg(index + 1).arg(Theme.t(symbol.name))
        Text {
            //: Rules editor, Hyano: label of the chooser of the emblem on a pile's disc
            text: qsTr("Emblem on its disc")
            color: Theme.inkSoft
            font.family: Theme.bodyFont
        }
        InkComboBox {
            id: emblemBox
            objectName: "emblemBox"
            Layout.preferredWidth: 220
            model: view.shapeLabels.concat([
                //: Rules editor, Hyano: the emblem chooser's last entry: the disc shows letters or kanji the designer writes
                qsTr("Letters or kanji…")])
            currentIndex: pileBubble.showLetters ? view.shapes.length : view.shapes.indexOf(pileBubble.symbol.emblem)
            onActivated: (i) => {
                if (i < view.shapes.length) {
                    pileBubble.lettersWanted = false
                    view.setEmblem(pileBubble.index, view.shapes[i])
                } else {
                    pileBubble.lettersWanted = true
                    lettersField.forceActiveFocus()
                }
            }
        }
        RowLayout {
            visible: pileBubble.showLetters
            spacing: 6
            TextField {
                id: lettersField
                objectName: "emblemLettersField"
                Layout.preferredWidth: 90
                text: pileBubble.isShape ? "" : pileBubble.symbol.emblem || ""
                font.family: Theme.kanjiFont
                font.pixelSize: 16
                selectByMouse: true
                //: Rules editor, Hyano: placeholder of the field for a disc's own letters
                placeholderText: qsTr("蓮, AB")
                onAccepted: view.setEmblem(pileBubble.index, text)
                onEditingFinished: view.setEmblem(pileBubble.index, text)
            }
            Text {
                Layout.maximumWidth: 220
                wrapMode: Text.Wrap
                //: Rules editor, Hyano: beside the field for a disc's letters; %n how many characters at most
                text: qsTr("Up to %n letter(s) or kanji, then Enter", "", 3)
                color: Theme.inkFaint
                font.family: Theme.bodyFont
                font.pixelSize: 12
            }
        }
        Text {
            objectName: "pileNameMark"
            visible: pileBubble.unwritten.length > 0
            Layout.maximumWidth: 320
            wrapMode: Text.Wrap
            //: Rules editor, Hyano: under a pile's emblem; %1 a list of languages whose name of the pile is still the English one
            text: qsTr("Its name is still the English one in: %1").arg(pileBubble.unwritten.map(l => l.name).join(", "))
            color: Theme.vermilion
            font.family: Theme.bodyFont
            font.pixelSize: 13
        }
        RowLayout {
            spacing: 6
            InkButton {
                objectName: "pileNameButton"
                //: Rules editor, Hyano: opens the pile's name in every language in the forms
                text: qsTr("Write its name")
                onClicked: {
                    view.pathSelected("symbols[" + pileBubble.index + "].name")
                    pileBubble.close()
                }
            }
            InkButton {
                objectName: "removePileButton"
                enabled: view.piles > view.minPiles && pileBubble.index < view.piles
                //: Rules editor, Hyano: takes the clicked pile (and its symbol) away
                text: qsTr("Take this pile away")
                onClicked: {
                    view.removePile(pileBubble.index)
                    pileBubble.close()
                }
            }
        }
    }
}
