// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// One seat of the table in the launcher: who sits there (a person, the computer and how
// strong, or, in a game that has one, the seat its rules play and at which level) and an
// optional name. The rules seat shows its level's description under the row. The seat's
// kind is SeatSpec's word: "human", "computer" or "rules" (seat_variant.h).
Item {
    id: row
    required property int index
    required property string kind
    required property string level
    required property int rulesLevel
    required property string name
    // The chosen game's rules seat as the catalog gives it ({count, defaultLevel, levels,
    // name}: its name and levels are the game's words).
    property var rulesSeat: null
    readonly property bool rulesOffered: rulesSeat !== null && rulesSeat !== undefined && rulesSeat.count > 0
    readonly property var rulesLevels: rulesOffered ? rulesSeat.levels : []
    readonly property var rulesEntry: rulesLevels.find(l => l.level === rulesLevel) || null
    signal edited(string kind, string level, int rulesLevel, string name)
    // The row's height never follows its width but for the rules level's description, so that
    // the seat list's scroll bar (which narrows the rows) cannot feed back into it.
    implicitHeight: seatLine.implicitHeight + (description.visible ? description.implicitHeight + 2 : 0)
    height: implicitHeight

    RowLayout {
        id: seatLine
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        spacing: 8
        Rectangle {
            Layout.preferredWidth: 26
            Layout.preferredHeight: 26
            radius: 13
            color: Theme.indigo
            Text {
                anchors.centerIn: parent
                text: row.index + 1
                color: Theme.paperLight
                font.pixelSize: 13
                font.bold: true
            }
        }
        InkComboBox {
            id: kindBox
            objectName: "kindBox"
            // Compact: eight seats are in sight together at 1024×640.
            Layout.preferredHeight: 36
            Layout.preferredWidth: 175
            textRole: "text"
            valueRole: "value"
            model: {
                const kinds = [
                    //: Seat type in the launcher: a human player at this computer
                    { value: "human", text: qsTr("Person") },
                    //: Seat type in the launcher: the computer plays this seat
                    { value: "computer", text: qsTr("Computer") }
                ]
                // The game's own opponent, by the name its data gives it.
                if (row.rulesOffered)
                    kinds.push({ value: "rules", text: row.rulesSeat.name })
                return kinds
            }
            // The seat's kind is the state; the index is read from it through the model, so
            // that it is read again when a language switch rebuilds the model (ComboBox then
            // resets its index to 0 without re-evaluating a binding that does not read it).
            currentIndex: Math.max(0, model.findIndex(k => k.value === row.kind))
            //: Launcher, for screen readers: who plays seat %1 (person, computer, or the game's own solo opponent)
            Accessible.name: qsTr("Who plays seat %1").arg(row.index + 1)
            onActivated: {
                const rulesLevel = currentValue === "rules" && row.rulesLevel <= 0
                                   ? row.rulesSeat.defaultLevel : row.rulesLevel
                row.edited(currentValue, row.level, rulesLevel, nameField.text)
            }
        }
        InkComboBox {
            id: levelBox
            objectName: "levelBox"
            Layout.preferredHeight: 36
            Layout.preferredWidth: 130
            visible: row.kind === "computer"
            textRole: "text"
            valueRole: "value"
            model: [
                //: Computer strength
                { value: "easy", text: qsTr("Easy") },
                //: Computer strength
                { value: "normal", text: qsTr("Normal") },
                //: Computer strength
                { value: "strong", text: qsTr("Strong") }
            ]
            // The strength is the state (row.level), never the index: read through the model,
            // as the kind above, or a language switch showed "Easy" for a Normal computer.
            currentIndex: Math.max(0, model.findIndex(l => l.value === row.level))
            //: Launcher, for screen readers: the computer's strength at seat %1
            Accessible.name: qsTr("Computer strength, seat %1").arg(row.index + 1)
            onActivated: row.edited(row.kind, currentValue, row.rulesLevel, nameField.text)
        }
        // The rules seat's levels, by their names in the data.
        InkComboBox {
            id: rulesLevelBox
            objectName: "rulesLevelBox"
            Layout.preferredHeight: 36
            Layout.preferredWidth: 170
            visible: row.kind === "rules"
            textRole: "name"
            valueRole: "level"
            model: row.rulesLevels
            currentIndex: Math.max(0, model.findIndex(l => l.level === row.rulesLevel))
            onActivated: row.edited(row.kind, row.level, currentValue, nameField.text)
            Accessible.name: row.rulesEntry ? row.rulesEntry.name + ". " + row.rulesEntry.description : ""
        }
        Item {
            visible: row.kind === "human"
            Layout.preferredWidth: 130
        }
        TextField {
            Accessible.ignored: !visible
            id: nameField
            objectName: "nameField"
            Layout.preferredHeight: 36
            // The rules seat is named by the game.
            visible: row.kind !== "rules"
            Layout.fillWidth: true
            text: row.name
            maximumLength: 24
            //: Placeholder of the player name field in the launcher
            placeholderText: qsTr("Name (optional)")
            //: Launcher, for screen readers: the name field of seat %1
            Accessible.name: qsTr("Name of seat %1").arg(row.index + 1)
            onEditingFinished: row.edited(row.kind, row.level, row.rulesLevel, text)
        }
        Item {
            visible: row.kind === "rules"
            Layout.fillWidth: true
        }
    }
    Text {
        id: description
        objectName: "rulesDescription"
        visible: row.kind === "rules" && text !== ""
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: seatLine.bottom
        anchors.topMargin: 2
        anchors.leftMargin: 26 + 8 + kindBox.width + 8
        text: row.rulesEntry ? row.rulesEntry.description : ""
        wrapMode: Text.Wrap
        font.pixelSize: 13
        color: Theme.inkSoft
    }
}
