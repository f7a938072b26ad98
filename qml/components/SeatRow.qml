// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// One seat of the table in the launcher: who sits there (a person or the computer, and how
// strong) and an optional name.
RowLayout {
    id: row
    required property int index
    required property string kind
    required property string level
    required property string name
    signal edited(string kind, string level, string name)
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
        Layout.preferredWidth: 175
        textRole: "text"
        valueRole: "value"
        model: [
            //: Seat type in the launcher: a human player at this computer
            { value: "human", text: qsTr("Person") },
            //: Seat type in the launcher: the computer plays this seat
            { value: "ai", text: qsTr("Computer") }
        ]
        currentIndex: row.kind === "ai" ? 1 : 0
        onActivated: row.edited(currentValue, row.level, nameField.text)
    }
    InkComboBox {
        id: levelBox
        objectName: "levelBox"
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
        currentIndex: row.level === "easy" ? 0 : row.level === "strong" ? 2 : 1
        onActivated: row.edited(row.kind, currentValue, nameField.text)
    }
    Item {
        visible: row.kind !== "ai"
        Layout.preferredWidth: 130
    }
    TextField {
        id: nameField
        Layout.fillWidth: true
        text: row.name
        maximumLength: 24
        //: Placeholder of the player name field in the launcher
        placeholderText: qsTr("Name (optional)")
        onEditingFinished: row.edited(row.kind, row.level, text)
    }
}
