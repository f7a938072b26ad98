// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// One seat of the table in the launcher: who sits there (a person, the computer and how
// strong, or, in a game that has one, its Automa and at which level) and an optional name.
// An Automa seat shows its level's description under the row.
Item {
    id: row
    required property int index
    required property string kind
    required property string level
    required property int automaLevel
    required property string name
    // The chosen game's Automa as the catalog gives it ({count, defaultLevel, levels}).
    property var automa: null
    readonly property bool automaOffered: automa !== null && automa !== undefined && automa.count > 0
    readonly property var automaLevels: automaOffered ? automa.levels : []
    readonly property var automaEntry: automaLevels.find(l => l.level === automaLevel) || null
    signal edited(string kind, string level, int automaLevel, string name)
    // The row's height never follows its width but for the Automa's description, so that
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
                    { value: "ai", text: qsTr("Computer") }
                ]
                if (row.automaOffered)
                    //: Seat type in the launcher (Tokaido Duo): the Automa, the solo opponent that follows written rules
                    kinds.push({ value: "automa", text: qsTr("Automa") })
                return kinds
            }
            // The seat's kind is the state; the index is read from it through the model, so
            // that it is read again when a language switch rebuilds the model (ComboBox then
            // resets its index to 0 without re-evaluating a binding that does not read it).
            currentIndex: Math.max(0, model.findIndex(k => k.value === row.kind))
            //: Launcher, for screen readers: who plays seat %1 (person, computer, Automa)
            Accessible.name: qsTr("Who plays seat %1").arg(row.index + 1)
            onActivated: {
                const automaLevel = currentValue === "automa" && row.automaLevel <= 0
                                    ? row.automa.defaultLevel : row.automaLevel
                row.edited(currentValue, row.level, automaLevel, nameField.text)
            }
        }
        InkComboBox {
            id: levelBox
            objectName: "levelBox"
            Layout.preferredHeight: 36
            Layout.preferredWidth: 130
            visible: row.kind === "ai"
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
            onActivated: row.edited(row.kind, currentValue, row.automaLevel, nameField.text)
        }
        // The Automa's levels, by their names in the data.
        InkComboBox {
            id: automaLevelBox
            objectName: "automaLevelBox"
            Layout.preferredHeight: 36
            Layout.preferredWidth: 170
            visible: row.kind === "automa"
            textRole: "name"
            valueRole: "level"
            model: row.automaLevels
            currentIndex: Math.max(0, model.findIndex(l => l.level === row.automaLevel))
            onActivated: row.edited(row.kind, row.level, currentValue, nameField.text)
            Accessible.name: row.automaEntry ? row.automaEntry.name + ". " + row.automaEntry.description : ""
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
            // The Automa is named by the game.
            visible: row.kind !== "automa"
            Layout.fillWidth: true
            text: row.name
            maximumLength: 24
            //: Placeholder of the player name field in the launcher
            placeholderText: qsTr("Name (optional)")
            //: Launcher, for screen readers: the name field of seat %1
            Accessible.name: qsTr("Name of seat %1").arg(row.index + 1)
            onEditingFinished: row.edited(row.kind, row.level, row.automaLevel, text)
        }
        Item {
            visible: row.kind === "automa"
            Layout.fillWidth: true
        }
    }
    Text {
        id: description
        objectName: "automaDescription"
        visible: row.kind === "automa" && text !== ""
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: seatLine.bottom
        anchors.topMargin: 2
        anchors.leftMargin: 26 + 8 + kindBox.width + 8
        text: row.automaEntry ? row.automaEntry.description : ""
        wrapMode: Text.Wrap
        font.pixelSize: 13
        color: Theme.inkSoft
    }
}
