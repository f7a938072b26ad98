// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The Sun value choice: when a Sun may be played with several declared values, the player
// picks one. `values` come from the legal actions; each is drawn as the Sun it would become.
Popup {
    id: chooser
    property var values: []
    property var info: null        // HyanoTable.cardInfo() of the Sun
    property string cardName: ""   // "Red Sun"
    signal chosen(int value)

    modal: true
    dim: true
    focus: true
    padding: 20
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    anchors.centerIn: parent
    width: Math.min(Math.max(implicitContentWidth, 300) + 2 * padding, parent ? parent.width - 40 : 600)

    background: Rectangle {
        radius: 12
        color: Theme.paperLight
        border.color: Theme.gold
        border.width: 2
    }

    contentItem: ColumnLayout {
        spacing: 14
        Text {
            Layout.fillWidth: true
            //: Title of the Sun value choice; %1 is a card, e.g. "Red Sun"
            text: qsTr("Declare a value for the %1").arg(chooser.cardName)
            font.family: Theme.titleFont
            font.pixelSize: 19
            font.bold: true
            color: Theme.ink
            wrapMode: Text.Wrap
        }
        Text {
            Layout.fillWidth: true
            //: Under the title of the Sun value choice
            text: qsTr("Until it is covered, the Sun counts as that value of its colour.")
            font.pixelSize: 13
            color: Theme.inkSoft
            wrapMode: Text.Wrap
        }
        Flow {
            // As wide as one row of at most five cards, centred.
            readonly property int perRow: Math.min(chooser.values.length, 5)
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: perRow * 64 + (perRow - 1) * spacing
            spacing: 12
            Repeater {
                model: chooser.values
                HyanoCard {
                    required property var modelData
                    objectName: "sunValue_" + modelData
                    width: 64
                    height: 90
                    info: chooser.info
                    declared: modelData
                    playable: true
                    onClicked: {
                        chooser.close()
                        chooser.chosen(modelData)
                    }
                }
            }
        }
        InkButton {
            Layout.alignment: Qt.AlignRight
            //: Closes the Sun value choice without playing
            text: qsTr("Cancel")
            onClicked: chooser.close()
        }
    }
}
