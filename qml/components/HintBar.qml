// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The hint a person asked for (Game menu → Hint, or H): while the strong computer thinks,
// that it does; then its move in words with its reason, "Play it", and × to put it away.
// The table rings the pieces of the move in gold (MoveTarget.hinted).
Rectangle {
    id: bar
    required property GameSession session
    // The sentence of the hinted move (the table's describeMove), or "".
    property string moveText: ""

    readonly property bool shown: session.hintThinking || session.hint.index !== undefined
    visible: shown && !session.reviewing
    height: visible ? Math.max(56, content.implicitHeight + 16) : 0
    radius: 12
    color: Theme.paperLight
    border.color: Theme.gold
    border.width: 2
    Accessible.role: Accessible.AlertMessage
    Accessible.name: hintText.text
    Accessible.ignored: !visible

    RowLayout {
        id: content
        anchors.fill: parent
        anchors.leftMargin: 14
        anchors.rightMargin: 10
        spacing: 10
        Rectangle {
            Layout.preferredWidth: 26
            Layout.preferredHeight: 26
            radius: 13
            color: Theme.gold
            Text {
                anchors.centerIn: parent
                text: "?"
                color: Theme.paperLight
                font.bold: true
                font.pixelSize: 16
            }
        }
        Text {
            id: hintText
            objectName: "hintText"
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            elide: Text.ElideRight
            color: Theme.ink
            font.pixelSize: 14
            text: {
                if (bar.session.hintThinking)
                    //: Hint bar while the computer looks for a hint
                    return qsTr("The strong computer is looking for a good move…")
                const hint = bar.session.hint
                if (hint.index === undefined)
                    return ""
                //: Hint bar; %1 is the hinted move in words ("Play card 7")
                const move = qsTr("Hint: %1.").arg(bar.moveText !== "" ? bar.moveText : hint.text)
                if (hint.estimate < 0 || hint.playouts <= 0)
                    return move
                //: Hint bar, after the move: why; %1% is a percentage (64%), %n the number of games the computer played out in its head
                return move + " " + qsTr("The strong computer's choice: it won %1% of the %n games it played out with this move.", "", hint.playouts)
                       .arg(Math.round(hint.estimate * 100))
            }
        }
        InkButton {
            objectName: "playHintButton"
            visible: bar.session.hint.index !== undefined
            primary: true
            //: Hint bar button: plays the hinted move
            text: qsTr("Play it")
            onClicked: bar.session.play(bar.session.hint.index)
        }
        InkButton {
            objectName: "closeHintButton"
            text: "×"
            Layout.preferredWidth: implicitHeight + 8
            //: Hint bar button that puts the hint away
            Accessible.name: qsTr("Close the hint")
            onClicked: bar.session.dismissHint()
        }
    }
}
