// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The replay of a game: the table is drawn as it was after move N of the game; ← and → (or
// the buttons) step one move, Home and End go to the start and the end, the slider goes
// anywhere. "Back to the game" returns to the position as it is now.
Rectangle {
    id: bar
    required property GameSession session
    // The sentence of the move shown (the table's describeMove), or "".
    property string moveText: ""
    signal closed()

    visible: session.reviewing
    // Room for the move's number and three lines of its sentence inside the frame (in es and
    // fr at 1024×640 a sentence often takes three lines; the bar was 64 px, and the third line
    // ran over the border).
    height: visible ? Math.max(64, Math.ceil(replayPosition.implicitHeight
                                             + 3 * moveMetrics.height * replayMove.lineHeight)
                                   + 2 * border.width + 6) : 0
    FontMetrics {
        id: moveMetrics
        font: replayMove.font
    }
    radius: 12
    color: Theme.paperLight
    border.color: Theme.indigo
    border.width: 2

    function step(delta) { session.review(session.reviewPly + delta) }
    // A button's step. The keys stay with the replay: a click does not take the focus from
    // the page, and a button that the step disables (⏮ at the start) hands it back.
    function stepped(action) {
        action()
        bar.forceActiveFocus()
    }
    function handle(event) {
        if (!session.reviewing)
            return false
        switch (event.key) {
        case Qt.Key_Left: step(-1); return true
        case Qt.Key_Right: step(1); return true
        case Qt.Key_Home: session.review(0); return true
        case Qt.Key_End: session.review(session.reviewLength); return true
        case Qt.Key_Escape: bar.closed(); return true
        }
        return false
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 14
        anchors.rightMargin: 14
        spacing: 8
        Text {
            id: replayTitle
            // Left out on a narrow table: the slider keeps its room.
            visible: bar.width >= 940
            //: Replay bar title
            text: qsTr("Replay")
            font.family: Theme.titleFont
            font.pixelSize: 18
            font.bold: true
            color: Theme.indigo
        }
        InkButton {
            objectName: "replayStart"
            Layout.preferredWidth: 46
            focusPolicy: Qt.TabFocus
            text: "⏮"
            enabled: bar.session.reviewPly > 0
            //: Replay: go to the start of the game (Home)
            Accessible.name: qsTr("To the start")
            onClicked: bar.stepped(() => bar.session.review(0))
        }
        InkButton {
            objectName: "replayBack"
            Layout.preferredWidth: 46
            focusPolicy: Qt.TabFocus
            text: "◀"
            enabled: bar.session.reviewPly > 0
            //: Replay: one move back (←)
            Accessible.name: qsTr("One move back")
            onClicked: bar.stepped(() => bar.step(-1))
        }
        Slider {
            id: slider
            objectName: "replaySlider"
            Accessible.ignored: !visible
            Layout.fillWidth: true
            Layout.minimumWidth: 120
            from: 0
            to: Math.max(1, bar.session.reviewLength)
            stepSize: 1
            snapMode: Slider.SnapAlways
            value: bar.session.reviewPly
            enabled: bar.session.reviewLength > 0
            onMoved: bar.session.review(Math.round(value))
            //: Replay slider, for screen readers
            Accessible.name: qsTr("Move of the game")
        }
        InkButton {
            objectName: "replayForward"
            Layout.preferredWidth: 46
            focusPolicy: Qt.TabFocus
            text: "▶"
            enabled: bar.session.reviewPly < bar.session.reviewLength
            //: Replay: one move forward (→)
            Accessible.name: qsTr("One move forward")
            onClicked: bar.stepped(() => bar.step(1))
        }
        InkButton {
            objectName: "replayEnd"
            Layout.preferredWidth: 46
            focusPolicy: Qt.TabFocus
            text: "⏭"
            enabled: bar.session.reviewPly < bar.session.reviewLength
            //: Replay: go to the last move (End)
            Accessible.name: qsTr("To the last move")
            onClicked: bar.stepped(() => bar.session.review(bar.session.reviewLength))
        }
        ColumnLayout {
            // Not widened by its texts' fillWidth: the slider takes the room left, at least
            // its 120 px; on a narrow table the move's sentence takes the rest, so that it is
            // read whole (three lines) and not cut.
            Layout.fillWidth: false
            Layout.preferredWidth: Math.max(100, Math.min(360, bar.width - 28 - 4 * (46 + 8)
                                                          - (replayTitle.visible ? replayTitle.implicitWidth + 8 : 0)
                                                          - (replayClose.implicitWidth + 8) - 120 - 8))
            Layout.minimumWidth: 100
            spacing: 0
            Text {
                id: replayPosition
                objectName: "replayPosition"
                Layout.fillWidth: true
                //: Replay: which move is shown; %1 is its number, %2 the number of moves in the game
                text: qsTr("Move %1 of %2").arg(bar.session.reviewPly).arg(bar.session.reviewLength)
                font.pixelSize: 14
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
            Text {
                id: replayMove
                objectName: "replayMove"
                Layout.fillWidth: true
                text: bar.session.reviewPly === 0
                      //: Replay: the position before the first move
                      ? qsTr("The start of the game") : bar.moveText
                font.pixelSize: 12
                color: Theme.inkSoft
                wrapMode: Text.Wrap
                maximumLineCount: 3
                lineHeight: 0.9
                elide: Text.ElideRight
            }
        }
        InkButton {
            id: replayClose
            objectName: "replayClose"
            primary: true
            //: Replay: leave the replay for the game as it is now
            text: qsTr("Back to the game")
            onClicked: bar.closed()
        }
    }
}
