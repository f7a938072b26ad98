// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu

// The Sun value choice: when a Sun may be played with several declared values, the player
// picks one. `values` come from the legal actions; each is drawn as the Sun it would become.
// It is the second part of the move (the Sun's pile was the first), so it works by keyboard
// as the table does: the arrows or Tab move the focus ring among the values and Cancel,
// Enter or Space chooses, Escape steps back to the table (the focus returns where it was).
Popup {
    id: chooser
    property var values: []
    // The table (GameTable): a hinted Sun move, or one a lesson rings, rings its value here.
    property var table: null
    property var info: null        // HyanoTable.cardInfo() of the Sun
    property string cardName: ""   // "Red Sun"
    // The item that had the keyboard focus before the choice opened (the game page).
    property Item returnFocus: null
    // Where the keyboard focus is: an index into `values`, or values.length for Cancel.
    property int focusIndex: 0
    // The last choice was made by a key (the table keeps its focus ring on for the next move).
    property bool byKey: false
    signal chosen(int value)

    function choose(value, key) {
        byKey = key
        close()
        chosen(value)
    }
    function moveFocus(delta) {
        const count = values.length + 1
        focusIndex = ((focusIndex + delta) % count + count) % count
    }
    onAboutToShow: {
        focusIndex = 0
        byKey = false
    }
    onOpened: keyHandler.forceActiveFocus()
    onClosed: {
        if (returnFocus)
            returnFocus.forceActiveFocus()
        returnFocus = null
    }

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
        id: keyHandler
        spacing: 14
        focus: true
        Keys.onPressed: function(event) {
            switch (event.key) {
            case Qt.Key_Left:
            case Qt.Key_Up:
            case Qt.Key_Backtab:
                chooser.moveFocus(-1)
                break
            case Qt.Key_Right:
            case Qt.Key_Down:
            case Qt.Key_Tab:
                chooser.moveFocus(event.modifiers & Qt.ShiftModifier ? -1 : 1)
                break
            case Qt.Key_Home:
                chooser.focusIndex = 0
                break
            case Qt.Key_End:
                chooser.focusIndex = chooser.values.length
                break
            case Qt.Key_Return:
            case Qt.Key_Enter:
            case Qt.Key_Space:
                if (chooser.focusIndex < chooser.values.length)
                    chooser.choose(chooser.values[chooser.focusIndex], true)
                else
                    chooser.close()
                break
            case Qt.Key_Escape:
                chooser.close()
                break
            default:
                return
            }
            event.accepted = true
        }
        Text {
            objectName: "sunChooserTitle"
            Layout.fillWidth: true
            //: Title of the Sun value choice; %1 is a card, e.g. "Red Sun"
            text: Theme.sentence(qsTr("Declare a value for the %1"), [chooser.cardName])
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
                    id: valueCard
                    required property var modelData
                    required property int index
                    objectName: "sunValue_" + modelData
                    width: 64
                    height: 90
                    info: chooser.info
                    declared: modelData
                    playable: true
                    onClicked: chooser.choose(modelData, false)
                    MoveTarget {
                        objectName: "sunValueTarget_" + valueCard.modelData
                        active: chooser.opened
                        step: 1
                        hinted: chooser.table ? chooser.table.hintedWhere({ sun_value: valueCard.modelData }) : false
                        focused: chooser.focusIndex === valueCard.index
                        //: Keyboard and screen reader: declares this value for the Sun being played; %1 is a value
                        name: qsTr("Declare %1").arg(valueCard.modelData)
                        //: Screen reader: a choice in the Sun value choice; %1 is the Sun ("red Sun"), %2 a value
                        description: Theme.sentence(qsTr("The %1 as a %2"), [chooser.cardName, valueCard.modelData])
                        onActivated: chooser.choose(valueCard.modelData, false)
                    }
                }
            }
        }
        InkButton {
            id: cancelButton
            objectName: "sunCancel"
            Layout.alignment: Qt.AlignRight
            //: Closes the Sun value choice without playing
            text: qsTr("Cancel")
            focusPolicy: Qt.NoFocus
            onClicked: chooser.close()
            MoveTarget {
                active: chooser.opened
                step: 1
                focused: chooser.focusIndex === chooser.values.length
                //: Keyboard and screen reader: closes the Sun value choice, back to the table
                name: qsTr("Back to the table without playing")
                onActivated: chooser.close()
            }
        }
    }
}
