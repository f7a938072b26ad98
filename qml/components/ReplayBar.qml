// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import Kotatsu
import Kotatsu.Bridge

// The replay of a game: the table is drawn as it was after move N of the game; ← and → (or
// the buttons) step one move, Home and End go to the start and the end, the slider goes
// anywhere. "Back to the game" returns to the position as it is now. It stands at the top of
// the side column (GamePage), so that the table keeps its size while a replay is open:
// the title and the move's number, the slider, the buttons, the move's sentence, and
// "Back to the game", one under the other.
Rectangle {
    id: bar
    required property GameSession session
    // The sentence of the move shown (the table's describeMove), or "".
    property string moveText: ""
    signal closed()

    visible: session.reviewing
    // Room for every row and five lines of the move's sentence (a sentence takes three or four
    // lines in a column 250 px wide; the bar keeps one height from move to move, so that the
    // move log under it does not jump).
    height: visible ? Math.ceil(content.implicitHeight - replayMove.implicitHeight
                                + 5 * moveMetrics.height * replayMove.lineHeight) + 24 : 0
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

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 12
        spacing: 6
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Text {
                id: replayTitle
                //: Replay bar title
                text: qsTr("Replay")
                font.family: Theme.titleFont
                font.pixelSize: 18
                font.bold: true
                color: Theme.indigo
            }
            Text {
                id: replayPosition
                objectName: "replayPosition"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignRight
                //: Replay: which move is shown; %1 is its number, %2 the number of moves in the game
                text: qsTr("Move %1 of %2").arg(bar.session.reviewPly).arg(bar.session.reviewLength)
                font.pixelSize: 14
                font.bold: true
                color: Theme.ink
                elide: Text.ElideRight
            }
        }
        Slider {
            id: slider
            objectName: "replaySlider"
            Accessible.ignored: !visible
            Layout.fillWidth: true
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
        RowLayout {
            Layout.fillWidth: true
            spacing: 6
            InkButton {
                objectName: "replayStart"
                Layout.fillWidth: true
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
                Layout.fillWidth: true
                Layout.preferredWidth: 46
                focusPolicy: Qt.TabFocus
                text: "◀"
                enabled: bar.session.reviewPly > 0
                //: Replay: one move back (←)
                Accessible.name: qsTr("One move back")
                onClicked: bar.stepped(() => bar.step(-1))
            }
            InkButton {
                objectName: "replayForward"
                Layout.fillWidth: true
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
                Layout.fillWidth: true
                Layout.preferredWidth: 46
                focusPolicy: Qt.TabFocus
                text: "⏭"
                enabled: bar.session.reviewPly < bar.session.reviewLength
                //: Replay: go to the last move (End)
                Accessible.name: qsTr("To the last move")
                onClicked: bar.stepped(() => bar.session.review(bar.session.reviewLength))
            }
        }
        Text {
            id: replayMove
            objectName: "replayMove"
            Layout.fillWidth: true
            Layout.fillHeight: true
            verticalAlignment: Text.AlignTop
            text: bar.session.reviewPly === 0
                  //: Replay: the position before the first move
                  ? qsTr("The start of the game") : bar.moveText
            font.pixelSize: 12
            color: Theme.inkSoft
            wrapMode: Text.Wrap
            maximumLineCount: 5
            lineHeight: 0.9
            elide: Text.ElideRight
        }
        InkButton {
            id: replayClose
            objectName: "replayClose"
            Layout.fillWidth: true
            primary: true
            //: Replay: leave the replay for the game as it is now
            text: qsTr("Back to the game")
            onClicked: bar.closed()
        }
    }
}
